import { definePlugin } from '@plugin-api';

export const auditPlugin = definePlugin({
  id: 'audit',
  pages: {
    audit: () => import(/* webpackChunkName: "page-audit" */ './AuditPage').then((m) => m.AuditPage),
  },
  messages: {
    zh_cn: { i18n_route_audit: '审批', i18n_audit_title: '审批中心', i18n_audit_types: '审批类型与详情页', i18n_audit_query: '当前查询' },
    en: { i18n_route_audit: 'Approval', i18n_audit_title: 'Approval centre', i18n_audit_types: 'Approval types and detail pages', i18n_audit_query: 'Current query' },
  },
});
