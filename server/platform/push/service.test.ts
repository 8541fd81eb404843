// The push service's fire-and-forget contract: the routes do not await a publish, so a publish must
// never reject (an unhandled rejection ends a Node process), and the server's close must wait for the
// publishes still running before it closes the database under them (seen under test:pg as "driver has
// already been destroyed" from a layout publish's audience read).
import { describe, expect, it } from 'vitest';
import type { AccountRepo } from '../auth/accounts.js';
import type { PushTransport } from './broker.js';
import { TopicPushService } from './service.js';
import type { PushTopics } from './topics.js';

const topics = { topicsOf: (user: { elsAccount: string; elsSubAccount: string }) => [`srm/test/${user.elsAccount}_${user.elsSubAccount}`] } as unknown as PushTopics;
const event = { type: 'layout-published', scope: 'tenant', elsAccount: '307000', publishedAt: '2026-11-28T10:00:00.000Z' } as const;

function transportInto(sent: string[]): PushTransport {
  return { publish: async (topic: string) => void sent.push(topic), close: async () => undefined } as unknown as PushTransport;
}

describe('TopicPushService', () => {
  it('resolves and logs when the audience cannot be read (the database failing or closed), never rejects', async () => {
    const logged: string[] = [];
    const accounts = { enabledOfTenant: () => Promise.reject(new Error('driver has already been destroyed')) } as unknown as AccountRepo;
    const service = new TopicPushService(transportInto([]), topics, accounts, async () => ({ unreadMessages: 0, todos: 0 }), (line) => logged.push(line));
    await expect(service.publishToTenant('307000', event)).resolves.toBeUndefined();
    expect(logged).toEqual(['push layout-published to tenant 307000 failed: driver has already been destroyed']);
  });

  it('settles only after every publish begun has sent (what the server awaits before closing the database)', async () => {
    const sent: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const accounts = {
      enabledOfTenant: async () => {
        await gate;
        return [{ elsSubAccount: '1001', environment: 'test' }];
      },
    } as unknown as AccountRepo;
    const service = new TopicPushService(transportInto(sent), topics, accounts, async () => ({ unreadMessages: 0, todos: 0 }));
    void service.publishToTenant('307000', event);
    let settled = false;
    const waiting = service.settled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    release();
    await waiting;
    expect(sent).toEqual(['srm/test/307000_1001']);
    // Nothing running: settles at once.
    await expect(service.settled()).resolves.toBeUndefined();
  });
});
