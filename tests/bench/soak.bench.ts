/**
 * Issue 29's budget 6: a soak of a signed-in shell. Chromium against the real reference server and
 * its broker: 20 live frame tabs, a switch among them every SWITCH_EVERY_MS (a click on the tab
 * strip) and a push message a second (written as a row, then published by the server as a module
 * does), for SRM_SOAK_MINUTES (default 10).
 *
 *   SRM_SOAK_MINUTES=2 npx tsx tests/bench/soak.bench.ts      (10 minutes in npm run bench)
 *
 * The renderer's JS heap and DOM nodes (CDP Performance.getMetrics after forced GCs) are taken at
 * the start, after a warm-up (every tab shown twice, WARMUP_PUSHES messages, their toasts gone), and
 * at the end, once the last toasts are gone; each may grow by less than 10 %. The figures every
 * minute are kept in the result, so a slow climb shows even when the end is within the budget.
 * Every published message must reach the page (the unread badge counts them all).
 *
 * Writes bench-results/soak.json. Exits 1 when a budget is missed (reportBudgets) or a message is lost.
 */
import type { Page } from 'playwright-core';
import { buildIfStale } from '../../scripts/start-helpers';
import { environmentOf, reportBudgets, runBench, stats, writeResult } from './benchKit';
import { growthPercent } from './frameCost';
import { heap, installProbe, openFrameTab, shuffle, switchTo, type HeapFigures, type SwitchSample, signedInBenchShell } from './frameProbe';
import { writeMessages } from './pushMessages';
import { BUYER_ADMIN, type Portal } from '../e2e/harness';

const MINUTES = Number(process.env.SRM_SOAK_MINUTES ?? 10);
const FRAMES = 20;
const SWITCH_EVERY_MS = 1000;
const PUSH_EVERY_MS = 1000;
const WARMUP_PUSHES = 20;
const GROWTH_LIMIT_PERCENT = 10;
const APPS = ['rfq', 'order', 'supplier', 'report'];

const srcOf = (n: number) => `/subapps/${APPS[n % APPS.length]}/?soak=${n}#/v2/list`;
const unread = async (page: Page) => Number(await page.getByTestId('topbar-messages').getAttribute('data-count'));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Publishes one message to the user now; answers when the server has handed it to the broker. */
async function pushOne(portal: Portal, n: number): Promise<void> {
  const [event] = await writeMessages(portal, BUYER_ADMIN, [`浸泡测试 ${n}`]);
  await portal.server.ctx.push.publish(BUYER_ADMIN, event!);
}

/** The toasts gone (the pointer away from them), then the heap after GC. */
async function quietHeap(page: Page, cdp: import('playwright-core').CDPSession): Promise<HeapFigures> {
  await page.mouse.move(10, 700);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid^="push-toast"]').length === 0, undefined, { timeout: 60_000 });
  return heap(page, cdp);
}

async function main(): Promise<void> {
  if (!(MINUTES > 0)) throw new Error(`SRM_SOAK_MINUTES must be a positive number, not ${process.env.SRM_SOAK_MINUTES}`);
  buildIfStale();
  const shell = await signedInBenchShell(FRAMES + 4);
  const { portal, browser, page, cdp } = shell;
  try {
    await page.waitForFunction(() => document.querySelector('[data-testid="topbar-pushStatus"]')?.getAttribute('data-state') === 'connected', undefined, { timeout: 30_000 });

    const keys = Array.from({ length: FRAMES }, (_, i) => srcOf(i + 1));
    for (const [i, src] of keys.entries()) await openFrameTab(page, src, `soak ${i + 1}`);
    await installProbe(page);

    // Warm-up: every tab shown twice, a first lot of messages (their toasts, the badge, the inbox).
    let pushed = 0;
    for (let round = 0; round < 2; round += 1) for (const key of shuffle(keys, round + 1)) await switchTo(page, key);
    for (; pushed < WARMUP_PUSHES; pushed += 1) await pushOne(portal, pushed);
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="topbar-messages"]')?.getAttribute('data-count')) >= n, WARMUP_PUSHES);
    const start = await quietHeap(page, cdp);
    const unreadAtStart = await unread(page);
    const startedAt = Date.now();
    console.log(`soak: ${MINUTES} min, ${FRAMES} frame tabs; start: JS heap ${(start.jsHeapUsed / 2 ** 20).toFixed(2)} MiB, ${start.nodes} DOM nodes`);

    // The soak: the publisher on its own clock, the switches on theirs.
    const endAt = startedAt + MINUTES * 60_000;
    let published = 0;
    const publisher = (async () => {
      for (let next = Date.now(); Date.now() < endAt; next += PUSH_EVERY_MS) {
        await sleep(Math.max(0, next - Date.now()));
        await pushOne(portal, pushed + published);
        published += 1;
      }
    })();
    const switches: SwitchSample[] = [];
    const minutes: { minute: number; jsHeapUsed: number; nodes: number }[] = [];
    let order: string[] = [];
    let round = 0;
    let nextMinute = startedAt + 60_000;
    for (let next = Date.now(); Date.now() < endAt; next += SWITCH_EVERY_MS) {
      await sleep(Math.max(0, next - Date.now()));
      if (order.length === 0) order = shuffle(keys, (round += 1) + 1000);
      switches.push(await switchTo(page, order.pop()!));
      if (Date.now() >= nextMinute) {
        // Not forced to GC: the figure as it runs.
        const { metrics } = await cdp.send('Performance.getMetrics');
        const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
        minutes.push({ minute: minutes.length + 1, jsHeapUsed: get('JSHeapUsedSize'), nodes: get('Nodes') });
        nextMinute += 60_000;
      }
    }
    await publisher;
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="topbar-messages"]')?.getAttribute('data-count')) >= n, unreadAtStart + published, { timeout: 30_000 }).catch(() => undefined);
    const unreadAtEnd = await unread(page);
    const end = await quietHeap(page, cdp);
    const heapGrowth = growthPercent(start.jsHeapUsed, end.jsHeapUsed);
    const nodeGrowth = growthPercent(start.nodes, end.nodes);
    const lost = unreadAtStart + published - unreadAtEnd;

    const verdicts = reportBudgets([
      { name: `soak ${MINUTES} min, JS heap growth`, measured: heapGrowth, limit: GROWTH_LIMIT_PERCENT, unit: '%' },
      { name: `soak ${MINUTES} min, DOM nodes growth`, measured: nodeGrowth, limit: GROWTH_LIMIT_PERCENT, unit: '%' },
    ]);
    const switchShown = stats(switches.map((s) => s.shown));
    writeResult('soak', {
      date: new Date().toISOString(),
      environment: environmentOf(browser),
      minutes: MINUTES,
      frames: FRAMES,
      switches: switches.length,
      pushes: published,
      unread: { atStart: unreadAtStart, atEnd: unreadAtEnd, lost },
      switchShownMs: switchShown,
      start,
      end,
      growthPercent: { jsHeap: heapGrowth, nodes: nodeGrowth },
      everyMinute: minutes,
      budgets: verdicts,
    });
    console.log(`soak: ${switches.length} switches (shown p95 ${switchShown.p95.toFixed(2)} ms), ${published} messages (badge ${unreadAtStart} → ${unreadAtEnd}, lost ${lost})`);
    console.log(`soak: end: JS heap ${(end.jsHeapUsed / 2 ** 20).toFixed(2)} MiB (${heapGrowth} %), ${end.nodes} DOM nodes (${nodeGrowth} %), listeners ${start.listeners} → ${end.listeners}`);
    for (const m of minutes) console.log(`  minute ${m.minute}: JS heap ${(m.jsHeapUsed / 2 ** 20).toFixed(2)} MiB (before GC), ${m.nodes} nodes`);
    console.log('  written to bench-results/soak.json');
    if (lost !== 0) {
      console.log(`soak: ${lost} of ${published} messages did not reach the badge`);
      process.exitCode = 1;
    }
  } finally {
    await shell.close();
  }
}

runBench(main);
