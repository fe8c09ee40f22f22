import {test, expect, visit, reload} from './fixtures';

test('crashTest shows the page-crash screen, and Try again recovers', async ({page, problems}) => {
  await visit(page, '/tests/pages/crashTest');
  await page.getByRole('button', {name: '让页面崩溃'}).click();
  await expect(page.getByRole('heading', {name: '页面已崩溃。'})).toBeVisible();
  await expect(page.getByText('crashTest: 这是测试页面故意抛出的渲染错误')).toBeVisible();
  await page.getByRole('button', {name: '重试'}).click();
  await expect(page.getByRole('button', {name: '让页面崩溃'})).toBeVisible();
  await expect(page.getByRole('heading', {name: '页面已崩溃。'})).toHaveCount(0);
  expect(problems.pageErrors).toEqual([]);
});

test('a crash outside the layout shows the same Chinese screen with its causes, and 重试 recovers', async ({page, problems}) => {
  await visit(page, '/tests/pages/layout-crash');
  await page.getByRole('button', {name: '在布局之外崩溃'}).click();
  await expect(page.getByRole('heading', {name: '页面已崩溃。'})).toBeVisible();
  await expect(page.getByText('layout-crash: 布局之外的组件故意抛出的错误')).toBeVisible();
  await expect(page.getByText('原因：模拟的底层原因')).toBeVisible();
  // Nothing of Docusaurus' English fallback.
  await expect(page.getByText(/This page crashed|Try again|Cause:/)).toHaveCount(0);
  // The layout (navbar) is still there around the screen.
  await expect(page.getByRole('navigation', {name: '主导航'})).toBeVisible();
  await page.getByRole('button', {name: '重试'}).click();
  await expect(page.getByRole('button', {name: '在布局之外崩溃'})).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});

test('a lazily loaded part shows the spinner while its chunk is held, the error box when it fails, and 重试 loads it', async ({page, problems}) => {
  await visit(page, '/tests/pages/loading-states');
  let release: (outcome: 'abort' | 'continue') => void = () => {};
  const attempts: string[] = [];
  // Every script the click asks for is the panel's chunk: hold it, then fail it; the retry goes through.
  await page.route('**/assets/js/*.js', async (route) => {
    attempts.push(route.request().url());
    if (attempts.length > 1) return route.continue();
    const outcome = await new Promise<'abort' | 'continue'>((resolve) => (release = resolve));
    return outcome === 'abort' ? route.abort('failed') : route.continue();
  });
  await page.getByRole('button', {name: '加载组件'}).click();
  const spinner = page.getByRole('status', {name: '正在加载'});
  await expect(spinner).toBeVisible();
  // The spinner's rhythm: a 1.5 s pulse and ripples of 3 s.
  const durations = await spinner.locator('animate').evaluateAll((nodes) => [...new Set(nodes.map((node) => node.getAttribute('dur')))].sort());
  expect(durations).toEqual(['1.5s', '3s']);
  release('abort');
  const error = page.getByRole('alert').filter({hasText: '加载失败'});
  await expect(error).toBeVisible();
  // Half the width of its container (computed styles: the box against the container's content box).
  const widths = await error.evaluate((node) => {
    const parent = getComputedStyle(node.parentElement!);
    const content = node.parentElement!.clientWidth - parseFloat(parent.paddingLeft) - parseFloat(parent.paddingRight);
    return {box: parseFloat(getComputedStyle(node).width), content};
  });
  expect(Math.abs(widths.box - widths.content / 2)).toBeLessThan(1);
  await error.getByRole('button', {name: '重试'}).click();
  await expect(page.getByTestId('lazy-panel')).toBeVisible();
  expect(attempts.length).toBe(2);
  expect(problems.pageErrors).toEqual([]);
});

test('nested error boundaries contain an inner failure and recover', async ({page}) => {
  await visit(page, '/tests/pages/error-boundary-tests');
  await page.getByRole('button', {name: '让内层出错'}).click();
  await expect(page.getByRole('alert')).toContainText('内层的错误边界接住了错误');
  await expect(page.getByText('外层运行正常。')).toBeVisible();
  await page.getByRole('button', {name: '重试内层'}).click();
  await expect(page.getByText('内层运行正常。')).toBeVisible();
  await page.getByRole('button', {name: '让外层出错'}).click();
  await expect(page.getByRole('alert')).toContainText('外层的错误边界接住了错误');
  await expect(page.getByText('内层运行正常。')).toHaveCount(0);
});

test('the code block copy button copies the code without line numbers', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await visit(page, '/tests/pages/code-block-tests');
  const block = page.locator('.theme-code-block').filter({hasText: 'copy-me.js'});
  await block.hover();
  await block.getByRole('button', {name: '复制代码到剪贴板'}).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("console.log('复制按钮测试');");
  await expect(page.locator('.theme-code-block-highlighted-line').first()).toBeVisible();
  await expect(page.locator('.codeLineNumber_Tfdd, [class*="codeLineNumber"]').first()).toBeVisible();
});

test('synced tabs switch together, remember the choice, and the query-string tabs follow the URL', async ({page}) => {
  await visit(page, '/tests/pages/tabs-tests');
  await page.getByRole('tab', {name: 'Python'}).first().click();
  await expect(page.getByText('用 pip 安装依赖。')).toBeVisible();
  await reload(page);
  await expect(page.getByRole('tab', {name: 'Python'}).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', {name: 'macOS'}).click();
  await expect(page).toHaveURL(/[?&]os=mac/);
  await visit(page, '/tests/pages/tabs-tests?os=mac');
  await expect(page.getByRole('tab', {name: 'macOS'})).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', {name: '内层 2'}).click();
  await expect(page.getByText('内层 2 的内容。')).toBeVisible();
});

test('mermaid diagrams render as SVG in light and dark mode', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await visit(page, '/tests/pages/diagrams');
  const diagrams = page.locator('.docusaurus-mermaid-container svg');
  await expect(diagrams).toHaveCount(2);
  await expect(diagrams.first()).toContainText('第三方 API');
  /** Fill of the first diagram's first node: the mermaid theme decides it. */
  const nodeFill = () => diagrams.first().locator('.node rect, .node polygon, .node circle').first().evaluate((shape) => getComputedStyle(shape).fill);
  const light = await nodeFill();
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The diagrams are drawn again with the dark theme, not only recoloured around.
  await expect.poll(nodeFill).not.toBe(light);
  await expect(diagrams).toHaveCount(2);
  await expect(diagrams.first()).toContainText('第三方 API');
});

test('hydration switches from server to client rendering without a mismatch', async ({page, staticPage, problems}) => {
  await staticPage.goto('/tests/pages/hydration-tests');
  await expect(staticPage.getByTestId('render-env')).toHaveText('服务端渲染');
  await visit(page, '/tests/pages/hydration-tests');
  await expect(page.getByTestId('render-env')).toHaveText('客户端渲染');
  await expect(page.getByTestId('hydrated')).toHaveText('已水合');
  await expect(page.getByTestId('window-width')).toContainText('像素');
  expect(problems.consoleErrors).toEqual([]);
});

test('head metadata and SEO tags are in the server-rendered HTML', async ({staticPage}) => {
  await staticPage.goto('/tests/pages/head-metadata');
  await expect(staticPage.locator('meta[name="apis-test"]')).toHaveAttribute('content', 'head-metadata-ok');
  await expect(staticPage.locator('link[rel="author"]')).toHaveAttribute('href', '/blog/authors');
  await staticPage.goto('/tests/pages/seo');
  await expect(staticPage).toHaveTitle('SEO 测试 | apis');
  await expect(staticPage.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://apis.example.com/tests/pages/seo');
  await expect(staticPage.locator('meta[property="og:description"]')).toHaveAttribute('content', /^检验页面标题/);
  await expect(staticPage.locator('meta[name="description"]')).toHaveAttribute('content', /^检验页面标题/);
});

test('React 18 features: transitions, Suspense with lazy, useId', async ({page, staticPage, problems}) => {
  // useId: the id the server rendered is the one the client keeps, so the label stays attached.
  await staticPage.goto('/tests/pages/react-18');
  const serverId = await staticPage.getByLabel('筛选 4000 个条目').getAttribute('id');
  expect(serverId).toBeTruthy();
  await visit(page, '/tests/pages/react-18');
  const input = page.getByLabel('筛选 4000 个条目');
  await expect(input).toHaveAttribute('id', serverId!);
  expect(problems.consoleErrors, 'no hydration mismatch').toEqual([]);
  await input.fill('3999');
  await expect(page.getByTestId('match-count')).toHaveText('共 1 条匹配');
  await page.getByRole('button', {name: '加载面板'}).click();
  await expect(page.getByTestId('lazy-panel')).toBeVisible();
});

test('the modal covers the navbar and the sticky note stays under it', async ({page}) => {
  await visit(page, '/tests/pages/z-index-tests');
  await page.getByRole('button', {name: '打开模态框'}).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const onTop = await page.evaluate(() => {
    const navbar = document.querySelector('nav.navbar')!.getBoundingClientRect();
    const hit = document.elementFromPoint(navbar.left + 5, navbar.top + 5);
    return !!hit?.closest('[role="presentation"]');
  });
  expect(onTop).toBe(true);
  await dialog.getByRole('button', {name: '关闭'}).click();
  await expect(dialog).toHaveCount(0);
});

test('test docs: tags, unlisted doc, another sidebar and custom props', async ({page}) => {
  await visit(page, '/tests/docs/tags/visibility');
  await expect(page.locator('main article')).toHaveCount(1);
  await visit(page, '/tests/docs/visibility/unlisted');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await visit(page, '/tests/docs/another-sidebar');
  await expect(page.locator('.theme-doc-sidebar-menu')).toContainText('另一个侧边栏的第二篇');
  await expect(page.locator('.theme-doc-sidebar-menu')).not.toContainText('提示块');
  await visit(page, '/tests/docs/custom-props');
  await expect(page.getByTestId('custom-props')).toContainText('"badge":"新"');
  const response = await visit(page, '/tests/docs/visibility/draft');
  expect(response?.status()).toBe(404);
});

test('titled and nested admonitions render as admonitions, not as Markdown text', async ({page}) => {
  await visit(page, '/tests/docs/admonitions');
  const article = page.locator('article');
  await expect(article.locator('.theme-admonition')).toHaveCount(8);
  const titled = article.locator('.theme-admonition-tip').filter({hasText: '先确认密钥权限'});
  await expect(titled.locator('[class*="admonitionHeading"]')).toHaveText('先确认密钥权限');
  const outer = article.locator('.theme-admonition-warning').filter({hasText: '外层警告'});
  await expect(outer.locator('[class*="admonitionHeading"]').first()).toHaveText('外层警告');
  await expect(outer.locator('.theme-admonition-danger [class*="admonitionHeading"]')).toHaveText('内层危险');
  await expect(article).not.toContainText(':::');
});
