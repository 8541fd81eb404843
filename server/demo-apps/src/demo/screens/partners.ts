// The supplier sub-app (list and detail) and the Globex tenant's contracts, whose approval
// document opens through the portal's approval link map.
import { button, el } from '../../shared/dom';
import { openAuditDocument, rowActions } from '../actions';
import { bi, field, moduleName, money, statusLabel, t } from '../i18n';
import { CONTRACTS, SUPPLIER_NAMES, SUPPLIERS, byId, supplierRecord } from '../records';
import { backLink, cell, facts, header, notFound, statusBadge, table } from '../ui';

export function supplierList(): Node[] {
  const rows = SUPPLIERS.map((row) =>
    el('tr', {}, [
      cell(bi(SUPPLIER_NAMES[row.name])),
      cell(row.credit, 'mono'),
      cell(bi(row.industry)),
      el('td', {}, [statusBadge(statusLabel('supplier', row.status), row.status)]),
      cell(bi(row.contact)),
      cell(row.phone, 'nowrap'),
      rowActions(supplierRecord(row)),
    ]),
  );
  return [
    header(moduleName('supplier'), t('records', { n: SUPPLIERS.length })),
    table(moduleName('supplier'), [field('supplier', 'fullName'), field('supplier', 'socialCreditCode'), field('supplier', 'industry'), field('supplier', 'supplierStatus'), field('supplier', 'contact'), field('supplier', 'telphone'), t('actions')], rows, [], true),
  ];
}

export function supplierDetail(id: string | null): Node[] {
  const row = byId(SUPPLIERS, id);
  if (!row) return notFound(t('detailSupplier'), id, '/v2/list');
  return [
    header(bi(SUPPLIER_NAMES[row.name]), row.id),
    facts([
      [field('supplier', 'supplierStatus'), statusBadge(statusLabel('supplier', row.status), row.status)],
      [field('supplier', 'socialCreditCode'), row.credit],
      [field('supplier', 'industry'), bi(row.industry)],
      [field('supplier', 'contact'), bi(row.contact)],
      [field('supplier', 'telphone'), row.phone],
    ]),
    backLink('/v2/list'),
  ];
}

export function contractList(): Node[] {
  const rows = CONTRACTS.map((row) =>
    el('tr', {}, [
      cell(row.id, 'mono'),
      cell(bi(row.name)),
      cell(bi(SUPPLIER_NAMES[row.supplier])),
      cell(money(row.amount), 'num'),
      el('td', {}, [statusBadge(statusLabel('contract', row.status), row.status)]),
      el('td', { class: 'actions' }, [
        button(t('auditDocument'), { 'data-testid': `open-audit-${row.id}`, 'aria-label': t('auditDocumentOf', { id: row.id }) }, () => openAuditDocument(row)),
      ]),
    ]),
  );
  return [
    header(moduleName('contract'), t('records', { n: CONTRACTS.length })),
    table(moduleName('contract'), [t('contractNo'), t('contractName'), t('contractSupplier'), t('contractAmount'), field('common', 'auditStatus'), t('actions')], rows, [false, false, false, true], true),
  ];
}

export function contractDetail(id: string | null): Node[] {
  const row = byId(CONTRACTS, id);
  if (!row) return notFound(moduleName('contract'), id, '/v2/list');
  return [
    header(bi(row.name), row.id),
    facts([
      [field('common', 'auditStatus'), statusBadge(statusLabel('contract', row.status), row.status)],
      [t('contractSupplier'), bi(SUPPLIER_NAMES[row.supplier])],
      [t('contractAmount'), money(row.amount)],
    ]),
    backLink('/v2/list'),
  ];
}
