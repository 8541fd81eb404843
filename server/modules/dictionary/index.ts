// Dictionary: the value lists of coded fields (admin/getDic).
import type { ServerModule } from '../../platform/context.js';
import { dictionaryMigrations } from './migration.js';
import { dictionaryRoutes } from './routes.js';
import { dictionarySeeds } from './seed.js';

export const dictionaryModule: ServerModule = {
  name: 'dictionary',
  migrations: dictionaryMigrations,
  seeds: dictionarySeeds,
  routes: dictionaryRoutes,
};
