// The demo accounts the reference server seeds, printed by `npm start` and used by every test.
// One list, so a changed password or account breaks no test silently.

export interface DemoLogin {
  elsAccount: string;
  elsSubAccount: string;
  password: string;
  name: string;
  permission: 'admin' | 'user';
  station: 'purchase' | 'sale';
  roles: readonly string[];
}

export const BUYER_ACCOUNT = '307000';
export const SUPPLIER_ACCOUNT = '300100';

export const DEMO_TENANTS = [
  { elsAccount: BUYER_ACCOUNT, name: '演示采购有限公司', kind: 'buyer' },
  { elsAccount: SUPPLIER_ACCOUNT, name: '演示供应商有限公司', kind: 'supplier' },
] as const;

export const BUYER_ADMIN: DemoLogin = { elsAccount: BUYER_ACCOUNT, elsSubAccount: '1001', password: 'Buyer@2026', name: '张采购', permission: 'admin', station: 'purchase', roles: ['admin'] };
export const BUYER_USER: DemoLogin = { elsAccount: BUYER_ACCOUNT, elsSubAccount: '1002', password: 'Buyer@2026', name: '李采购', permission: 'user', station: 'purchase', roles: ['user'] };
export const SUPPLIER_USER: DemoLogin = { elsAccount: SUPPLIER_ACCOUNT, elsSubAccount: '1001', password: 'Supplier@2026', name: '王销售', permission: 'user', station: 'sale', roles: ['user'] };

export const DEMO_LOGINS: readonly DemoLogin[] = [BUYER_ADMIN, BUYER_USER, SUPPLIER_USER];
