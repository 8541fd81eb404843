import { action, makeObservable, observable, runInAction } from 'mobx';
import type { AxiosInstance } from 'axios';
import * as api from '../../core/api/approvals';
import type { Account } from '../../contract';
import { searchKeyword } from '../../core/lists/filters';
import { DEFAULT_CENTRE_FILTER, centreListBody, type AuditCentreFilter } from '../../core/audit/auditCentre';
import { PagedList } from '../../core/lists/pagedList';
import { failureText } from '../../core/errorText';
import type { BadgeStore } from '../badgeStore';

/** The approval page's task: loading, loaded, or failed with the server's message. */
export interface OpenTask {
  id: string;
  status: 'loading' | 'ready' | 'error';
  task: api.AuditTask | undefined;
  error: string | undefined;
}

/** What the approvals store is made from. */
export interface ApprovalStoreDeps {
  http: AxiosInstance;
  /** The signed-in account. */
  account: () => Account | undefined;
  /** The top bar's to-do badge: the unfiltered to-do total and each action's count are written there. */
  badges: Pick<BadgeStore, 'todoCount' | 'setTodoCount'>;
  /** The text of a message code in the user's language (the remark rule, refused before the call). */
  remarkRequiredText: () => string;
  /** The shell's text for a call that got no answer (a transport failure or the request timeout). */
  networkText: () => string;
  /** Opens the approval flow dialog (the frames' flow dialog store). Default: none (false). */
  flowDialog?: (flowId: string) => boolean;
}

/**
 * To-dos and approvals: the to-do overview (its total is the to-do badge), the paged to-do and done
 * lists, and the task the approval page shows with its actions. An action answers the open count
 * after it; the lists are asked again so the task moves from the to-do list to the done list.
 */
export class ApprovalStore {
  readonly scope = 'user' as const;
  overview: api.TodoOverview | undefined = undefined;
  overviewStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  overviewError: string | undefined = undefined;
  keyword = '';
  readonly todo: PagedList<api.AuditTask>;
  readonly done: PagedList<api.AuditTask>;
  /** The approval centre: the user's approvals across types, to do or done, by its own filter. */
  centreFilter: AuditCentreFilter = DEFAULT_CENTRE_FILTER;
  readonly centre: PagedList<api.AuditTask>;
  current: OpenTask | undefined = undefined;
  acting = false;
  actionError: string | undefined = undefined;

  private readonly http: AxiosInstance;
  private readonly badges: ApprovalStoreDeps['badges'];

  constructor(private readonly deps: ApprovalStoreDeps) {
    this.http = deps.http;
    this.badges = deps.badges;
    const body = (pageNo: number, pageSize: number): api.AuditListBody => {
      const keyword = searchKeyword(this.keyword);
      return { pageNo, pageSize, ...(keyword ? { keyword } : {}) };
    };
    this.todo = new PagedList(async (pageNo, pageSize) => {
      const page = await api.findTodoTasks(this.http, body(pageNo, pageSize));
      this.badges.setTodoCount(page.total);
      return page;
    });
    this.done = new PagedList((pageNo, pageSize) => api.findDoneTasks(this.http, body(pageNo, pageSize)));
    this.centre = new PagedList(async (pageNo, pageSize) => {
      const filter = this.centreFilter;
      const request = centreListBody(filter, pageNo, pageSize);
      if (filter.status === 'done') return api.findDoneTasks(this.http, request);
      const page = await api.findTodoTasks(this.http, request);
      // Unfiltered, the to-do total is the badge's count.
      if (!request.auditType && !request.keyword) this.badges.setTodoCount(page.total);
      return page;
    });
    makeObservable(this, {
      overview: observable.ref,
      overviewStatus: observable,
      overviewError: observable,
      keyword: observable,
      centreFilter: observable.ref,
      current: observable.ref,
      acting: observable,
      actionError: observable,
      clear: action,
      clearActionError: action,
    });
  }

  async loadOverview(): Promise<void> {
    runInAction(() => {
      this.overviewStatus = 'loading';
      this.overviewError = undefined;
    });
    try {
      const overview = await api.selectTodoList(this.http);
      runInAction(() => {
        this.overview = overview;
        this.overviewStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.overviewStatus = 'error';
        this.overviewError = failureText(error, this.deps.networkText);
      });
    }
  }

  /** Asks for the open approval count (the to-do badge) on sign-in. */
  async refreshTodoCount(): Promise<void> {
    try {
      const page = await api.findTodoTasks(this.http, { pageNo: 1, pageSize: 1 });
      this.badges.setTodoCount(page.total);
    } catch {
      // The badge keeps its last value; the list page shows the failure.
    }
  }

  /** Open approval tasks (the to-do badge: todoPagelist's total, then each action's todoCount). */
  get todoCount(): number | undefined {
    return this.badges.todoCount;
  }

  /** Searches both lists by keyword, from page 1. */
  search(keyword: string): Promise<void> {
    runInAction(() => (this.keyword = keyword));
    return Promise.all([this.todo.load(1), this.done.load(1)]).then(() => undefined);
  }

  /** Shows the approval centre with a changed filter, from page 1. */
  setCentreFilter(change: Partial<AuditCentreFilter>): Promise<void> {
    runInAction(() => (this.centreFilter = { ...this.centreFilter, ...change }));
    return this.centre.load(1);
  }

  /** Loads the task the approval page shows. */
  async openTask(id: string): Promise<void> {
    runInAction(() => {
      this.current = { id, status: 'loading', task: undefined, error: undefined };
      this.actionError = undefined;
    });
    try {
      const task = await api.findAuditTask(this.http, id);
      runInAction(() => {
        if (this.current?.id === id) this.current = { id, status: 'ready', task, error: undefined };
      });
    } catch (error) {
      runInAction(() => {
        if (this.current?.id === id) this.current = { id, status: 'error', task: undefined, error: failureText(error, this.deps.networkText) };
      });
    }
  }

  /** Opens the flow dialog of a process. */
  openFlowDialog(flowId: string): boolean {
    return this.deps.flowDialog?.(flowId) ?? false;
  }

  clearActionError(): void {
    this.actionError = undefined;
  }

  /**
   * Approves, rejects or withdraws the open task. A reject without a remark is refused here with the
   * server's own message (the server refuses it too). On success the task, the count and the lists follow.
   */
  async act(action: api.AuditAction, remark: string): Promise<boolean> {
    const task = this.current?.task;
    const account = this.deps.account();
    if (!task || !account || this.acting) return false;
    const text = remark.trim();
    if (action === 'reject' && text === '') {
      runInAction(() => (this.actionError = this.deps.remarkRequiredText()));
      return false;
    }
    runInAction(() => {
      this.acting = true;
      this.actionError = undefined;
    });
    try {
      const result = await api.auditAction(this.http, action, { elsAccount: account.elsAccount, elsSubAccount: account.elsSubAccount, id: task.id, ...(text ? { remark: text } : {}) });
      runInAction(() => {
        this.current = { id: task.id, status: 'ready', task: result.task, error: undefined };
        this.badges.setTodoCount(result.todoCount);
      });
      void this.refreshLists();
      return true;
    } catch (error) {
      runInAction(() => (this.actionError = failureText(error, this.deps.networkText)));
      return false;
    } finally {
      runInAction(() => (this.acting = false));
    }
  }

  /** Asks again for the lists a page has shown (after an action, here or in another tab). */
  async refreshLists(): Promise<void> {
    const loads: Promise<void>[] = [];
    if (this.todo.status !== 'idle') loads.push(this.todo.load());
    if (this.done.status !== 'idle') loads.push(this.done.load());
    if (this.centre.status !== 'idle') loads.push(this.centre.load());
    if (this.overviewStatus !== 'idle') loads.push(this.loadOverview());
    await Promise.all(loads);
  }

  clear(): void {
    this.overview = undefined;
    this.overviewStatus = 'idle';
    this.overviewError = undefined;
    this.keyword = '';
    this.centreFilter = DEFAULT_CENTRE_FILTER;
    this.current = undefined;
    this.acting = false;
    this.actionError = undefined;
    this.todo.clear();
    this.done.clear();
    this.centre.clear();
  }
}
