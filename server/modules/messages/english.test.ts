import { describe, expect, it } from 'vitest';
import { messageEnglish } from './english.js';
import { buyerMessage } from './seed.js';

describe('the English of the demo messages', () => {
  it('renders every kind of demo message, title and content, without Chinese', () => {
    const missing: string[] = [];
    for (let n = 0; n < 300; n += 1) {
      const message = buyerMessage(n);
      for (const text of [message.title, message.content]) if (messageEnglish(text) === undefined) missing.push(text);
    }
    expect(missing).toEqual([]);
    expect(messageEnglish('询价单 RFQ-2026-1001 已收到 3 家报价')).toBe('Inquiry RFQ-2026-1001: 3 quotations received');
    expect(messageEnglish('采购订单 PO2026100000 已由华东精密零件有限公司确认')).toBe('Purchase order PO2026100000 confirmed by Huadong Precision Parts Co., Ltd.');
  });

  it('has no English for a text an administrator typed, nor for an unknown name', () => {
    expect(messageEnglish('明天全员培训')).toBeUndefined();
    expect(messageEnglish('采购订单 PO-1 已由某某公司确认')).toBeUndefined();
  });
});
