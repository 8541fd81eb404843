// Session changes across instances: a logout, a password change or a lock on one instance must close the
// push connections of that session on every instance (each holds its own broker sockets, EMQX kick
// timers, dynsec logins), and every instance must forget the session state it keeps for requests
// (TokenService, SESSION_STATE_MAX_AGE_MS), an unlock included. Each instance announces its own
// changes on one Redis channel and hands those announced by the others to its TokenService
// (receiveRemoteChange).
//
// A change announced while Redis is away is lost for the other instances: the session is changed in
// the database all the same (no token of a revoked session works again, no reconnect is accepted), the
// other instances' kept state of it ends within SESSION_STATE_MAX_AGE_MS, and a socket already open on
// another instance closes at that instance's next session check (push.limits.sessionCheckMs, 30 s;
// EmbeddedBroker.checkSessions). The failure is logged.
import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { SessionChange, TokenService } from '../auth/tokens.js';
import { duplicateRedis, quitRedis } from './redis.js';

interface Announcement {
  /** The announcing bus (one per server, so two instances of one process are told apart). */
  origin: string;
  sid: string;
  why: SessionChange;
}

const CHANGES: readonly SessionChange[] = ['revoked', 'locked', 'unlocked'];

function announcementOf(text: string): Announcement | undefined {
  try {
    const value = JSON.parse(text) as Partial<Announcement>;
    if (typeof value.origin !== 'string' || typeof value.sid !== 'string' || !CHANGES.includes(value.why as SessionChange)) return undefined;
    return { origin: value.origin, sid: value.sid, why: value.why as SessionChange };
  } catch {
    return undefined;
  }
}

export class SessionCutBus {
  private readonly origin = crypto.randomUUID();
  /** While the others' cut is handed to the local listeners: not announced again. */
  private relaying = false;
  private readonly stopListening: () => void;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    tokens: TokenService,
    private readonly log: (message: string) => void,
  ) {
    this.stopListening = tokens.onSessionChange((sid, why) => this.announce(sid, why));
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      const cut = announcementOf(text);
      if (!cut || cut.origin === this.origin) return;
      this.relaying = true;
      try {
        tokens.receiveRemoteChange(cut.sid, cut.why);
      } finally {
        this.relaying = false;
      }
    });
  }

  /** Subscribes (resolves once Redis confirmed the subscription) and starts announcing the local cuts. */
  static async open(redis: Redis, channel: string, tokens: TokenService, log: (message: string) => void): Promise<SessionCutBus> {
    const subscriber = duplicateRedis(redis, 'srm-session-cuts');
    try {
      await subscriber.subscribe(channel);
    } catch (error) {
      subscriber.disconnect();
      throw error;
    }
    return new SessionCutBus(redis, subscriber, channel, tokens, log);
  }

  private announce(sid: string, why: SessionChange): void {
    if (this.relaying) return;
    const text = JSON.stringify({ origin: this.origin, sid, why } satisfies Announcement);
    this.publisher.publish(this.channel, text).catch((error: unknown) => {
      this.log(`session ${why} not announced to the other instances (Redis): ${(error as Error).message}`);
    });
  }

  async close(): Promise<void> {
    this.stopListening();
    await quitRedis(this.subscriber);
  }
}
