/**
 * Top-bar links (topBar items of kind link, personalInfo, changePassword): where `to` leads and
 * whether it may be opened. A route of the portal opens as a page; an https address only when its
 * origin is one of app.linkOrigins. Checked when the layout is composed (linkIssues) and again on
 * every click (topBarLinkTarget), so a layer that slipped past the check still opens nothing foreign.
 */
import type { LayoutDocument } from '../../generated/layout';
import type { LayoutIssue } from '../config/layoutIssue';
import { classifyUrl } from '../menu/menuItem';

export type TopBarLinkTarget =
  | { ok: true; kind: 'route'; path: string }
  | { ok: true; kind: 'external'; url: string }
  | { ok: false; reason: 'unsafe' | 'foreign-origin' };

/** The origins links may open (app.linkOrigins, by order). */
export function linkOriginsOf(doc: Pick<LayoutDocument, 'app'>): string[] {
  return Object.values(doc.app.linkOrigins ?? {})
    .filter((entry): entry is NonNullable<typeof entry> => Boolean(entry))
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.origin);
}

/** Where a top-bar item's `to` leads, or why it may not be opened. */
export function topBarLinkTarget(to: string, shellOrigin: string, linkOrigins: readonly string[]): TopBarLinkTarget {
  const safety = classifyUrl(to, shellOrigin, []);
  if (safety === 'relative') return to.startsWith('/') ? { ok: true, kind: 'route', path: to } : { ok: false, reason: 'unsafe' };
  if (safety === 'unsafe') return { ok: false, reason: 'unsafe' };
  const url = new URL(to.trim());
  if (url.protocol !== 'https:' || !linkOrigins.includes(url.origin)) return { ok: false, reason: 'foreign-origin' };
  return { ok: true, kind: 'external', url: url.href };
}

/**
 * The issues of a whole document's top-bar links: an https address whose origin is not in
 * app.linkOrigins. (The schema already refuses every other form.)
 */
export function linkIssues(doc: LayoutDocument): LayoutIssue[] {
  const origins = linkOriginsOf(doc);
  const issues: LayoutIssue[] = [];
  for (const [id, item] of Object.entries(doc.topBar)) {
    if (!item?.to || !/^https:/i.test(item.to)) continue;
    const target = topBarLinkTarget(item.to, '', origins);
    if (!target.ok) {
      issues.push({
        pointer: `/topBar/${id.replace(/~/g, '~0').replace(/\//g, '~1')}/to`,
        rule: 'linkOrigin',
        message: `opens ${item.to}, whose origin is not in app.linkOrigins (add it there, or link to a portal route)`,
      });
    }
  }
  return issues;
}
