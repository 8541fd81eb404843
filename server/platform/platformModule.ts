// The platform's own tables (secrets, the seed record, tenants, accounts and everything signing in
// keeps), contributed like a module's so that every version of the schema is collected in one place.
import { authMigrations } from './auth/migration.js';
import type { ServerModule } from './context.js';
import { dbMigrations } from './db/migration.js';

export const platformModule: ServerModule = {
  name: 'platform',
  migrations: [...dbMigrations, ...authMigrations],
  seeds: [],
  routes: undefined,
};
