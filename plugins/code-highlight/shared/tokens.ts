/**
 * Highlighted code as it travels from the build to the browser: the token boundaries of each line,
 * without the text (the code block already carries it). Prism runs only at build time.
 *
 * Format, as JSON: `[typeSets, droppable, line0, line1, …]`.
 * - `typeSets`: the distinct token type lists of the block, each joined by spaces ("plain",
 *   "string template-string");
 * - `droppable`: indexes of the lines that carry a magic comment (`highlight-next-line`…). The code
 *   block removes those lines before it renders, unless its metastring has a line range; the
 *   tokens of the other lines are the same either way;
 * - a line: flat pairs `[typeSetIndex, length, …]` whose lengths add up to the line's length.
 */

/** One token as prism-react-renderer's `normalizeTokens` gives it. */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

export type EncodedTokens = [typeSets: string[], droppable: number[], ...lines: number[][]];

const LINE_BREAK = /\r\n|\r|\n/;

/** Encodes lines of normalized tokens; the inverse of {@link decodeTokens}. */
export function encodeTokens(lines: readonly Token[][], droppable: readonly number[] = []): EncodedTokens {
  const typeSets: string[] = [];
  const indexOf = new Map<string, number>();
  const encodedLines = lines.map((line) =>
    line.flatMap((token) => {
      const key = token.types.join(' ');
      let index = indexOf.get(key);
      if (index === undefined) {
        index = typeSets.push(key) - 1;
        indexOf.set(key, index);
      }
      // normalizeTokens turns an empty line into one "\n" token marked empty: its length is 0 here.
      return [index, token.empty ? 0 : token.content.length];
    }),
  );
  return [typeSets, [...droppable], ...encodedLines];
}

function decodeLine(text: string, pairs: readonly number[], typeSets: readonly string[]): Token[] | null {
  const line: Token[] = [];
  let offset = 0;
  for (let p = 0; p < pairs.length; p += 2) {
    const typeSet = typeSets[pairs[p]!];
    const length = pairs[p + 1]!;
    if (typeSet === undefined) return null;
    const types = typeSet.split(' ');
    if (length === 0 && pairs.length === 2) {
      if (text !== '') return null;
      line.push({types, content: '\n', empty: true});
    } else {
      line.push({types, content: text.slice(offset, offset + length)});
    }
    offset += length;
  }
  return offset === text.length ? line : null;
}

/**
 * Rebuilds the token lines of `code` (the text the code block renders) from their encoding, or returns
 * null when they do not fit it: the caller then shows the code plain.
 */
export function decodeTokens(code: string, encoded: EncodedTokens): Token[][] | null {
  const [typeSets, droppable, ...encodedLines] = encoded;
  const textLines = code.split(LINE_BREAK);
  const dropped = new Set(textLines.length === encodedLines.length ? [] : droppable);
  if (textLines.length !== encodedLines.length - dropped.size) return null;
  const kept = encodedLines.filter((_, index) => !dropped.has(index));
  const lines: Token[][] = [];
  for (let i = 0; i < textLines.length; i += 1) {
    const line = decodeLine(textLines[i]!, kept[i]!, typeSets);
    if (!line) return null;
    lines.push(line);
  }
  return lines;
}

/** The lines of code shown without highlighting, in the same shape. */
export function plainTokens(code: string): Token[][] {
  return code
    .split(LINE_BREAK)
    .map((text) => [text === '' ? {types: ['plain'], content: '\n', empty: true} : {types: ['plain'], content: text}]);
}
