// The menu the server returns for the signed-in user, and the app list derived from it.
// Plain TypeScript: the shell imports this at run time.

/**
 * A menu item. A real SRM backend may leave out the url and icon of a group and the children of a
 * leaf; the reference server always sends `appUrl`, `appIcon` and `children`.
 */
export interface MenuItem {
  appCode: string;
  appName: string;
  /** The key of a translated label; the shell falls back to `appName`. */
  appNameI18nKey?: string;
  appUrl?: string;
  appIcon?: string;
  /** Shown only to users holding one of these roles (the server filters, the shell trusts it). */
  roleList?: string[];
  /** Address fragments that light this item up too (its detail pages). */
  groupList?: string[];
  meta?: Record<string, unknown>;
  component?: string;
  children?: MenuItem[];
  /** Set by the shell on the index child it gives a top-level leaf; never sent by a server. */
  isIndex?: boolean;
}

/** One app of getMyApp: a top-level menu item with the reachable pages below it. */
export interface AppEntry {
  appCode: string;
  appName: string;
  children: { appName: string; appUrl: string }[];
}

/** The placeholder in the report app's urls that getMyApp replaces by the account. */
export const ACCOUNT_PLACEHOLDER = '${elsAccount}';
