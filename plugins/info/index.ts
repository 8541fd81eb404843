import { definePlugin } from '@plugin-api';

const pending = () => import(/* webpackChunkName: "page-info-pending" */ './PendingPage').then((m) => m.PendingPage);

export const infoPlugin = definePlugin({
  id: 'info',
  pages: {
    personalInfo: () => import(/* webpackChunkName: "page-info-personal" */ './PersonalInfoPage').then((m) => m.PersonalInfoPage),
    messages: pending,
    todo: pending,
    list: pending,
    documentCenter: pending,
  },
  messages: {
    zh_cn: {
      i18n_route_personalInfo: '个人信息',
      i18n_route_messages: '消息中心',
      i18n_route_todo: '待办事项',
      i18n_route_infoList: '列表',
      i18n_route_documentCenter: '文档中心',
      i18n_info_name: '姓名',
      i18n_info_account: '主账号',
      i18n_info_subAccount: '子账号',
      i18n_info_station: '岗位',
      i18n_info_permission: '权限',
      i18n_info_environment: '环境',
      i18n_info_pending: '此页面的数据服务尚未接入本版本，页面入口与路由已就绪。',
    },
    en: {
      i18n_route_personalInfo: 'Personal info',
      i18n_route_messages: 'Message centre',
      i18n_route_todo: 'To-do list',
      i18n_route_infoList: 'List',
      i18n_route_documentCenter: 'Document centre',
      i18n_info_name: 'Name',
      i18n_info_account: 'Account',
      i18n_info_subAccount: 'Sub-account',
      i18n_info_station: 'Station',
      i18n_info_permission: 'Permission',
      i18n_info_environment: 'Environment',
      i18n_info_pending: 'The data service of this page is not connected in this version; its route and entry are in place.',
    },
  },
});
