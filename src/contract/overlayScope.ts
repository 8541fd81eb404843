// Layout overlays are stored as config rows keyed by elsAccount + elsSubAccount + toElsAccount +
// configType. A row with an empty sub-account is the tenant-wide overlay (saved by an admin for
// every user of the account); any other row belongs to one user.

/** The configType of layout overlay rows. */
export const LAYOUT_CONFIG_TYPE = 'layout';

/** The sub-account value that marks a tenant-wide row. */
export const TENANT_WIDE_SUB_ACCOUNT = '';

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
