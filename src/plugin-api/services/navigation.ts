// Going places: routes, menu items, approval documents and addresses from data.
import type { MenuItem } from '../../core/menu/menuItem';

export type { MenuItem };
/** The frame host's address rule (query src or path plus the other parameters), for frame pages. */
export { frameAddress } from '../../core/frames/frameAddress';

export interface NavigationApi {
  /** The signed-in user's home page (the layout's home tab, or its station's: `app.homeTab.byStation`). */
  readonly homePath: string;
  readonly menu: readonly MenuItem[];
  readonly appPrefix: string;
  /** Goes to a route; `replace` takes the place of the current history entry (a forwarding page). */
  navigate(path: string, query?: Record<string, string>, options?: { replace?: boolean }): void;
  /** Opens a menu item by the layout's menu rules; false when its address may not be opened. */
  openMenuItem(item: MenuItem): boolean;
  /** Whether an address from data may be opened: relative, same origin, or an allowed origin; never javascript:/data:. */
  isOpenableUrl(url: string): boolean;
  /**
   * Opens the document of an approval at the address the layout's approval link map gives its type
   * (a frame tab, the number as `id`); false, and the user told why, when the map does not name it.
   */
  openAuditDetail(auditType: string, businessId: string): boolean;
  /** Whether the approval link map names a detail page for this type. */
  hasAuditDetail(auditType: string): boolean;
}
