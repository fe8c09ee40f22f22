import {test, expect} from './fixtures';
import {COLOUR_RULES, seriousViolations, WCAG_TAGS} from './helpers/axe';

/** The accessibility check of e2e/pages.spec.ts, fed the defects it guards. */

const DEFECTS = `<!doctype html><html lang=zh><head><title>缺陷</title><style>
  .faint { color: #999; background: #fff }
  [data-theme=dark] .faint { color: #333; background: #111 }
  body[data-theme=dark] { background: #111 }
</style></head><body><main>
  <h1>缺陷样本</h1>
  <p class=faint>对比度不足的文字</p>
  <button aria-label=搜索>搜索 Ctrl K</button>
  <img src=data:image/gif;base64,R0lGODlhAQABAAAAACw= >
</main></body></html>`;

test('axe 4.14 or later runs label-content-name-mismatch as a regular WCAG rule', async ({page}) => {
  await page.setContent(DEFECTS);
  await seriousViolations(page, {rules: ['image-alt']});
  const {version, rules} = await page.evaluate((tags) => {
    const axe = (window as unknown as {axe: {version: string; getRules(tags: string[]): {ruleId: string}[]}}).axe;
    return {version: axe.version, rules: axe.getRules(tags).map((rule) => rule.ruleId)};
  }, WCAG_TAGS);
  const [major, minor] = version.split('.').map(Number);
  expect(major! > 4 || (major === 4 && minor! >= 14), `axe-core ${version}`).toBe(true);
  expect(rules).toEqual(expect.arrayContaining(['label-content-name-mismatch', ...COLOUR_RULES]));
});

test('a low-contrast text, a label that hides the visible text and an image without alt are reported', async ({page}) => {
  await page.setContent(DEFECTS);
  const ids = (lines: string[]) => lines.map((line) => line.split(' ')[0]).sort();
  expect(ids(await seriousViolations(page))).toEqual(['color-contrast', 'image-alt', 'label-content-name-mismatch']);
  await page.evaluate(() => document.body.setAttribute('data-theme', 'dark'));
  expect(ids(await seriousViolations(page, {rules: COLOUR_RULES}))).toEqual(['color-contrast']);
  expect(await seriousViolations(page, {exclude: ['main']})).toEqual([]);
});
