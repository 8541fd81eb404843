import { describe, expect, it } from 'vitest';
import { demoEnglish, withEnglish } from './english.js';

describe('the English of the demo approval texts', () => {
  it('renders titles, steps and comments in English', () => {
    expect(demoEnglish('采购订单 PO2026700037 审批（华东精密零件有限公司，¥12,800.00）')).toBe('Purchase order PO2026700037 approval (Huadong Precision Parts Co., Ltd., ¥12,800.00)');
    expect(demoEnglish('询价单 RFQ-2026-5101 待报价（演示采购有限公司）')).toBe('Inquiry RFQ-2026-5101 to quote (Demo Purchasing Co., Ltd.)');
    expect(demoEnglish('部门经理审批')).toBe('Department manager approval');
    expect(demoEnglish('同意，请总监审批')).toBe('Approved: over to the director');
  });

  it('has no English for a text it does not fully know (a user typed it): the Chinese is shown', () => {
    expect(demoEnglish('赵总监')).toBeUndefined();
    expect(demoEnglish('采购订单 紧急')).toBeUndefined();
    expect(demoEnglish(null)).toBeUndefined();
    expect(withEnglish('titleEn', '自定义标题')).toEqual({});
    expect(withEnglish('titleEn', '采购订单 PO-1 审批')).toEqual({ titleEn: 'Purchase order PO-1 approval' });
  });
});
