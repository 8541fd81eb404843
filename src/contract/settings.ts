// Per-tenant system settings (home blocks, login page). Plain TypeScript: the shell imports this
// at run time.

export interface SettingRow {
  setGroupCode?: string;
  setCode: string;
  setValue: string;
}

/** The only group readable without a token: the login page renders before anyone signs in. */
export const LOGIN_PAGE_SETTING_GROUP = 'LoginPage_Group';
/** The flags of the home page's blocks. */
export const INDEX_PAGE_SETTING_GROUP = 'IndexPage_Group';
