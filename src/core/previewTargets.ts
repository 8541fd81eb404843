import { ADMIN_PERMISSION } from '../contract/permissions';
import { SUPPLIER_STATION } from '../contract/overlayScope';
import type { LocalizedText } from '../generated/layout';

/**
 * Who the layout's visibility rules and audiences are checked as: a station (which also says supplier
 * or staff), roles, a permission, and optionally a company account and sub-account (absent: none).
 */
export interface PreviewIdentity {
  station?: string;
  roles?: readonly string[];
  permission?: string;
  /** The company account (elsAccount): `accountsAnyOf`. A preset of the admin's own station previews with the admin's. */
  account?: string;
  /** The sub-account (elsSubAccount): `subAccountsAnyOf` with the account. */
  subAccount?: string;
}

/** A named identity a tenant admin previews the layout as ("seen as a supplier"). */
export interface PreviewTarget extends PreviewIdentity {
  id: string;
  label: LocalizedText;
}

/** The buyer's station (the supplier's is SUPPLIER_STATION). */
const BUYER_STATION = 'purchase';
const USER_PERMISSION = 'user';

const identity = (station: string, permission: string): PreviewIdentity => ({ station, roles: [permission], permission });

/**
 * The kinds of user a tenant's portal has: the buyer's staff and administrator (station purchase),
 * a supplier's sub-account (station sale, permission user) and a supplier's main account (station
 * sale, permission admin). The demo accounts the server seeds are of these kinds
 * (server/fixtures/demoLogins.test.ts checks it); the shell does not need them, nor their passwords.
 */
export const PREVIEW_PRESETS: readonly PreviewTarget[] = [
  { id: 'buyerStaff', label: { zh_cn: '采购方员工', en: 'Buyer staff' }, ...identity(BUYER_STATION, USER_PERMISSION) },
  { id: 'buyerAdmin', label: { zh_cn: '采购方管理员', en: 'Buyer administrator' }, ...identity(BUYER_STATION, ADMIN_PERMISSION) },
  { id: 'supplier', label: { zh_cn: '供应商（子账号）', en: 'Supplier (sub-account)' }, ...identity(SUPPLIER_STATION, USER_PERMISSION) },
  { id: 'supplierAdmin', label: { zh_cn: '供应商（主账号）', en: 'Supplier (main account)' }, ...identity(SUPPLIER_STATION, ADMIN_PERMISSION) },
];

/** The stations the presets name, in order (purchase, sale): the columns of the top-bar form. */
export const PREVIEW_STATIONS: readonly string[] = [...new Set(PREVIEW_PRESETS.map((preset) => preset.station).filter((station): station is string => station !== undefined))];
