// Demo menus: a buyer's and a supplier's tree with every kind of entry the shell's menu rules know.
import { BUYER_ACCOUNT, SUPPLIER_ACCOUNT } from '../../fixtures/demoLogins.js';
import type { SeedStep } from '../../platform/db/steps.js';
import { appendMenuChild, insertMenuTree, setMenuGroupList, setMenuI18nKey, type MenuSeed } from './repo.js';

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

export const menuSeeds: readonly SeedStep[] = [
  {
    version: 1,
    name: 'demo menus',
    async run({ db }) {
      await insertMenuTree(db, BUYER_ACCOUNT, BUYER_MENU);
      await insertMenuTree(db, SUPPLIER_ACCOUNT, SUPPLIER_MENU);
    },
  },
  {
    version: 3,
    name: 'demand pool menu entry, group path of the custom order entry',
    async run({ db }) {
      // The demand pool list is one of the two non-cached frame apps (layout frames.nonCachedApps).
      await appendMenuChild(db, BUYER_ACCOUNT, 'purchase', {
        appCode: 'demand_pool',
        appName: '需求池',
        appNameI18nKey: 'i18n_menu_demandPool',
        appUrl: '/subapps/rfq/#/demandPool/list',
        appIcon: 'icon-purchase',
      });
      // Highlight by group path: the custom order entry also lights up for its detail pages.
      await setMenuGroupList(db, BUYER_ACCOUNT, 'order_custom', ['/custom/order/']);
    },
  },
  {
    version: 16,
    name: 'translation keys of the menu entries that had none (custom orders, document detail, report)',
    async run({ db }) {
      // English mode shows English everywhere: every demo entry names its label by a key the shell translates.
      await setMenuI18nKey(db, 'order_custom', 'i18n_menu_order_custom');
      await setMenuI18nKey(db, 'forward_detail', 'i18n_menu_forward_detail');
      await setMenuI18nKey(db, 'report_index', 'i18n_menu_report_index');
    },
  },
];
