/**
 * Stored settings move to suffixed key names when the site gets a storage suffix (Docusaurus
 * `storage.namespace`): the theme, the announcement bar state, each docs section's preferred
 * version, synced tab choices and the offline-reading choice. Without this, configuring a suffix
 * would silently reset every visitor's settings. (Only unsuffixed keys move: changing one suffix
 * for another is not covered.) Visitors' API keys are not settings: they keep plain names whatever
 * the suffix, and plugins/visitor-keys/shared/storage.ts moves them from the old per-demo names itself.
 */
import {APP_INSTALLED_STORAGE_KEY, OFFLINE_MODE_STORAGE_KEY} from '../../plugins/pwa/shared/offlineMode';

const THEME_KEY = 'theme';
const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';

/** Settings under a fixed key. */
export const MIGRATED_KEYS = [
  THEME_KEY,
  'docusaurus.announcement.id',
  ANNOUNCEMENT_DISMISS_KEY,
  OFFLINE_MODE_STORAGE_KEY,
  APP_INSTALLED_STORAGE_KEY,
] as const;

/**
 * Settings with one key per docs section (`docs-preferred-version-<pluginId>`) or per tab group
 * (`docusaurus.tab.<groupId>`, e.g. the code language chosen on the featured API pages).
 */
export const MIGRATED_KEY_PREFIXES = ['docs-preferred-version-', 'docusaurus.tab.'] as const;

/** The parts of the Web Storage API the migration uses. */
export interface MigratableStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Old (unsuffixed) setting keys found in storage. */
function legacyKeys(storage: MigratableStorage, suffix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key === null || key.endsWith(suffix)) continue;
    const isSetting =
      (MIGRATED_KEYS as readonly string[]).includes(key) || MIGRATED_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));
    if (isSetting) keys.push(key);
  }
  return keys;
}

/**
 * Moves every unsuffixed setting to `<key><suffix>` and removes the old key. A value already
 * stored under the new name wins: it is newer than the old one. Returns the keys moved.
 */
export function migrateStoredSettings(storage: MigratableStorage, suffix: string): string[] {
  if (!suffix) return [];
  const moved = legacyKeys(storage, suffix);
  for (const key of moved) {
    const value = storage.getItem(key);
    const target = `${key}${suffix}`;
    if (value !== null && storage.getItem(target) === null) storage.setItem(target, value);
    storage.removeItem(key);
  }
  return moved;
}

/**
 * Docusaurus' inline scripts set `<html>` attributes from the stored theme and announcement state
 * before any client module runs, so on the first visit after a suffix change they read the new,
 * still empty keys. These are the attributes they would have set had the migration run first;
 * a theme forced by the `docusaurus-theme` query parameter is left alone.
 */
export function attributesAfterMigration(
  moved: readonly string[],
  storage: Pick<MigratableStorage, 'getItem'>,
  suffix: string,
  search: string,
): Record<string, string> {
  const attributes: Record<string, string> = {};
  const theme = storage.getItem(`${THEME_KEY}${suffix}`);
  const themeForced = new URLSearchParams(search).has('docusaurus-theme');
  if (moved.includes(THEME_KEY) && !themeForced && (theme === 'light' || theme === 'dark')) {
    attributes['data-theme'] = theme;
    attributes['data-theme-choice'] = theme;
  }
  if (moved.includes(ANNOUNCEMENT_DISMISS_KEY)) {
    attributes['data-announcement-bar-initially-dismissed'] = String(storage.getItem(`${ANNOUNCEMENT_DISMISS_KEY}${suffix}`) === 'true');
  }
  return attributes;
}
