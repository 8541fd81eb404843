import { describe, expect, it } from 'vitest';
import { parsePushEvent, pushTopic } from './push';

const owner = { elsAccount: '307000', elsSubAccount: '1001', environment: 'demo' };

describe('pushTopic', () => {
  it("fills the layout's template with the user's account and environment", () => {
    expect(pushTopic('srm/{environMentConfig}/{elsAccount}_{elsSubAccount}', owner)).toBe('srm/demo/307000_1001');
    expect(pushTopic('srm/{elsAccount}/{elsAccount}', owner)).toBe('srm/307000/307000');
    expect(pushTopic('srm/{environMentConfig}/{elsAccount}', { ...owner, environment: undefined })).toBe('srm//307000');
  });

  it("refuses values that could reach another user's topic, and wildcard templates", () => {
    expect(pushTopic('srm/{elsAccount}_{elsSubAccount}', { ...owner, elsSubAccount: '1001/#' })).toBeUndefined();
    expect(pushTopic('srm/{elsAccount}_{elsSubAccount}', { ...owner, elsAccount: '+' })).toBeUndefined();
    expect(pushTopic('srm/{elsAccount}/{elsSubAccount}', { ...owner, environment: 'a/b' })).toBeUndefined();
    expect(pushTopic('srm/#', owner)).toBeUndefined();
    expect(pushTopic('', owner)).toBeUndefined();
  });
});

describe('parsePushEvent', () => {
  it('reads the message, to-do and layout events and drops unknown fields', () => {
    expect(parsePushEvent({ type: 'message', id: 'm1', title: '新消息', sentAt: '2026-03-01T00:00:00Z', extra: 1 })).toEqual({
      type: 'message',
      id: 'm1',
      title: '新消息',
      sentAt: '2026-03-01T00:00:00Z',
    });
    expect(parsePushEvent({ type: 'todo', id: 't1', title: '审批', businessType: 'rfqEdit', businessId: 'RFQ-1', createdAt: 'x' })?.type).toBe('todo');
    expect(parsePushEvent({ type: 'layout-published', scope: 'tenant', elsAccount: '307000', publishedAt: 'x' })).toEqual({
      type: 'layout-published',
      scope: 'tenant',
      elsAccount: '307000',
      publishedAt: 'x',
    });
  });

  it('refuses anything else', () => {
    expect(parsePushEvent(null)).toBeUndefined();
    expect(parsePushEvent('message')).toBeUndefined();
    expect(parsePushEvent({ type: 'unknown' })).toBeUndefined();
    expect(parsePushEvent({ type: 'message', id: 1, title: 'x', sentAt: 'x' })).toBeUndefined();
    expect(parsePushEvent({ type: 'layout-published', scope: 'everyone', elsAccount: '307000', publishedAt: 'x' })).toBeUndefined();
    expect(parsePushEvent({ type: 'counts', unreadMessages: -1, todos: 0, changedAt: 'x' })).toBeUndefined();
    expect(parsePushEvent({ type: 'counts', unreadMessages: 1.5, todos: 0, changedAt: 'x' })).toBeUndefined();
  });

  it('reads the badge counts', () => {
    expect(parsePushEvent({ type: 'counts', unreadMessages: 12000, todos: 3, changedAt: 'x' })).toEqual({
      type: 'counts',
      unreadMessages: 12000,
      todos: 3,
      changedAt: 'x',
    });
  });
});
