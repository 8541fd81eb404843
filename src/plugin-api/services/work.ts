// Work pages (issue 9 points 3–7) the shell serves to several plugins: to-dos and approvals (audit,
// info), dictionaries (audit, home, info, forward). The message and document centres are info's model.
import type { AuditAction, AuditTask, Notice, PortalDocument, SysMessage, TodoOverview } from '../../contract';
import type { AuditCentreFilter } from '../../core/audit/auditCentre';
import type { ReadFilter } from '../../core/lists/filters';
import type { PagedListApi } from './lists';

export type { AuditAction, AuditCentreFilter, AuditTask, Notice, PortalDocument, ReadFilter, SysMessage, TodoOverview };
export { centreAuditTypes, centreFilterOf } from '../../core/audit/auditCentre';

/** To-dos and approvals. */
export interface ApprovalsApi {
  readonly overview: TodoOverview | undefined;
  readonly overviewStatus: 'idle' | 'loading' | 'ready' | 'error';
  readonly overviewError: string | undefined;
  readonly todoCount: number | undefined;
  readonly keyword: string;
  readonly todo: PagedListApi<AuditTask>;
  readonly done: PagedListApi<AuditTask>;
  /** The approval centre's list and its filter (status, approval type '' for all, keyword). */
  readonly centre: PagedListApi<AuditTask>;
  readonly centreFilter: AuditCentreFilter;
  /** Changes the approval centre's filter and shows its first page. */
  setCentreFilter(change: Partial<AuditCentreFilter>): Promise<void>;
  readonly current: { id: string; status: 'loading' | 'ready' | 'error'; task: AuditTask | undefined; error: string | undefined } | undefined;
  readonly acting: boolean;
  readonly actionError: string | undefined;
  loadOverview(): Promise<void>;
  search(keyword: string): Promise<void>;
  openTask(id: string): Promise<void>;
  /** A reject without a remark is refused before the call, with the server's message. */
  act(action: AuditAction, remark: string): Promise<boolean>;
  clearActionError(): void;
  /** Opens the approval flow dialog of a process. */
  openFlowDialog(flowId: string): boolean;
}

/** Dictionaries of coded values, labelled in the user's language. */
export interface DictionariesApi {
  ensure(types: readonly string[]): Promise<void>;
  /** The values of a dictionary with their labels in the user's language (empty while not loaded). Observable. */
  options(type: string): Array<{ value: string; label: string }>;
  label(type: string, value: string): string;
}

/** The work pages' part of the portal. */
export interface WorkApi {
  readonly approvals: ApprovalsApi;
  readonly dictionaries: DictionariesApi;
}
