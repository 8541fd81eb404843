// Approval (workflow) data behind the approval-flow dialog's diagram page: a migration, a seed step
// and the query. The shell shows /subapps/flow/?processInstanceId=… in the dialog; that page reads
// GET {prefix}/apis/uflo/diagram/{processInstanceId}.
import type { Database } from './db.js';
import type { Migration } from './migrations.js';
import type { SeedStep } from './seed.js';

export type ProcessStatus = 'running' | 'approved' | 'rejected' | 'withdrawn';
export type NodeStatus = 'done' | 'current' | 'pending' | 'rejected' | 'skipped';

export interface FlowNode {
  seq: number;
  name: string;
  assignee: string;
  status: NodeStatus;
  comment: string | null;
  finishedAt: string | null;
}

export interface FlowDiagram {
  processInstanceId: string;
  businessType: string;
  businessId: string;
  title: string;
  status: ProcessStatus;
  startedBy: string;
  startedAt: string;
  nodes: FlowNode[];
}

export const approvalsMigration: Migration = {
  version: 3,
  name: 'approval processes and their nodes (flow diagram)',
  up(db) {
    db.exec(`
      CREATE TABLE approval_processes (
        process_instance_id TEXT PRIMARY KEY,
        els_account TEXT NOT NULL REFERENCES tenants (els_account),
        business_type TEXT NOT NULL,
        business_id TEXT NOT NULL,
        title TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('running', 'approved', 'rejected', 'withdrawn')),
        started_by TEXT NOT NULL,
        started_at TEXT NOT NULL
      );
      CREATE INDEX approval_processes_account ON approval_processes (els_account);

      CREATE TABLE approval_nodes (
        process_instance_id TEXT NOT NULL REFERENCES approval_processes (process_instance_id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        node_name TEXT NOT NULL,
        assignee TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('done', 'current', 'pending', 'rejected', 'skipped')),
        comment TEXT,
        finished_at TEXT,
        PRIMARY KEY (process_instance_id, seq)
      );
    `);
  },
};

interface ProcessSeed {
  id: string;
  elsAccount: string;
  businessType: string;
  businessId: string;
  title: string;
  status: ProcessStatus;
  startedBy: string;
  startedAt: string;
  nodes: Array<[name: string, assignee: string, status: NodeStatus, comment?: string, finishedAt?: string]>;
}

/** Demo approvals: the demo sub-apps open these ids in the flow dialog. */
export const DEMO_PROCESSES: readonly ProcessSeed[] = [
  {
    id: 'PI-1001',
    elsAccount: '307000',
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
    elsAccount: '307000',
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
    elsAccount: '307000',
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
    elsAccount: '300100',
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

function insertMenuChild(db: Database, elsAccount: string, parentCode: string, item: { appCode: string; appName: string; appNameI18nKey?: string; appUrl: string; appIcon: string }): void {
  const parent = db.prepare('SELECT id FROM menus WHERE els_account = ? AND app_code = ?').get(elsAccount, parentCode) as { id: number } | undefined;
  if (!parent) return;
  const exists = db.prepare('SELECT 1 FROM menus WHERE els_account = ? AND app_code = ?').get(elsAccount, item.appCode);
  if (exists) return;
  const last = db.prepare('SELECT MAX(sort_order) AS n FROM menus WHERE els_account = ? AND parent_id = ?').get(elsAccount, parent.id) as { n: number | null };
  db.prepare(
    `INSERT INTO menus (els_account, parent_id, sort_order, app_code, app_name, app_name_i18n_key, app_url, app_icon)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(elsAccount, parent.id, (last.n ?? 0) + 10, item.appCode, item.appName, item.appNameI18nKey ?? null, item.appUrl, item.appIcon);
}

export const approvalsSeed: SeedStep = {
  version: 3,
  name: 'demo approvals (flow diagrams), demand pool menu entry, group path of the custom order entry',
  run(db) {
    const insertProcess = db.prepare(
      `INSERT INTO approval_processes (process_instance_id, els_account, business_type, business_id, title, status, started_by, started_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertNode = db.prepare(
      `INSERT INTO approval_nodes (process_instance_id, seq, node_name, assignee, status, comment, finished_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const process of DEMO_PROCESSES) {
      insertProcess.run(process.id, process.elsAccount, process.businessType, process.businessId, process.title, process.status, process.startedBy, process.startedAt);
      process.nodes.forEach(([name, assignee, status, comment, finishedAt], index) => {
        insertNode.run(process.id, index + 1, name, assignee, status, comment ?? null, finishedAt ?? null);
      });
    }
    // The demand pool list is one of the two non-cached frame apps (layout frames.nonCachedApps).
    insertMenuChild(db, '307000', 'purchase', { appCode: 'demand_pool', appName: '需求池', appNameI18nKey: 'i18n_menu_demandPool', appUrl: '/subapps/rfq/#/demandPool/list', appIcon: 'icon-purchase' });
    // Highlight by group path: the custom order entry also lights up for its detail pages.
    db.prepare("UPDATE menus SET group_list = ? WHERE app_code = 'order_custom' AND els_account = '307000'").run(JSON.stringify(['/custom/order/']));
  },
};

/** A process of the caller's tenant with its nodes in order, or undefined (another tenant's is not found either). */
export function loadFlowDiagram(db: Database, elsAccount: string, processInstanceId: string): FlowDiagram | undefined {
  const row = db
    .prepare('SELECT * FROM approval_processes WHERE process_instance_id = ? AND els_account = ?')
    .get(processInstanceId, elsAccount) as
    | { process_instance_id: string; business_type: string; business_id: string; title: string; status: ProcessStatus; started_by: string; started_at: string }
    | undefined;
  if (!row) return undefined;
  const nodes = db
    .prepare('SELECT seq, node_name, assignee, status, comment, finished_at FROM approval_nodes WHERE process_instance_id = ? ORDER BY seq')
    .all(processInstanceId) as Array<{ seq: number; node_name: string; assignee: string; status: NodeStatus; comment: string | null; finished_at: string | null }>;
  return {
    processInstanceId: row.process_instance_id,
    businessType: row.business_type,
    businessId: row.business_id,
    title: row.title,
    status: row.status,
    startedBy: row.started_by,
    startedAt: row.started_at,
    nodes: nodes.map((node) => ({ seq: node.seq, name: node.node_name, assignee: node.assignee, status: node.status, comment: node.comment, finishedAt: node.finished_at })),
  };
}
