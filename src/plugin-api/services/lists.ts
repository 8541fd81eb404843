// One paged list of the server as a page shows it, and the one list component of the pages.
export { messageQuery, progressFraction, searchKeyword } from '../../core/lists/filters';
export { errorText, failureText } from '../../core/errorText';

/** One paged list of the server as a page shows it. Observable. */
export interface PagedListApi<T> {
  readonly rows: readonly T[];
  readonly total: number;
  readonly pageNo: number;
  readonly pageSize: number;
  readonly lastPage: number;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  /** The failure's message in the user's language. */
  readonly error: string | undefined;
  load(pageNo?: number): Promise<void>;
  goTo(pageNo: number): Promise<void>;
  setPageSize(pageSize: number): Promise<void>;
}
