// Layout overlays are stored as config rows keyed by elsAccount + elsSubAccount + toElsAccount +
// configType, and the deployment tenant (config/tenants/<tenant>, '' for none) they belong to.
//
// One meaning of "tenant": the deployment tenant the shell runs as (?tenant=, the path prefix, the
// default of config/deploy.json). Its company is the buyer account its files name as
// app.defaultAccount (whose login page it is). A row with an empty sub-account is that tenant's
// tenant-wide overlay: saved by an admin of the company, under the company's account, for that
// deployment tenant; it applies to everyone who signs in to that tenant, the company's staff and
// the suppliers (station 'sale') who sign in to it, and to no other tenant (nor with no tenant).
// Any other row is one user's own overlay, for the tenant it was saved under.

/** The configType of layout overlay rows. */
export const LAYOUT_CONFIG_TYPE = 'layout';

/** The sub-account value that marks a tenant-wide row. */
export const TENANT_WIDE_SUB_ACCOUNT = '';

/** The station of supplier accounts: they sign in to a buyer's portal and see its tenant-wide overlay. */
export const SUPPLIER_STATION = 'sale';

export type OverlayScope = 'tenant' | 'user';

export function scopeOfRow(row: { elsSubAccount: string }): OverlayScope {
  return row.elsSubAccount === TENANT_WIDE_SUB_ACCOUNT ? 'tenant' : 'user';
}

export function isTenantWideRow(row: { elsSubAccount: string }): boolean {
  return scopeOfRow(row) === 'tenant';
}

/** The sub-account a row of this scope is stored under. */
export function subAccountForScope(scope: OverlayScope, elsSubAccount: string): string {
  return scope === 'tenant' ? TENANT_WIDE_SUB_ACCOUNT : elsSubAccount;
}

/**
 * What a signed-in user is to a deployment tenant whose company is `company`: its staff (an account
 * of the company), a supplier signing in to it, or neither (the tenant-wide overlay is not theirs).
 */
export function tenantRoleOf(user: { elsAccount: string; station: string }, company: string): 'staff' | 'supplier' | undefined {
  if (company !== '' && user.elsAccount === company) return 'staff';
  return user.station === SUPPLIER_STATION ? 'supplier' : undefined;
}

/** The account a scope's row is stored under: the tenant's company for the tenant-wide overlay, the user's own account else. */
export function accountForScope(scope: OverlayScope, elsAccount: string, company: string): string {
  return scope === 'tenant' ? company : elsAccount;
}
