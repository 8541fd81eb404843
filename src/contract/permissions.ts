// Who may do what. The platform marks an account's rights with a permission string; only one
// value grants more than a user has: the tenant administrator.

export const ADMIN_PERMISSION = 'admin';

export type Permission = typeof ADMIN_PERMISSION | 'user' | (string & {});

/** A tenant administrator: may save the tenant-wide layout overlay and read other staff's rows. */
export function isAdmin(account: { permission?: string | null } | null | undefined): boolean {
  return account?.permission === ADMIN_PERMISSION;
}
