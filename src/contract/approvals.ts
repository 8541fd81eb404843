// To-dos and approvals: the to-do overview (ElsTodoService/selectTodoList), the approval to-do and
// done lists (CommonAuditService/todoPagelist, donePagelist) and the approval actions
// (CommonAuditService/{action}). The common audit service is also served under /v2 (the HTTP client
// adds it in the environments of app.auditServiceV2Prefix). Plain TypeScript: the shell imports this.
import { DECIMAL_ID } from './numbers';

/** The actions of CommonAuditService/{action} (dictionary `auditAction`). */
export const AUDIT_ACTIONS = ['approve', 'reject', 'withdraw'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** Where an approval task stands (dictionary `todoStatus`): to do, or done (handled, or closed by a withdrawal). */
export type TodoStatus = 'todo' | 'done';

/**
 * How a done task ended (dictionary `auditResult`): the starter's first step is `submitted`; an
 * approver's step `approved` or `rejected`; a step still open when the starter withdrew the
 * approval `withdrawn`.
 */
export type AuditResult = 'submitted' | 'approved' | 'rejected' | 'withdrawn';

/** A text of server data in the user's language: the English one in English mode when there is one, else the Chinese. */
export function pickLanguage(zh: string, en: string | undefined, language: string): string {
  return language === 'en' && en ? en : zh;
}

/** One approval task of the signed-in user. */
export interface AuditTask {
  id: string;
  /** The approval type, a key of the layout's audit link map (dictionary `auditType`). */
  auditType: string;
  /** The document under approval. */
  businessId: string;
  title: string;
  /** The title in English, when the server has it (English mode shows it; else `title`). */
  titleEn?: string;
  /** The approval process (the flow dialog's processInstanceId). */
  flowId: string;
  /** The step this task is, and who started the process. */
  nodeName: string;
  nodeNameEn?: string;
  startedBy: string;
  startedAt: string;
  /** When the task reached the user, and when it was done. */
  createdAt: string;
  status: TodoStatus;
  result: AuditResult | null;
  /** The remark given with the action ('' for none). */
  remark: string;
  handledBy: string | null;
  handledAt: string | null;
  /** What the signed-in user may do with it now. */
  actions: AuditAction[];
}

/** The result of an action: the task as it is now, and the user's open approval count. */
export interface AuditActionResult {
  task: AuditTask;
  todoCount: number;
}

/** The kinds of to-do of the overview (dictionary `todoType`). */
export const TODO_TYPES = ['audit', 'orderConfirm', 'enquiryQuote', 'deliveryReceive', 'reconciliationConfirm'] as const;
export type TodoType = (typeof TODO_TYPES)[number];

/** One open to-do (a business document waiting for the user, or an approval task). */
export interface TodoItem {
  id: string;
  todoType: TodoType;
  title: string;
  /** The title in English, when the server has it. */
  titleEn?: string;
  businessType: string;
  businessId: string;
  createdAt: string;
}

/** The to-dos of one kind: how many, and the newest few. */
export interface TodoGroup {
  todoType: TodoType;
  count: number;
  items: TodoItem[];
}

/** ElsTodoService/selectTodoList: the signed-in user's open to-dos; `total` is the badge. */
export interface TodoOverview {
  total: number;
  groups: TodoGroup[];
}

/** Items of each group in the overview. */
export const TODO_GROUP_ITEMS = 5;

/** The longest remark an action takes. */
export const AUDIT_REMARK_MAX = 500;

/** A plain decimal of at most 18 digits (no leading zero: `01` is not task 1). */
export const AUDIT_TASK_ID = DECIMAL_ID;

/** An approval type as the lists take it: a layout id (letters, digits, `_ . -`, at most 64, a letter first). */
export const AUDIT_TYPE_PATTERN = '^[A-Za-z][A-Za-z0-9_.-]{0,63}$';

/** The platform's "every type" (the approval centre's menu entry carries businessType=all). */
export const AUDIT_TYPE_ALL = 'all';

/** The approval centre's status filter: the to-do list or the done list. */
export const AUDIT_LIST_STATUSES = ['todo', 'done'] as const;
export type AuditListStatus = (typeof AUDIT_LIST_STATUSES)[number];
