import { describe, expect, it } from 'vitest';
import { forwardDocument, forwardFields, forwardTarget } from './forwardData';

describe('forward pages', () => {
  it('shows query parameters and a JSON data object as fields, never the name', () => {
    expect(forwardFields({ name: '详情', id: '7', data: '{"orderNumber":"PO-1","lines":[1,2],"none":null}' })).toEqual([
      ['id', '7'],
      ['orderNumber', 'PO-1'],
      ['lines', '[1,2]'],
      ['none', ''],
    ]);
    expect(forwardFields({ data: 'not json' })).toEqual([['data', 'not json']]);
    expect(forwardFields({ data: '[1]' })).toEqual([['data', '[1]']]);
  });

  it('names the document: its dictionary entity and the approval type and number that open its page', () => {
    expect(forwardDocument({ name: 'i18n_menu_forward_detail', id: '1' })).toEqual({ fields: [['id', '1']], entity: undefined, auditType: undefined, businessId: undefined });
    expect(forwardDocument({ businessType: 'orderDetail', id: 'PO2026700000', data: '{"orderAmountTax":"12800"}' })).toEqual({
      fields: [['businessType', 'orderDetail'], ['id', 'PO2026700000'], ['orderAmountTax', '12800']],
      entity: 'order',
      auditType: 'orderDetail',
      businessId: 'PO2026700000',
    });
    expect(forwardDocument({ entity: 'supplier', fullName: '华东', auditType: 'toString' })).toMatchObject({ entity: 'supplier', auditType: 'toString', businessId: undefined });
    expect(forwardDocument({ auditType: 'unknownType', businessId: 'X-1' }).entity).toBeUndefined();
    expect(forwardDocument({ name: '详情' }).fields).toEqual([]);
  });

  it('forwards a page with an address to the frame host, the rest to the detail page', () => {
    expect(forwardTarget({ src: '/subapps/order/#/v2/order/detail', name: '订单', id: '1' })).toEqual({
      path: '/myiframe/forward',
      query: { src: '/subapps/order/#/v2/order/detail', name: '订单', id: '1' },
    });
    expect(forwardTarget({ id: '1' })).toEqual({ path: '/forward/detail', query: { id: '1' } });
    expect(forwardTarget({ src: '  ', id: '1' })).toEqual({ path: '/forward/detail', query: { src: '  ', id: '1' } });
  });
});
