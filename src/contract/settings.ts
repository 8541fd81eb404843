// Per-tenant system settings (home blocks, login page). Plain TypeScript: the shell imports this
// at run time.

export interface SettingRow {
  setGroupCode?: string;
  setCode: string;
  setValue: string;
}

/** The only group readable without a token: the login page renders before anyone signs in. */
export const LOGIN_PAGE_SETTING_GROUP = 'LoginPage_Group';
/**
 * The settings of the login-page group, in order. The public call answers all of them for any
 * account (an unknown one, or one without a setting, gets '' and the shell its defaults), so the
 * answer never tells which accounts exist.
 */
export const LOGIN_PAGE_SETTING_CODES = [
  'LoginPage_SystemTitle',
  'LoginPage_SystemName',
  'LoginPage_LoginBackgroud',
  'LoginPage_SystemLogo',
  'LoginPage_LoginLogo',
  'LoginPage_LoginAD',
] as const;
/** The flags of the home page's blocks. */
export const INDEX_PAGE_SETTING_GROUP = 'IndexPage_Group';
/**
 * The five switches of the buyer home's blocks, in the platform's order (purchase, enquiry, order,
 * logistics, head). Display switches, no secret: the public call answers them too, so the home
 * reads them with /SystemSettingService/findListByLoginEls as the platform does.
 */
export const INDEX_PAGE_SETTING_CODES = ['IndexPage_Purchase', 'IndexPage_Enquiry', 'IndexPage_Order', 'IndexPage_Logistics', 'IndexPage_Head'] as const;
/**
 * What the public call answers, by group: every code of the group in this order (a missing value
 * is ''), never any other code, so it neither enumerates the settings nor tells which accounts exist.
 */
export const PUBLIC_SETTING_CODES: Readonly<Record<string, readonly string[]>> = {
  [LOGIN_PAGE_SETTING_GROUP]: LOGIN_PAGE_SETTING_CODES,
  [INDEX_PAGE_SETTING_GROUP]: INDEX_PAGE_SETTING_CODES,
};
