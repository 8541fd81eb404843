import type { VisibilityRule } from '../generated/layout';
import { SUPPLIER_STATION } from '../contract/overlayScope';

/** What a visibility rule is checked against: the signed-in user and the tenant's system settings. */
export interface VisibilityContext {
  authenticated: boolean;
  station?: string;
  roles: readonly string[];
  permission?: string;
  /** System settings by code (setCode → setValue). */
  settings: Readonly<Record<string, string | undefined>>;
  /** The user's company account (elsAccount); absent when signed out (or not previewed). */
  account?: string;
  /** The user's sub-account (elsSubAccount). */
  subAccount?: string;
  /**
   * The ids of the layout's audiences whose `when` holds for this viewer (matchingAudiences). Absent
   * while the audiences themselves are evaluated: an `audiencesAnyOf` then never holds, so no audience
   * can depend on another (the schema forbids it too).
   */
  audiences?: ReadonlySet<string>;
}

/** A setting switches something on when its value is a number other than 0 (the platform sends "1"/"0"). */
export function isSettingOn(value: string | undefined): boolean {
  if (value === undefined || value.trim() === '') return false;
  const numeric = Number(value);
  return Number.isFinite(numeric) ? numeric !== 0 : value.toLowerCase() === 'true';
}

/**
 * The one evaluator behind the menu, the top bar and the home blocks: every condition given must
 * hold; an absent or empty rule always holds.
 */
export function isVisible(rule: VisibilityRule | undefined, ctx: VisibilityContext): boolean {
  if (!rule) return true;
  if (rule.authenticated !== undefined && rule.authenticated !== ctx.authenticated) return false;
  if (rule.stationsExcluded?.length && ctx.station !== undefined && rule.stationsExcluded.includes(ctx.station)) return false;
  if (rule.stationsIncluded?.length && (ctx.station === undefined || !rule.stationsIncluded.includes(ctx.station))) return false;
  if (rule.rolesAnyOf?.length && !rule.rolesAnyOf.some((role) => ctx.roles.includes(role))) return false;
  if (rule.permissionsAnyOf?.length && (ctx.permission === undefined || !rule.permissionsAnyOf.includes(ctx.permission))) return false;
  if (rule.settingsOn?.length && !rule.settingsOn.every((code) => isSettingOn(ctx.settings[code]))) return false;
  // A supplier is a user of the supplier's station; staff any other station; nobody signed in is neither.
  if (rule.supplier !== undefined && (ctx.station === undefined || (ctx.station === SUPPLIER_STATION) !== rule.supplier)) return false;
  if (rule.accountsAnyOf?.length && (ctx.account === undefined || !rule.accountsAnyOf.includes(ctx.account))) return false;
  if (rule.subAccountsAnyOf?.length && !rule.subAccountsAnyOf.includes(subAccountKey(ctx) ?? '')) return false;
  if (rule.audiencesAnyOf?.length && !rule.audiencesAnyOf.some((id) => ctx.audiences?.has(id) === true)) return false;
  return true;
}

/** The viewer's sub-account as `subAccountsAnyOf` names it: "elsAccount_elsSubAccount" (undefined without both). */
export function subAccountKey(ctx: Pick<VisibilityContext, 'account' | 'subAccount'>): string | undefined {
  return ctx.account !== undefined && ctx.subAccount !== undefined ? `${ctx.account}_${ctx.subAccount}` : undefined;
}

/** Side-menu role restriction: shown with no role list, or when one of the user's roles is in it. */
export function isMenuItemAllowed(roleList: readonly string[] | undefined, roles: readonly string[]): boolean {
  return !roleList || roleList.length === 0 || roleList.some((role) => roles.includes(role));
}
