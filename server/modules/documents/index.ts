// Documents: the document centre (documents of business module `portal`, search, download from the storage folder).
import type { ServerModule } from '../../platform/context.js';
import { documentsMigrations } from './migration.js';
import { documentsRoutes } from './routes.js';
import { documentsSeeds } from './seed.js';

export const documentsModule: ServerModule = {
  name: 'documents',
  migrations: documentsMigrations,
  seeds: documentsSeeds,
  routes: documentsRoutes,
};
