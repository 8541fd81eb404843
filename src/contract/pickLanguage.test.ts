import { describe, expect, it } from 'vitest';
import { pickLanguage } from './approvals';

describe('pickLanguage (server data in the user language)', () => {
  it('shows the English text in English mode when there is one, else the Chinese', () => {
    expect(pickLanguage('采购订单 PO-1 审批', 'Purchase order PO-1 approval', 'en')).toBe('Purchase order PO-1 approval');
    expect(pickLanguage('采购订单 PO-1 审批', 'Purchase order PO-1 approval', 'zh_cn')).toBe('采购订单 PO-1 审批');
    expect(pickLanguage('明天培训', undefined, 'en')).toBe('明天培训');
    expect(pickLanguage('明天培训', '', 'en')).toBe('明天培训');
  });
});
