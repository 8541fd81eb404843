// Paging of the list calls (messages, notices, to-dos, documents, inquiries). Plain TypeScript: the
// shell imports this at run time.
//
// The rule, the same for every paged call: `pageNo` counts from 1, `pageSize` is 1–100 (20 when left
// out). A page number below 1, above MAX_PAGE_NO, a page size outside 1–100 or a value that is not a
// whole number is refused (400, `request.invalid`): the server never guesses what a caller meant. A
// page beyond the last one answers no rows with the true total, so a list that shrank while the user
// paged shows "no rows" and the total instead of an error.

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** The highest page number asked for (100 rows × 10,000 pages: far beyond any real list). */
export const MAX_PAGE_NO = 10_000;

/** What a paged body or query may carry. */
export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
}

/** One page of rows; `total` counts every row the filter matches. */
export interface PageResult<T> {
  rows: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** Pages of a total at a page size (0 for no rows). */
export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/** The page a (validated) query asks for, with its defaults, and the rows to skip. */
export function pageWindow(query: PageQuery): { pageNo: number; pageSize: number; offset: number } {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

/** A search keyword as the server matches it: trimmed and lower-cased; '' means no filter. */
export function normalizeKeyword(keyword: string | undefined): string {
  return (keyword ?? '').trim().toLowerCase();
}
