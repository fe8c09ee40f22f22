/**
 * The inline script of the base-URL banner: when the page's own scripts never ran (a wrong `baseUrl`
 * makes every asset 404), it draws a Chinese banner with the base URL to try. Built with the DOM and
 * styled through the CSSOM, so a Content-Security-Policy without inline styles lets it through; it must
 * run in old browsers too, hence ES5.
 */
export const BANNER_CONTAINER_ID = '__docusaurus-base-url-issue-banner-container';

export function bannerScript(baseUrl: string): string {
  return `document.addEventListener('DOMContentLoaded', function () {
  if (typeof window.docusaurus !== 'undefined') return;
  var path = window.location.pathname;
  var suggested = path.slice(-1) === '/' ? path : path + '/';
  var box = document.createElement('div');
  box.id = ${JSON.stringify(BANNER_CONTAINER_ID)};
  box.setAttribute('role', 'alert');
  box.style.cssText = 'border:4px solid #c0392b;background:#fff3cd;color:#1c1e21;margin:20px;padding:20px;font-size:18px;line-height:1.6';
  function line(text, strong) {
    var p = document.createElement('p');
    p.style.margin = '0 0 8px';
    p.appendChild(document.createTextNode(text));
    if (strong) {
      var b = document.createElement('strong');
      b.textContent = strong;
      p.appendChild(b);
    }
    box.appendChild(p);
  }
  line('本站没有正确加载。');
  line('最常见的原因是站点的 baseUrl 配置不对。当前配置的 baseUrl：', ${JSON.stringify(baseUrl)});
  line('请试试把 baseUrl 设为：', suggested);
  document.body.insertBefore(box, document.body.firstChild);
});`;
}
