/**
 * Benchmark of the shell's start-up, the first thing every user of the portal waits for: the
 * initial download, the login page becoming usable, signing in until the home page and the menu
 * are there, and a reload of a signed-in shell. Chromium against the real reference server.
 *
 *   npm run bench            (runs this after the frame benchmark)
 *
 * Each cold run uses a fresh browser context (empty cache). "Usable" is measured in the page: an
 * init script records performance.now() (from the start of navigation) the first time the
 * element is in the document and visible. Runs twice: on loopback, and on an emulated office
 * link (10 Mbit/s down, 5 Mbit/s up, 40 ms round trip), where the size of the download shows.
 *
 * Writes bench-results/startup.json and prints a summary. Exits 1 when a budget is missed: the
 * initial JavaScript and CSS at most INITIAL_BUDGET_KIB gzip-compressed, and on the office link
 * the login page usable within LOGIN_BUDGET_MS at p95.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildIfStale, distDir } from '../../scripts/start-helpers';
import { environmentOf, runBench, stats, writeResult } from './benchKit';
import { BUYER_ADMIN, fillLogin, launchBrowser, newContext, startPortal, type Portal } from '../e2e/harness';

const RUNS = 10;
const INITIAL_BUDGET_KIB = 330;
const LOGIN_BUDGET_MS = 1500;

interface Link {
  name: string;
  /** CDP Network.emulateNetworkConditions, or none for loopback. */
  conditions?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const LINKS: Link[] = [
  { name: 'loopback' },
  { name: 'office link (10 Mbit/s, 40 ms RTT)', conditions: { latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (5 * 1024 * 1024) / 8 } },
];


/** The scripts and style sheets index.html loads before anything else, with their sizes. */
function initialAssets() {
  const dir = distDir();
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const assets = files.map((file) => {
    const bytes = readFileSync(path.join(dir, file));
    // The brotli copy the build wrote beside it is what the reference server sends to Chromium.
    const brotli = path.join(dir, `${file}.br`);
    return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes).length, brotliBytes: existsSync(brotli) ? statSync(brotli).size : undefined };
  });
  const kib = (n: number) => Math.round((n / 1024) * 10) / 10;
  return {
    assets,
    totalKiB: kib(assets.reduce((sum, a) => sum + a.bytes, 0)),
    totalGzipKiB: kib(assets.reduce((sum, a) => sum + a.gzipBytes, 0)),
    totalBrotliKiB: kib(assets.reduce((sum, a) => sum + (a.brotliBytes ?? a.bytes), 0)),
  };
}

/** Records when each watched test id is first in the document and visible, in ms since navigation start. */
const WATCH = `
(() => {
  const ids = ['login-submit', 'home-blocks', 'topbar-userName', 'side-menu'];
  const seen = (window.__seen = window.__seen || {});
  const check = () => {
    for (const id of ids) {
      if (seen[id] !== undefined) continue;
      const element = document.querySelector('[data-testid="' + id + '"]');
      if (element && element.getClientRects().length > 0) seen[id] = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})();
`;

async function contextFor(browser: Browser, link: Link): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  await context.addInitScript(WATCH);
  const page = await context.newPage();
  if (link.conditions) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...link.conditions });
  }
  return { context, page };
}

const seenAt = (page: Page, id: string) =>
  page.waitForFunction((testId) => (window as unknown as { __seen: Record<string, number> }).__seen?.[testId], id, { polling: 50 }).then((handle) => handle.jsonValue() as Promise<number>);

async function measureLink(browser: Browser, portal: Portal, link: Link) {
  const loginUsable: number[] = [];
  const signIn: number[] = [];
  const reload: number[] = [];
  // One warm-up run (server caches, Chromium start-up), not counted.
  for (let run = -1; run < RUNS; run += 1) {
    const { context, page } = await contextFor(browser, link);
    await page.goto(`${portal.url}#/login`);
    const usable = await seenAt(page, 'login-submit');
    await fillLogin(page, BUYER_ADMIN);
    // From the click to the home page with its blocks, the user's name and the menu.
    const clickedAt = await page.evaluate(() => {
      const at = performance.now();
      document.querySelector<HTMLButtonElement>('[data-testid="login-submit"]')!.click();
      return at;
    });
    const signedIn = Math.max(await seenAt(page, 'home-blocks'), await seenAt(page, 'topbar-userName'), await seenAt(page, 'side-menu'));
    // A reload of the signed-in shell (cache warm, session kept): the same three.
    await page.reload();
    const reloaded = Math.max(await seenAt(page, 'home-blocks'), await seenAt(page, 'topbar-userName'), await seenAt(page, 'side-menu'));
    if (run >= 0) {
      loginUsable.push(usable);
      signIn.push(signedIn - clickedAt);
      reload.push(reloaded);
    }
    await context.close();
  }
  return { link: link.name, loginPageUsableMs: stats(loginUsable, 1), signInToHomeMs: stats(signIn, 1), signedInReloadMs: stats(reload, 1) };
}

async function main(): Promise<void> {
  buildIfStale();
  const initial = initialAssets();
  const portal = await startPortal();
  const browser = await launchBrowser();
  try {
    const links = [];
    for (const link of LINKS) links.push(await measureLink(browser, portal, link));
    const office = links[links.length - 1]!;
    const result = {
      date: new Date().toISOString(),
      environment: environmentOf(browser),
      runs: RUNS,
      initial,
      links,
      budgets: {
        initialGzipKiB: INITIAL_BUDGET_KIB,
        officeLoginUsableP95Ms: LOGIN_BUDGET_MS,
        initialMet: initial.totalGzipKiB <= INITIAL_BUDGET_KIB,
        officeLoginMet: office.loginPageUsableMs.p95 <= LOGIN_BUDGET_MS,
      },
    };
    writeResult('startup', result);

    const fmt = (s: { median: number; p95: number }) => `median ${s.median.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms`;
    console.log(`\nstart-up, ${RUNS} cold runs per link (Chromium ${result.environment.chromium}, ${result.environment.cpus} CPUs)`);
    console.log(`  initial download: ${initial.assets.length} files, ${initial.totalKiB} KiB raw, ${initial.totalGzipKiB} KiB gzip, ${initial.totalBrotliKiB} KiB brotli (sent)`);
    for (const link of links) {
      console.log(`  ${link.link}:`);
      console.log(`    login page usable:      ${fmt(link.loginPageUsableMs)}`);
      console.log(`    sign-in to home + menu: ${fmt(link.signInToHomeMs)}`);
      console.log(`    signed-in reload:       ${fmt(link.signedInReloadMs)}`);
    }
    console.log(
      `  budgets: initial ≤ ${INITIAL_BUDGET_KIB} KiB gzip ${result.budgets.initialMet ? 'met' : 'MISSED'}; office-link login page p95 ≤ ${LOGIN_BUDGET_MS} ms ${result.budgets.officeLoginMet ? 'met' : 'MISSED'}`,
    );
    console.log('  written to bench-results/startup.json');
    if (!result.budgets.initialMet || !result.budgets.officeLoginMet) process.exitCode = 1;
  } finally {
    await browser.close();
    await portal.close();
  }
}

runBench(main);
