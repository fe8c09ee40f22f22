import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteStorage from '@generated/site-storage';
import {attributesAfterMigration, migrateStoredSettings} from '@site/src/lib/storageMigration';

// Runs before the first render, so the theme and the docs version selectors read migrated values.
if (ExecutionEnvironment.canUseDOM && siteStorage.type === 'localStorage' && siteStorage.namespace) {
  try {
    const {localStorage} = window;
    const moved = migrateStoredSettings(localStorage, siteStorage.namespace);
    const attributes = attributesAfterMigration(moved, localStorage, siteStorage.namespace, window.location.search);
    for (const [name, value] of Object.entries(attributes)) document.documentElement.setAttribute(name, value);
  } catch (error) {
    // Spec: storage that is unavailable is warned about and ignored.
    console.warn('[apis] stored settings were not migrated: storage is unavailable', error);
  }
}
