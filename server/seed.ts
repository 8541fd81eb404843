// Demo data, written on first start. Steps are numbered like migrations and recorded in seed_runs:
// each runs exactly once per database, so a restart never duplicates rows and a step added by a
// later issue still reaches databases created before it.
import { applyRecorded, type Database } from './db.js';
import { hashPasswordSync } from './auth.js';
import { approvalsSeed } from './approvals.js';
import { sessionSeed } from './session-schema.js';
import type { MenuItem } from '../src/core/menu/menuItem.js';

export interface SeedStep {
  version: number;
  name: string;
  run(db: Database): void;
}

export interface DemoLogin {
  elsAccount: string;
  elsSubAccount: string;
  password: string;
  name: string;
  permission: string;
  station: string;
  tenantName: string;
}

export const BUYER_ACCOUNT = '307000';
export const SUPPLIER_ACCOUNT = '300100';

const TENANTS = [
  { elsAccount: BUYER_ACCOUNT, name: '演示采购有限公司', kind: 'buyer' },
  { elsAccount: SUPPLIER_ACCOUNT, name: '演示供应商有限公司', kind: 'supplier' },
] as const;

const ACCOUNTS = [
  { elsAccount: BUYER_ACCOUNT, elsSubAccount: '1001', name: '张采购', station: 'purchase', permission: 'admin', roles: ['admin'], password: 'Buyer@2026' },
  { elsAccount: BUYER_ACCOUNT, elsSubAccount: '1002', name: '李采购', station: 'purchase', permission: 'user', roles: ['user'], password: 'Buyer@2026' },
  { elsAccount: SUPPLIER_ACCOUNT, elsSubAccount: '1001', name: '王销售', station: 'sale', permission: 'user', roles: ['user'], password: 'Supplier@2026' },
] as const;

/** The seeded logins, printed by server/main.ts and used by tests. */
export const demoLogins: readonly DemoLogin[] = ACCOUNTS.map((account) => ({
  elsAccount: account.elsAccount,
  elsSubAccount: account.elsSubAccount,
  password: account.password,
  name: account.name,
  permission: account.permission,
  station: account.station,
  tenantName: TENANTS.find((tenant) => tenant.elsAccount === account.elsAccount)?.name ?? '',
}));

const ENVIRONMENT_CONFIG = 'demo';

/** A seeded menu item has the shape the shell reads (src/core/menu), without the shell-only index flag. */
export type MenuSeed = Omit<MenuItem, 'isIndex' | 'children'> & { children?: MenuSeed[] };

// Frame sub-app urls have no /portal/ (they open in the frame route); /audit/ and /forward/detail
// urls exercise the shell's other menu rules; `${elsAccount}` is the report placeholder.
const BUYER_MENU: MenuSeed[] = [
  {
    appCode: 'workbench',
    appName: '工作台',
    appNameI18nKey: 'i18n_menu_workbench',
    appIcon: 'icon-home',
    children: [
      { appCode: 'info_index', appName: '个人信息', appNameI18nKey: 'i18n_menu_info', appUrl: '/portal/info/index', appIcon: 'el-icon-user' },
      { appCode: 'info_message', appName: '消息中心', appNameI18nKey: 'i18n_menu_message', appUrl: '/portal/info/message', appIcon: 'el-icon-message' },
      { appCode: 'info_todo', appName: '待办事项', appNameI18nKey: 'i18n_menu_todo', appUrl: '/portal/info/todo', appIcon: 'el-icon-s-order' },
    ],
  },
  { appCode: 'document_center', appName: '文档中心', appNameI18nKey: 'i18n_menu_documentCenter', appUrl: '/portal/info/documentCenter', appIcon: 'el-icon-document' },
  {
    appCode: 'purchase',
    appName: '采购协同',
    appNameI18nKey: 'i18n_menu_purchase',
    appIcon: 'icon-purchase',
    children: [
      { appCode: 'rfq_v2', appName: '询价管理', appNameI18nKey: 'i18n_menu_rfq', appUrl: '/subapps/rfq/#/v2/list', appIcon: 'icon-rfq', meta: { keepAlive: true } },
      {
        appCode: 'order',
        appName: '订单',
        appNameI18nKey: 'i18n_menu_order',
        appIcon: 'icon-order',
        children: [
          { appCode: 'order_v2', appName: '订单管理', appNameI18nKey: 'i18n_menu_order_list', appUrl: '/subapps/order/#/v2/order/list', appIcon: 'icon-order' },
          { appCode: 'order_custom', appName: '定制订单', appUrl: '/subapps/order/#/custom/order/list', appIcon: 'icon-order', groupList: ['customOrder'] },
        ],
      },
      { appCode: 'quality', appName: '质量协同', appNameI18nKey: 'i18n_menu_quality', appUrl: '/subapps/rfq/#/quality/list', appIcon: 'icon-quality' },
      { appCode: 'finance', appName: '财务协同', appNameI18nKey: 'i18n_menu_finance', appUrl: '/subapps/report/#/finance/index', appIcon: 'icon-finance' },
    ],
  },
  {
    appCode: 'supplier',
    appName: '供应商',
    appNameI18nKey: 'i18n_menu_supplier',
    appIcon: 'icon-supplier',
    children: [
      { appCode: 'supplier_v2', appName: '供应商管理', appNameI18nKey: 'i18n_menu_supplier_list', appUrl: '/subapps/supplier/#/v2/list', appIcon: 'el-icon-office-building' },
    ],
  },
  {
    appCode: 'audit',
    appName: '审批',
    appNameI18nKey: 'i18n_menu_audit',
    appIcon: 'icon-audit',
    children: [
      { appCode: 'audit_center', appName: '审批中心', appNameI18nKey: 'i18n_menu_audit_center', appUrl: '/audit/todo?businessType=all', appIcon: 'el-icon-s-check' },
      { appCode: 'forward_detail', appName: '单据详情', appUrl: '/forward/detail?id=1', appIcon: 'el-icon-tickets', component: 'forward/detail' },
    ],
  },
  {
    appCode: 'report',
    appName: '报表中心',
    appNameI18nKey: 'i18n_menu_report',
    appIcon: 'icon-report',
    roleList: ['admin'],
    children: [
      { appCode: 'report_index', appName: '报表', appUrl: '/subapps/report/?_t=${elsAccount}', appIcon: 'el-icon-data-analysis' },
    ],
  },
  {
    appCode: 'system',
    appName: '系统管理',
    appNameI18nKey: 'i18n_menu_system',
    appIcon: 'el-icon-setting',
    roleList: ['admin'],
    children: [
      { appCode: 'layout_editor', appName: '布局配置', appNameI18nKey: 'i18n_menu_layoutEditor', appUrl: '/portal/admin/layout', appIcon: 'el-icon-s-grid', roleList: ['admin'] },
    ],
  },
];

const SUPPLIER_MENU: MenuSeed[] = [
  {
    appCode: 'sale_workbench',
    appName: '工作台',
    appNameI18nKey: 'i18n_menu_workbench',
    appIcon: 'icon-home',
    children: [
      { appCode: 'sale_info_index', appName: '个人信息', appNameI18nKey: 'i18n_menu_info', appUrl: '/portal/info/index', appIcon: 'el-icon-user' },
      { appCode: 'sale_info_message', appName: '消息中心', appNameI18nKey: 'i18n_menu_message', appUrl: '/portal/info/message', appIcon: 'el-icon-message' },
      { appCode: 'sale_info_todo', appName: '待办事项', appNameI18nKey: 'i18n_menu_todo', appUrl: '/portal/info/todo', appIcon: 'el-icon-s-order' },
    ],
  },
  { appCode: 'sale_document_center', appName: '文档中心', appNameI18nKey: 'i18n_menu_documentCenter', appUrl: '/portal/info/documentCenter', appIcon: 'el-icon-document' },
  {
    appCode: 'sale',
    appName: '销售协同',
    appNameI18nKey: 'i18n_menu_sale',
    appIcon: 'icon-sale',
    children: [
      { appCode: 'sale_quote', appName: '报价管理', appNameI18nKey: 'i18n_menu_quote', appUrl: '/subapps/rfq/#/v2/sale/list', appIcon: 'icon-rfq' },
      { appCode: 'sale_order', appName: '销售订单', appNameI18nKey: 'i18n_menu_sale_order', appUrl: '/subapps/order/#/v2/saleOrder/list', appIcon: 'icon-order' },
    ],
  },
  { appCode: 'sale_audit', appName: '审批中心', appNameI18nKey: 'i18n_menu_audit_center', appUrl: '/audit/todo?businessType=all', appIcon: 'el-icon-s-check' },
];

interface SettingSeed {
  setGroupCode: string;
  setCode: string;
  setValue: string;
}

function indexPageSettings(flags: { purchase: string; enquiry: string; order: string; logistics: string; head: string }): SettingSeed[] {
  const group = 'IndexPage_Group';
  return [
    { setGroupCode: group, setCode: 'IndexPage_Purchase', setValue: flags.purchase },
    { setGroupCode: group, setCode: 'IndexPage_Enquiry', setValue: flags.enquiry },
    { setGroupCode: group, setCode: 'IndexPage_Order', setValue: flags.order },
    { setGroupCode: group, setCode: 'IndexPage_Logistics', setValue: flags.logistics },
    { setGroupCode: group, setCode: 'IndexPage_Head', setValue: flags.head },
  ];
}

function loginPageSettings(title: string, name: string, advertisement: string): SettingSeed[] {
  const group = 'LoginPage_Group';
  // Logos and background empty: the shell falls back to its built-in defaults.
  return [
    { setGroupCode: group, setCode: 'LoginPage_SystemTitle', setValue: title },
    { setGroupCode: group, setCode: 'LoginPage_SystemName', setValue: name },
    { setGroupCode: group, setCode: 'LoginPage_LoginBackgroud', setValue: '' },
    { setGroupCode: group, setCode: 'LoginPage_SystemLogo', setValue: '' },
    { setGroupCode: group, setCode: 'LoginPage_LoginLogo', setValue: '' },
    { setGroupCode: group, setCode: 'LoginPage_LoginAD', setValue: advertisement },
  ];
}

const SETTINGS: Record<string, SettingSeed[]> = {
  [BUYER_ACCOUNT]: [
    ...indexPageSettings({ purchase: '1', enquiry: '1', order: '1', logistics: '1', head: '1' }),
    ...loginPageSettings('演示采购有限公司 SRM', '供应商协同门户', '采购与供应商在线协同'),
  ],
  [SUPPLIER_ACCOUNT]: [
    ...indexPageSettings({ purchase: '1', enquiry: '1', order: '1', logistics: '0', head: '1' }),
    ...loginPageSettings('演示供应商有限公司 SRM', '销售协同门户', ''),
  ],
};

function insertMenu(db: Database, elsAccount: string, items: MenuSeed[], parentId: number | null): void {
  const insert = db.prepare(
    `INSERT INTO menus (els_account, parent_id, sort_order, app_code, app_name, app_name_i18n_key, app_url,
       app_icon, role_list, group_list, meta, component)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  items.forEach((item, index) => {
    const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));
    const { lastInsertRowid } = insert.run(
      elsAccount,
      parentId,
      (index + 1) * 10,
      item.appCode,
      item.appName,
      item.appNameI18nKey ?? null,
      item.appUrl ?? '',
      item.appIcon ?? '',
      json(item.roleList),
      json(item.groupList),
      json(item.meta),
      item.component ?? null,
    );
    if (item.children) insertMenu(db, elsAccount, item.children, Number(lastInsertRowid));
  });
}

export const seedSteps: readonly SeedStep[] = [
  {
    version: 1,
    name: 'demo tenants, accounts, menus and system settings',
    run(db) {
      const now = new Date().toISOString();
      const insertTenant = db.prepare('INSERT INTO tenants (els_account, name, kind) VALUES (?, ?, ?)');
      for (const tenant of TENANTS) insertTenant.run(tenant.elsAccount, tenant.name, tenant.kind);

      const insertAccount = db.prepare(
        `INSERT INTO accounts (els_account, els_sub_account, name, station, permission, roles, environment_config,
           password_hash, enabled, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
      );
      for (const account of ACCOUNTS) {
        insertAccount.run(
          account.elsAccount,
          account.elsSubAccount,
          account.name,
          account.station,
          account.permission,
          JSON.stringify(account.roles),
          ENVIRONMENT_CONFIG,
          hashPasswordSync(account.password),
          now,
        );
      }

      insertMenu(db, BUYER_ACCOUNT, BUYER_MENU, null);
      insertMenu(db, SUPPLIER_ACCOUNT, SUPPLIER_MENU, null);

      const insertSetting = db.prepare(
        'INSERT INTO system_settings (els_account, set_group_code, set_code, set_value, sort_order) VALUES (?, ?, ?, ?, ?)',
      );
      for (const [elsAccount, settings] of Object.entries(SETTINGS)) {
        settings.forEach((setting, index) => {
          insertSetting.run(elsAccount, setting.setGroupCode, setting.setCode, setting.setValue, (index + 1) * 10);
        });
      }
    },
  },
  sessionSeed,
  approvalsSeed,
];

/** Runs the seed steps not yet recorded; returns the versions run now (empty on a restart). */
export function runSeeds(db: Database, steps: readonly SeedStep[] = seedSteps): number[] {
  const done = new Set(
    (db.prepare('SELECT version FROM seed_runs').all() as { version: number }[]).map((row) => row.version),
  );
  return applyRecorded(db, 'seed_runs', done, steps);
}
