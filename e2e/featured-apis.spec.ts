import {test, expect, expectNoProblems, storedValue, reload} from './fixtures';
import {apiById, endpointSection, openApi, tryIt} from './helpers/featured-apis';

/** The language the code tabs show, kept across pages (Docusaurus' tab groups). */
const LANGUAGE_STORAGE_KEY = 'docusaurus.tab.featured-api-language';

// The server-rendered content of all 29 pages is checked on the build's HTML, without a browser:
// plugins/featured-apis/__built__/pages.test.ts. Here: hydration and the code tabs; the try-it panel
// is e2e/try-it.spec.ts, its key field's storage rules e2e/api-key-field.spec.ts.
test('a featured API page hydrates without errors', async ({page, problems}) => {
  await openApi(page, 3);
  await expect(tryIt(page).getByRole('button', {name: '发送请求'})).toBeEnabled();
  expectNoProblems(problems);
});

test.describe('code tabs', () => {
  test('one choice switches every endpoint, survives a reload and carries to other pages', async ({page, problems}) => {
    const {api, index} = apiById('ipstack');
    expect(api.endpoints.length).toBeGreaterThan(1);
    await openApi(page, index);
    const lists = page.getByRole('tablist');
    const visibleCode = (endpointId: string) =>
      endpointSection(page, endpointId).locator('[role="tabpanel"]:not([hidden]) code');
    const first = api.endpoints[0]!.id;
    const last = api.endpoints[api.endpoints.length - 1]!.id;

    for (const list of await lists.all()) await expect(list.getByRole('tab', {name: 'curl'})).toHaveAttribute('aria-selected', 'true');
    await expect(visibleCode(first)).toContainText(
      "curl 'https://api.ipstack.com/134.201.250.155?access_key=YOUR_API_KEY&fields=country_code,city",
    );

    await lists.first().getByRole('tab', {name: 'Python'}).click();
    for (const list of await lists.all()) await expect(list.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(visibleCode(first)).toContainText('response = requests.get(');
    await expect(visibleCode(first)).toContainText('"access_key": "YOUR_API_KEY",');
    await expect(visibleCode(last)).toContainText('import requests');
    expect(await storedValue(page, LANGUAGE_STORAGE_KEY)).toBe('python');

    await reload(page);
    for (const list of await lists.all()) await expect(list.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(visibleCode(last)).toContainText('import requests');

    // Choosing on the last endpoint changes the first one too.
    await lists.last().getByRole('tab', {name: 'JavaScript'}).click();
    await expect(lists.first().getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
    await expect(visibleCode(first)).toContainText(
      "const response = await fetch('https://api.ipstack.com/134.201.250.155?access_key=YOUR_API_KEY",
    );
    expect(await storedValue(page, LANGUAGE_STORAGE_KEY)).toBe('javascript');

    const other = apiById('exchangerates_data');
    await openApi(page, other.index);
    await expect(page.getByRole('tablist').first().getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
    await expect(endpointSection(page, other.api.endpoints[0]!.id).locator('[role="tabpanel"]:not([hidden]) code')).toContainText(
      "apikey: 'YOUR_API_KEY',",
    );
    expectNoProblems(problems);
  });
});
