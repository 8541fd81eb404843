import { describe, expect, it } from 'vitest';
import { messageDocument } from './messageDocument';

const known = (type: string) => type === 'purchaseOrder';

describe('messageDocument', () => {
  it('links a number of a business type the link map knows', () => {
    expect(messageDocument({ businessId: ' PO-1001 ', businessType: 'purchaseOrder' }, known)).toEqual({ documentId: 'PO-1001', linked: true });
  });

  it('shows the number alone for a type the map does not know, and nothing without a number', () => {
    expect(messageDocument({ businessId: 'X-1', businessType: 'unknownType' }, known)).toEqual({ documentId: 'X-1', linked: false });
    expect(messageDocument({ businessId: '  ', businessType: 'purchaseOrder' }, known)).toEqual({ documentId: '', linked: false });
    expect(messageDocument(undefined, known)).toEqual({ documentId: '', linked: false });
  });
});
