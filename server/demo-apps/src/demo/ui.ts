// The parts every demo screen is made of: heading, badges, tables, facts and the way back.
import { el, type Child } from '../shared/dom';
import { t } from './i18n';

const TONES: Record<string, string> = {
  quoting: 'info', quoted: 'info', unpublished: 'muted', orderCreated: 'ok', accepted: 'ok', closed: 'muted',
  toBeConfirmed: 'warn', confirmed: 'ok', partReceived: 'info', allReceived: 'ok', changeSent: 'warn',
  qualified: 'ok', good: 'ok', potential: 'info', frozen: 'danger',
  statementToConfirm: 'warn', invoiceToConfirm: 'warn', posted: 'ok',
  approving: 'warn', toConfirm: 'warn', void: 'muted',
};

/** A status badge in the tone of its status code. */
export function statusBadge(label: string, status: string): HTMLElement {
  return el('span', { class: `badge badge-${TONES[status] || 'muted'}` }, [label]);
}

/** A table; a list's caption repeats the page heading: read by screen readers, not shown twice. */
export function table(caption: string, headers: readonly string[], rows: readonly Node[], numeric?: readonly boolean[], captionHidden?: boolean): HTMLElement {
  return el('table', { class: 'data' }, [
    el('caption', { class: captionHidden ? 'sr-only' : null }, [caption]),
    el('thead', {}, [el('tr', {}, headers.map((header, index) => el('th', { scope: 'col', class: numeric && numeric[index] ? 'num' : null }, [header])))]),
    el('tbody', {}, rows),
  ]);
}

export function cell(value: Child, className?: string): HTMLElement {
  return el('td', { class: className || null }, [value]);
}

/** Label–value pairs. */
export function facts(pairs: ReadonlyArray<readonly [string, Child]>): HTMLElement {
  const list = el('dl', { class: 'facts' });
  for (const [label, value] of pairs) list.appendChild(el('div', {}, [el('dt', {}, [label]), el('dd', {}, [value])]));
  return list;
}

/** The page heading (the document's title and the portal tab's label follow it). */
export function header(title: string, subtitle?: string): HTMLElement {
  return el('header', { class: 'page-head' }, [el('h1', { id: 'app-name', 'data-testid': 'app-name' }, [title]), subtitle ? el('p', { class: 'muted' }, [subtitle]) : null]);
}

export function backLink(path: string): HTMLElement {
  return el('p', {}, [el('a', { href: `#${path}`, class: 'back' }, [`← ${t('back')}`])]);
}

/** The screen of a record that is not there. */
export function notFound(title: string, id: string | null, back: string): Node[] {
  return [header(title), el('p', { class: 'notice' }, [t('notFound', { id: id || '—' })]), backLink(back)];
}
