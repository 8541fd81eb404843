/**
 * The approval centre's filters (seed 001: the user's approvals across business types): to do or
 * done, one approval type or all, and a keyword. The page's address carries them (the menu entry's
 * `businessType=all`, a link's `status=done`); anything unknown there falls back to the default.
 */
import { AUDIT_LIST_STATUSES, AUDIT_TYPE_ALL, AUDIT_TYPE_PATTERN, type AuditListStatus } from '../../contract/approvals';
import type { AuditListBody } from '../../contract/bodies';
import type { AuditLink } from '../../generated/layout';
import { searchKeyword } from '../lists/filters';

export interface AuditCentreFilter {
  status: AuditListStatus;
  /** One approval type; '' for all. */
  auditType: string;
  keyword: string;
}

export const DEFAULT_CENTRE_FILTER: AuditCentreFilter = { status: 'todo', auditType: '', keyword: '' };

const TYPE = new RegExp(AUDIT_TYPE_PATTERN);

/** An approval type as the lists take it: a layout id, else '' (all); 'all' is all. */
export function auditTypeFilter(value: string | undefined): string {
  const type = (value ?? '').trim();
  return type !== AUDIT_TYPE_ALL && TYPE.test(type) ? type : '';
}

export function isAuditListStatus(value: unknown): value is AuditListStatus {
  return typeof value === 'string' && (AUDIT_LIST_STATUSES as readonly string[]).includes(value);
}

/**
 * The filter an address names: `status` (todo|done), `businessType` or `auditType` (one of `types`,
 * the link map's; any other, 'all' included, is every type), `keyword`.
 */
export function centreFilterOf(query: Readonly<Record<string, string | undefined>>, types: readonly string[]): AuditCentreFilter {
  const auditType = auditTypeFilter(query.businessType ?? query.auditType);
  return {
    status: isAuditListStatus(query.status) ? query.status : 'todo',
    auditType: types.includes(auditType) ? auditType : '',
    keyword: searchKeyword(query.keyword ?? ''),
  };
}

/** The body of todoPagelist / donePagelist for a filter and a page; empty filters are left out. */
export function centreListBody(filter: AuditCentreFilter, pageNo: number, pageSize: number): AuditListBody {
  const body: AuditListBody = { pageNo, pageSize };
  const auditType = auditTypeFilter(filter.auditType);
  if (auditType) body.auditType = auditType;
  const keyword = searchKeyword(filter.keyword);
  if (keyword) body.keyword = keyword;
  return body;
}

/** The approval types the filter offers: the link map's, in its order (a removed entry is left out). */
export function centreAuditTypes(links: Readonly<Record<string, AuditLink | null | undefined>>): string[] {
  return Object.entries(links)
    .filter((entry): entry is [string, AuditLink] => Boolean(entry[1]) && TYPE.test(entry[0]))
    .sort(([a, left], [b, right]) => left.order - right.order || a.localeCompare(b))
    .map(([type]) => type);
}
