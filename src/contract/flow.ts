// The approval-flow diagram (GET uflo/diagram/{processInstanceId}) behind the flow dialog's page.

export type ProcessStatus = 'running' | 'approved' | 'rejected' | 'withdrawn';
export type NodeStatus = 'done' | 'current' | 'pending' | 'rejected' | 'skipped';

export interface FlowNode {
  seq: number;
  name: string;
  /** The step's name in English, when the server has it. */
  nameEn?: string;
  assignee: string;
  status: NodeStatus;
  comment: string | null;
  commentEn?: string;
  finishedAt: string | null;
}

export interface FlowDiagram {
  processInstanceId: string;
  businessType: string;
  businessId: string;
  title: string;
  /** The title in English, when the server has it (English mode shows it). */
  titleEn?: string;
  status: ProcessStatus;
  startedBy: string;
  startedAt: string;
  nodes: FlowNode[];
}

/** The ids the server accepts: letters, digits and `_.:-`, at most 128. */
export const PROCESS_INSTANCE_ID = /^[A-Za-z0-9_.:-]{1,128}$/;
