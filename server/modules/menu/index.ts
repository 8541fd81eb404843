// Menu: the menu tree of a tenant filtered by roles, and the app list derived from it.
import type { ServerModule } from '../../platform/context.js';
import { menuMigrations } from './migration.js';
import { copyMenus } from './repo.js';
import { menuRoutes } from './routes.js';
import { menuSeeds } from './seed.js';

export const menuModule: ServerModule = {
  name: 'menu',
  migrations: menuMigrations,
  seeds: menuSeeds,
  routes: menuRoutes,
  // A registered company starts with the menu of the template tenant, so it can work at once.
  provisionTenant: (db, elsAccount, templateAccount) => copyMenus(db, templateAccount, elsAccount),
};
