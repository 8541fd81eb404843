// The push service the modules use (ctx.push): an event for one user or for every user of a tenant,
// sent as JSON on the user's topics, QoS 1, not retained, through the server's own broker or an
// external one. Publishing never fails a request: the event's rows are already in the database and
// the shell re-reads them after every reconnect, so a stopped broker only delays the news.
import type { Account } from '../../../src/contract/auth.js';
import type { CountsPushEvent, PushEvent } from '../../../src/contract/push.js';
import type { AccountRepo } from '../auth/accounts.js';
import type { PushTransport } from './broker.js';
import type { PushTopics } from './topics.js';

/** The badges a `counts` event carries. */
export type BadgeCounts = Pick<CountsPushEvent, 'unreadMessages' | 'todos'>;

export interface PushService {
  /** Sends the event to the user's topics; resolves when handed to the broker (never rejects). */
  publish(owner: Account, event: PushEvent): Promise<void>;
  /**
   * Sends the event to every enabled user of the tenant; `withSuppliers`: to the supplier-side users
   * too (they may sign in to the tenant's portal; the shell keeps only what concerns the tenant it runs as).
   */
  publishToTenant(elsAccount: string, event: PushEvent, options?: { withSuppliers?: boolean }): Promise<void>;
  /**
   * Sends the user's badge counts as they are now (after a read, a mark, an approval action), so
   * every open portal of the user shows the same badges.
   */
  publishCounts(owner: Account): Promise<void>;
  /** Resolves when every publish begun so far has ended (the server awaits it before closing the database). */
  settled(): Promise<void>;
}

/** The supplier-side users one tenant-wide event reaches at most (a reference-server bound). */
export const MAX_SUPPLIER_AUDIENCE = 5000;

export class TopicPushService implements PushService {
  constructor(
    private readonly transport: PushTransport | undefined,
    private readonly topics: PushTopics,
    private readonly accounts: AccountRepo,
    private readonly countsOf: (owner: Account) => Promise<BadgeCounts>,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** Publishes still running: the routes do not await them (fire and forget), the server's close does. */
  private readonly inFlight = new Set<Promise<void>>();

  publishCounts(owner: Account): Promise<void> {
    return this.track(`counts of ${owner.elsAccount}_${owner.elsSubAccount}`, async () => {
      const counts = await this.countsOf({ elsAccount: owner.elsAccount, elsSubAccount: owner.elsSubAccount });
      await this.sendToUser(owner, { type: 'counts', ...counts, changedAt: new Date().toISOString() });
    });
  }

  publish(owner: Account, event: PushEvent): Promise<void> {
    return this.track(`${event.type} to ${owner.elsAccount}_${owner.elsSubAccount}`, () => this.sendToUser(owner, event));
  }

  publishToTenant(elsAccount: string, event: PushEvent, options: { withSuppliers?: boolean } = {}): Promise<void> {
    return this.track(`${event.type} to tenant ${elsAccount}`, async () => {
      const staff = (await this.accounts.enabledOfTenant(elsAccount)).map((user) => ({ elsAccount, ...user }));
      const suppliers = options.withSuppliers ? (await this.accounts.enabledSuppliers(MAX_SUPPLIER_AUDIENCE)).filter((user) => user.elsAccount !== elsAccount) : [];
      await this.send([...staff, ...suppliers].flatMap((user) => this.topics.topicsOf(user)), event);
    });
  }

  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /**
   * Runs one publish so that it never rejects (a database read failing under it, e.g. while the
   * server closes, is logged: an unhandled rejection would end the process) and is awaited by settled().
   */
  private track(what: string, work: () => Promise<void>): Promise<void> {
    const running: Promise<void> = work()
      .catch((error: unknown) => {
        this.log(`push ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
    return running;
  }

  private async sendToUser(owner: Account, event: PushEvent): Promise<void> {
    const account = await this.accounts.find(owner.elsAccount, owner.elsSubAccount);
    if (!account) return;
    await this.send(this.topics.topicsOf({ elsAccount: owner.elsAccount, elsSubAccount: owner.elsSubAccount, environment: account.environment_config }), event);
  }

  private async send(topics: readonly string[], event: PushEvent): Promise<void> {
    const transport = this.transport;
    if (!transport || topics.length === 0) return;
    const payload = JSON.stringify(event);
    await Promise.all(
      topics.map((topic) =>
        transport.publish(topic, payload).catch((error: unknown) => {
          this.log(`push to ${topic} failed: ${(error as Error).message}`);
        }),
      ),
    );
  }
}
