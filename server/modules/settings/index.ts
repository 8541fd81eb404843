// Settings: per-tenant system settings (home blocks, login page).
import { INDEX_PAGE_SETTING_GROUP } from '../../../src/contract/settings.js';
import type { ServerModule } from '../../platform/context.js';
import { settingsMigrations } from './migration.js';
import { copySettingGroup } from './repo.js';
import { settingsRoutes } from './routes.js';
import { settingsSeeds } from './seed.js';

export const settingsModule: ServerModule = {
  name: 'settings',
  migrations: settingsMigrations,
  seeds: settingsSeeds,
  routes: settingsRoutes,
  // A registered company gets the template tenant's home blocks; its login page stays the default.
  provisionTenant: (db, elsAccount, templateAccount) => copySettingGroup(db, templateAccount, elsAccount, INDEX_PAGE_SETTING_GROUP),
};
