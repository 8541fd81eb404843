// A document of the server's seeded approvals (window.SrmDemoDocuments, ../documents), on the
// detail page of its sub-app.
import { button, el, type Child } from '../../shared/dom';
import type { DemoDocument } from '../../documents/documents';
import { openFlow } from '../actions';
import { bi, field, money, t } from '../i18n';
import { facts, header } from '../ui';

export function seededDetail(doc: DemoDocument): Node[] {
  const pairs: Array<[string, Child]> = [[t('docNumber'), doc.id], [field('order', 'supplierName'), bi(doc.supplier)]];
  if (doc.kind === 'quotation') pairs.push([t('customer'), bi(doc.customer)], [field('inquiry', 'enquiryNumber'), doc.inquiry]);
  if (doc.quoteEnd) pairs.push([field('inquiry', 'quoteEndTime'), doc.quoteEnd]);
  if (doc.amount !== undefined) pairs.push([field('order', 'orderAmountTax'), money(doc.amount)]);
  pairs.push([field('common', 'createDate'), doc.date], [field('common', 'flowId'), doc.flow]);
  return [
    header(`${t(`doc_${doc.kind}`)} ${doc.id}`, bi(doc.supplier)),
    el('section', { 'data-testid': 'document', 'data-kind': doc.kind }, [facts(pairs)]),
    el('p', { class: 'toolbar' }, [button(t('flow'), { 'data-testid': 'detail-flow' }, () => openFlow(doc))]),
  ];
}
