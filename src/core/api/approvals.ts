import type { AxiosInstance } from 'axios';
import { call } from './call';
import { workEndpoints as w } from '../../contract/endpoints/work';
import type { AuditAction } from '../../contract';
import type { AuditActionBody, AuditListBody } from '../../contract/bodies';

/**
 * To-dos and approvals over the HTTP client. The common audit service's paths start with
 * AUDIT_SERVICE_PATH: the client puts them under /v2 in the environments of app.auditServiceV2Prefix.
 */

export type { AuditAction, AuditActionResult, AuditTask, TodoGroup, TodoItem, TodoOverview } from '../../contract';
export type { AuditActionBody, AuditListBody } from '../../contract/bodies';

/** The user's open to-dos by kind; `total` is the badge. */
export const selectTodoList = (http: AxiosInstance) => call(http, w.selectTodoList);

/** One page of the user's open approval tasks, newest first. */
export const findTodoTasks = (http: AxiosInstance, body: AuditListBody = {}) => call(http, w.findTodoTasks, { body });

/** One page of the user's done approval tasks, the latest handled first. */
export const findDoneTasks = (http: AxiosInstance, body: AuditListBody = {}) => call(http, w.findDoneTasks, { body });

/** One task the user may see (as its assignee or the process's starter), with the actions it allows now. */
export const findAuditTask = (http: AxiosInstance, id: string) => call(http, w.findAuditTask, { params: { id } });

/**
 * Approves, rejects (a remark is required: refused with `audit.remarkRequired`) or withdraws (the
 * starter) a task. Silent: the approval page shows the refusal beside its form.
 */
export const auditAction = (http: AxiosInstance, action: AuditAction, body: AuditActionBody) => call(http, w.auditAction, { params: { action }, body });
