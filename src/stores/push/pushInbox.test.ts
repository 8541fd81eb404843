import { describe, expect, it } from 'vitest';
import { MAX_PAYLOAD_BYTES, PushInbox } from './pushInbox';

const bytes = (event: unknown) => new TextEncoder().encode(JSON.stringify(event));
const message = (id: number, extra: Record<string, unknown> = {}) => ({ type: 'message', id: String(id), title: `消息 ${id}`, sentAt: '2026-11-23T03:10:00.000Z', ...extra });

describe('PushInbox', () => {
  it('tells a message once however often it arrives, and counts it once in the badge', () => {
    const inbox = new PushInbox();
    for (const payload of [message(1), message(1), { type: 'todo', id: '7', title: '待办 7', businessType: 'order', businessId: 'PO-7', createdAt: '2026-11-23T03:10:00.000Z' }].map(bytes)) inbox.receive(payload);
    const batch = inbox.takeBatch();
    expect(batch.notices).toEqual([
      { key: 'message:1', kind: 'message', body: '消息 1' },
      { key: 'todo:7', kind: 'todo', body: '待办 7' },
    ]);
    expect([batch.unreadAdded, batch.todoAdded, inbox.liveCounted]).toEqual([1, 1, 1]);
    inbox.receive(bytes(message(1)));
    expect(inbox.takeBatch().notices).toEqual([]);
  });

  it('ignores oversized payloads and what is not UTF-8 JSON', () => {
    const inbox = new PushInbox();
    expect(inbox.receive(new Uint8Array(MAX_PAYLOAD_BYTES + 1))).toBe(false);
    expect(inbox.receive(new Uint8Array([0xff, 0xfe]))).toBe(true);
    expect(inbox.takeBatch()).toMatchObject({ notices: [], unreadAdded: 0, more: false });
  });

  it('takes the server’s counts as the new base, adding only what came after them', () => {
    const inbox = new PushInbox();
    for (const event of [message(1), { type: 'counts', unreadMessages: 9, todos: 4, changedAt: '2026-11-23T03:10:00.000Z' }, message(2)]) inbox.receive(bytes(event));
    expect(inbox.takeBatch()).toMatchObject({ counts: { unread: 9, todos: 4 }, unreadAdded: 1 });
  });

  it('spreads a burst over batches of 200', () => {
    const inbox = new PushInbox();
    for (let id = 0; id < 250; id += 1) inbox.receive(bytes(message(id)));
    const first = inbox.takeBatch();
    expect([first.notices.length, first.more]).toEqual([200, true]);
    const second = inbox.takeBatch();
    expect([second.notices.length, second.more]).toEqual([50, false]);
  });

  it('a re-read tells the unread rows no push told, once, in English in English mode; the first of a sign-in only counts', () => {
    const inbox = new PushInbox(() => 'en');
    // The first re-read is the baseline: what was unread before the user came is not shown.
    expect(inbox.reconcile({ total: 1, rows: [{ id: '0', title: '消息 0', sentAt: '2026-11-23T03:00:00.000Z' }] }, undefined).notices).toEqual([]);
    inbox.receive(bytes(message(1)));
    inbox.takeBatch();
    const rows = [
      { id: '2', title: '消息 2', titleEn: 'Message 2', sentAt: '2026-11-23T03:11:00.000Z' },
      { id: '1', title: '消息 1', sentAt: '2026-11-23T03:10:00.000Z' },
    ];
    expect(inbox.reconcile({ total: 2, rows }, 1).notices).toEqual([{ key: 'message:2', kind: 'message', body: 'Message 2' }]);
    expect(inbox.reconcile({ total: 2, rows }, 2).notices).toEqual([]);
  });

  it('forgets the user: the same id is told again to the next one', () => {
    const inbox = new PushInbox();
    inbox.receive(bytes(message(1)));
    inbox.takeBatch();
    inbox.forget();
    inbox.receive(bytes(message(1)));
    expect(inbox.takeBatch().notices).toHaveLength(1);
  });
});
