// The reference server: the platform with the list of modules. A module's routes, migrations and
// demo data come from its folder under modules/; the order below is the order in which the parts
// of one migration or seed version run (a module's rows after the tables and rows they refer to).
import { createServer, type SrmServer } from './platform/server.js';
import type { ServerOptions } from './platform/config.js';
import type { ServerModule } from './platform/context.js';
import { platformModule } from './platform/platformModule.js';
import { accountModule } from './modules/account/index.js';
import { authModule } from './modules/auth/index.js';
import { healthModule } from './modules/health/index.js';
import { layoutConfigModule, tenantLayoutOverlays } from './modules/layoutConfig/index.js';
import { menuModule } from './modules/menu/index.js';
import { settingsModule } from './modules/settings/index.js';
import { messagesModule } from './modules/messages/index.js';
import { approvalsModule } from './modules/approvals/index.js';
import { documentsModule } from './modules/documents/index.js';
import { filesModule } from './modules/files/index.js';
import { dictionaryModule } from './modules/dictionary/index.js';
import { homeFiguresModule } from './modules/homeFigures/index.js';
import { pushModule } from './modules/push/index.js';

export { DEMO_APPS_DIR, REPO_ROOT } from './platform/paths.js';
export { DEFAULT_REFRESH_TTL_SECONDS, DEFAULT_TOKEN_TTL_SECONDS } from './platform/config.js';
export type { RouteInfo } from './platform/server.js';
export type { ServerOptions, SrmServer };

export const SERVER_MODULES: readonly ServerModule[] = [
  platformModule,
  healthModule,
  authModule,
  accountModule,
  menuModule,
  settingsModule,
  layoutConfigModule,
  approvalsModule,
  messagesModule,
  documentsModule,
  filesModule,
  dictionaryModule,
  homeFiguresModule,
  pushModule,
];

export function buildServer(options: ServerOptions): Promise<SrmServer> {
  return createServer(options, { modules: SERVER_MODULES, tenantLayoutOverlays });
}
