import {Parser} from 'htmlparser2';

/** HTML-escapes an attribute value for a double-quoted attribute. */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The page with a `<meta http-equiv="Content-Security-Policy">` as the first element of its <head>, so it
 * applies before any script of the page. Located with a parser (minified HTML), which stops there: the
 * rest of the page is not read again after the scan. A page without <head> is an error, not a silent skip.
 */
export function withPolicyMeta(html: string, policy: string): string {
  let insertAt = -1;
  const parser = new Parser({
    onopentag(name) {
      if (name !== 'head' || insertAt >= 0) return;
      insertAt = parser.endIndex + 1;
      parser.pause();
    },
  });
  parser.write(html);
  if (insertAt < 0) throw new Error('security-headers: a page has no <head> to carry its policy');
  return `${html.slice(0, insertAt)}<meta http-equiv="Content-Security-Policy" content="${attribute(policy)}">${html.slice(insertAt)}`;
}
