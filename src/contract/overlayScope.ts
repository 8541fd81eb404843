// Layout overlays are stored as config rows keyed by elsAccount + elsSubAccount + toElsAccount +
// configType, and the deployment tenant (config/tenants/<tenant>, '' for none) they belong to.
//
// One meaning of "tenant": the deployment tenant the shell runs as (?tenant=, the path prefix, the
// default of config/deploy.json). Its company is the buyer account its files name as
// app.defaultAccount (whose login page it is). A row with an empty sub-account is that tenant's
// tenant-wide overlay: saved by an admin of the company, under the company's account, for that
// deployment tenant; it applies to everyone who signs in to that tenant, the company's staff and
// the suppliers (station 'sale') who sign in to it, and to no other tenant (nor with no tenant).
// A row with an empty sub-account and toElsAccount SUPPLIERS_AUDIENCE ('*') is the tenant's supplier
// overlay: saved by an admin of the company like the tenant-wide one, applied (over the tenant-wide
// one) only to the suppliers who sign in to that tenant, never to the company's staff.
// Any other row is one user's own overlay, for the tenant it was saved under.

/** The configType of layout overlay rows. */
export const LAYOUT_CONFIG_TYPE = 'layout';

/** The sub-account value that marks a tenant-wide row. */
export const TENANT_WIDE_SUB_ACCOUNT = '';

/** The station of supplier accounts: they sign in to a buyer's portal and see its tenant-wide overlay. */
export const SUPPLIER_STATION = 'sale';

/** The toElsAccount of the supplier overlay: the audience is every supplier signing in to the tenant. */
export const SUPPLIERS_AUDIENCE = '*';

/**
 * 'tenant': everyone who signs in to the deployment tenant (row company/''/''); 'suppliers': only the
 * suppliers signing in to it (row company/''/'*'); 'user': the user's own overlay.
 */
export type OverlayScope = 'tenant' | 'suppliers' | 'user';

export const OVERLAY_SCOPES: readonly OverlayScope[] = ['tenant', 'suppliers', 'user'];

export function scopeOfRow(row: { elsSubAccount: string; toElsAccount?: string }): OverlayScope {
  if (row.elsSubAccount !== TENANT_WIDE_SUB_ACCOUNT) return 'user';
  return row.toElsAccount === SUPPLIERS_AUDIENCE ? 'suppliers' : 'tenant';
}

/** The tenant-wide row (everyone of the tenant), not the supplier overlay. */
export function isTenantWideRow(row: { elsSubAccount: string; toElsAccount?: string }): boolean {
  return scopeOfRow(row) === 'tenant';
}

/** A row of the tenant's company (tenant-wide or supplier overlay): only the company's admins write it. */
export function isCompanyRow(row: { elsSubAccount: string }): boolean {
  return row.elsSubAccount === TENANT_WIDE_SUB_ACCOUNT;
}

/** The toElsAccount a row of this scope is stored under. */
export function audienceForScope(scope: OverlayScope): string {
  return scope === 'suppliers' ? SUPPLIERS_AUDIENCE : '';
}

/** The sub-account a row of this scope is stored under. */
export function subAccountForScope(scope: OverlayScope, elsSubAccount: string): string {
  return scope === 'user' ? elsSubAccount : TENANT_WIDE_SUB_ACCOUNT;
}

/**
 * What a signed-in user is to a deployment tenant whose company is `company`: its staff (an account
 * of the company), a supplier signing in to it, or neither (the tenant-wide overlay is not theirs).
 */
export function tenantRoleOf(user: { elsAccount: string; station: string }, company: string): 'staff' | 'supplier' | undefined {
  if (company !== '' && user.elsAccount === company) return 'staff';
  return user.station === SUPPLIER_STATION ? 'supplier' : undefined;
}

/** The account a scope's row is stored under: the tenant's company for the tenant-wide and supplier overlays, the user's own account else. */
export function accountForScope(scope: OverlayScope, elsAccount: string, company: string): string {
  return scope === 'user' ? elsAccount : company;
}
