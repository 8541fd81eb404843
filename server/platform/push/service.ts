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

  async publishCounts(owner: Account): Promise<void> {
    const counts = await this.countsOf({ elsAccount: owner.elsAccount, elsSubAccount: owner.elsSubAccount });
    await this.publish(owner, { type: 'counts', ...counts, changedAt: new Date().toISOString() });
  }

  async publish(owner: Account, event: PushEvent): Promise<void> {
    const account = await this.accounts.find(owner.elsAccount, owner.elsSubAccount);
    if (!account) return;
    await this.send(this.topics.topicsOf({ elsAccount: owner.elsAccount, elsSubAccount: owner.elsSubAccount, environment: account.environment_config }), event);
  }

  async publishToTenant(elsAccount: string, event: PushEvent, options: { withSuppliers?: boolean } = {}): Promise<void> {
    const staff = (await this.accounts.enabledOfTenant(elsAccount)).map((user) => ({ elsAccount, ...user }));
    const suppliers = options.withSuppliers ? (await this.accounts.enabledSuppliers(MAX_SUPPLIER_AUDIENCE)).filter((user) => user.elsAccount !== elsAccount) : [];
    const topics = [...staff, ...suppliers].flatMap((user) => this.topics.topicsOf(user));
    await this.send(topics, event);
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
