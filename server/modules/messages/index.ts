// Messages: the message centre (each user's messages, the unread badge) and received notices.
import type { ServerModule } from '../../platform/context.js';
import { messagesMigrations } from './migration.js';
import { unreadMessagesOf } from './push.js';
import { messagesRoutes } from './routes.js';
import { messageSendRoutes } from './sendRoute.js';
import { messagesSeeds } from './seed.js';

export const messagesModule: ServerModule = {
  name: 'messages',
  migrations: messagesMigrations,
  seeds: messagesSeeds,
  routes: async (app, options) => {
    await app.register(messagesRoutes, options);
    await app.register(messageSendRoutes, options);
  },
  pushCounts: unreadMessagesOf,
};
