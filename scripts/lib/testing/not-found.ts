// The text of the site's not-found page, for the tests that look for it (deploy/__built__/serving.test.ts,
// e2e/fixtures.ts, e2e/not-found.spec.ts). The page is the theme's NotFound content, so its text is the
// theme's translation for the site's locale ("zh" resolves to the theme's zh-Hans file, as Docusaurus'
// codeTranslationLocalesToTry does), unless i18n/zh/code.json overrides the message.
import fs from 'node:fs';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '../../..');

type Messages = Record<string, string | {message: string}>;

function readMessages(file: string): Messages {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Messages) : {};
}

const theme = readMessages(require.resolve('@docusaurus/theme-translations/locales/zh-Hans/theme-common.json'));
const site = readMessages(path.join(SITE_DIR, 'i18n/zh/code.json'));

/** The message the build renders for `id`: the site's translation, else the theme's. */
export function themeMessage(id: string): string {
  const entry = site[id] ?? theme[id];
  if (entry === undefined) throw new Error(`no translation for ${id}`);
  return typeof entry === 'string' ? entry : entry.message;
}

/** The heading of the not-found page. */
export const NOT_FOUND_TITLE = themeMessage('theme.NotFound.title');
/** Its first paragraph: the text no other page shows. */
export const NOT_FOUND_TEXT = themeMessage('theme.NotFound.p1');
/** Its second paragraph (the broken-link advice). */
export const NOT_FOUND_ADVICE = themeMessage('theme.NotFound.p2');
