// Files: the file service (avatars and logos of the storage folder) and the avatar upload.
import type { ServerModule } from '../../platform/context.js';
import { filesRoutes } from './routes.js';
import { filesSeeds } from './seed.js';

export const filesModule: ServerModule = {
  name: 'files',
  migrations: [],
  seeds: filesSeeds,
  routes: filesRoutes,
};
