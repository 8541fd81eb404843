// Home figures: the supplier home's and the buyer home blocks' figures, navigation links, the WeChat address.
import type { ServerModule } from '../../platform/context.js';
import { homeFiguresMigrations } from './migration.js';
import { homeFiguresRoutes } from './routes.js';
import { homeFiguresSeeds } from './seed.js';

export const homeFiguresModule: ServerModule = {
  name: 'homeFigures',
  migrations: homeFiguresMigrations,
  seeds: homeFiguresSeeds,
  routes: homeFiguresRoutes,
};
