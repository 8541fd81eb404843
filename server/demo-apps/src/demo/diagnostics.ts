// The diagnostics the end-to-end tests read (app code, load counter, query, hash route, bridge
// state and log, the plain-message and openNewPage buttons): a test switch, off by default. They
// are built only when the origin's localStorage holds srm-demo-diagnostics = "on" (the e2e
// harness's newPage(…, { demoDiagnostics: true })), and then sit behind the "Diagnostics" toggle.
import { button, el, log, text } from '../shared/dom';
import { bridge, plainMessage, type DemoRecord } from './actions';
import { t } from './i18n';

export function diagnosticsSwitchedOn(): boolean {
  try {
    return window.localStorage.getItem('srm-demo-diagnostics') === 'on';
  } catch {
    // Blocked storage: the switch is off.
    return false;
  }
}

function diagField(id: string): HTMLElement[] {
  return [el('dt', { 'data-text': id }), el('dd', { id, 'data-testid': id }, ['-'])];
}

/** The panel (a closed <details>), with a plain-message button per record of the sub-app. */
export function diagnosticsPanel(app: string, records: readonly DemoRecord[]): HTMLElement {
  return el('details', { class: 'diagnostics', 'data-testid': 'diagnostics' }, [
    el('summary', {}, ['']),
    el('dl', {}, ['app-code', 'load-count', 'app-query', 'app-hash', 'app-url', 'bridge-state', 'bridge-origin', 'bridge-language'].flatMap(diagField)),
    el('ul', { id: 'app-query-list', 'data-testid': 'app-query-list' }),
    el(
      'div',
      { id: 'tools', class: 'toolbar' },
      records
        .map((record) => button('', { 'data-testid': `plain-tag-${record.id}`, 'data-record': record.id, class: 'secondary plain' }, () => plainMessage(record)))
        .concat([button('openNewPage', { 'data-testid': 'open-new-page', class: 'secondary' }, () => log(bridge()?.openNewPage({ from: app }) ? 'sent openNewPage' : 'not in the portal'))]),
    ),
    el('p', { class: 'log-title', 'data-text': 'log' }),
    el('ul', { id: 'bridge-log', 'data-testid': 'bridge-log', class: 'log' }),
  ]);
}

/** The panel's labels in the current language. */
export function renderDiagnostics(panel: HTMLElement): void {
  panel.querySelector('summary')!.textContent = t('diagnostics');
  const labels: Record<string, string> = { 'app-code': 'app', 'load-count': t('loads'), 'app-query': t('query'), 'app-hash': t('hash'), 'app-url': t('url'), 'bridge-state': t('bridge'), 'bridge-origin': t('shell'), 'bridge-language': t('language'), log: t('log') };
  for (const node of panel.querySelectorAll('[data-text]')) node.textContent = labels[node.getAttribute('data-text') ?? ''] ?? '';
  for (const node of panel.querySelectorAll('button.plain')) node.textContent = t('plain', { id: node.getAttribute('data-record') ?? '' });
}

/** The frame URL's query (of the page and of its hash route) and address. */
export function renderQuery(): void {
  const list = document.getElementById('app-query-list');
  if (!list) return;
  const hash = window.location.hash;
  const hashQuery = hash.indexOf('?') >= 0 ? hash.slice(hash.indexOf('?') + 1) : '';
  list.textContent = '';
  for (const source of [new URLSearchParams(window.location.search), new URLSearchParams(hashQuery)]) {
    source.forEach((value, key) => list.appendChild(el('li', {}, [`${key} = ${value}`])));
  }
  text('app-query', window.location.search || '(none)');
  text('app-hash', hash || '(none)');
  text('app-url', window.location.href);
}
