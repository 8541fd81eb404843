/**
 * The reference server with its embedded broker, in a process of its own for the broker benchmark
 * (started by brokers.bench.ts through embeddedBroker.ts; not run by hand). Its own process, so its
 * memory and CPU are measured apart from the benchmark's clients and it holds its own sockets.
 *
 * It creates `users` accounts (one tenant), signs each in through the server's TokenService (a real
 * login session and access token each, as a sign-in makes them), listens on a free loopback port and
 * answers over IPC: { ready, url, users: [{ username, password, topic }] }. Then it publishes what the
 * parent asks ({ publish: user index, id }) through the server's own push path (ctx.push.publish),
 * and closes on { stop }.
 *
 * Push limits are raised through options only, for the benchmark: every client comes from 127.0.0.1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../server/app';
import { dummyPasswordHash } from '../../server/platform/auth/passwords';
import { DEMO_ENVIRONMENT } from '../../server/fixtures/demoLogins';
import type { Account } from '../../src/contract';

export interface BenchUser {
  username: string;
  password: string;
  topic: string;
}

export type ParentMessage = { publish: number; id: string } | { stop: true };
export type ChildMessage = { ready: true; url: string; users: BenchUser[] } | { published: string; error: string };

const BENCH_TENANT = '990001';

async function main(): Promise<void> {
  const users = Number(process.argv[2]);
  if (!Number.isInteger(users) || users < 1 || users > 50_000) throw new Error(`users: 1 to 50000, got ${process.argv[2]}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'srm-bench-broker-'));
  const server = await buildServer({
    dataDir,
    logger: false,
    rateLimit: false,
    push: {
      limits: {
        maxConnections: users + 100,
        maxPending: 1000,
        maxPendingPerAddress: 1000,
        maxSocketsPerAddress: users + 100,
      },
    },
  });
  const { ctx } = server;
  const owners: Account[] = [];
  const hash = dummyPasswordHash();
  await server.db.transaction().execute(async (trx) => {
    await ctx.accounts.insertTenant(BENCH_TENANT, 'Broker bench', 'buyer', trx);
    for (let n = 1; n <= users; n += 1) {
      const owner = { elsAccount: BENCH_TENANT, elsSubAccount: String(n) };
      await ctx.accounts.insertAccount({ ...owner, name: `bench ${n}`, station: 'purchase', permission: 'user', roles: [], environment: DEMO_ENVIRONMENT, passwordHash: hash }, trx);
      owners.push(owner);
    }
  });
  const benchUsers: BenchUser[] = [];
  for (const owner of owners) {
    const account = (await ctx.accounts.find(owner.elsAccount, owner.elsSubAccount))!;
    const session = await ctx.tokens.startSession(account);
    const [topic] = ctx.pushTopics.topicsOf({ ...owner, environment: DEMO_ENVIRONMENT });
    benchUsers.push({ username: `${owner.elsAccount}_${owner.elsSubAccount}`, password: session.token, topic: topic! });
  }
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no port');

  const send = (message: ChildMessage): void => {
    process.send?.(message);
  };
  process.on('message', (message: ParentMessage) => {
    if ('stop' in message) {
      void server.close().finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
      return;
    }
    const owner = owners[message.publish];
    if (!owner) return send({ published: message.id, error: 'no such user' });
    // Only a failure is answered: the delivery itself is what the parent waits for.
    ctx.push.publish(owner, { type: 'message', id: message.id, title: 'bench', sentAt: new Date().toISOString() }).catch((error: unknown) => send({ published: message.id, error: String(error) }));
  });
  process.on('disconnect', () => process.exit(1));
  send({ ready: true, url: `ws://127.0.0.1:${address.port}/mqtt`, users: benchUsers });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
