import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A build folder written from `{relative path: content}`. Pages are written the way the production
 * minifier emits them: unquoted attributes, no </p>, </li>, </tr>, </td> or </tbody>.
 */
export function writeBuild(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-checks-'));
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, content);
  }
  return dir;
}

/** A minified page around `body`, with the head links every Docusaurus page carries. */
export function page(body: string, {title = 'apis', head = ''} = {}): string {
  return `<!doctype html><html lang=zh-CN dir=ltr><head><meta charset=UTF-8><title>${title}</title><link rel=icon href=/img/favicon.svg>${head}</head><body><div id=__docusaurus>${body}</div>`;
}
