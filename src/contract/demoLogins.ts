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
  /** The other names the account logs in by (login by phone, e-mail, employee number or account name). */
  mobile: string;
  email: string;
  employeeNo: string;
  loginName: string;
}

export const BUYER_ACCOUNT = '307000';
export const SUPPLIER_ACCOUNT = '300100';

export const DEMO_TENANTS = [
  { elsAccount: BUYER_ACCOUNT, name: '演示采购有限公司', kind: 'buyer' },
  { elsAccount: SUPPLIER_ACCOUNT, name: '演示供应商有限公司', kind: 'supplier' },
] as const;

/** The environment (environMentConfig) of every demo account. */
export const DEMO_ENVIRONMENT = 'demo';

export const BUYER_ADMIN: DemoLogin = {
  elsAccount: BUYER_ACCOUNT,
  elsSubAccount: '1001',
  password: 'Buyer@2026',
  name: '张采购',
  permission: 'admin',
  station: 'purchase',
  roles: ['admin'],
  mobile: '13800000001',
  email: 'zhang.caigou@demo-buyer.cn',
  employeeNo: 'E3070001',
  loginName: 'zhangcaigou',
};
export const BUYER_USER: DemoLogin = {
  elsAccount: BUYER_ACCOUNT,
  elsSubAccount: '1002',
  password: 'Buyer@2026',
  name: '李采购',
  permission: 'user',
  station: 'purchase',
  roles: ['user'],
  mobile: '13800000002',
  email: 'li.caigou@demo-buyer.cn',
  employeeNo: 'E3070002',
  loginName: 'licaigou',
};
export const SUPPLIER_USER: DemoLogin = {
  elsAccount: SUPPLIER_ACCOUNT,
  elsSubAccount: '1001',
  password: 'Supplier@2026',
  name: '王销售',
  permission: 'user',
  station: 'sale',
  roles: ['user'],
  mobile: '13900000001',
  email: 'wang.xiaoshou@demo-supplier.cn',
  employeeNo: 'E3001001',
  loginName: 'wangxiaoshou',
};

export const DEMO_LOGINS: readonly DemoLogin[] = [BUYER_ADMIN, BUYER_USER, SUPPLIER_USER];

/** The company name of a demo account ('' for another account). */
export function demoTenantName(elsAccount: string): string {
  return DEMO_TENANTS.find((tenant) => tenant.elsAccount === elsAccount)?.name ?? '';
}
