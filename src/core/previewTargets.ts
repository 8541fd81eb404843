import { BUYER_ADMIN, BUYER_USER, SUPPLIER_USER, type DemoLogin } from '../contract/demoLogins';
import type { LocalizedText } from '../generated/layout';

/** Who the layout's visibility rules are checked as: a station, roles and a permission (absent: none). */
export interface PreviewIdentity {
  station?: string;
  roles?: readonly string[];
  permission?: string;
}

/** A named identity a tenant admin previews the layout as ("seen as a supplier"). */
export interface PreviewTarget extends PreviewIdentity {
  id: string;
  label: LocalizedText;
}

const identityOf = (login: Pick<DemoLogin, 'station' | 'roles' | 'permission'>): PreviewIdentity => ({
  station: login.station,
  roles: [...login.roles],
  permission: login.permission,
});

/**
 * The kinds of user a tenant's portal has, as the demo accounts are (src/contract/demoLogins.ts):
 * the buyer's staff and administrator (station purchase), a supplier's sub-account (station sale,
 * permission user) and a supplier's main account (station sale, permission admin).
 */
export const PREVIEW_PRESETS: readonly PreviewTarget[] = [
  { id: 'buyerStaff', label: { zh_cn: '采购方员工', en: 'Buyer staff' }, ...identityOf(BUYER_USER) },
  { id: 'buyerAdmin', label: { zh_cn: '采购方管理员', en: 'Buyer administrator' }, ...identityOf(BUYER_ADMIN) },
  { id: 'supplier', label: { zh_cn: '供应商（子账号）', en: 'Supplier (sub-account)' }, ...identityOf(SUPPLIER_USER) },
  { id: 'supplierAdmin', label: { zh_cn: '供应商（主账号）', en: 'Supplier (main account)' }, ...identityOf({ ...SUPPLIER_USER, permission: 'admin', roles: ['admin'] }) },
];

/** The stations the presets name, in order (purchase, sale): the columns of the top-bar form. */
export const PREVIEW_STATIONS: readonly string[] = [...new Set(PREVIEW_PRESETS.map((preset) => preset.station).filter((station): station is string => station !== undefined))];
