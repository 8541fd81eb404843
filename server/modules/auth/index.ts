// Auth: signing in and out. Its tables and services (tokens, captcha, throttle) are the
// platform's, because the account area uses them too.
import type { ServerModule } from '../../platform/context.js';
import { authRoutes } from './routes.js';

export const authModule: ServerModule = {
  name: 'auth',
  migrations: [],
  seeds: [],
  routes: authRoutes,
};
