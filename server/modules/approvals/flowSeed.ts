// Demo approvals: the demo sub-apps open these process ids in the flow dialog.
import { BUYER_ACCOUNT, SUPPLIER_ACCOUNT } from '../../fixtures/demoLogins.js';
import type { SeedStep } from '../../platform/db/steps.js';
import { insertProcess, type NewProcess } from './flowRepo.js';

const DEMO_PROCESSES: readonly NewProcess[] = [
  {
    id: 'PI-1001',
    elsAccount: BUYER_ACCOUNT,
    businessType: 'rfqEdit',
    businessId: 'RFQ-2026-0001',
    title: '询价单 RFQ-2026-0001 审批',
    status: 'running',
    startedBy: '张采购',
    startedAt: '2026-03-02T09:10:00Z',
    nodes: [
      ['提交申请', '张采购', 'done', '请审批本次询价', '2026-03-02T09:10:00Z'],
      ['部门经理审批', '王经理', 'done', '同意', '2026-03-02T11:42:00Z'],
      ['采购总监审批', '赵总监', 'current'],
      ['财务审核', '钱会计', 'pending'],
      ['结束', '', 'pending'],
    ],
  },
  {
    id: 'PI-1002',
    elsAccount: BUYER_ACCOUNT,
    businessType: 'orderDetail',
    businessId: 'PO-1001',
    title: '采购订单 PO-1001 审批',
    status: 'approved',
    startedBy: '李采购',
    startedAt: '2026-02-20T02:00:00Z',
    nodes: [
      ['提交申请', '李采购', 'done', '', '2026-02-20T02:00:00Z'],
      ['部门经理审批', '王经理', 'done', '同意', '2026-02-20T05:30:00Z'],
      ['结束', '', 'done', '', '2026-02-20T05:30:00Z'],
    ],
  },
  {
    id: 'PI-1003',
    elsAccount: BUYER_ACCOUNT,
    businessType: 'auditAdmission',
    businessId: 'ADM-0007',
    title: '供应商准入 ADM-0007 审批',
    status: 'rejected',
    startedBy: '张采购',
    startedAt: '2026-01-15T08:00:00Z',
    nodes: [
      ['提交申请', '张采购', 'done', '', '2026-01-15T08:00:00Z'],
      ['质量部审核', '孙质量', 'rejected', '资质证书已过期，请补充', '2026-01-16T03:20:00Z'],
      ['结束', '', 'skipped'],
    ],
  },
  {
    id: 'PI-2001',
    elsAccount: SUPPLIER_ACCOUNT,
    businessType: 'rfqClientQuota',
    businessId: 'QT-3001',
    title: '报价单 QT-3001 审批',
    status: 'running',
    startedBy: '王销售',
    startedAt: '2026-03-05T01:00:00Z',
    nodes: [
      ['提交报价', '王销售', 'done', '', '2026-03-05T01:00:00Z'],
      ['销售经理审批', '周经理', 'current'],
      ['结束', '', 'pending'],
    ],
  },
];

export const flowSeeds: readonly SeedStep[] = [
  {
    version: 3,
    name: 'demo approvals (flow diagrams)',
    async run({ db }) {
      for (const process of DEMO_PROCESSES) await insertProcess(db, process);
    },
  },
];
