// Approvals: the to-do overview, the approval to-do and done lists, and the approval actions.
import type { ServerModule } from '../../platform/context.js';
import { approvalsMigrations } from './migration.js';
import { approvalsRoutes } from './routes.js';
import { approvalsSeeds } from './seed.js';

export const approvalsModule: ServerModule = {
  name: 'approvals',
  migrations: approvalsMigrations,
  seeds: approvalsSeeds,
  routes: approvalsRoutes,
};
