// Entry of /subapps/shared/demo.js. Demo sub-apps: small business screens of the SRM modules the
// demo menu opens in frames (an RFQ list and detail, an order list and detail, a supplier list, a
// purchase report and a finance statement list, the Globex tenant's contracts). Their labels
// (status, field, value list and module names) come from the portal's business dictionary; the
// language is the shell's (the bridge's activate and languageChange, else the frame URL's ?lang=,
// else the portal's stored choice) and the theme too (the bridge's activate and themeChange:
// data-theme on <html>). The page's <body data-app> names the sub-app. The diagnostics are a test
// switch (./diagnostics.ts); the load counter is also body[data-loads], always: a tab switch must
// not reload a kept-alive frame. No inline script: the pages run under script-src 'self'.
import { el, log, text } from '../shared/dom';
import { knownLanguage } from '../shared/storage';
import { bridge, type DemoRecord } from './actions';
import { diagnosticsPanel, diagnosticsSwitchedOn, renderDiagnostics, renderQuery } from './diagnostics';
import { dict, loadDictionary, state, t } from './i18n';
import { ORDERS, REPORT_RECORD, RFQS, SUPPLIERS, orderRecord, rfqRecord, supplierRecord } from './records';
import { view } from './view';

const body = document.body;
const app = body.getAttribute('data-app') || 'unknown';

// ---- The page: the screen (re-rendered) and the diagnostics (built once). ----
const main = el('div', { id: 'view', 'data-testid': 'view' });
const records: Record<string, readonly DemoRecord[]> = { rfq: RFQS.map(rfqRecord), order: ORDERS.map(orderRecord), supplier: SUPPLIERS.map(supplierRecord), report: [REPORT_RECORD] };
const diagnostics = diagnosticsSwitchedOn() ? diagnosticsPanel(app, records[app] ?? []) : null;
// One main landmark holds the screen and the diagnostics.
body.insertBefore(el('main', {}, diagnostics ? [main, diagnostics] : [main]), body.querySelector('script'));

function render(): void {
  const language = state.language;
  document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
  if (!dict() && !state.failed[language]) {
    main.replaceChildren(el('p', { class: 'muted', role: 'status' }, [t('loading')]));
    void loadDictionary(language).then(() => {
      if (state.language === language) render();
    });
    if (diagnostics) renderDiagnostics(diagnostics);
    return;
  }
  const nodes = view(app);
  if (state.failed[language]) nodes.unshift(el('p', { class: 'notice', role: 'status' }, [t('dictFailed')]));
  main.replaceChildren(...nodes);
  const heading = main.querySelector('h1');
  document.title = heading ? (heading.textContent ?? '') : app;
  body.setAttribute('data-language', language);
  body.setAttribute('data-ready', 'true');
  if (diagnostics) renderDiagnostics(diagnostics);
}

function setLanguage(language: unknown): void {
  const next = knownLanguage(language);
  if (!next || next === state.language) return;
  state.language = next;
  render();
}

function setTheme(data: { theme?: unknown; brandColor?: unknown } | undefined): void {
  if (!data) return;
  if (data.theme === 'dark' || data.theme === 'light') document.documentElement.setAttribute('data-theme', data.theme);
  if (typeof data.brandColor === 'string' && /^#[0-9a-fA-F]{6}$/.test(data.brandColor)) document.documentElement.style.setProperty('--brand', data.brandColor);
}

// Keyed per frame URL (as loaded), so that ten tabs of the same app count separately.
function countLoad(): number {
  const storageKey = `srm-demo-app:loads:${window.location.pathname}${window.location.search}${window.location.hash}`;
  try {
    const loads = Number(window.sessionStorage.getItem(storageKey) || '0') + 1;
    window.sessionStorage.setItem(storageKey, String(loads));
    return loads;
  } catch {
    // Storage may be blocked (privacy mode); the page still shows everything else.
    return 1;
  }
}

function listen(): void {
  const client = bridge();
  if (!client) {
    text('bridge-state', 'no bridge client');
    return;
  }
  text('bridge-origin', client.shellOrigin || '(not in a frame)');
  text('bridge-state', 'unknown');
  client.on('activate', (data) => {
    text('bridge-state', 'active');
    text('bridge-language', data.language);
    log(`activate ${data.language}`);
    setTheme(data);
    setLanguage(data.language);
  });
  client.on('deactivate', () => {
    text('bridge-state', 'inactive');
    log('deactivate');
  });
  client.on('languageChange', (data) => {
    text('bridge-language', data.language);
    log(`languageChange ${data.language}`);
    setLanguage(data.language);
  });
  client.on('themeChange', (data) => {
    log(`themeChange ${data?.theme}`);
    setTheme(data);
  });
  client.on('tokenRenewed', () => {
    log('tokenRenewed');
  });
}

const loads = countLoad();
text('app-code', app);
text('load-count', String(loads));
body.setAttribute('data-loads', String(loads));
renderQuery();
render();
listen();
window.addEventListener('hashchange', () => {
  renderQuery();
  render();
  // The portal's tab follows this page: its address (the hash route) and its label (the heading).
  bridge()?.reportRoute(window.location.hash, document.title);
});
