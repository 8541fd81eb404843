import { definePlugin } from '@plugin-api';

const blocks = () => import(/* webpackChunkName: "blocks-home" */ './HomeBlocks');

export const homePlugin = definePlugin({
  id: 'home',
  pages: {
    home: () => import(/* webpackChunkName: "page-home" */ './HomePage').then((m) => m.HomePage),
    supplierHome: () => import(/* webpackChunkName: "page-home" */ './HomePage').then((m) => m.HomePage),
  },
  blocks: {
    head: () => blocks().then((m) => m.HeadBlock),
    purchase: () => blocks().then((m) => m.PurchaseBlock),
    enquiry: () => blocks().then((m) => m.EnquiryBlock),
    order: () => blocks().then((m) => m.OrderBlock),
    logistics: () => blocks().then((m) => m.LogisticsBlock),
  },
  messages: {
    zh_cn: {
      i18n_route_home: '首页',
      i18n_route_supplierHome: '供应商首页',
      i18n_block_head: '欢迎',
      i18n_block_purchase: '采购',
      i18n_block_enquiry: '询价',
      i18n_block_order: '订单',
      i18n_block_logistics: '物流',
      i18n_home_welcome: '{name}，您好',
      i18n_home_account: '账号 {account}',
      i18n_home_noBlocks: '首页区块均已关闭（系统设置 IndexPage_*）。',
      i18n_home_quick: '快捷入口',
      i18n_home_noEntries: '您的菜单中没有此模块的入口。',
    },
    en: {
      i18n_route_home: 'Home',
      i18n_route_supplierHome: 'Supplier home',
      i18n_block_head: 'Welcome',
      i18n_block_purchase: 'Purchasing',
      i18n_block_enquiry: 'Inquiries',
      i18n_block_order: 'Orders',
      i18n_block_logistics: 'Logistics',
      i18n_home_welcome: 'Hello, {name}',
      i18n_home_account: 'Account {account}',
      i18n_home_noBlocks: 'All home blocks are switched off (system settings IndexPage_*).',
      i18n_home_quick: 'Quick links',
      i18n_home_noEntries: 'Your menu has no entry of this module.',
    },
  },
});
