// Approval processes with their nodes.
import type { FlowDiagram, NodeStatus, ProcessStatus } from '../../../src/contract/flow.js';
import type { Db } from '../../platform/db/database.js';
import { withEnglish } from './english.js';
import { approvalsOf } from './tables.js';

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

export async function insertProcess(db: Db, process: NewProcess): Promise<void> {
  const q = approvalsOf(db);
  await q
    .insertInto('approval_processes')
    .values({
      process_instance_id: process.id,
      els_account: process.elsAccount,
      business_type: process.businessType,
      business_id: process.businessId,
      title: process.title,
      status: process.status,
      started_by: process.startedBy,
      started_at: process.startedAt,
    })
    .execute();
  if (process.nodes.length === 0) return;
  await q
    .insertInto('approval_nodes')
    .values(
      process.nodes.map(([name, assignee, status, comment, finishedAt], index) => ({
        process_instance_id: process.id,
        seq: index + 1,
        node_name: name,
        assignee,
        status,
        comment: comment ?? null,
        finished_at: finishedAt ?? null,
      })),
    )
    .execute();
}

/** A process of the caller's tenant with its nodes in order, or undefined (another tenant's is not found either). */
export async function loadFlowDiagram(db: Db, elsAccount: string, processInstanceId: string): Promise<FlowDiagram | undefined> {
  const q = approvalsOf(db);
  const row = await q.selectFrom('approval_processes').selectAll().where('process_instance_id', '=', processInstanceId).where('els_account', '=', elsAccount).executeTakeFirst();
  if (!row) return undefined;
  const nodes = await q
    .selectFrom('approval_nodes')
    .select(['seq', 'node_name', 'assignee', 'status', 'comment', 'finished_at'])
    .where('process_instance_id', '=', processInstanceId)
    .orderBy('seq')
    .execute();
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
      seq: Number(node.seq),
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
