// Messages: the message centre (each user's messages, the unread badge) and received notices.
import type { ServerModule } from '../../platform/context.js';
import { messagesMigrations } from './migration.js';
import { messagesRoutes } from './routes.js';
import { messagesSeeds } from './seed.js';

export const messagesModule: ServerModule = {
  name: 'messages',
  migrations: messagesMigrations,
  seeds: messagesSeeds,
  routes: messagesRoutes,
};
