/**
 * Benchmark of the shell's start-up (issue 13), measured in one run beside two reference pages:
 * a blank HTML page and a Luigi portal frame (@luigi-project/core 2.31, three nodes, brotli; see
 * luigiFixture.ts). Chromium, a cold browser context for every page of every round (after a short
 * pause; Luigi and the portal take turns at going first), median of ROUNDS rounds, the portal
 * served by the reference server with its brotli copies (as `npm start` serves it).
 *
 *   npm run bench            (or: npx tsx tests/bench/startup.bench.ts)
 *
 * What is measured, in the page, in ms since the navigation started (elements are looked for once
 * per animation frame, the frame's time recorded):
 * - first paint: the first-contentful-paint entry;
 * - Luigi ready: its shell bar (`.fd-shellbar`) in the document and laid out, and painted (not
 *   before the first contentful paint);
 * - login usable: the password field (`input[name=password]`) laid out and not disabled, so typing
 *   goes into it, and painted; its bytes: the document plus every script and style sheet that finished before
 *   that moment (encoded, i.e. brotli, body sizes from Resource Timing), and all bytes of the login
 *   route once its scripts have run (the React login page mounted);
 * - sign-in → home usable: from the click on the sign-in button until the home page's blocks, the
 *   user's name in the top bar and the side menu are shown; also with a server menu of 1,000 items
 *   (50 groups of 20, written into the reference server's database for the second phase only);
 * - signed-in reload → home usable: a reload of the signed-in shell (warm cache), the same three.
 *
 * - Luigi with the portal's security headers (reported beside the budgets): the same Luigi page sent
 *   with the headers the reference server sends with index.html but its CSP (Luigi's own scripts
 *   would need their own): Cross-Origin-Opener-Policy and Origin-Agent-Cluster make Chromium start
 *   the page in a new renderer process once the answer is in (a fresh tab's page would otherwise
 *   take over the tab's first renderer), which the bare Luigi page does not pay.
 *
 * Writes bench-results/startup.json with the ratios and exits 1 when a budget is missed:
 * login usable ≤ 0.5 × Luigi ready, bytes before usable ≤ 120 KB (JavaScript, CSS and the document
 * with its inline styles), signed-in reload ≤ 1 × Luigi ready. It is a benchmark, not a timed test.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildIfStale } from '../../scripts/start-helpers';
import { environmentOf, runBench, stats, writeResult } from './benchKit';
import { startReferenceServer } from './luigiFixture';
import { BUYER_ADMIN, fillLogin, launchBrowser, newContext, startPortal, type Portal } from '../e2e/harness';
import { insertMenuTree, type MenuSeed } from '../../server/modules/menu/repo';

const ROUNDS = Number(process.env.SRM_BENCH_ROUNDS ?? 8);
const BIG_MENU_ITEMS = 1000;
const SETTLE_MS = 500;
const BUDGET = { loginToLuigi: 0.5, reloadToLuigi: 1, bytesBeforeUsableKB: 120 };

/**
 * Records, in ms since navigation start, when each watched element is first in the document, laid
 * out and (for inputs) enabled, and the first contentful paint, and reports each through the
 * `__srmSeen` binding. Nothing of the harness runs in the page while it loads (polling from the
 * test, e.g. waitForFunction, would first inject Playwright's own script of some hundred KB into
 * the measured page and run it on its main thread). Plain JavaScript in a string: the TypeScript
 * runner's helpers never reach the page.
 */
const WATCH = `
(() => {
  const watched = {
    password: 'input[name="password"]',
    homeBlocks: '[data-testid="home-blocks"]',
    userName: '[data-testid="topbar-userName"]',
    sideMenu: '[data-testid="side-menu"]',
    luigiShellBar: '.fd-shellbar',
  };
  const seen = {};
  const note = (name, time) => {
    if (seen[name] !== undefined) return;
    seen[name] = time;
    window.__srmSeen(name, time);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) note('firstPaint', entry.startTime);
  }).observe({ type: 'paint', buffered: true });
  // Checked once per frame, just before it is painted (no layout forced while the page parses), and
  // timed when checked: the frame's own time stamp (rAF's argument) is when the frame began, which a
  // long task (React's first render) can put tens of ms before the element was even there.
  const check = () => {
    const now = performance.now();
    for (const [name, selector] of Object.entries(watched)) {
      if (seen[name] !== undefined) continue;
      const element = document.querySelector(selector);
      if (element && element.getClientRects().length > 0 && !element.disabled) note(name, now);
    }
    // The React login page: it has taken over the prerendered one (or there was none).
    if (seen.loginPage === undefined && !document.querySelector('[data-srm-prerendered]') && document.querySelector('#root [data-testid="login-page"]')) note('loginPage', now);
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();
`;

/** What the page's WATCH reported, by name; `reset` before a reload (the page starts over). */
interface Watch {
  seenAt(name: string): Promise<number>;
  reset(): void;
}

async function watch(context: BrowserContext): Promise<Watch> {
  let seen = new Map<string, number>();
  let waiters = new Map<string, ((time: number) => void)[]>();
  await context.exposeBinding('__srmSeen', (_source, name: string, time: number) => {
    seen.set(name, time);
    for (const resolve of waiters.get(name) ?? []) resolve(time);
    waiters.delete(name);
  });
  await context.addInitScript(WATCH);
  return {
    seenAt: (name) =>
      new Promise<number>((resolve, reject) => {
        const known = seen.get(name);
        if (known !== undefined) return resolve(known);
        const timer = setTimeout(() => reject(new Error(`${name} not seen within 30 s`)), 30_000);
        waiters.set(name, [...(waiters.get(name) ?? []), (time) => (clearTimeout(timer), resolve(time))]);
      }),
    reset: () => {
      seen = new Map();
      waiters = new Map();
    },
  };
}

/** Encoded body bytes of the document and of the scripts and style sheets done by `until` (ms), or all of them. */
const bytesBy = (page: Page, until?: number) =>
  page.evaluate((limit) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    let total = navigation.encodedBodySize;
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const kind = entry.initiatorType;
      const code = /\.(?:js|css)(?:$|\?)/.test(entry.name) || kind === 'script' || kind === 'link' || kind === 'css';
      if (code && (limit === null || entry.responseEnd <= limit)) total += entry.encodedBodySize;
    }
    return total;
  }, until ?? null);

/** The server menu of the big-menu phase: 50 groups of 20 pages each (1,000 items), in the buyer's tenant. */
function bigMenu(): MenuSeed[] {
  const groups: MenuSeed[] = [];
  for (let group = 0; group < BIG_MENU_ITEMS / 20; group += 1) {
    groups.push({
      appCode: `bench_group_${group}`,
      appName: `基准分组 ${group}`,
      appIcon: 'icon-order',
      children: Array.from({ length: 20 }, (_, item) => ({
        appCode: `bench_${group}_${item}`,
        appName: `基准页面 ${group}-${item}`,
        appUrl: `/subapps/order/#/bench/${group}/${item}`,
        appIcon: 'icon-order',
      })),
    });
  }
  return groups;
}

/**
 * A fresh context, after a short pause: the previous page's context is closed and its renderer
 * torn down first, so that no page pays for the one measured before it.
 */
async function coldPage(browser: Browser) {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const context = await newContext(browser);
  const watcher = await watch(context);
  return { context, watcher, page: await context.newPage() };
}

async function measureBlank(browser: Browser, url: string) {
  const { context, watcher, page } = await coldPage(browser);
  await page.goto(url);
  const paint = await watcher.seenAt('firstPaint');
  await context.close();
  return paint;
}

async function measureLuigi(browser: Browser, url: string) {
  const { context, watcher, page } = await coldPage(browser);
  await page.goto(url, { waitUntil: 'commit' });
  const paint = await watcher.seenAt('firstPaint');
  // Visible: laid out and painted (the shell bar can be in the document before the first paint).
  const ready = Math.max(await watcher.seenAt('luigiShellBar'), paint);
  await page.waitForLoadState('load');
  const bytes = await bytesBy(page, ready);
  await context.close();
  return { paint, ready, bytes };
}

const homeUsable = async (watcher: Watch) => Math.max(await watcher.seenAt('homeBlocks'), await watcher.seenAt('userName'), await watcher.seenAt('sideMenu'));

/** The login page cold, then sign in, then (optionally) a signed-in reload. */
async function measurePortal(browser: Browser, portal: Portal, withReload: boolean) {
  const { context, watcher, page } = await coldPage(browser);
  await page.goto(`${portal.url}#/login`, { waitUntil: 'commit' });
  const paint = await watcher.seenAt('firstPaint');
  const usable = Math.max(await watcher.seenAt('password'), paint);
  const bytesBeforeUsable = await bytesBy(page, usable);
  // The scripts have run when the React login page is there (it took over a prerendered form).
  const scriptsDone = await watcher.seenAt('loginPage');
  await page.waitForLoadState('load');
  const bytesLoginRoute = await bytesBy(page);
  await fillLogin(page, BUYER_ADMIN);
  const clickedAt = await page.evaluate(() => {
    const at = performance.now();
    document.querySelector<HTMLButtonElement>('[data-testid="login-submit"]')!.click();
    return at;
  });
  const signIn = (await homeUsable(watcher)) - clickedAt;
  let reload: number | undefined;
  let marks: Record<string, number> = {};
  if (withReload) {
    watcher.reset();
    await page.reload({ waitUntil: 'commit' });
    reload = await homeUsable(watcher);
    marks = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('srm:')).map((mark) => [mark.name, Math.round(mark.startTime)])));
  }
  await context.close();
  return { paint, usable, scriptsDone, bytesBeforeUsable, bytesLoginRoute, signIn, reload, marks };
}

/** The headers the reference server sends with the shell's index.html that concern security, but its CSP. */
async function securityHeadersOf(url: string): Promise<Record<string, string>> {
  const answer = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  await answer.arrayBuffer();
  const notSecurity = new Set(['content-type', 'content-length', 'content-encoding', 'content-security-policy', 'cache-control', 'vary', 'date', 'connection', 'keep-alive', 'etag', 'last-modified']);
  return Object.fromEntries([...answer.headers].filter(([name]) => !notSecurity.has(name)));
}

const median = (values: number[]) => stats(values, 1).median;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function main(): Promise<void> {
  buildIfStale();
  const reference = await startReferenceServer();
  const portal = await startPortal();
  const browser = await launchBrowser();
  try {
    reference.withDocumentHeaders(await securityHeadersOf(portal.url));
    const rows = { blankPaint: [] as number[], luigiPaint: [] as number[], luigiReady: [] as number[], luigiBytes: [] as number[], securedLuigiReady: [] as number[] };
    const reloadMarks: Record<string, number>[] = [];
    const login = { paint: [] as number[], usable: [] as number[], scriptsDone: [] as number[], bytesBeforeUsable: [] as number[], bytesLoginRoute: [] as number[], signIn: [] as number[], reload: [] as number[] };
    // One warm-up round (server caches, Chromium start-up), not counted; then the pages in turn, each round.
    for (let round = -1; round < ROUNDS; round += 1) {
      // Luigi and the portal take turns at going first.
      const blank = await measureBlank(browser, reference.blankUrl);
      const luigiFirst = round % 2 === 0;
      const luigiEarly = luigiFirst ? await measureLuigi(browser, reference.luigiUrl) : undefined;
      const ours = await measurePortal(browser, portal, true);
      const luigi = luigiEarly ?? (await measureLuigi(browser, reference.luigiUrl));
      const securedLuigi = await measureLuigi(browser, reference.securedLuigiUrl);
      if (round < 0) continue;
      rows.securedLuigiReady.push(securedLuigi.ready);
      rows.blankPaint.push(blank);
      rows.luigiPaint.push(luigi.paint);
      rows.luigiReady.push(luigi.ready);
      rows.luigiBytes.push(luigi.bytes);
      for (const key of ['paint', 'usable', 'scriptsDone', 'bytesBeforeUsable', 'bytesLoginRoute', 'signIn'] as const) login[key].push(ours[key]);
      login.reload.push(ours.reload!);
      reloadMarks.push(ours.marks);
    }
    // Second phase: the buyer's server menu with 1,000 more items; sign-in → home only.
    await insertMenuTree(portal.server.db, BUYER_ADMIN.elsAccount, bigMenu());
    const bigSignIn: number[] = [];
    for (let round = -1; round < ROUNDS; round += 1) {
      const ours = await measurePortal(browser, portal, false);
      if (round >= 0) bigSignIn.push(ours.signIn);
    }

    const luigiReady = median(rows.luigiReady);
    const table = {
      blankPage: { firstPaintMs: median(rows.blankPaint) },
      luigi: { firstPaintMs: median(rows.luigiPaint), shellBarVisibleMs: luigiReady, bytesKB: kb(median(rows.luigiBytes)) },
      luigiWithPortalHeaders: { shellBarVisibleMs: median(rows.securedLuigiReady) },
      portalLogin: {
        firstPaintMs: median(login.paint),
        passwordUsableMs: median(login.usable),
        reactLoginPageMs: median(login.scriptsDone),
        bytesBeforeUsableKB: kb(median(login.bytesBeforeUsable)),
        bytesLoginRouteKB: kb(median(login.bytesLoginRoute)),
      },
      signInToHomeMs: median(login.signIn),
      signInToHomeBigMenuMs: median(bigSignIn),
      signedInReloadToHomeMs: median(login.reload),
      // Where a signed-in reload spends its time (bootstrap's performance marks, medians).
      signedInReloadMarks: Object.fromEntries(Object.keys(reloadMarks[0] ?? {}).map((name) => [name, median(reloadMarks.map((marks) => marks[name] ?? NaN))])),
    };
    const ratio = (value: number, reference: number) => Math.round((value / reference) * 100) / 100;
    const ratios = {
      loginUsableToLuigiReady: ratio(table.portalLogin.passwordUsableMs, luigiReady),
      loginUsableToLuigiWithPortalHeadersReady: ratio(table.portalLogin.passwordUsableMs, table.luigiWithPortalHeaders.shellBarVisibleMs),
      signedInReloadToLuigiReady: ratio(table.signedInReloadToHomeMs, luigiReady),
      signInBigMenuToLuigiReady: ratio(table.signInToHomeBigMenuMs, luigiReady),
    };
    const budgets = {
      ...BUDGET,
      loginMet: ratios.loginUsableToLuigiReady <= BUDGET.loginToLuigi,
      bytesMet: table.portalLogin.bytesBeforeUsableKB <= BUDGET.bytesBeforeUsableKB,
      reloadMet: ratios.signedInReloadToLuigiReady <= BUDGET.reloadToLuigi,
    };
    const result = {
      date: new Date().toISOString(),
      environment: environmentOf(browser),
      rounds: ROUNDS,
      table,
      ratios,
      budgets,
      samples: { ...rows, login, bigSignIn },
    };
    writeResult('startup', result);

    const ms = (n: number) => `${n.toFixed(0)} ms`;
    console.log(`\nstart-up, median of ${ROUNDS} cold rounds (Chromium ${result.environment.chromium}, ${result.environment.cpus} CPUs)`);
    console.log('| page | first paint | usable | bytes (brotli) |');
    console.log('|---|---|---|---|');
    console.log(`| blank HTML page | ${ms(table.blankPage.firstPaintMs)} | – | – |`);
    console.log(`| Luigi core 2.31, three nodes | ${ms(table.luigi.firstPaintMs)} | ${ms(luigiReady)} (shell bar) | ${table.luigi.bytesKB} KB |`);
    console.log(
      `| this portal, /portal/#/login | ${ms(table.portalLogin.firstPaintMs)} | ${ms(table.portalLogin.passwordUsableMs)} (password field; ${ratios.loginUsableToLuigiReady}× Luigi) | ${table.portalLogin.bytesBeforeUsableKB} KB before usable, ${table.portalLogin.bytesLoginRouteKB} KB with its scripts |`,
    );
    console.log(`| Luigi with the portal's security headers (not its CSP) | | ${ms(table.luigiWithPortalHeaders.shellBarVisibleMs)} (shell bar; login ${ratios.loginUsableToLuigiWithPortalHeadersReady}× this) | |`);
    console.log(`| React login page mounted | | ${ms(table.portalLogin.reactLoginPageMs)} | |`);
    console.log(`| signed-in reload → home usable | | ${ms(table.signedInReloadToHomeMs)} (${ratios.signedInReloadToLuigiReady}× Luigi) | |`);
    console.log(`| sign-in click → home usable | | ${ms(table.signInToHomeMs)} | |`);
    console.log(`signed-in reload marks: ${JSON.stringify(table.signedInReloadMarks)}`);
    console.log(`| sign-in click → home usable, 1,000-item menu | | ${ms(table.signInToHomeBigMenuMs)} (${ratios.signInBigMenuToLuigiReady}× Luigi) | |`);
    console.log(
      `budgets: login ≤ ${BUDGET.loginToLuigi}× Luigi ${budgets.loginMet ? 'met' : 'MISSED'}; bytes before usable ≤ ${BUDGET.bytesBeforeUsableKB} KB ${budgets.bytesMet ? 'met' : 'MISSED'}; signed-in reload ≤ ${BUDGET.reloadToLuigi}× Luigi ${budgets.reloadMet ? 'met' : 'MISSED'}`,
    );
    console.log('written to bench-results/startup.json');
    if (!budgets.loginMet || !budgets.bytesMet || !budgets.reloadMet) process.exitCode = 1;
  } finally {
    await browser.close();
    await portal.close();
    await reference.close();
  }
}

runBench(main);
