/**
 * Benchmark of the message centre's list (issue 9): POST ElsSysMsgService/findPageList with a
 * keyword filter, page 1 and page 500 (20 rows a page) of the 10,000+ messages of the seeded buyer
 * admin that match it, over HTTP on loopback against the real reference server (a fresh database,
 * seeded as on a first start).
 *
 *   npx tsx tests/bench/messages.bench.ts      (part of npm run bench)
 *
 * Each case is warmed up, then timed request by request (send → whole answer read) with a kept-alive
 * connection. Also reported: the same query on the database alone (no HTTP), the seed time of each
 * seed step, and EXPLAIN QUERY PLAN of the page and count queries.
 *
 * Writes bench-results/messages.json and prints a summary. Exits 1 when a case's p99 is 20 ms or more.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../server/app';
import { CompiledQuery } from 'kysely';
import { MessageRepo } from '../../server/modules/messages/repo';
import { BUYER_ADMIN } from '../../server/fixtures/demoLogins';
import { runBench, writeResult } from './benchKit';
import { endpoints } from '../../src/contract/endpoints';

const KEYWORD = '订单';
const PAGE_SIZE = 20;
const WARMUP = 100;
const RUNS = 1000;
const TARGET_P99_MS = 20;

interface Case {
  name: string;
  body: Record<string, unknown>;
}

const CASES: Case[] = [
  { name: `keyword "${KEYWORD}", page 1`, body: { keyword: KEYWORD, pageNo: 1, pageSize: PAGE_SIZE } },
  { name: `keyword "${KEYWORD}", page 500`, body: { keyword: KEYWORD, pageNo: 500, pageSize: PAGE_SIZE } },
];

/** Percentiles by nearest rank, rounded to µs. */
function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    n: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    min: round(sorted[0]!),
    max: round(sorted.at(-1)!),
    mean: round(sorted.reduce((sum, v) => sum + v, 0) / sorted.length),
  };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-bench-messages-'));
  const started = performance.now();
  const server = await buildServer({ dataDir, logger: false });
  const startMs = performance.now() - started;
  try {
    const seedSteps = (await server.db.selectFrom('seed_runs').select(['version', 'name', 'applied_at']).orderBy('version').execute()) as Array<{ version: number; name: string; applied_at: string }>;
    const seedTimes = seedSteps.map((step, index) => ({
      version: step.version,
      name: step.name,
      // Recorded when each step committed: the time since the previous one is the step's.
      ms: index === 0 ? null : Date.parse(step.applied_at) - Date.parse(seedSteps[index - 1]!.applied_at),
    }));
    const messageCount = Number((await server.db.selectFrom('sys_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const api = `${address}/portal/apis`;
    const login = await fetch(`${api}${endpoints.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ elsAccount: BUYER_ADMIN.elsAccount, elsSubAccount: BUYER_ADMIN.elsSubAccount, password: BUYER_ADMIN.password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { 'content-type': 'application/json', token, elsAccount: `${BUYER_ADMIN.elsAccount}_${BUYER_ADMIN.elsSubAccount}` };

    const request = async (body: Record<string, unknown>) => {
      const response = await fetch(`${api}${endpoints.findMessages.path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const answer = (await response.json()) as { code: string; data: { rows: unknown[]; total: number } };
      if (answer.code !== '200') throw new Error(`findPageList answered ${answer.code}`);
      return answer.data;
    };

    const repo = new MessageRepo(server.db);
    const filter = { readFlag: undefined, msgType: undefined, keyword: KEYWORD.toLowerCase() };
    const user = { elsAccount: BUYER_ADMIN.elsAccount, elsSubAccount: BUYER_ADMIN.elsSubAccount };
    const plan = async (query: { sql: string; parameters: readonly unknown[] }) =>
      (await server.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]))).rows.map((row) => row.detail);
    const pageSql = repo.pageSql(filter);
    const countSql = repo.countSql(filter);

    const results = [];
    for (const benchCase of CASES) {
      const first = await request(benchCase.body);
      if (first.rows.length !== PAGE_SIZE) throw new Error(`${benchCase.name}: ${first.rows.length} rows (total ${first.total})`);
      for (let i = 0; i < WARMUP; i += 1) await request(benchCase.body);
      const http: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const t0 = performance.now();
        await request(benchCase.body);
        http.push(performance.now() - t0);
      }
      const window = { pageNo: benchCase.body.pageNo as number, pageSize: PAGE_SIZE, offset: ((benchCase.body.pageNo as number) - 1) * PAGE_SIZE };
      const database: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const t0 = performance.now();
        await repo.findPage(user, filter, window);
        database.push(performance.now() - t0);
      }
      results.push({ case: benchCase.name, total: first.total, httpMs: percentiles(http), databaseMs: percentiles(database) });
    }

    const result = {
      date: new Date().toISOString(),
      environment: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, loadAverage: os.loadavg() },
      target: { p99Ms: TARGET_P99_MS },
      messages: { total: messageCount, buyerAdminMatchingKeyword: results[0]?.total },
      serverStartMs: Math.round(startMs),
      seedTimes,
      queryPlan: { page: await plan(pageSql), count: await plan(countSql) },
      results,
    };
    writeResult('messages', result);

    console.log(`message list: ${messageCount} messages; "${KEYWORD}" matches ${results[0]?.total} of the buyer admin's (server start with seeding ${Math.round(startMs)} ms)`);
    for (const step of seedTimes) console.log(`  seed ${step.version} ${step.ms === null ? '' : `${step.ms} ms`} ${step.name}`);
    console.log(`  plan (page):  ${result.queryPlan.page.join('; ')}`);
    console.log(`  plan (count): ${result.queryPlan.count.join('; ')}`);
    for (const row of results) {
      console.log(`  ${row.case}: HTTP p50 ${row.httpMs.p50} ms, p95 ${row.httpMs.p95} ms, p99 ${row.httpMs.p99} ms (max ${row.httpMs.max}); database alone p50 ${row.databaseMs.p50} ms, p99 ${row.databaseMs.p99} ms`);
    }
    const missed = results.filter((row) => row.httpMs.p99 >= TARGET_P99_MS);
    if (missed.length > 0) {
      console.error(`target missed (p99 < ${TARGET_P99_MS} ms): ${missed.map((row) => row.case).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
