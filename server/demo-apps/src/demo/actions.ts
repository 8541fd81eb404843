// What the demo screens ask of the portal through the bridge client (window.SrmBridge, installed by
// the portal's /portal/bridge-client.js, loaded by each page before its own script as a sub-app of a
// customer loads it): open a tab, the flow dialog, an approval's document. Each outcome is logged.
import type { SrmBridge } from '../../../../src/bridge-client/client';
import { button, el, log } from '../shared/dom';
import { t, type TextKey } from './i18n';

/** A record whose buttons open its detail tab and its flow dialog. */
export interface DemoRecord {
  id: string;
  flow: string;
  /** The detail page's address (a demo sub-app's hash route). */
  page: string;
  /** The text key of the detail tab's label. */
  label: TextKey;
  /** A query parameter `type` of the detail page. */
  type?: string;
}

export function bridge(): SrmBridge | undefined {
  return window.SrmBridge;
}

export function openTag(record: DemoRecord): void {
  const query: Record<string, string> = { id: record.id };
  if (record.type) query.type = record.type;
  const sent = bridge()?.openNewTag({ name: `${t(record.label)} ${record.id}`, src: record.page, query });
  log(sent ? `sent openNewTag ${record.id}` : 'not in the portal: openNewTag not sent');
}

export function openFlow(record: { flow: string }): void {
  const sent = bridge()?.openFlowDialog(record.flow);
  log(sent ? `sent openFlowDialog ${record.flow}` : 'not in the portal: openFlowDialog not sent');
}

/** A contract's approval document opens through the portal's approval link map (auditLinks.contract). */
export function openAuditDocument(contract: { id: string }): void {
  const sent = bridge()?.openAuditDetail('contract', contract.id);
  log(sent ? `sent openAuditDetail ${contract.id}` : 'not in the portal: openAuditDetail not sent');
}

/** The seed's plain message, as older sub-apps post it (no envelope, no client library). */
export function plainMessage(record: DemoRecord): void {
  const origin = bridge()?.shellOrigin;
  if (!origin || window.parent === window) return log('not in the portal: plain message not sent');
  window.parent.postMessage({ type: 'openNewTag', name: `${t(record.label)} ${record.id} (plain)`, src: record.page, query: { id: record.id, via: 'plain' } }, origin);
  log(`sent plain openNewTag ${record.id}`);
}

export function rowActions(record: DemoRecord): HTMLElement {
  return el('td', { class: 'actions' }, [
    button(t('view'), { 'data-testid': `open-tag-${record.id}`, 'aria-label': t('viewOf', { id: record.id }) }, () => openTag(record)),
    button(t('flow'), { 'data-testid': `open-flow-${record.id}`, 'aria-label': t('flowOf', { id: record.id }), class: 'secondary' }, () => openFlow(record)),
  ]);
}
