import type { AxiosInstance } from 'axios';
import { AUDIT_SERVICE_PATH, dataOf, type ApiEnvelope } from './http';
import type { AuditAction, AuditActionResult, AuditTask, PageResult, TodoOverview } from '../../contract';
import type { AuditActionBody, AuditListBody } from '../../contract/bodies';

/**
 * To-dos and approvals over the HTTP client. The common audit service's paths start with
 * AUDIT_SERVICE_PATH: the client puts them under /v2 in the environments of app.auditServiceV2Prefix.
 */

export type { AuditAction, AuditActionResult, AuditTask, TodoGroup, TodoItem, TodoOverview } from '../../contract';
export type { AuditActionBody, AuditListBody } from '../../contract/bodies';

/** The user's open to-dos by kind; `total` is the badge. */
export const selectTodoList = (http: AxiosInstance) => dataOf(http.get<ApiEnvelope<TodoOverview>>('/ElsTodoService/selectTodoList'));

/** One page of the user's open approval tasks, newest first. */
export const findTodoTasks = (http: AxiosInstance, body: AuditListBody = {}) =>
  dataOf(http.post<ApiEnvelope<PageResult<AuditTask>>>(`${AUDIT_SERVICE_PATH}/todoPagelist`, body));

/** One page of the user's done approval tasks, the latest handled first. */
export const findDoneTasks = (http: AxiosInstance, body: AuditListBody = {}) =>
  dataOf(http.post<ApiEnvelope<PageResult<AuditTask>>>(`${AUDIT_SERVICE_PATH}/donePagelist`, body));

/** One task the user may see (as its assignee or the process's starter), with the actions it allows now. */
export const findAuditTask = (http: AxiosInstance, id: string) =>
  dataOf(http.get<ApiEnvelope<AuditTask>>(`${AUDIT_SERVICE_PATH}/findTask/${encodeURIComponent(id)}`));

/**
 * Approves, rejects (a remark is required: refused with `audit.remarkRequired`) or withdraws (the
 * starter) a task. Silent: the approval page shows the refusal beside its form.
 */
export const auditAction = (http: AxiosInstance, action: AuditAction, body: AuditActionBody) =>
  dataOf(http.post<ApiEnvelope<AuditActionResult>>(`${AUDIT_SERVICE_PATH}/${action}`, body, { silent: true }));
