// Demo approvals with their flows, and business to-dos. Deterministic: the same processes, steps
// and outcomes on every database; times count back from the seed time.
//
// The buyer (307000): 李采购 (1002) submits, 张采购 (1001, the department manager) approves, then
// the purchasing director 赵总监 (no account here); the quality department's 孙质量 (no account)
// submits admissions that 李采购 reviews before 张采购 approves. The supplier (300100): 刘助理
// submits quotations that 王销售 (1001) approves.
import { BUYER_ACCOUNT, BUYER_ADMIN, BUYER_USER, SUPPLIER_ACCOUNT, SUPPLIER_USER } from '../../fixtures/demoLogins.js';
import type { TodoType } from '../../../src/contract/approvals.js';
import type { SeedStep } from '../../platform/db/steps.js';
import { insertProcessWithTasks, insertTodoItem, type NodeSeed, type ProcessSeed } from './repo.js';

const SUPPLIERS = ['华东精密零件有限公司', '星河电子科技有限公司', '远航物流有限公司', '青松包装材料有限公司', '演示供应商有限公司'];

/** Approval types of the layout's audit link map, with the document each approves. */
const KINDS = [
  { type: 'orderDetail', label: '采购订单', number: (n: number) => `PO2026${String(700000 + n * 37).padStart(6, '0')}` },
  { type: 'rfqEdit', label: '询价单', number: (n: number) => `RFQ-2026-${String(3000 + n).padStart(4, '0')}` },
  { type: 'rfqDetail', label: '询价结果', number: (n: number) => `RFQ-2026-${String(4000 + n).padStart(4, '0')}` },
  { type: 'materialSource', label: '物料货源清单', number: (n: number) => `MS2026${String(1000 + n).padStart(4, '0')}` },
  { type: 'supplierView1', label: '供应商主数据', number: (n: number) => `SUP-${String(80000 + n).padStart(5, '0')}` },
  { type: 'supplierDataModify', label: '供应商信息变更', number: (n: number) => `SDM2026${String(500 + n).padStart(4, '0')}` },
  { type: 'inspectTableAudit', label: '供应商考察表', number: (n: number) => `IT2026${String(200 + n).padStart(4, '0')}` },
  { type: 'auditAdmission', label: '供应商准入', number: (n: number) => `ADM-${String(100 + n).padStart(4, '0')}` },
  { type: 'sampleAudit', label: '样品认证', number: (n: number) => `SA2026${String(300 + n).padStart(4, '0')}` },
] as const;

const HOUR = 3_600_000;

function titleOf(kind: (typeof KINDS)[number], businessId: string, n: number): string {
  const supplier = SUPPLIERS[n % SUPPLIERS.length]!;
  // Thousands separated by hand: Intl is slow to start and the text must not depend on the locale.
  if (kind.type === 'orderDetail') return `采购订单 ${businessId} 审批（${supplier}，¥${String(12_800 + ((n * 7_919) % 480_000)).replace(/\B(?=(\d{3})+$)/g, ',')}.00）`;
  return `${kind.label} ${businessId} 审批（${supplier}）`;
}

type Outcome = 'atManager' | 'approved' | 'rejected' | 'atDirector';

/** 李采购 submits; 张采购 approves as manager; 赵总监 approves as director. */
function buyerOrder(n: number, outcome: Outcome, anchor: number): ProcessSeed {
  const kind = KINDS[n % KINDS.length]!;
  const businessId = kind.number(n);
  const startedAt = anchor - (n * 9 + 3) * HOUR;
  const at = (hours: number) => new Date(startedAt + hours * HOUR).toISOString();
  const submit: NodeSeed = { name: '提交申请', assignee: BUYER_USER.name, subAccount: BUYER_USER.elsSubAccount, status: 'done', comment: '请审批', finishedAt: at(0) };
  const manager = (status: NodeSeed['status'], comment?: string): NodeSeed => ({
    name: '部门经理审批',
    assignee: BUYER_ADMIN.name,
    subAccount: BUYER_ADMIN.elsSubAccount,
    status,
    ...(comment !== undefined ? { comment, finishedAt: at(2) } : {}),
  });
  const director = (status: NodeSeed['status'], comment?: string): NodeSeed => ({ name: '采购总监审批', assignee: '赵总监', status, ...(comment !== undefined ? { comment, finishedAt: at(5) } : {}) });
  const end = (status: NodeSeed['status']): NodeSeed => ({ name: '结束', assignee: '', status, ...(status === 'done' ? { finishedAt: at(5) } : {}) });
  const nodes: Record<Outcome, NodeSeed[]> = {
    atManager: [submit, manager('current'), director('pending'), end('pending')],
    approved: [submit, manager('done', '同意'), director('done', '同意，按合同执行'), end('done')],
    rejected: [submit, manager('rejected', '价格高于历史均价，请重新议价'), director('skipped'), end('skipped')],
    atDirector: [submit, manager('done', '同意，请总监审批'), director('current'), end('pending')],
  };
  const status = outcome === 'approved' ? 'approved' : outcome === 'rejected' ? 'rejected' : 'running';
  return {
    id: `AP-${BUYER_ACCOUNT}-${String(n + 1).padStart(4, '0')}`,
    elsAccount: BUYER_ACCOUNT,
    auditType: kind.type,
    businessId,
    title: titleOf(kind, businessId, n),
    status,
    startedBy: BUYER_USER.name,
    starterSubAccount: BUYER_USER.elsSubAccount,
    startedAt: at(0),
    nodes: nodes[outcome],
  };
}

/** 孙质量 (quality, no account) submits an admission; 李采购 reviews; 张采购 approves. */
function qualityReview(n: number, outcome: 'atReviewer' | 'approved' | 'atManager', anchor: number): ProcessSeed {
  const kind = KINDS[7 + (n % 2)]!;
  // Numbered after the buyer processes' range (n < 54), so that no two approvals of one type share a number.
  const businessId = kind.number(60 + n);
  const startedAt = anchor - (n * 13 + 5) * HOUR;
  const at = (hours: number) => new Date(startedAt + hours * HOUR).toISOString();
  const reviewer = (status: NodeSeed['status'], comment?: string): NodeSeed => ({
    name: '采购员复核',
    assignee: BUYER_USER.name,
    subAccount: BUYER_USER.elsSubAccount,
    status,
    ...(comment !== undefined ? { comment, finishedAt: at(3) } : {}),
  });
  const manager = (status: NodeSeed['status'], comment?: string): NodeSeed => ({
    name: '部门经理审批',
    assignee: BUYER_ADMIN.name,
    subAccount: BUYER_ADMIN.elsSubAccount,
    status,
    ...(comment !== undefined ? { comment, finishedAt: at(6) } : {}),
  });
  const nodes: NodeSeed[] =
    outcome === 'atReviewer'
      ? [reviewer('current'), manager('pending'), { name: '结束', assignee: '', status: 'pending' }]
      : outcome === 'atManager'
        ? [reviewer('done', '资质齐全，同意准入'), manager('current'), { name: '结束', assignee: '', status: 'pending' }]
        : [reviewer('done', '资质齐全，同意准入'), manager('done', '同意'), { name: '结束', assignee: '', status: 'done', finishedAt: at(6) }];
  return {
    id: `AP-${BUYER_ACCOUNT}-Q${String(n + 1).padStart(3, '0')}`,
    elsAccount: BUYER_ACCOUNT,
    auditType: kind.type,
    businessId,
    title: titleOf(kind, businessId, n + 2),
    status: outcome === 'approved' ? 'approved' : 'running',
    startedBy: '孙质量',
    starterSubAccount: '',
    startedAt: at(0),
    nodes: [{ name: '提交申请', assignee: '孙质量', status: 'done', comment: '样品检验合格', finishedAt: at(0) }, ...nodes],
  };
}

/** 刘助理 (no account) submits a quotation; 王销售 approves it. */
function supplierQuote(n: number, outcome: 'atSales' | 'approved' | 'rejected', anchor: number): ProcessSeed {
  const businessId = `QT-${String(3100 + n).padStart(4, '0')}`;
  const startedAt = anchor - (n * 11 + 2) * HOUR;
  const at = (hours: number) => new Date(startedAt + hours * HOUR).toISOString();
  const sales: NodeSeed =
    outcome === 'atSales'
      ? { name: '销售经理审批', assignee: SUPPLIER_USER.name, subAccount: SUPPLIER_USER.elsSubAccount, status: 'current' }
      : outcome === 'approved'
        ? { name: '销售经理审批', assignee: SUPPLIER_USER.name, subAccount: SUPPLIER_USER.elsSubAccount, status: 'done', comment: '同意报价', finishedAt: at(1) }
        : { name: '销售经理审批', assignee: SUPPLIER_USER.name, subAccount: SUPPLIER_USER.elsSubAccount, status: 'rejected', comment: '毛利率过低，请调整', finishedAt: at(1) };
  const end: NodeSeed = outcome === 'approved' ? { name: '结束', assignee: '', status: 'done', finishedAt: at(1) } : { name: '结束', assignee: '', status: outcome === 'rejected' ? 'skipped' : 'pending' };
  return {
    id: `AP-${SUPPLIER_ACCOUNT}-${String(n + 1).padStart(4, '0')}`,
    elsAccount: SUPPLIER_ACCOUNT,
    auditType: 'rfqClientQuota',
    businessId,
    title: `报价单 ${businessId} 审批（演示采购有限公司 询价 RFQ-2026-${String(2000 + n).padStart(4, '0')}）`,
    status: outcome === 'approved' ? 'approved' : outcome === 'rejected' ? 'rejected' : 'running',
    startedBy: '刘助理',
    starterSubAccount: '',
    startedAt: at(0),
    nodes: [{ name: '提交报价', assignee: '刘助理', status: 'done', comment: '', finishedAt: at(0) }, sales, end],
  };
}

/** How many of each the demo has (the tests read these). */
export const APPROVAL_DEMO = {
  /** 张采购's open approvals: 24 submitted by 李采购, 4 reviewed by 李采购. */
  buyerAdminTodo: 28,
  buyerAdminDone: 36,
  buyerUserTodo: 8,
  /** 李采购's done list: 54 submissions and 10 reviews. */
  buyerUserDone: 64,
  supplierTodo: 6,
  supplierDone: 8,
} as const;

const TODO_ITEMS: Array<{ account: { elsAccount: string; elsSubAccount: string }; todoType: TodoType; count: number; title: (n: number) => string; businessType: string; number: (n: number) => string }> = [
  { account: BUYER_ADMIN, todoType: 'deliveryReceive', count: 6, title: (n) => `送货单 DN2026${810000 + n} 待收货（${SUPPLIERS[n % 5]}）`, businessType: 'delivery', number: (n) => `DN2026${810000 + n}` },
  { account: BUYER_ADMIN, todoType: 'reconciliationConfirm', count: 4, title: (n) => `对账单 RC2026${820000 + n} 待确认（${SUPPLIERS[(n + 1) % 5]}）`, businessType: 'reconciliation', number: (n) => `RC2026${820000 + n}` },
  { account: BUYER_USER, todoType: 'deliveryReceive', count: 3, title: (n) => `送货单 DN2026${830000 + n} 待收货（${SUPPLIERS[(n + 2) % 5]}）`, businessType: 'delivery', number: (n) => `DN2026${830000 + n}` },
  { account: SUPPLIER_USER, todoType: 'orderConfirm', count: 5, title: (n) => `采购订单 PO2026${900100 + n} 待确认（演示采购有限公司）`, businessType: 'orderDetail', number: (n) => `PO2026${900100 + n}` },
  { account: SUPPLIER_USER, todoType: 'enquiryQuote', count: 3, title: (n) => `询价单 RFQ-2026-${5100 + n} 待报价（演示采购有限公司）`, businessType: 'rfqClientQuota', number: (n) => `RFQ-2026-${5100 + n}` },
  { account: SUPPLIER_USER, todoType: 'reconciliationConfirm', count: 2, title: (n) => `对账单 RC2026${840000 + n} 待确认（演示采购有限公司）`, businessType: 'reconciliation', number: (n) => `RC2026${840000 + n}` },
];

export const approvalsSeeds: readonly SeedStep[] = [
  {
    version: 11,
    name: 'demo approvals with their flows, to-dos and done items',
    async run({ db }) {
      const anchor = Math.floor(Date.now() / 60_000) * 60_000;
      let n = 0;
      const buyerOutcomes: Array<[Outcome, number]> = [
        ['atManager', 24],
        ['approved', 20],
        ['rejected', 6],
        ['atDirector', 4],
      ];
      for (const [outcome, count] of buyerOutcomes) for (let i = 0; i < count; i += 1) await insertProcessWithTasks(db, buyerOrder(n++, outcome, anchor));
      const qualityOutcomes: Array<['atReviewer' | 'approved' | 'atManager', number]> = [
        ['atReviewer', 8],
        ['approved', 6],
        ['atManager', 4],
      ];
      let q = 0;
      for (const [outcome, count] of qualityOutcomes) for (let i = 0; i < count; i += 1) await insertProcessWithTasks(db, qualityReview(q++, outcome, anchor));
      const supplierOutcomes: Array<['atSales' | 'approved' | 'rejected', number]> = [
        ['atSales', 6],
        ['approved', 6],
        ['rejected', 2],
      ];
      let s = 0;
      for (const [outcome, count] of supplierOutcomes) for (let i = 0; i < count; i += 1) await insertProcessWithTasks(db, supplierQuote(s++, outcome, anchor));
      for (const item of TODO_ITEMS) {
        for (let i = 0; i < item.count; i += 1) {
          await insertTodoItem(db, {
            elsAccount: item.account.elsAccount,
            elsSubAccount: item.account.elsSubAccount,
            todoType: item.todoType,
            title: item.title(i),
            businessType: item.businessType,
            businessId: item.number(i),
            createdAt: new Date(anchor - (i * 7 + 1) * HOUR).toISOString(),
          });
        }
      }
    },
  },
];
