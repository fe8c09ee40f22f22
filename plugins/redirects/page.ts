/** The HTML of a redirect page: refresh, canonical link and script as the stock plugin writes them, in Chinese and with a link. */

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Whether the page passes its own query and fragment on: only when the target has none of its own (as the stock plugin does). */
export function forwardsSearchAndHash(toUrl: string): boolean {
  const url = new URL(toUrl, 'https://example.com');
  return !url.search && !url.hash;
}

export function redirectPage(toUrl: string): string {
  const href = escapeHtml(encodeURI(toUrl));
  const target = JSON.stringify(encodeURI(toUrl)).replace(/</g, '\\u003c');
  const forward = forwardsSearchAndHash(toUrl) ? ' + window.location.search + window.location.hash' : '';
  return [
    '<!DOCTYPE html>',
    '<html lang="zh">',
    '<head>',
    '<meta charset="UTF-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<title>页面已迁移</title>',
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<link rel="canonical" href="${href}">`,
    `<script>window.location.replace(${target}${forward});</script>`,
    '</head>',
    '<body>',
    `<p>此页面已迁移，正在前往新地址。如果没有自动跳转，请打开 <a href="${href}">${escapeHtml(toUrl)}</a>。</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
