// Bench (npm run bench): requests per second and p99 latency of the calls a home page makes (the
// buyer's menu, apps, unread messages and the five purchase figures, as tests/e2e/home.e2e.test.ts
// opens it), through nginx (deploy/nginx, HTTPS, keep-alive) with 1 instance on SQLite, 1 instance
// on PostgreSQL and 2 instances on PostgreSQL + Redis (srm-upstream.conf, round robin), at 50 and
// 200 open connections, SRM_BENCH_SECONDS (default 30) each. The load generator is this process: N
// keep-alive connections (node's https Agent), each sending the home calls one after another as fast
// as the answers come. It shares the machine's cores with nginx, the instances and PostgreSQL: the
// figures are for comparing the set-ups on one machine, not a capacity claim for a bigger one.
// SRM_BENCH_SETUPS=sqlite-1,postgres-1,postgres-2 picks set-ups (the PostgreSQL ones need every
// module on the data layer, issue 27). Writes bench-results/scale.json.
//
// A tenant's full CSP is in force (budget 5 of issue 29): the instances answer the tenant of
// tests/bench/wideCsp.ts by default, whose pages' CSP lists 64 frame origins of 200 characters
// (32 from its file, 32 from a tenant-wide overlay the admin saves here), the most the server sends.
// The bench checks the shell's page carries it before it measures, and records the CSP bytes of the
// page and of an API answer. Budget: p99 ≤ 50 ms at 50 connections, for each set-up.
import { rmSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { BUYER_ADMIN } from '../../server/fixtures/demoLogins';
import { endpoints, fillPath } from '../../src/contract/endpoints';
import { REPO_ROOT } from '../../server/app';
import { startCluster, type Cluster, type ScaleEngine } from '../scale/cluster';
import { machineOf, reportBudgets, runBench, writeResult, type Budget } from './benchKit';
import { WIDE_CSP_TENANT, wideCspConfigDir, wideOverlay } from './wideCsp';

const SECONDS = Number(process.env.SRM_BENCH_SECONDS ?? 30);
const CONNECTIONS = [50, 200] as const;
const ALL_SETUPS: ReadonlyArray<{ name: string; engine: ScaleEngine; instances: number }> = [
  { name: 'sqlite-1', engine: 'sqlite', instances: 1 },
  { name: 'postgres-1', engine: 'postgres', instances: 1 },
  { name: 'postgres-2', engine: 'postgres', instances: 2 },
];
/** Budget 5: p99 of the home calls at 50 connections. */
const P99_LIMIT_MS = 50;
/** The page's CSP in force is at least this long (64 origins of 200 characters: about 13 KB). */
const FULL_CSP_BYTES = 12_000;
const SETUPS = ALL_SETUPS.filter((setup) => !process.env.SRM_BENCH_SETUPS || process.env.SRM_BENCH_SETUPS.split(',').includes(setup.name));

const API = '/portal/apis';
const account = { elsAccount: BUYER_ADMIN.elsAccount, elsSubAccount: BUYER_ADMIN.elsSubAccount };
/** The GET calls the buyer's home page makes after sign-in. */
const HOME_CALLS = [
  endpoints.getMenu.path,
  fillPath(endpoints.getMyApp.path, account),
  fillPath(endpoints.getUnreadMessages.path, account),
  endpoints.findPurchaseHeadFigures.path,
  endpoints.findPurchaseRequestFigures.path,
  endpoints.findPurchaseEnquiryFigures.path,
  endpoints.findPurchaseOrderFigures.path,
  endpoints.findPurchaseDeliveryFigures.path,
].map((call) => `${API}${call}`);

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

function request(agent: https.Agent, origin: URL, method: string, requestPath: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request({ agent, host: origin.hostname, port: origin.port, method, path: requestPath, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface LoadResult {
  connections: number;
  seconds: number;
  requests: number;
  errors: number;
  /** The errors by answer status ('failed': no answer). */
  errorsByStatus: Record<string, number>;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /**
   * Per call (its path without the API prefix): its p99, and how many of its answers were slower
   * than the run's p99: a tail spread over every call is the process's (CPU, GC), one in a call is that call's.
   */
  byCall: Record<string, { p99Ms: number; overRunP99: number }>;
}

/** `connections` keep-alive connections, each looping over `paths` for `seconds`. */
export async function load(origin: string, ca: string, headers: Record<string, string>, paths: readonly string[], connections: number, seconds: number): Promise<LoadResult> {
  const url = new URL(origin);
  const agent = new https.Agent({ keepAlive: true, maxSockets: connections, ca, rejectUnauthorized: false });
  const latencies: number[] = [];
  const byPath = new Map<string, number[]>();
  let errors = 0;
  const errorsByStatus: Record<string, number> = {};
  const failed = (status: string) => {
    errors++;
    errorsByStatus[status] = (errorsByStatus[status] ?? 0) + 1;
  };
  const started = performance.now();
  const until = started + seconds * 1000;
  const worker = async (offset: number) => {
    for (let index = offset; performance.now() < until; index++) {
      const at = performance.now();
      const callPath = paths[index % paths.length]!;
      try {
        const answer = await request(agent, url, 'GET', callPath, headers);
        if (answer.status !== 200) failed(String(answer.status));
      } catch {
        failed('failed');
      }
      const took = performance.now() - at;
      latencies.push(took);
      let ofPath = byPath.get(callPath);
      if (!ofPath) byPath.set(callPath, (ofPath = []));
      ofPath.push(took);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(index)));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const quantile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => quantile(latencies, p);
  const round = (n: number) => Math.round(n * 10) / 10;
  const runP99 = at(0.99);
  const byCall = Object.fromEntries(
    [...byPath].map(([callPath, times]) => {
      times.sort((a, b) => a - b);
      return [callPath.replace(API, ''), { p99Ms: round(quantile(times, 0.99)), overRunP99: times.filter((time) => time > runP99).length }];
    }),
  );
  return { connections, seconds: round(elapsed), requests: latencies.length, errors, errorsByStatus, rps: round(latencies.length / elapsed), p50Ms: round(at(0.5)), p99Ms: round(runP99), maxMs: round(at(1)), byCall };
}

async function signIn(cluster: Cluster): Promise<Record<string, string>> {
  const site = cluster.balanced!;
  const agent = new https.Agent({ ca: site.certificate, rejectUnauthorized: false });
  const { password } = BUYER_ADMIN;
  const answer = await request(agent, new URL(site.origin), 'POST', `${API}${endpoints.login.path}`, {}, JSON.stringify({ ...account, password }));
  agent.destroy();
  if (answer.status !== 200) throw new Error(`sign-in: ${answer.status} ${answer.body}`);
  const token = (JSON.parse(answer.body) as { data: { token: string } }).data.token;
  return { token, elsaccount: `${account.elsAccount}_${account.elsSubAccount}` };
}

/** The CSP bytes an answer carries (0: none). */
const cspBytes = (answer: Answer) => Buffer.byteLength(String(answer.headers['content-security-policy'] ?? ''));

/**
 * Saves the tenant-wide overlay with the second half of the origins, then waits until the shell's
 * page carries the full CSP from every instance (another instance reads the overlay within 5 s).
 * Answers the CSP bytes of the page and of one home call.
 */
async function putFullCspInForce(cluster: Cluster, headers: Record<string, string>): Promise<{ page: number; apiAnswer: number }> {
  const site = cluster.balanced!;
  const origin = new URL(site.origin);
  const agent = new https.Agent({ ca: site.certificate, rejectUnauthorized: false });
  try {
    const saveBody = { ...account, elsSubAccount: '', toElsAccount: '', configType: 'layout', tenant: WIDE_CSP_TENANT, configJson: JSON.stringify(wideOverlay()) };
    const saved = await request(agent, origin, 'POST', `${API}${endpoints.saveLayoutConfig.path}`, headers, JSON.stringify(saveBody));
    if (saved.status !== 200) throw new Error(`saving the tenant-wide overlay: ${saved.status} ${saved.body}`);
    const deadline = Date.now() + 15_000;
    for (;;) {
      // Round robin: as many pages as instances, each must carry it.
      const pages = await Promise.all(cluster.instances.map(() => request(agent, origin, 'GET', '/portal/', {})));
      const smallest = Math.min(...pages.map(cspBytes));
      if (smallest >= FULL_CSP_BYTES) {
        const apiAnswer = await request(agent, origin, 'GET', HOME_CALLS[0]!, headers);
        return { page: smallest, apiAnswer: cspBytes(apiAnswer) };
      }
      if (Date.now() > deadline) throw new Error(`the shell's page carries a CSP of ${smallest} bytes, not the tenant's full one (≥ ${FULL_CSP_BYTES})`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    agent.destroy();
  }
}

runBench(async () => {
  const runs: Array<{ setup: string } & LoadResult> = [];
  const cspBytesBySetup: Record<string, { page: number; apiAnswer: number }> = {};
  const configDir = wideCspConfigDir(path.join(REPO_ROOT, 'config'));
  process.once('exit', () => rmSync(configDir, { recursive: true, force: true }));
  for (const setup of SETUPS) {
    const cluster = await startCluster({ instances: setup.instances, engine: setup.engine, pinnedSites: false, balancedSite: true, extraEnv: { SRM_CONFIG_DIR: configDir } });
    try {
      const headers = await signIn(cluster);
      cspBytesBySetup[setup.name] = await putFullCspInForce(cluster, headers);
      console.log(`${setup.name}: the shell's page carries a CSP of ${cspBytesBySetup[setup.name]!.page} bytes, a home call's answer ${cspBytesBySetup[setup.name]!.apiAnswer}`);
      // Warm-up: the first answers compile routes and fill caches.
      await load(cluster.balanced!.origin, cluster.balanced!.certificate, headers, HOME_CALLS, 10, Math.min(3, SECONDS));
      for (const connections of CONNECTIONS) {
        const result = await load(cluster.balanced!.origin, cluster.balanced!.certificate, headers, HOME_CALLS, connections, SECONDS);
        console.log(`${setup.name} at ${connections} connections: ${result.rps} req/s, p99 ${result.p99Ms} ms, ${result.errors} errors of ${result.requests} ${JSON.stringify(result.errorsByStatus)}`);
        console.log(`  by call (p99 ms, answers slower than the run's p99): ${Object.entries(result.byCall).map(([call, figures]) => `${call} ${figures.p99Ms} / ${figures.overRunP99}`).join('; ')}`);
        runs.push({ setup: setup.name, ...result });
      }
    } finally {
      await cluster.stop();
    }
  }
  const rpsOf = (name: string, connections: number) => runs.find((run) => run.setup === name && run.connections === connections)?.rps;
  const ratios = Object.fromEntries(
    CONNECTIONS.map((connections) => {
      const sqlite = rpsOf('sqlite-1', connections);
      const ratio = (name: string) => (sqlite && rpsOf(name, connections) ? Math.round((rpsOf(name, connections)! / sqlite) * 100) / 100 : null);
      return [String(connections), { 'postgres-1/sqlite-1': ratio('postgres-1'), 'postgres-2/sqlite-1': ratio('postgres-2') }];
    }),
  );
  const budgets: Budget[] = runs
    .filter((run) => run.connections === 50)
    .map((run) => ({ name: `server: home calls p99 at 50 connections, ${run.setup}, tenant's full CSP in force`, measured: run.p99Ms, limit: P99_LIMIT_MS, unit: 'ms' }));
  const verdicts = reportBudgets(budgets);
  writeResult('scale', { machine: machineOf(), calls: HOME_CALLS, secondsEach: SECONDS, tenant: WIDE_CSP_TENANT, cspBytes: cspBytesBySetup, runs, ratios, budgets: verdicts });
  console.log('written to bench-results/scale.json');
});
