import {writeTree} from '../../lib/testing/tree';

/**
 * A build folder written from `{relative path: content}`. Pages are written the way the production
 * minifier emits them: unquoted attributes, no </p>, </li>, </tr>, </td> or </tbody>.
 */
export function writeBuild(files: Record<string, string>): string {
  return writeTree(files, 'site-checks-');
}

/** A minified page around `body`, with the head links every Docusaurus page carries. */
export function page(body: string, {title = 'apis', head = ''} = {}): string {
  return `<!doctype html><html lang=zh-CN dir=ltr><head><meta charset=UTF-8><title>${title}</title><link rel=icon href=/img/favicon.svg>${head}</head><body><div id=__docusaurus>${body}</div>`;
}
