// Health and development aids: liveness for process managers, counters and captcha answers for tests.
import type { ServerModule } from '../../platform/context.js';
import { healthRoutes } from './routes.js';

export const healthModule: ServerModule = {
  name: 'health',
  migrations: [],
  seeds: [],
  routes: healthRoutes,
};
