// The report sub-app: the purchase report (a bar chart and the amounts by purchase type) and,
// under /finance/, the supplier statements.
import { button, el, svg } from '../../shared/dom';
import { openFlow, openTag } from '../actions';
import { bi, field, listLabel, moduleName, money, number, state, statusLabel, t } from '../i18n';
import { BY_TYPE, MONTHS, REPORT_RECORD, STATEMENTS, SUPPLIER_NAMES } from '../records';
import { cell, header, statusBadge, table } from '../ui';

/** Axis ticks in the language's own unit: 292万 / ¥2.9M. */
function axisLabel(value: number): string {
  if (value === 0) return '0';
  return state.language === 'en' ? `¥${(value / 1e6).toFixed(1)}M` : `${number(Math.round(value / 1e4))}万`;
}

function barChart(): SVGElement {
  const width = 560;
  const height = 220;
  const left = 56;
  const bottom = 28;
  const max = Math.max(...MONTHS.map((m) => m.amount));
  const slot = (width - left) / MONTHS.length;
  const label = MONTHS.map((m) => `${m.month} ${money(m.amount)}`).join(', ');
  const root = svg('svg', { viewBox: `0 0 ${width} ${height}`, class: 'chart', role: 'img', 'aria-label': `${t('monthly')}: ${label}`, 'data-testid': 'report-chart' });
  for (const fraction of [0, 0.5, 1]) {
    const y = height - bottom - fraction * (height - bottom - 16);
    root.appendChild(svg('line', { x1: left, x2: width, y1: y, y2: y, class: 'grid' }));
    root.appendChild(svg('text', { x: left - 6, y: y + 4, 'text-anchor': 'end', class: 'axis' }, axisLabel(max * fraction)));
  }
  MONTHS.forEach((m, index) => {
    const barHeight = (m.amount / max) * (height - bottom - 16);
    const x = left + index * slot + slot * 0.2;
    root.appendChild(svg('rect', { x, y: height - bottom - barHeight, width: slot * 0.6, height: barHeight, rx: 3, class: 'bar' }));
    root.appendChild(svg('text', { x: x + slot * 0.3, y: height - 8, 'text-anchor': 'middle', class: 'axis' }, m.month.slice(5)));
  });
  return root;
}

export function reportView(): Node[] {
  const total = BY_TYPE.reduce((sum, row) => sum + row.amount, 0);
  const rows = BY_TYPE.map((row) => {
    const share = Math.round((row.amount / total) * 1000) / 10;
    const meter = el('span', { class: 'meter', 'aria-hidden': 'true' }, [el('span', { class: `meter-fill meter-${Math.round(share / 10)}` })]);
    return el('tr', {}, [cell(listLabel('purchaseType', row.type)), cell(money(row.amount), 'num'), el('td', { class: 'num' }, [`${share}%`, ' ', meter])]);
  });
  return [
    header(moduleName('report'), `${field('order', 'orderAmountTax')} ${money(total)}`),
    el('section', { class: 'card', 'aria-labelledby': 'monthly-title' }, [el('h2', { id: 'monthly-title' }, [t('monthly')]), barChart()]),
    table(t('byType'), [field('order', 'purchaseType'), t('amount'), t('share')], rows, [false, true, true]),
    el('p', { class: 'toolbar' }, [
      button(t('detailReport'), { 'data-testid': `open-tag-${REPORT_RECORD.id}` }, () => openTag(REPORT_RECORD)),
      button(t('flow'), { 'data-testid': `open-flow-${REPORT_RECORD.id}`, class: 'secondary' }, () => openFlow(REPORT_RECORD)),
    ]),
  ];
}

export function financeView(): Node[] {
  const rows = STATEMENTS.map((row) =>
    el('tr', {}, [
      cell(row.id, 'mono'),
      cell(bi(SUPPLIER_NAMES[row.supplier])),
      cell(money(row.amount), 'num'),
      el('td', {}, [statusBadge(statusLabel('statement', row.status), row.status)]),
      cell(listLabel('invoiceStatus', row.invoice)),
      cell(listLabel('invoiceType', row.invoiceType)),
    ]),
  );
  return [
    header(moduleName('finance'), t('records', { n: STATEMENTS.length })),
    table(moduleName('reconciliation'), [field('reconciliation', 'reconNumber'), field('order', 'supplierName'), field('reconciliation', 'totalAmount'), field('reconciliation', 'checkStatus'), t('invoiceState'), field('reconciliation', 'invoiceType')], rows, [false, false, true], true),
  ];
}
