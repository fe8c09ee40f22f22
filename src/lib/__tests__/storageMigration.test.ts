import {test} from 'node:test';
import assert from 'node:assert/strict';
import {attributesAfterMigration, migrateStoredSettings} from '../storageMigration';
import {memoryStorage} from '../../../scripts/lib/testing/storage';

test('moves theme, announcement and preferred-version keys to the suffixed names and removes the old ones', () => {
  const storage = memoryStorage({
    theme: 'dark',
    'docusaurus.announcement.id': 'catalogue-1695',
    'docusaurus.announcement.dismiss': 'true',
    'docs-preferred-version-google': 'current',
    'docs-preferred-version-learn': 'current',
    'apis.pwa.offlineMode': 'true',
    'docusaurus.tab.code-language': 'python',
    'apis.swap.key': 'visitor-key',
  });
  const moved = migrateStoredSettings(storage, '-a1b2');
  assert.equal(moved.length, 7);
  assert.deepEqual(storage.snapshot(), {
    'theme-a1b2': 'dark',
    'docusaurus.announcement.id-a1b2': 'catalogue-1695',
    'docusaurus.announcement.dismiss-a1b2': 'true',
    'docs-preferred-version-google-a1b2': 'current',
    'docs-preferred-version-learn-a1b2': 'current',
    'apis.pwa.offlineMode-a1b2': 'true',
    'docusaurus.tab.code-language-a1b2': 'python',
    'apis.swap.key': 'visitor-key',
  });
});

test('a value already stored under the new name is kept; the old key is still removed', () => {
  const storage = memoryStorage({theme: 'dark', 'theme-a1b2': 'light'});
  migrateStoredSettings(storage, '-a1b2');
  assert.deepEqual(storage.snapshot(), {'theme-a1b2': 'light'});
});

test('running twice changes nothing the second time', () => {
  const storage = memoryStorage({theme: 'dark'});
  migrateStoredSettings(storage, '-x');
  assert.deepEqual(migrateStoredSettings(storage, '-x'), []);
  assert.deepEqual(storage.snapshot(), {'theme-x': 'dark'});
});

test('without a suffix nothing moves', () => {
  const storage = memoryStorage({theme: 'dark', 'docs-preferred-version-google': 'current'});
  assert.deepEqual(migrateStoredSettings(storage, ''), []);
  assert.deepEqual(storage.snapshot(), {theme: 'dark', 'docs-preferred-version-google': 'current'});
});

test('the html attributes follow the migrated theme and announcement state', () => {
  const storage = memoryStorage({theme: 'dark', 'docusaurus.announcement.dismiss': 'true'});
  const moved = migrateStoredSettings(storage, '-x');
  assert.deepEqual(attributesAfterMigration(moved, storage, '-x', ''), {
    'data-theme': 'dark',
    'data-theme-choice': 'dark',
    'data-announcement-bar-initially-dismissed': 'true',
  });
  assert.deepEqual(attributesAfterMigration(moved, storage, '-x', '?docusaurus-theme=light'), {
    'data-announcement-bar-initially-dismissed': 'true',
  });
  assert.deepEqual(attributesAfterMigration([], storage, '-x', ''), {}, 'nothing moved: the inline scripts were right');
});

test('a stored theme that is not light or dark does not reach the html element', () => {
  const storage = memoryStorage({theme: '<script>'});
  const moved = migrateStoredSettings(storage, '-x');
  assert.deepEqual(attributesAfterMigration(moved, storage, '-x', ''), {});
});
