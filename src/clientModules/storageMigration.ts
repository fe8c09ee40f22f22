import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteStorage from '@generated/site-storage';
import {migrateStoredSettings} from '@site/src/lib/storageMigration';

// Runs before the first render, so the theme and the docs version selectors read migrated values.
if (ExecutionEnvironment.canUseDOM && siteStorage.type === 'localStorage' && siteStorage.namespace) {
  try {
    migrateStoredSettings(window.localStorage, siteStorage.namespace);
  } catch (error) {
    // Spec: storage that is unavailable is warned about and ignored.
    console.warn('[apis] stored settings were not migrated: storage is unavailable', error);
  }
}
