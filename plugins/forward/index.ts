import { definePlugin } from '@plugin-api';

export const forwardPlugin = definePlugin({
  id: 'forward',
  pages: {
    detail: () => import(/* webpackChunkName: "page-forward" */ './ForwardPages').then((m) => m.ForwardDetailPage),
    forwardPass: () => import(/* webpackChunkName: "page-forward" */ './ForwardPages').then((m) => m.ForwardPassPage),
  },
  messages: {
    zh_cn: { i18n_route_forwardDetail: '详情', i18n_route_forwardPass: '详情转发', i18n_forward_title: '单据详情', i18n_forward_empty: '没有收到详情数据。' },
    en: { i18n_route_forwardDetail: 'Details', i18n_route_forwardPass: 'Forwarding', i18n_forward_title: 'Document details', i18n_forward_empty: 'No detail data was received.' },
  },
});
