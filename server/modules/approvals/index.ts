// Approvals: the approval processes and the diagram of one (the approval-flow dialog), the to-do
// overview, the approval to-do and done lists, and the approval actions. One module, because the
// actions write the very processes the diagram draws.
import type { ServerModule } from '../../platform/context.js';
import { flowMigrations } from './flowMigration.js';
import { flowRoutes } from './flowRoutes.js';
import { flowSeeds } from './flowSeed.js';
import { approvalsMigrations } from './migration.js';
import { todosOf } from './push.js';
import { approvalsRoutes } from './routes.js';
import { approvalsSeeds } from './seed.js';

export const approvalsModule: ServerModule = {
  name: 'approvals',
  migrations: [...flowMigrations, ...approvalsMigrations],
  seeds: [...flowSeeds, ...approvalsSeeds],
  routes: async (app, options) => {
    await app.register(flowRoutes, options);
    await app.register(approvalsRoutes, options);
  },
  pushCounts: todosOf,
};
