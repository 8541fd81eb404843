import { describe, expect, it } from 'vitest';
import { NoticeQueue } from './noticeQueue';

const notice = (id: number) => ({ key: `message:${id}`, kind: 'message' as const, body: `消息 ${id}` });

describe('NoticeQueue', () => {
  it('shows as many as the layout allows, summarises the rest, and frees a place when one closes', () => {
    const queue = new NoticeQueue(() => 2);
    queue.tell([notice(1), notice(2), notice(3)], 5);
    expect(queue.take().map((n) => n.key)).toEqual(['message:1', 'message:2']);
    expect(queue.take()).toEqual([]);
    expect([queue.slots.more, queue.received]).toEqual([6, 8]);
    queue.closed('message:1');
    queue.summaryClosed();
    queue.tell([notice(4)], 0);
    expect(queue.take().map((n) => n.key)).toEqual(['message:4']);
  });

  it('forgets everything on clear', () => {
    const queue = new NoticeQueue(() => undefined);
    queue.tell([notice(1)], 3);
    queue.clear();
    expect([queue.notices, queue.slots.more, queue.received]).toEqual([[], 0, 0]);
  });
});
