// Approval processes with their nodes.
import type { FlowDiagram, NodeStatus, ProcessStatus } from '../../../src/contract/flow.js';
import type { Database } from '../../platform/db/database.js';
import { withEnglish } from './english.js';

export interface NewProcess {
  id: string;
  elsAccount: string;
  businessType: string;
  businessId: string;
  title: string;
  status: ProcessStatus;
  startedBy: string;
  startedAt: string;
  /** In order; the first node is seq 1. */
  nodes: Array<[name: string, assignee: string, status: NodeStatus, comment?: string, finishedAt?: string]>;
}

export function insertProcess(db: Database, process: NewProcess): void {
  db.prepare(
    `INSERT INTO approval_processes (process_instance_id, els_account, business_type, business_id, title, status, started_by, started_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(process.id, process.elsAccount, process.businessType, process.businessId, process.title, process.status, process.startedBy, process.startedAt);
  const insertNode = db.prepare(
    `INSERT INTO approval_nodes (process_instance_id, seq, node_name, assignee, status, comment, finished_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  process.nodes.forEach(([name, assignee, status, comment, finishedAt], index) => {
    insertNode.run(process.id, index + 1, name, assignee, status, comment ?? null, finishedAt ?? null);
  });
}

/** A process of the caller's tenant with its nodes in order, or undefined (another tenant's is not found either). */
export function loadFlowDiagram(db: Database, elsAccount: string, processInstanceId: string): FlowDiagram | undefined {
  const row = db.prepare('SELECT * FROM approval_processes WHERE process_instance_id = ? AND els_account = ?').get(processInstanceId, elsAccount) as
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
    ...withEnglish('titleEn', row.title),
    status: row.status,
    startedBy: row.started_by,
    startedAt: row.started_at,
    nodes: nodes.map((node) => ({
      seq: node.seq,
      name: node.node_name,
      ...withEnglish('nameEn', node.node_name),
      assignee: node.assignee,
      status: node.status,
      comment: node.comment,
      ...withEnglish('commentEn', node.comment),
      finishedAt: node.finished_at,
    })),
  };
}
