// Entry of /subapps/flow/flow.js, the flow diagram page shown in the shell's approval-flow dialog:
// draws the nodes of one process instance (GET {prefix}/apis/uflo/diagram/{processInstanceId}) as a
// chain of boxes and lists them in a table. It is served from the portal's origin, so it reads the
// session the shell keeps (srm-token, srm-userInfo) and sends the same token and account headers.
import { PROCESS_INSTANCE_ID, type FlowDiagram, type FlowNode } from '../../../../src/contract/flow';
import { stored, initialLanguage } from '../shared/storage';
import { drawChain, type ChainTexts } from './chain';
import TEXTS from './texts.json';

const params = new URLSearchParams(window.location.search);
const id = params.get('processInstanceId') || '';
const askedPrefix = params.get('prefix') || '/portal';
const prefix = /^\/[A-Za-z0-9._~-]+$/.test(askedPrefix) ? askedPrefix : '/portal';
const LANGUAGE = initialLanguage(window.location.search);
const EN = LANGUAGE === 'en';
const texts = TEXTS[LANGUAGE];
type TextKey = Exclude<keyof typeof texts, 'nodeStatus' | 'processStatus'>;

/** Server data in the language: the English text when the server sent one. */
function pick(zh: string | null, en: string | null | undefined): string | null {
  return EN && en ? en : zh;
}
const statusLabel = (status: string): string => (texts.nodeStatus as Record<string, string>)[status] ?? texts.nodeStatus.pending;
const chainTexts: ChainTexts = { en: EN, nodeName: (node: FlowNode) => pick(node.name, node.nameEn) ?? '', statusLabel };

function localTime(value: string): string {
  return new Date(value).toLocaleString(EN ? 'en-US' : 'zh-CN');
}

function byId(elementId: string): HTMLElement {
  return document.getElementById(elementId)!;
}

function fail(message: string): void {
  const element = byId('flow-error');
  element.textContent = message;
  element.hidden = false;
  document.body.setAttribute('data-state', 'error');
}

function draw(diagram: FlowDiagram): void {
  const host = byId('flow-diagram');
  drawChain(host, diagram, chainTexts);
  // The dialog's width follows the window: the chain is laid out again for the new width.
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(() => drawChain(host, diagram, chainTexts), 50);
  });

  const rows = byId('flow-node-rows');
  for (const node of diagram.nodes) {
    const row = document.createElement('tr');
    for (const value of [node.seq, chainTexts.nodeName(node), node.assignee || '—', statusLabel(node.status), pick(node.comment, node.commentEn) || '—', node.finishedAt ? localTime(node.finishedAt) : '—']) {
      const cell = document.createElement('td');
      cell.textContent = String(value);
      row.appendChild(cell);
    }
    rows.appendChild(row);
  }
  byId('flow-nodes').hidden = false;
}

function show(diagram: FlowDiagram): void {
  byId('flow-title').textContent = pick(diagram.title, diagram.titleEn);
  const status = byId('flow-status');
  status.textContent = (texts.processStatus as Record<string, string>)[diagram.status] ?? diagram.status;
  status.setAttribute('data-status', diagram.status);
  byId('flow-meta').textContent = `${diagram.processInstanceId} · ${diagram.businessId} · ${diagram.startedBy} · ${localTime(diagram.startedAt)}`;
  draw(diagram);
  document.body.setAttribute('data-state', 'ready');
  document.body.setAttribute('data-process', diagram.processInstanceId);
}

function load(): void {
  if (!PROCESS_INSTANCE_ID.test(id)) return fail(texts.badId);
  const token = stored('token');
  const user = stored('userInfo') as { elsAccount?: string; elsSubAccount?: string } | undefined;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (typeof token === 'string') headers.token = token;
  if (user && user.elsAccount) headers.elsAccount = `${user.elsAccount}_${user.elsSubAccount}`;
  fetch(`${prefix}/apis/uflo/diagram/${encodeURIComponent(id)}`, { headers, credentials: 'same-origin' })
    .then((response) =>
      response.json().then((body: { code?: string; message?: string; data?: FlowDiagram } | null) => {
        if (!response.ok || !body || body.code !== '200') throw new Error((body && body.message) || `HTTP ${response.status}`);
        return body.data as FlowDiagram;
      }),
    )
    .then(show)
    .catch((error: Error) => fail(texts.failed + error.message));
}

document.documentElement.lang = EN ? 'en' : 'zh-CN';
document.title = texts.title;
for (const node of document.querySelectorAll('[data-i18n]')) node.textContent = texts[node.getAttribute('data-i18n') as TextKey];
for (const node of document.querySelectorAll('[data-i18n-label]')) node.setAttribute('aria-label', texts[node.getAttribute('data-i18n-label') as TextKey]);
load();
