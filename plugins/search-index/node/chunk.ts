/** Cuts the text of one section into records of about the same length. */

export const DEFAULT_CHUNK_SIZE = 300;

const SENTENCE_END = /[。！？；!?;]|\.(?=\s)/g;

/**
 * Splits text longer than `size` at sentence ends, then at spaces, then anywhere. Pieces keep
 * their own spacing, so concatenating them gives back the text.
 */
function splitLong(text: string, size: number): string[] {
  if (text.length <= size) return [text];
  const sentences: string[] = [];
  let last = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m !== null; m = SENTENCE_END.exec(text)) {
    sentences.push(text.slice(last, m.index + 1));
    last = m.index + 1;
  }
  if (last < text.length) sentences.push(text.slice(last));
  const out: string[] = [];
  for (let s of sentences) {
    while (s.length > size) {
      let cut = s.lastIndexOf(' ', size);
      if (cut < size / 2) cut = size;
      // Never cut a surrogate pair in half.
      if (/[\ud800-\udbff]/.test(s.charAt(cut - 1))) cut += 1;
      out.push(s.slice(0, cut));
      s = s.slice(cut);
    }
    if (s) out.push(s);
  }
  return out;
}

/** Packs the blocks of one section into chunks of about `size` characters. */
export function chunkBlocks(blocks: string[], size = DEFAULT_CHUNK_SIZE): string[] {
  const chunks: string[] = [];
  let cur = '';
  for (const block of blocks) {
    splitLong(block, size).forEach((piece, i) => {
      // Blocks are joined by a space; pieces of one block by nothing (their spacing is inside).
      const sep = cur && i === 0 ? ' ' : '';
      if (cur && cur.length + sep.length + piece.trim().length > size) {
        chunks.push(cur.trim());
        cur = piece.trimStart();
      } else {
        cur += sep + piece;
      }
    });
  }
  if (cur.trim()) chunks.push(cur.trim());
  return chunks;
}
