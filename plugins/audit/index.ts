import { definePlugin } from '@plugin-api';

export const auditPlugin = definePlugin({
  id: 'audit',
  pages: {
    audit: () => import(/* webpackChunkName: "page-audit" */ './AuditPage').then((m) => m.AuditPage),
  },
  messages: {
    zh_cn: {
      i18n_route_audit: '审批',
      i18n_audit_title: '审批中心',
      i18n_audit_types: '审批类型与详情页',
      i18n_audit_query: '当前查询',
      i18n_audit_loading: '正在加载审批任务…',
      i18n_audit_type: '审批类型',
      i18n_audit_business: '单据编号',
      i18n_audit_node: '当前节点',
      i18n_audit_starter: '发起人',
      i18n_audit_status: '状态',
      i18n_audit_remark: '审批意见',
      i18n_audit_remarkHint: '同意时可不填，驳回时必填；最多 500 字',
      i18n_audit_flow: '查看流程',
      i18n_audit_back: '返回待办',
      i18n_audit_done: '已{action}',
    },
    en: {
      i18n_route_audit: 'Approval',
      i18n_audit_title: 'Approval centre',
      i18n_audit_types: 'Approval types and detail pages',
      i18n_audit_query: 'Current query',
      i18n_audit_loading: 'Loading the approval task…',
      i18n_audit_type: 'Approval type',
      i18n_audit_business: 'Document number',
      i18n_audit_node: 'Current step',
      i18n_audit_starter: 'Started by',
      i18n_audit_status: 'Status',
      i18n_audit_remark: 'Remark',
      i18n_audit_remarkHint: 'Optional to approve, required to reject; at most 500 characters',
      i18n_audit_flow: 'View the flow',
      i18n_audit_back: 'Back to the to-do list',
      i18n_audit_done: 'Done: {action}',
    },
  },
});
