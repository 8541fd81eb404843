import { action, makeObservable, observable, runInAction } from 'mobx';
import type { PageResult } from '../../contract';
import { DEFAULT_PAGE_SIZE } from '../../contract/paging';
import { clampPage, clampPageSize, lastPage, pageForSizeChange } from './paging';

/** What a list page shows while it waits, when it failed, and what it holds. */
export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * One paged list of the server: the page asked for, its rows and total, and the loading and error
 * state. A newer load wins over an older one that answers late.
 */
export class PagedList<T> {
  rows: T[] = [];
  total = 0;
  pageNo = 1;
  pageSize = DEFAULT_PAGE_SIZE;
  status: ListStatus = 'idle';
  error: string | undefined = undefined;
  private generation = 0;

  /** `pageSize`: the first page size (the default page size otherwise); `errorText`: a failure's text (the server's message otherwise). */
  constructor(
    private readonly fetchPage: (pageNo: number, pageSize: number) => Promise<PageResult<T>>,
    private readonly options: { pageSize?: number; errorText?: (error: unknown) => string | undefined } = {},
  ) {
    if (options.pageSize !== undefined) this.pageSize = clampPageSize(options.pageSize);
    makeObservable(this, {
      rows: observable.ref,
      total: observable,
      pageNo: observable,
      pageSize: observable,
      status: observable,
      error: observable,
      clear: action,
      replaceRow: action,
    });
  }

  get lastPage(): number {
    return lastPage(this.total, this.pageSize);
  }

  /** Loads a page (the current one by default); the page number is kept within the list once its total is known. */
  async load(pageNo = this.pageNo): Promise<void> {
    const generation = ++this.generation;
    const page = Math.max(1, Math.trunc(pageNo) || 1);
    runInAction(() => {
      this.pageNo = page;
      this.status = 'loading';
      this.error = undefined;
    });
    try {
      const result = await this.fetchPage(page, this.pageSize);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.rows = result.rows;
        this.total = result.total;
        this.status = 'ready';
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.status = 'error';
        this.error = this.options.errorText ? this.options.errorText(error) : serverText(error);
      });
    }
  }

  /** Goes to a page of the list (kept between 1 and the last page). */
  goTo(pageNo: number): Promise<void> {
    return this.load(clampPage(pageNo, this.total, this.pageSize));
  }

  /** Changes the page size, keeping the first row of the current page in view. */
  setPageSize(pageSize: number): Promise<void> {
    const size = clampPageSize(pageSize);
    const page = pageForSizeChange(this.pageNo, this.pageSize, size);
    runInAction(() => (this.pageSize = size));
    return this.load(page);
  }

  /** Puts a changed row in place of the row the predicate finds. */
  replaceRow(match: (row: T) => boolean, row: T): void {
    this.rows = this.rows.map((existing) => (match(existing) ? row : existing));
  }

  clear(): void {
    this.generation++;
    this.rows = [];
    this.total = 0;
    this.pageNo = 1;
    this.status = 'idle';
    this.error = undefined;
  }
}

/** The server's message of a refusal (an ApiError, already in the user's language); undefined for a transport failure, which the page words itself. */
function serverText(error: unknown): string | undefined {
  return error instanceof Error && error.name === 'ApiError' && error.message ? error.message : undefined;
}
