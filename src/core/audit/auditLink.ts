/**
 * The approval link map (auditLinks, seed 001 §2): the detail page of each approval business type.
 * Opening the document of an approval opens its type's address in a frame tab, with the document
 * number as the page's `id` parameter; a type the map does not name opens nothing.
 */
import type { AuditLink } from '../../generated/layout';

/** Limits of what names an approval's document (from the server or a sub-app's message). */
export const AUDIT_LIMITS = { auditType: 64, businessId: 128 } as const;

const AUDIT_TYPE = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

export type AuditDetailRoute =
  | { ok: true; path: string; query: { src: string; name: string } }
  | { ok: false; reason: 'unknown-type' | 'bad-document' };

/**
 * The detail address of a document: the mapped path with `id=<businessId>` added to the query of
 * its hash route ('/rfq/#/v2/detail' → '/rfq/#/v2/detail?id=RFQ-1'), or of the path when it has no
 * hash, keeping a query already there.
 */
export function auditDetailAddress(path: string, businessId: string): string {
  const param = `id=${encodeURIComponent(businessId)}`;
  const hash = path.indexOf('#');
  const head = hash < 0 ? path : path.slice(0, hash + 1);
  const tail = hash < 0 ? '' : path.slice(hash + 1);
  if (hash < 0) return `${head}${head.includes('?') ? '&' : '?'}${param}`;
  return `${head}${tail}${tail.includes('?') ? '&' : '?'}${param}`;
}

/**
 * The frame route that shows an approval's document, or why there is none: its type is not in
 * the link map, or the type or number is empty, too long or malformed. `label` names the tab
 * (the link's label, translated by the caller, and the document number).
 */
export function auditDetailRoute(
  links: Readonly<Record<string, AuditLink | null | undefined>>,
  auditType: string,
  businessId: string,
  label: (link: AuditLink) => string,
): AuditDetailRoute {
  const type = auditType.trim();
  const id = businessId.trim();
  if (!AUDIT_TYPE.test(type) || id === '' || id.length > AUDIT_LIMITS.businessId) return { ok: false, reason: 'bad-document' };
  const link = Object.prototype.hasOwnProperty.call(links, type) ? links[type] : undefined;
  if (!link) return { ok: false, reason: 'unknown-type' };
  const name = `${label(link) || type} ${id}`;
  return { ok: true, path: `/myiframe/${encodeURIComponent(`audit_${type}`)}`, query: { src: auditDetailAddress(link.path, id), name } };
}

/**
 * The label of an approval document's frame tab (`/myiframe/audit_<type>`, opened by
 * auditDetailRoute) in every language its link's label has: `{ zh_cn: '询价单编辑 RFQ-1', en:
 * 'Inquiry (edit) RFQ-1' }`, so the tab follows a language change. Undefined for any other tab,
 * for a type no longer in the map, and for a link whose label is one text (the stored label stands).
 */
export function auditTabLabel(links: Readonly<Record<string, AuditLink | null | undefined>>, path: string, src: string | undefined): Record<string, string> | undefined {
  const match = /^\/myiframe\/audit_([A-Za-z][A-Za-z0-9_.-]{0,63})$/.exec(path);
  if (!match || !src) return undefined;
  const type = match[1]!;
  const link = Object.prototype.hasOwnProperty.call(links, type) ? links[type] : undefined;
  if (!link || typeof link.label !== 'object' || link.label === null) return undefined;
  const hash = src.indexOf('#');
  const routeQuery = hash >= 0 && src.indexOf('?', hash) >= 0 ? src.slice(src.indexOf('?', hash) + 1) : src.indexOf('?') >= 0 ? src.slice(src.indexOf('?') + 1).split('#')[0]! : '';
  const id = new URLSearchParams(routeQuery).get('id');
  if (!id) return undefined;
  const labels: Record<string, string> = {};
  for (const [language, text] of Object.entries(link.label)) if (typeof text === 'string' && text !== '') labels[language] = `${text} ${id}`;
  return Object.keys(labels).length > 0 ? labels : undefined;
}
