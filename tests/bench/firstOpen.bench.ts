/**
 * Benchmark of first impressions (issues 5 and 6), in Chromium against the real reference server:
 *
 * - login from `/portal/`: the address `npm start` prints, without a session. From the navigation's
 *   start until the password field is laid out, enabled and painted (as startup.bench.ts measures
 *   the login). The same for `/portal/#/login` beside it, the fast entry it is compared with.
 *   A cold browser context per page, the two entries taking turns at going first.
 * - sub-app first open: signed in as the buyer admin, from the moment the shell is asked for a frame
 *   page never opened before (its hash set, as a menu click does) until the sub-app is visible: its
 *   frame's slot shown, no loading indicator over it, and its document loaded with its content
 *   drawn (the demo app's load counter in its body). A new address per round, so each is a first open.
 *
 *   npm run bench            (or: npx tsx tests/bench/firstOpen.bench.ts; SRM_BENCH_ROUNDS=n)
 *
 * Writes bench-results/firstOpen.json (median, p95, min, max of ROUNDS rounds). Elements are looked
 * for once per animation frame in the page, timed with the page's clock (no polling from the test).
 */
import type { Browser, Page } from 'playwright-core';
import { buildIfStale } from '../../scripts/start-helpers';
import { environmentOf, runBench, stats, writeResult } from './benchKit';
import { BUYER_ADMIN, launchBrowser, login, newContext, startPortal, type Portal } from '../e2e/harness';

const ROUNDS = Number(process.env.SRM_BENCH_ROUNDS ?? 7);
const SETTLE_MS = 500;

/** Reports, once, the navigation-relative time the password field is usable and painted. */
const WATCH_LOGIN = `
(() => {
  let paint, field;
  const report = () => { if (paint !== undefined && field !== undefined) window.__srmLogin(Math.max(paint, field)); };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) { if (paint === undefined) { paint = entry.startTime; report(); } }
  }).observe({ type: 'paint', buffered: true });
  const check = () => {
    if (field !== undefined) return;
    const element = document.querySelector('input[name="password"]');
    if (element && element.getClientRects().length > 0 && !element.disabled) { field = performance.now(); report(); return; }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();
`;

async function measureLogin(browser: Browser, url: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const context = await newContext(browser);
  let resolveUsable!: (time: number) => void;
  const usable = new Promise<number>((resolve) => (resolveUsable = resolve));
  await context.exposeBinding('__srmLogin', (_source, time: number) => resolveUsable(time));
  await context.addInitScript(WATCH_LOGIN);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const time = await Promise.race([usable, new Promise<number>((_, reject) => setTimeout(() => reject(new Error(`login at ${url} not usable within 30 s`)), 30_000))]);
  await context.close();
  return time;
}

/**
 * In the page: ask for the frame page of `src`, resolve with the ms until the sub-app is visible.
 * Plain JavaScript in a string, so that the TypeScript runner's helpers never reach the page.
 */
const OPEN_PROBE = `
window.__firstOpen = (s, n) => new Promise((resolve, reject) => {
  const visible = () => {
    const frame = document.querySelector('iframe[data-testid="frame"][data-frame-key="' + CSS.escape(s) + '"]');
    const slot = frame && frame.closest('[data-testid="frame-slot"]');
    if (!frame || !slot || slot.dataset.shown !== 'true' || slot.querySelector('[data-testid="frame-loading"]')) return false;
    if (getComputedStyle(frame).visibility !== 'visible') return false;
    const doc = frame.contentDocument;
    return !!doc && doc.readyState === 'complete' && !!doc.body && doc.body.dataset.loads !== undefined;
  };
  const t0 = performance.now();
  window.location.hash = '#/myiframe/bench?' + new URLSearchParams({ src: s, name: n }).toString();
  const check = () => {
    if (visible()) return resolve(performance.now() - t0);
    if (performance.now() - t0 > 20000) return reject(new Error('sub-app ' + s + ' not visible within 20 s'));
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
});
`;

async function measureFirstOpen(page: Page, src: string, name: string): Promise<number> {
  await page.evaluate(OPEN_PROBE);
  return page.evaluate(([s, n]) => (window as unknown as { __firstOpen(s: string, n: string): Promise<number> }).__firstOpen(s, n), [src, name] as const);
}

async function main(): Promise<void> {
  buildIfStale();
  const portal: Portal = await startPortal();
  const browser = await launchBrowser();
  try {
    const fromPortal: number[] = [];
    const fromLoginHash: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? ['portal', 'login'] : ['login', 'portal'];
      for (const which of order) {
        if (which === 'portal') fromPortal.push(await measureLogin(browser, portal.url));
        else fromLoginHash.push(await measureLogin(browser, `${portal.url}#/login`));
      }
    }

    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, portal, BUYER_ADMIN);
    await page.getByTestId('home-blocks').waitFor();
    const firstOpen: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await page.waitForTimeout(SETTLE_MS);
      firstOpen.push(await measureFirstOpen(page, `/subapps/order/#/bench/first-open/${round}`, `Bench ${round}`));
    }
    await context.close();

    const result = {
      benchmark: 'firstOpen',
      date: new Date().toISOString(),
      environment: environmentOf(browser),
      rounds: ROUNDS,
      loginFromPortalMs: stats(fromPortal, 1),
      loginFromLoginHashMs: stats(fromLoginHash, 1),
      subAppFirstOpenMs: stats(firstOpen, 1),
    };
    writeResult('firstOpen', result);
    const fmt = (s: ReturnType<typeof stats>) => `median ${s.median} ms, p95 ${s.p95} ms (min ${s.min}, max ${s.max}, n ${s.n})`;
    console.log('first impressions (firstOpen.bench.ts)');
    console.log(`  login usable from /portal/:        ${fmt(result.loginFromPortalMs)}`);
    console.log(`  login usable from /portal/#/login: ${fmt(result.loginFromLoginHashMs)}`);
    console.log(`  sub-app first open → visible:      ${fmt(result.subAppFirstOpenMs)}`);
    console.log('  written to bench-results/firstOpen.json');
  } finally {
    await browser.close();
    await portal.close();
  }
}

runBench(main);
