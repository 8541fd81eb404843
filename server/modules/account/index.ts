// Account: the account detail and its update, password change and reset (SMS codes), the lock
// screen's check, and registration by invitation.
import type { ServerModule } from '../../platform/context.js';
import { accountMigrations } from './migration.js';
import { accountRoutes } from './routes.js';
import { accountSeeds } from './seed.js';

export const accountModule: ServerModule = {
  name: 'account',
  migrations: accountMigrations,
  seeds: accountSeeds,
  routes: accountRoutes,
};
