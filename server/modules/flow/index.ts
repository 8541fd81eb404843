// Flow: approval processes and the diagram of one (the approval-flow dialog).
import type { ServerModule } from '../../platform/context.js';
import { flowMigrations } from './migration.js';
import { flowRoutes } from './routes.js';
import { flowSeeds } from './seed.js';

export const flowModule: ServerModule = {
  name: 'flow',
  migrations: flowMigrations,
  seeds: flowSeeds,
  routes: flowRoutes,
};
