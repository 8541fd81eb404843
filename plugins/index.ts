import type { PortalPlugin } from '@plugin-api';
import { auditPlugin } from './audit';
import { errorsPlugin } from './errors';
import { forwardPlugin } from './forward';
import { framePlugin } from './frame';
import { homePlugin } from './home';
import { infoPlugin } from './info';
import { layoutAdminPlugin } from './layoutAdmin';
import { sessionPlugin } from './session';

/** Every page plugin of the shell. Routes and home blocks of the layout document name them by id. */
export const plugins: readonly PortalPlugin[] = [sessionPlugin, homePlugin, infoPlugin, framePlugin, auditPlugin, forwardPlugin, errorsPlugin, layoutAdminPlugin];
