/**
 * Benchmark of push notifications (issue 10; at scale, issue 29 budget 4): Chromium against the real
 * reference server and its embedded broker (aedes at /mqtt) on loopback, with a fleet of MQTT
 * subscribers in a process of its own (fleetProcess.ts: each connects as the shell does, its own
 * user and token, its own topic at QoS 1, keepalive pings on time).
 *
 *   npx tsx tests/bench/push.bench.ts      (part of npm run bench)
 *
 * The benchmark's database (a copy of the seeded template) gets supplier-side users until the
 * suppliers number AUDIENCE (the demo's one included), each signed in through the server's
 * TokenService; the fleet connects as them.
 *
 * 1. With LATENCY_FLEET fleet clients connected and subscribed, publish → toast latency in a signed-in
 *    page: one message at a time (its row written first, then the clock starts and the server
 *    publishes it), until the page shows it: its own toast, or the summary's count going up when the
 *    visible places are taken. Times are Date.now() in Node and in the page (one machine). WARMUP
 *    messages first, then RUNS measured. Budget: p95 ≤ 100 ms.
 * 2. A burst of BURST messages to the page published at once: all counted (toasts + the summary's
 *    count), the unread badge right, and the page's long tasks (PerformanceObserver 'longtask')
 *    during the burst. Budget: no long task over 50 ms.
 * 3. The fleet grown to AUDIENCE: a tenant-wide event through the server's real path (the buyer
 *    administrator publishes the tenant's layout overlay over HTTP; the server announces it to the
 *    tenant's users and the supplier-side users, ctx.push.publishToTenant), ROUNDS times: from the
 *    request's start to each subscriber's first receipt (wall clock of both processes). Budgets: the
 *    last receipt within 2 s (the slowest round), no subscriber missed.
 *
 * Writes bench-results/push.json and prints a summary with a line per budget (benchKit's
 * reportBudgets). Exits 1 when a budget is missed, a burst message is missing or the badge is wrong.
 * PUSH_BENCH_DEBUG=1 prints the page's WebSocket frames and console.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { dummyPasswordHash } from '../../server/platform/auth/passwords';
import { MAX_SUPPLIER_AUDIENCE } from '../../server/platform/push/service';
import { DEMO_ENVIRONMENT } from '../../server/fixtures/demoLogins';
import { endpoints } from '../../src/contract/endpoints/index';
import { buildIfStale } from '../../scripts/start-helpers';
import { writeMessages } from './pushMessages';
import { environmentOf, reportBudgets, runBench, stats, writeResult } from './benchKit';
import { fanOutFigures, supplierAccounts, type FanOutFigures } from './fanOut';
import type { FleetAnswer, FleetRequest } from './fleetProcess';
import type { Credentials } from './mqttFleet';
import { BUYER_ADMIN, adminSession, launchBrowser, login, newContext, startPortal, type Portal } from '../e2e/harness';

const WARMUP = 10;
const RUNS = 120;
const BURST = 1000;
const TARGET_P95_MS = 100;
const LONG_TASK_LIMIT_MS = 50;
/** Fleet clients connected while the page's latency and burst are measured. */
const LATENCY_FLEET = Number(process.env.PUSH_BENCH_FLEET ?? 2000);
/** Supplier-side users of the tenant-wide event, every one a fleet client: the server's cap per event. */
const AUDIENCE = Number(process.env.PUSH_BENCH_AUDIENCE ?? MAX_SUPPLIER_AUDIENCE);
const ROUNDS = 3;
const FAN_OUT_LIMIT_MS = 2000;
/** How long a round waits for the last receipt before it counts the rest as missed. */
const FAN_OUT_WAIT_MS = 10_000;
/** Fleet connections opening at once (as brokers.bench.ts). */
const CONCURRENCY = 100;
/** Companies of the seeded supplier users: 5 users each, from this number on. */
const FIRST_BENCH_COMPANY = 800_001;

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * In the page: when each push toast appeared, when the summary's count changed, and the long tasks.
 * A string, not a function: tsx keeps function names with a helper that does not exist in the page.
 */
const RECORDER = `(() => {
  const record = { events: [], longTasks: [] };
  window.__push = record;
  const seen = (element) => {
    if (!(element instanceof HTMLElement)) return;
    if (element.dataset.testid === 'push-toast') record.events.push({ t: Date.now(), key: element.dataset.key });
    else if (element.dataset.testid === 'push-toast-more') record.events.push({ t: Date.now(), more: Number(element.dataset.count) });
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') seen(mutation.target);
      for (const node of mutation.addedNodes) if (node instanceof HTMLElement) [node, ...node.querySelectorAll('[data-testid^="push-toast"]')].forEach(seen);
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-count'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ entryTypes: ['longtask'] });
})();`;

interface Recorded {
  events: { t: number; key?: string; more?: number }[];
  longTasks: { start: number; duration: number }[];
}

const recorded = (page: Page): Promise<Recorded> => page.evaluate(() => (window as unknown as { __push: Recorded }).__push);
const unread = async (page: Page) => Number(await page.getByTestId('topbar-messages').getAttribute('data-count'));

/**
 * Supplier-side users until the enabled suppliers number `audience` (written in this benchmark's own
 * database), each signed in through the server's TokenService (a login session and an access token,
 * as a sign-in makes them): the credentials of every supplier, the demo's included, with its topic.
 */
async function signedInSuppliers(portal: Portal, audience: number): Promise<Credentials[]> {
  const { ctx, db } = portal.server;
  const existing = await ctx.accounts.enabledSuppliers(audience + 1);
  if (existing.length > audience) throw new Error(`the database already holds more than ${audience} supplier users`);
  const seeded = supplierAccounts(audience - existing.length, 5, FIRST_BENCH_COMPANY);
  const hash = dummyPasswordHash();
  await db.transaction().execute(async (trx) => {
    for (const company of new Set(seeded.map((user) => user.elsAccount))) await ctx.accounts.insertTenant(company, `Bench supplier ${company}`, 'supplier', trx);
    for (const user of seeded) {
      await ctx.accounts.insertAccount({ ...user, name: `bench ${user.elsAccount}_${user.elsSubAccount}`, station: 'sale', permission: 'user', roles: ['user'], environment: DEMO_ENVIRONMENT, passwordHash: hash }, trx);
    }
  });
  // The very list the server's tenant-wide publish reads.
  const suppliers = await ctx.accounts.enabledSuppliers(MAX_SUPPLIER_AUDIENCE);
  if (suppliers.length !== audience) throw new Error(`expected ${audience} supplier users, found ${suppliers.length}`);
  const credentials: Credentials[] = [];
  for (const supplier of suppliers) {
    const account = (await ctx.accounts.find(supplier.elsAccount, supplier.elsSubAccount))!;
    const session = await ctx.tokens.startSession(account);
    const [topic] = ctx.pushTopics.topicsOf(supplier);
    credentials.push({ username: `${supplier.elsAccount}_${supplier.elsSubAccount}`, password: session.token, topic: topic! });
  }
  return credentials;
}

/** The fleet's process: one request at a time, answered in order. */
class Fleet {
  private readonly answers: FleetAnswer[] = [];
  private waiting: ((answer: FleetAnswer) => void) | undefined;
  private completeWaiter: (() => void) | undefined;

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (answer: FleetAnswer) => {
      if ('complete' in answer) return this.completeWaiter?.();
      if ('error' in answer) console.error(`fleet: ${answer.error}`);
      if (this.waiting) {
        const resolve = this.waiting;
        this.waiting = undefined;
        resolve(answer);
      } else this.answers.push(answer);
    });
  }

  static start(url: string, credentials: Credentials[]): Fleet {
    const child = fork(path.join(HERE, 'fleetProcess.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const fleet = new Fleet(child);
    fleet.post({ credentials, url });
    return fleet;
  }

  get pid(): number {
    return this.child.pid!;
  }

  private post(request: FleetRequest): void {
    this.child.send(request);
  }

  private ask<T extends FleetAnswer>(request: FleetRequest): Promise<T> {
    this.post(request);
    const queued = this.answers.shift();
    if (queued) return Promise.resolve(queued as T);
    return new Promise((resolve) => (this.waiting = (answer) => resolve(answer as T)));
  }

  /** Opens connections until `total` were asked for; throws unless all of them are held. */
  async openUpTo(total: number): Promise<{ ms: number; held: number }> {
    const answer = await this.ask<Extract<FleetAnswer, { opened: unknown }>>({ open: total, concurrency: CONCURRENCY });
    if (answer.held !== total) throw new Error(`fleet: ${answer.held} of ${total} held, failures ${JSON.stringify(answer.opened.failures)}`);
    return { ms: answer.opened.ms, held: answer.held };
  }

  /** Arms the receipts for `eventType`; `complete` resolves once every held client received one (or never). */
  async arm(eventType: string): Promise<{ expected: number; complete: Promise<void> }> {
    const complete = new Promise<void>((resolve) => (this.completeWaiter = resolve));
    const answer = await this.ask<Extract<FleetAnswer, { armed: true }>>({ arm: true, eventType });
    return { expected: answer.expected, complete };
  }

  async collect(): Promise<Extract<FleetAnswer, { collected: unknown }>['collected']> {
    return (await this.ask<Extract<FleetAnswer, { collected: unknown }>>({ collect: true })).collected;
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.post({ stop: true });
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

const cpuSecondsOf = (usage: NodeJS.CpuUsage) => Math.round(((usage.user + usage.system) / 1e6) * 100) / 100;

/**
 * ROUNDS tenant-wide events through the server's real path: the buyer administrator publishes the
 * tenant's layout overlay (a new version each round); the server announces it to every user of the
 * tenant and to the supplier-side users. Each round: request start → every fleet client's receipt.
 */
async function tenantWideRounds(portal: Portal, fleet: Fleet) {
  const admin = await adminSession(portal);
  // Where the time goes: when the route hands the event to the push service, and when the service
  // has handed every copy to the broker (the same calls, timed: the instance's method wrapped).
  const push = portal.server.ctx.push;
  const publishToTenant = push.publishToTenant.bind(push);
  const handOvers: Array<{ calledAt: number; doneAt?: number }> = [];
  push.publishToTenant = (...args) => {
    const timing: { calledAt: number; doneAt?: number } = { calledAt: performance.timeOrigin + performance.now() };
    handOvers.push(timing);
    return publishToTenant(...args).finally(() => (timing.doneAt = performance.timeOrigin + performance.now()));
  };
  const rounds: Array<FanOutFigures & { answerMs: number; publishCalledMs: number; publishDoneMs: number; serverCpuSeconds: number; fleetCpuSeconds: number }> = [];
  let baseVersion = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const { expected, complete } = await fleet.arm('layout-published');
    const cpuBefore = process.cpuUsage();
    handOvers.length = 0;
    const startedAt = performance.timeOrigin + performance.now();
    const answer = await fetch(`${admin.api}${endpoints.publishLayoutOverlay.path}`, {
      method: 'POST',
      headers: admin.headers,
      body: JSON.stringify({ elsAccount: BUYER_ADMIN.elsAccount, elsSubAccount: '', toElsAccount: '', configJson: JSON.stringify({ app: { siteTitle: `Bench round ${round}` } }), note: `bench round ${round}`, baseVersion }),
    });
    const answerMs = Math.round((performance.timeOrigin + performance.now() - startedAt) * 10) / 10;
    const body = (await answer.json()) as { data?: { version: number } };
    if (!answer.ok || !body.data) throw new Error(`publishing the tenant's overlay: HTTP ${answer.status} ${JSON.stringify(body).slice(0, 300)}`);
    baseVersion = body.data.version;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([complete, new Promise<void>((resolve) => (timer = setTimeout(resolve, FAN_OUT_WAIT_MS)))]);
    clearTimeout(timer);
    const serverCpuSeconds = cpuSecondsOf(process.cpuUsage(cpuBefore));
    const collected = await fleet.collect();
    if (collected.receipts.length !== expected) throw new Error(`fleet: ${collected.receipts.length} receipts for ${expected} armed clients`);
    const figures = fanOutFigures(startedAt, collected.receipts, collected.duplicates);
    const since = (at: number | undefined) => (at === undefined ? -1 : Math.round((at - startedAt) * 10) / 10);
    const publishCalledMs = since(handOvers[0]?.calledAt);
    const publishDoneMs = since(handOvers[0]?.doneAt);
    rounds.push({ ...figures, answerMs, publishCalledMs, publishDoneMs, serverCpuSeconds, fleetCpuSeconds: Math.round(collected.cpuSeconds * 100) / 100 });
    console.log(
      `push: tenant-wide event ${round}/${ROUNDS} to ${expected} subscribers: ${figures.delivered} delivered, ${figures.missed} missed, ${figures.duplicates} twice; publishToTenant called ${publishCalledMs} ms, all handed to the broker ${publishDoneMs} ms, HTTP answer ${answerMs} ms, first ${figures.firstMs} ms, median ${figures.medianMs} ms, p95 ${figures.p95Ms} ms, last ${figures.lastMs} ms; CPU server ${serverCpuSeconds} s, fleet ${collected.cpuSeconds.toFixed(2)} s`,
    );
  }
  return rounds;
}

async function main(): Promise<void> {
  buildIfStale();
  // Every fleet client comes from 127.0.0.1: the per-address and total limits are raised for the
  // benchmark (a deployment sets them for its own users), the rest are the server's own.
  const portal = await startPortal({
    rateLimit: false,
    push: { limits: { maxConnections: AUDIENCE + 100, maxSocketsPerAddress: AUDIENCE + 100, maxPending: 1000, maxPendingPerAddress: 1000 } },
  });
  let fleet: Fleet | undefined;
  const browser = await launchBrowser();
  try {
    const setupStart = performance.now();
    const credentials = await signedInSuppliers(portal, AUDIENCE);
    const setupMs = Math.round(performance.now() - setupStart);
    fleet = Fleet.start(`${portal.origin.replace(/^http/, 'ws')}/mqtt`, credentials);
    const latencyFleet = await fleet.openUpTo(LATENCY_FLEET);
    console.log(`push: ${credentials.length} supplier users signed in (${setupMs} ms); fleet ${latencyFleet.held} connected and subscribed in ${latencyFleet.ms} ms`);
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.addInitScript({ content: RECORDER });
    if (process.env.PUSH_BENCH_DEBUG) {
      page.on('websocket', (socket) => {
        console.log('ws', socket.url());
        socket.on('framereceived', (frame) => console.log('recv', typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('latin1').slice(0, 120)));
        socket.on('close', () => console.log('ws closed'));
      });
      page.on('console', (message) => console.log('console', message.text()));
    }
    await login(page, portal, BUYER_ADMIN);
    await page.waitForFunction(() => document.querySelector('[data-testid="topbar-pushStatus"]')?.getAttribute('data-state') === 'connected', undefined, { timeout: 30_000 });
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="topbar-messages"]')?.getAttribute('data-count')) > 0);

    // 1. Latency, one message at a time.
    const latencies: number[] = [];
    for (let n = 0; n < WARMUP + RUNS; n += 1) {
      const [event] = await writeMessages(portal, BUYER_ADMIN, [`延迟测试 ${n}`]);
      const before = (await recorded(page)).events.length;
      const sent = Date.now();
      await portal.server.ctx.push.publish(BUYER_ADMIN, event!);
      await page
        .waitForFunction((count) => (window as unknown as { __push: Recorded }).__push.events.length > count, before, { timeout: 10_000 })
        .catch(async (error: unknown) => {
          const dom = await page.evaluate(() => [...document.querySelectorAll('[data-testid^="push-toast"]')].map((e) => e.outerHTML.slice(0, 200)));
          throw new Error(`message ${n} (${event!.id}) never showed: ${String(error)}; in the page: ${JSON.stringify(dom)}; state ${await page.getByTestId('topbar-pushStatus').getAttribute('data-state')}`);
        });
      const shown = (await recorded(page)).events[before]!;
      if (shown.key !== undefined && shown.key !== `message:${event!.id}`) throw new Error(`expected the toast of ${event!.id}, saw ${shown.key}`);
      if (n >= WARMUP) latencies.push(shown.t - sent);
    }
    const latency = stats(latencies, 1);

    // 2. A burst, once the screen is quiet again (the summary and the toasts gone).
    await page.mouse.move(10, 700);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^="push-toast"]').length === 0, undefined, { timeout: 30_000 });
    const unreadBefore = await unread(page);
    const eventsBefore = (await recorded(page)).events.length;
    const longTasksBefore = (await recorded(page)).longTasks.length;
    const events = await writeMessages(
      portal,
      BUYER_ADMIN,
      Array.from({ length: BURST }, (_, n) => `批量 ${n + 1}`),
    );
    const burstStart = Date.now();
    await Promise.all(events.map((event) => portal.server.ctx.push.publish(BUYER_ADMIN, event)));
    const published = Date.now();
    await page.waitForFunction((expected) => Number(document.querySelector('[data-testid="topbar-messages"]')?.getAttribute('data-count')) >= expected, unreadBefore + BURST, { timeout: 60_000 });
    const badgeDone = Date.now();
    // The summary's last count lands with the same batch as the badge; give React its commit.
    await page.waitForFunction(
      ({ from, total }) => {
        const list = (window as unknown as { __push: Recorded }).__push.events.slice(from);
        const toasts = list.filter((e) => e.key !== undefined).length;
        const more = Math.max(0, ...list.map((e) => e.more ?? 0));
        return toasts + more >= total;
      },
      { from: eventsBefore, total: BURST },
      { timeout: 10_000 },
    );
    const after = await recorded(page);
    const burstEvents = after.events.slice(eventsBefore);
    const toasts = burstEvents.filter((e) => e.key !== undefined).length;
    const summarised = Math.max(0, ...burstEvents.map((e) => e.more ?? 0));
    const badge = await unread(page);
    const longTasks = after.longTasks.slice(longTasksBefore).map((task) => Math.round(task.duration));
    // The observer does see long tasks: an 80 ms busy loop in a task of the page must show up as one
    // (run from a timer: a script that the test driver evaluates is not reported as a long task).
    const seenBefore = (await recorded(page)).longTasks.length;
    await page.evaluate(() => {
      setTimeout(() => {
        const start = performance.now();
        while (performance.now() - start < 80) {
          // busy
        }
      }, 0);
    });
    await page.waitForFunction((count) => (window as unknown as { __push: Recorded }).__push.longTasks.length > count, seenBefore, { timeout: 5000 });
    console.log(`push: latency median ${latency.median} ms, p95 ${latency.p95} ms (n=${latency.n}, target p95 ≤ ${TARGET_P95_MS} ms)`);
    console.log(
      `push: burst of ${BURST}: ${toasts} toasts + ${summarised} summarised = ${toasts + summarised}; badge ${unreadBefore} → ${badge}; badge after ${badgeDone - burstStart} ms; long tasks ${longTasks.length} (longest ${longTasks.length ? Math.max(...longTasks) : 0} ms)`,
    );
    // Throws unless the fleet still holds every connection it opened.
    const heldDuringPage = (await fleet.openUpTo(LATENCY_FLEET)).held;
    await context.close();

    // 3. The tenant-wide event to every supplier.
    const fullFleet = await fleet.openUpTo(AUDIENCE);
    console.log(`push: fleet ${fullFleet.held} connected and subscribed (${fullFleet.ms} ms for the rest)`);
    const rounds = await tenantWideRounds(portal, fleet);
    const slowest = Math.max(...rounds.map((round) => round.lastMs));
    const missed = rounds.reduce((sum, round) => sum + round.missed, 0);

    const budgets = reportBudgets([
      { name: `push: publish → toast p95, ${LATENCY_FLEET} other clients connected`, measured: latency.p95, limit: TARGET_P95_MS, unit: 'ms' },
      { name: `push: tenant-wide event to ${AUDIENCE} subscribers, publish → last receipt (slowest of ${ROUNDS})`, measured: slowest, limit: FAN_OUT_LIMIT_MS, unit: 'ms' },
      { name: `push: tenant-wide event to ${AUDIENCE} subscribers, receipts missed (${ROUNDS} rounds)`, measured: missed, limit: 0, unit: 'clients' },
      { name: `push: burst of ${BURST} to one page, longest task`, measured: longTasks.length ? Math.max(...longTasks) : 0, limit: LONG_TASK_LIMIT_MS, unit: 'ms' },
    ]);

    const result = {
      date: new Date().toISOString(),
      environment: environmentOf(browser),
      budgets,
      fleet: {
        description: 'MQTT 3.1.1 over WebSocket in a process of its own, each client as the shell connects (own supplier user and access token, clean: false, keepalive 10 s, own topic QoS 1)',
        suppliersSignedIn: credentials.length,
        signInMs: setupMs,
        duringPage: heldDuringPage,
        openMs: latencyFleet.ms,
        fullOpenMs: fullFleet.ms,
      },
      latency: { description: `publish on the server → toast (or summary count) in the page, loopback, ${LATENCY_FLEET} fleet clients connected, ms`, warmup: WARMUP, ...latency, targetP95Ms: TARGET_P95_MS },
      burst: {
        messages: BURST,
        publishMs: published - burstStart,
        untilBadgeMs: badgeDone - burstStart,
        toasts,
        summarised,
        counted: toasts + summarised,
        badgeBefore: unreadBefore,
        badgeAfter: badge,
        badgeRight: badge === unreadBefore + BURST,
        longTasksOver50Ms: longTasks.filter((duration) => duration > LONG_TASK_LIMIT_MS),
        longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
        longTaskCount: longTasks.length,
        longTaskObserverChecked: 'an 80 ms busy loop in a timer of the page after the burst was reported',
      },
      tenantWide: {
        description: "the buyer administrator publishes the tenant's layout overlay (HTTP, publishLayoutOverlay); the server announces it to the tenant's users and the supplier-side users (ctx.push.publishToTenant, withSuppliers); from the request's start to each fleet client's first receipt, wall clock, ms",
        subscribers: AUDIENCE,
        limitMs: FAN_OUT_LIMIT_MS,
        waitMs: FAN_OUT_WAIT_MS,
        rounds,
      },
    };
    writeResult('push', result);
    const failures: string[] = [];
    if (toasts + summarised !== BURST) failures.push(`burst counted ${toasts + summarised} of ${BURST}`);
    if (!result.burst.badgeRight) failures.push(`badge ${badge}, expected ${unreadBefore + BURST}`);
    if (failures.length > 0) {
      console.error(`push: missed: ${failures.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await fleet?.stop();
    await browser.close();
    await portal.close();
  }
}

runBench(main);
