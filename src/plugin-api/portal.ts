// What the portal offers a plugin page (usePortal()): the small services below, each declared in
// its own file of services/, put together. Values are observable: wrap components in observer().
import type { LayoutAdminApi } from './layout-admin/layoutAdminApi';
import type { BusinessDictionaryApi } from './services/dictionary';
import type { FilesApi } from './services/files';
import type { LayoutApi } from './services/layout';
import type { ModelStore, PluginModel } from './services/model';
import type { NavigationApi } from './services/navigation';
import type { ProfileApi } from './services/profile';
import type { IdentityApi } from './services/session';
import type { TextApi } from './services/text';
import type { WorkApi } from './services/work';

/** What the portal offers a plugin page. Values are observable: wrap components in observer(). */
export interface PortalApi extends IdentityApi, TextApi, NavigationApi, LayoutApi, FilesApi {
  /** The layout editor's privileged service; its types and helpers are in "@plugin-api/layout-admin". */
  readonly layoutAdmin: LayoutAdminApi;
  /** Work pages (issue 9 points 3–7) several plugins read: to-dos and approvals, dictionaries. */
  readonly work: WorkApi;
  /** The business dictionary of seed 001 in the user's language (labels, statuses, messages, constants). */
  readonly dictionary: BusinessDictionaryApi;
  /** The personal info page (issue 9 point 2). */
  readonly profile: ProfileApi;
  /** A plugin's model (its page data), created on first use, once per portal; pages use useModel(). */
  modelOf<M extends ModelStore>(model: PluginModel<M>): M;
}
