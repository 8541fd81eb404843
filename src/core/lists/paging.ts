import { MAX_PAGE_NO, MAX_PAGE_SIZE, pageCount } from '../../contract/paging';

/** The page sizes a list offers (each within the server's 1–100). */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/** The last page of a total at a page size (1 when there are no rows), never above the server's highest page. */
export function lastPage(total: number, pageSize: number): number {
  return Math.min(MAX_PAGE_NO, Math.max(1, pageCount(total, pageSize)));
}

/** A page number the server accepts for this list: a whole number from 1 to the last page. */
export function clampPage(pageNo: number, total: number, pageSize: number): number {
  if (!Number.isFinite(pageNo)) return 1;
  return Math.min(lastPage(total, pageSize), Math.max(1, Math.trunc(pageNo)));
}

/** A page size the server accepts: one of the offered sizes, else the nearest whole number within 1–100. */
export function clampPageSize(pageSize: number): number {
  if (!Number.isFinite(pageSize)) return PAGE_SIZE_OPTIONS[1];
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(pageSize)));
}

/** After a page size change: the page that shows the first row of the current page. */
export function pageForSizeChange(pageNo: number, oldSize: number, newSize: number): number {
  return Math.floor(((pageNo - 1) * oldSize) / newSize) + 1;
}

/** The 1-based range of rows a page shows, for "21–40 of 12,000". */
export function rowRange(pageNo: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (pageNo - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(total, pageNo * pageSize) };
}
