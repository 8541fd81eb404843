import { describe, expect, it } from 'vitest';
import { auditDetailAddress, auditDetailRoute, auditTabLabel } from './auditLink';

const links = {
  contract: { order: 5, path: '/subapps/contract/#/v2/detail', label: 'Contract' },
  orderDetail: { order: 40, path: '/order/#/v2/order/detail' },
  removed: null,
};
const label = (link: { label?: unknown }) => (typeof link.label === 'string' ? link.label : '');

describe('auditDetailAddress', () => {
  it('puts the document number into the hash route, keeping its query', () => {
    expect(auditDetailAddress('/rfq/#/v2/detail', 'RFQ-2026-3001')).toBe('/rfq/#/v2/detail?id=RFQ-2026-3001');
    expect(auditDetailAddress('/rfq/#/v2/detail?mode=view', 'A&B')).toBe('/rfq/#/v2/detail?mode=view&id=A%26B');
    expect(auditDetailAddress('/contract/view', 'C 1')).toBe('/contract/view?id=C%201');
  });
});

describe('auditDetailRoute', () => {
  it('opens a mapped type as a frame tab named by its label and number', () => {
    expect(auditDetailRoute(links, 'contract', 'CT-2026-0001', label)).toEqual({
      ok: true,
      path: '/myiframe/audit_contract',
      query: { src: '/subapps/contract/#/v2/detail?id=CT-2026-0001', name: 'Contract CT-2026-0001' },
    });
    expect(auditDetailRoute(links, 'orderDetail', 'PO1', label)).toMatchObject({ ok: true, query: { name: 'orderDetail PO1' } });
  });
  it('refuses a type the map does not name, a removed one, and malformed input', () => {
    expect(auditDetailRoute(links, 'invoice', 'X1', label)).toEqual({ ok: false, reason: 'unknown-type' });
    expect(auditDetailRoute(links, 'removed', 'X1', label)).toEqual({ ok: false, reason: 'unknown-type' });
    expect(auditDetailRoute(links, '__proto__', 'X1', label)).toEqual({ ok: false, reason: 'bad-document' });
    expect(auditDetailRoute(links, 'toString', 'X1', label)).toEqual({ ok: false, reason: 'unknown-type' });
    expect(auditDetailRoute(links, 'contract', '', label)).toEqual({ ok: false, reason: 'bad-document' });
    expect(auditDetailRoute(links, 'contract', 'x'.repeat(129), label)).toEqual({ ok: false, reason: 'bad-document' });
  });
});

describe('auditTabLabel', () => {
  const tabLinks = { rfqEdit: { order: 10, path: '/rfq/#/v2/edit', label: { zh_cn: '询价单编辑', en: 'Inquiry (edit)' } }, plain: { order: 20, path: '/p/#/x', label: '单一' } };
  it("names an approval document's tab in each language of its link's label", () => {
    expect(auditTabLabel(tabLinks, '/myiframe/audit_rfqEdit', '/rfq/#/v2/edit?id=RFQ-2026-3001')).toEqual({ zh_cn: '询价单编辑 RFQ-2026-3001', en: 'Inquiry (edit) RFQ-2026-3001' });
    expect(auditTabLabel(tabLinks, '/myiframe/audit_rfqEdit', auditDetailAddress('/rfq/?x=1', 'A&B'))).toEqual({ zh_cn: '询价单编辑 A&B', en: 'Inquiry (edit) A&B' });
  });
  it('leaves other tabs, unknown types and one-text labels to their stored label', () => {
    expect(auditTabLabel(tabLinks, '/myiframe/forward', '/rfq/#/v2/edit?id=1')).toBeUndefined();
    expect(auditTabLabel(tabLinks, '/myiframe/audit_gone', '/rfq/#/v2/edit?id=1')).toBeUndefined();
    expect(auditTabLabel(tabLinks, '/myiframe/audit_plain', '/p/#/x?id=1')).toBeUndefined();
    expect(auditTabLabel(tabLinks, '/myiframe/audit_rfqEdit', '/rfq/#/v2/edit')).toBeUndefined();
  });
});
