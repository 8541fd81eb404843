import { describe, expect, it } from 'vitest';
import { clampPage, clampPageSize, lastPage, pageForSizeChange, rowRange } from './paging';
import { formatFileSize, messageQuery, progressFraction, searchKeyword } from './filters';

describe('list paging', () => {
  it('reaches page 500 of 12,000 rows at 20 and keeps the page within the list', () => {
    expect(lastPage(12_000, 20)).toBe(600);
    expect(clampPage(500, 12_000, 20)).toBe(500);
    expect(clampPage(601, 12_000, 20)).toBe(600);
    expect(clampPage(0, 12_000, 20)).toBe(1);
    expect(clampPage(-3, 12_000, 20)).toBe(1);
    expect(clampPage(Number.NaN, 12_000, 20)).toBe(1);
    expect(clampPage(2.7, 100, 10)).toBe(2);
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(10_000_000, 1)).toBe(10_000);
  });

  it('keeps page sizes within 1–100 and the first row in view when the size changes', () => {
    expect(clampPageSize(500)).toBe(100);
    expect(clampPageSize(0)).toBe(1);
    expect(clampPageSize(Number.NaN)).toBe(20);
    expect(pageForSizeChange(3, 20, 50)).toBe(1);
    expect(pageForSizeChange(500, 20, 10)).toBe(999);
  });

  it('names the rows of a page', () => {
    expect(rowRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
    expect(rowRange(2, 20, 30)).toEqual({ from: 21, to: 30 });
    expect(rowRange(500, 20, 12_000)).toEqual({ from: 9981, to: 10_000 });
  });
});

describe('list filters', () => {
  it('builds the message query, leaving empty filters out', () => {
    expect(messageQuery({ readFilter: 'all', keyword: '  ', pageNo: 1, pageSize: 20 })).toEqual({ pageNo: 1, pageSize: 20 });
    expect(messageQuery({ readFilter: 'unread', keyword: ' 订单 ', pageNo: 2, pageSize: 50 })).toEqual({ pageNo: 2, pageSize: 50, readFlag: '0', keyword: '订单' });
    expect(messageQuery({ readFilter: 'read', keyword: '', pageNo: 1, pageSize: 10 }).readFlag).toBe('1');
    expect(messageQuery({ readFilter: 'all', msgType: 'audit', keyword: '', pageNo: 1, pageSize: 20 })).toEqual({ pageNo: 1, pageSize: 20, msgType: 'audit' });
    // A type the contract does not know is never sent (the server would refuse the body).
    expect(messageQuery({ readFilter: 'all', msgType: 'spam', keyword: '', pageNo: 1, pageSize: 20 })).toEqual({ pageNo: 1, pageSize: 20 });
    expect(searchKeyword('x'.repeat(150))).toHaveLength(100);
  });

  it('formats sizes and progress', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(progressFraction(50, 100)).toBe(0.5);
    expect(progressFraction(50, undefined)).toBeUndefined();
    expect(progressFraction(200, 100)).toBe(1);
  });
});
