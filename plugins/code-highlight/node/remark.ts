/**
 * Remark plugin: highlights every fenced code block when the page compiles and hands the tokens to the
 * code block as its `highlight` prop (see ../shared/tokens.ts), so the browser needs no Prism.
 */
import type {Code, Root} from 'mdast';
import {highlightCode, registerLanguages, type HighlightSettings} from './prism';

export default function remarkHighlight(settings: HighlightSettings) {
  registerLanguages(settings.additionalLanguages);
  return async (root: Root): Promise<void> => {
    const {visit} = await import('unist-util-visit');
    visit(root, 'code', (node: Code) => {
      node.data ??= {};
      // mdast's value has no final line break; the code block removes the one MDX adds, so both agree.
      node.data.hProperties = {...node.data.hProperties, highlight: JSON.stringify(highlightCode(node.value, node.lang, settings))};
    });
  };
}
