import { definePlugin } from '@plugin-api';
import { forwardManifest } from './manifest';

export const forwardPlugin = definePlugin(forwardManifest, {
  pages: {
    detail: () => import(/* webpackChunkName: "page-forward" */ './ForwardPages').then((m) => m.ForwardDetailPage),
    forwardPass: () => import(/* webpackChunkName: "page-forward" */ './ForwardPages').then((m) => m.ForwardPassPage),
  },
  messages: {
    zh_cn: {
      i18n_route_forwardDetail: '详情',
      i18n_route_forwardPass: '详情转发',
      i18n_forward_title: '单据详情',
      i18n_forward_empty: '没有要显示的单据',
      i18n_forward_emptyHint: '打开此页的链接没有带单据数据。请从单据列表或审批中打开单据。',
      i18n_forward_field_number: '单据编号',
      i18n_forward_field_type: '单据类型',
      i18n_forward_open: '打开单据 {number}',
    },
    en: {
      i18n_route_forwardDetail: 'Details',
      i18n_route_forwardPass: 'Forwarding',
      i18n_forward_title: 'Document details',
      i18n_forward_empty: 'No document to show',
      i18n_forward_emptyHint: 'The link that opened this page carried no document data. Open a document from its list or from an approval.',
      i18n_forward_field_number: 'Document number',
      i18n_forward_field_type: 'Document type',
      i18n_forward_open: 'Open document {number}',
    },
  },
});
