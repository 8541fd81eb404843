import { describe, expect, it } from 'vitest';
import { auditTypeFilter, centreAuditTypes, centreFilterOf, centreListBody } from './auditCentre';

describe('approval centre filters', () => {
  it("reads the address: the menu's businessType=all is every type, an unknown status is to do", () => {
    const types = ['orderDetail', 'rfqEdit'];
    expect(centreFilterOf({ businessType: 'all', name: 'i18n_menu_audit_center' }, types)).toEqual({ status: 'todo', auditType: '', keyword: '' });
    expect(centreFilterOf({ status: 'done', businessType: 'orderDetail', keyword: '  PO2026 ' }, types)).toEqual({ status: 'done', auditType: 'orderDetail', keyword: 'PO2026' });
    expect(centreFilterOf({ status: 'everything', auditType: "x' OR 1" }, types)).toEqual({ status: 'todo', auditType: '', keyword: '' });
    // A type the link map does not name (the platform's 'order') is every type.
    expect(centreFilterOf({ businessType: 'order' }, types).auditType).toBe('');
    expect(centreFilterOf({ keyword: 'k'.repeat(300) }, types).keyword).toHaveLength(100);
  });

  it('sends only the filters that narrow the list', () => {
    expect(centreListBody({ status: 'todo', auditType: '', keyword: ' ' }, 2, 20)).toEqual({ pageNo: 2, pageSize: 20 });
    expect(centreListBody({ status: 'done', auditType: 'rfqEdit', keyword: 'rfq' }, 1, 50)).toEqual({ pageNo: 1, pageSize: 50, auditType: 'rfqEdit', keyword: 'rfq' });
    expect(auditTypeFilter('all')).toBe('');
    expect(auditTypeFilter('9x')).toBe('');
  });

  it("offers the link map's types in its order, without removed entries", () => {
    expect(centreAuditTypes({ b: { order: 20, path: '/b' }, a: { order: 10, path: '/a' }, gone: null, 'bad type': { order: 1, path: '/x' } })).toEqual(['a', 'b']);
  });
});
