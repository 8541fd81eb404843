// The RFQ and order sub-apps: their lists (under each of the platform's list routes) and details.
import { button, el } from '../../shared/dom';
import { openFlow, rowActions } from '../actions';
import { bi, field, listLabel, moduleName, money, number, statusLabel, t } from '../i18n';
import { ORDERS, RFQ_LINES, RFQS, SUPPLIER_NAMES, byId, orderRecord, rfqRecord } from '../records';
import { backLink, cell, facts, header, notFound, statusBadge, table } from '../ui';

export function rfqList(path: string): Node[] {
  const module = path.indexOf('/demandPool/') === 0 ? 'demandPool' : path.indexOf('/quality/') === 0 ? 'quality' : path.indexOf('/sale/') >= 0 ? 'quotation' : 'inquiry';
  const rows = RFQS.map((row) =>
    el('tr', {}, [
      cell(row.id, 'mono'),
      cell(bi(row.desc)),
      el('td', {}, [statusBadge(statusLabel('inquiry', row.status), row.status)]),
      cell(row.end, 'nowrap'),
      cell(`${row.answered} / ${row.invited}`, 'num'),
      cell(bi(row.owner)),
      rowActions(rfqRecord(row)),
    ]),
  );
  return [
    header(moduleName(module), t('records', { n: RFQS.length })),
    table(moduleName(module), [field('inquiry', 'enquiryNumber'), field('inquiry', 'enquiryDesc'), field('inquiry', 'enquiryStatus'), field('inquiry', 'quoteEndTime'), t('responses'), field('inquiry', 'responsible'), t('actions')], rows, [false, false, false, false, true], true),
  ];
}

export function rfqDetail(id: string | null): Node[] {
  const row = byId(RFQS, id);
  if (!row) return notFound(t('detailInquiry'), id, '/v2/list');
  const lines = RFQ_LINES.map((line) =>
    el('tr', {}, [cell(line.material, 'mono'), cell(bi(line.name)), cell(number(line.quantity), 'num'), cell(bi(line.unit)), cell(money(line.price), 'num'), cell(`${line.tax}%`, 'num')]),
  );
  return [
    header(`${t('detailInquiry')} ${row.id}`, bi(row.desc)),
    facts([
      [field('inquiry', 'enquiryStatus'), statusBadge(statusLabel('inquiry', row.status), row.status)],
      [field('inquiry', 'quoteEndTime'), row.end],
      [field('inquiry', 'inviteCount'), String(row.invited)],
      [field('inquiry', 'answerCount'), String(row.answered)],
      [field('inquiry', 'responsible'), bi(row.owner)],
      [field('inquiry', 'payMethod'), listLabel('paymentType', '2')],
    ]),
    table(t('lines'), [field('material', 'materialNumber'), field('material', 'materialName'), t('quantity'), field('material', 'baseUnit'), field('inquiry', 'priceIncludingTax'), field('common', 'taxRate')], lines, [false, false, true, false, true, true]),
    el('p', { class: 'toolbar' }, [button(t('flow'), { 'data-testid': 'detail-flow' }, () => openFlow(row))]),
    backLink('/v2/list'),
  ];
}

export function orderList(path: string): Node[] {
  const title = path.indexOf('/custom/') === 0 ? t('customOrders') : path.indexOf('/saleOrder/') >= 0 ? t('saleOrders') : moduleName('order');
  const rows = ORDERS.map((row) =>
    el('tr', {}, [
      cell(row.id, 'mono'),
      cell(bi(SUPPLIER_NAMES[row.supplier])),
      cell(listLabel('purchaseType', row.type)),
      cell(row.date, 'nowrap'),
      cell(money(row.amount), 'num'),
      el('td', {}, [statusBadge(statusLabel('order', row.status), row.status)]),
      rowActions(orderRecord(row)),
    ]),
  );
  const total = ORDERS.reduce((sum, row) => sum + row.amount, 0);
  return [
    header(title, `${t('records', { n: ORDERS.length })} · ${field('order', 'orderAmountTax')} ${money(total)}`),
    table(title, [field('order', 'orderNumber'), field('order', 'supplierName'), field('order', 'purchaseType'), field('order', 'orderDate'), field('order', 'orderAmountTax'), field('order', 'orderStatus'), t('actions')], rows, [false, false, false, false, true], true),
  ];
}

export function orderDetail(id: string | null): Node[] {
  const row = byId(ORDERS, id);
  if (!row) return notFound(t('detailOrder'), id, '/v2/order/list');
  return [
    header(`${t('detailOrder')} ${row.id}`, bi(SUPPLIER_NAMES[row.supplier])),
    facts([
      [field('order', 'orderStatus'), statusBadge(statusLabel('order', row.status), row.status)],
      [field('order', 'purchaseType'), listLabel('purchaseType', row.type)],
      [field('order', 'orderDate'), row.date],
      [field('order', 'requestDeliveryDate'), row.delivery],
      [field('order', 'orderAmountTax'), money(row.amount)],
      [field('order', 'sendStatus'), statusLabel('send', 'sent')],
      [field('order', 'paymentMethod'), listLabel('paymentType', '2')],
    ]),
    el('p', { class: 'toolbar' }, [button(t('flow'), { 'data-testid': 'detail-flow' }, () => openFlow(row))]),
    backLink('/v2/order/list'),
  ];
}
