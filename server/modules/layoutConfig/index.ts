// Layout config: stored overlays (tenant-wide and per user) and other per-user configs.
import type { ServerModule } from '../../platform/context.js';
import { layoutConfigMigrations } from './migration.js';
import { layoutConfigRoutes } from './routes.js';

export { tenantLayoutOverlays } from './repo.js';

export const layoutConfigModule: ServerModule = {
  name: 'layoutConfig',
  migrations: layoutConfigMigrations,
  seeds: [],
  routes: layoutConfigRoutes,
};
