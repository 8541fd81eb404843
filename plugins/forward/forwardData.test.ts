import { describe, expect, it } from 'vitest';
import { forwardFields, forwardTarget } from './forwardData';

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

  it('forwards a page with an address to the frame host, the rest to the detail page', () => {
    expect(forwardTarget({ src: '/subapps/order/#/v2/order/detail', name: '订单', id: '1' })).toEqual({
      path: '/myiframe/forward',
      query: { src: '/subapps/order/#/v2/order/detail', name: '订单', id: '1' },
    });
    expect(forwardTarget({ id: '1' })).toEqual({ path: '/forward/detail', query: { id: '1' } });
    expect(forwardTarget({ src: '  ', id: '1' })).toEqual({ path: '/forward/detail', query: { src: '  ', id: '1' } });
  });
});
