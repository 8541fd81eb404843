import { describe, expect, it } from 'vitest';
import { frameSrc } from './frameSrc';

describe('frameSrc', () => {
  it('takes src, else path', () => {
    expect(frameSrc({ src: '/rfq/#/v2/list', name: '询价' })).toBe('/rfq/#/v2/list');
    expect(frameSrc({ path: '/order/#/v2/order/list' })).toBe('/order/#/v2/order/list');
    expect(frameSrc({ name: 'x' })).toBeUndefined();
  });
  it('appends other parameters except src and name', () => {
    expect(frameSrc({ src: '/rfq/#/v2/detail', name: 'n', id: '7', taskId: 't' })).toBe('/rfq/#/v2/detail?id=7&taskId=t');
    expect(frameSrc({ src: '/x?a=1', id: '2' })).toBe('/x?a=1&id=2');
  });
  it('appends name for type=supplierDetail and carries _t and elsAccount', () => {
    expect(frameSrc({ src: '/s', name: '供应商', type: 'supplierDetail' })).toBe('/s?name=%E4%BE%9B%E5%BA%94%E5%95%86&type=supplierDetail');
    expect(frameSrc({ src: '/report/designer', _t: '123', elsAccount: '307000' })).toBe('/report/designer?_t=123&elsAccount=307000');
  });
});
