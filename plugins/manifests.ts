/**
 * The manifests of every plugin of the shell (plain data, no component): what routes (`plugin`,
 * `page`) and home blocks (`block`: '<plugin>.<block>') of a layout document may name. The Node-side
 * checks (config:check, layout-merge, the server's shellRules) and the layout editor's check give
 * `PLUGIN_CATALOGUE` to src/core/config/crossChecks; plugins/index.ts lists the same plugins in the
 * same order, each built from its manifest (plugins/manifests.test.ts).
 */
import { auditManifest } from './audit/manifest';
import { errorsManifest } from './errors/manifest';
import { forwardManifest } from './forward/manifest';
import { frameManifest } from './frame/manifest';
import { homeManifest } from './home/manifest';
import { infoManifest } from './info/manifest';
import { layoutAdminManifest } from './layoutAdmin/manifest';
import { sessionManifest } from './session/manifest';

export const PLUGIN_MANIFESTS = [sessionManifest, homeManifest, infoManifest, frameManifest, auditManifest, forwardManifest, errorsManifest, layoutAdminManifest] as const;

/** The manifests by plugin id: the catalogue the layout checks take. */
export const PLUGIN_CATALOGUE: { readonly [pluginId: string]: { readonly pages: readonly string[]; readonly blocks: readonly string[] } } = Object.fromEntries(
  PLUGIN_MANIFESTS.map(({ id, pages, blocks }) => [id, { pages, blocks }]),
);
