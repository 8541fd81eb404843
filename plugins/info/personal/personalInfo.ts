// The rules of the personal info page, without React: the account's detail as rows, the avatar's
// initials and a table configuration's column count (a failure's text is @plugin-api's errorText).
import { parseTableConfig, type AccountDetail, type PortalUser } from '@plugin-api';

/** The rows of the detail list, in order (values of coded lists as their labels). */
export type DetailKey = 'name' | 'account' | 'subAccount' | 'loginName' | 'mobile' | 'email' | 'station' | 'permission' | 'environment';

/**
 * The detail list: the account's detail where it is loaded, the signed-in user's where it is not;
 * station, permission and environment through `label` (the business dictionary: the code while unknown).
 */
export function detailRows(user: PortalUser | undefined, detail: AccountDetail | undefined, label: (list: string, value: string) => string): Array<[DetailKey, string | undefined]> {
  const coded = (list: string, value: string | undefined) => (value ? label(list, value) : value);
  return [
    ['name', detail?.name ?? user?.name],
    ['account', user?.elsAccount],
    ['subAccount', user?.elsSubAccount],
    ['loginName', detail?.loginName],
    ['mobile', detail?.mobile],
    ['email', detail?.email],
    ['station', coded('station', detail?.station ?? user?.station)],
    ['permission', coded('permission', detail?.permission ?? user?.permission)],
    ['environment', coded('environment', user?.environment)],
  ];
}

/** The avatar's initials: the first character of a Chinese name (Fluent's own initials otherwise). */
export function avatarInitials(name: string | undefined): string | undefined {
  return name && /^[\u3400-\u9fff]/.test(name) ? [...name][0] : undefined;
}

/** How many columns of a stored table configuration are shown, of how many. */
export function columnsShown(configJson: string): { shown: number; total: number } {
  const columns = parseTableConfig(configJson)?.columns ?? [];
  return { shown: columns.filter((column) => column.visible).length, total: columns.length };
}

