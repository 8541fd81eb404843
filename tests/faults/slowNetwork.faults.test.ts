// Fault: the shell's own calls on a slow and lossy network (issue 28, point 2). Chromium's network
// emulation (CDP Network.emulateNetworkConditions: latency and throughput) slows every call of the
// page; loss is a failed request (page.route → route.abort('failed')), since CDP's packetLoss option
// applies to WebRTC only, not to HTTP. The tenant file of this test sets the shell's request timeout
// (app.requestTimeoutMs, 300000 ms by default, the seeds' figure) to 4 s so that "nothing waits forever"
// is measured within the file's time.
//
// The pages are those of the buyer administrator's menu (server/modules/menu/seed.ts), one of each kind:
// the home page (figures), personal info (a detail), the message centre, the to-dos and the document
// centre (paged lists), the approval centre (the audit list). Frame sub-apps make their own calls, not
// the shell's (badSubApps covers them).
import type { CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BUYER_ADMIN, closePage, launchBrowser, login, newPage, startPortal, writeTenant, type Portal } from '../e2e/harness';

const TENANT = 'slownet';
const REQUEST_TIMEOUT_MS = 4000;
/** The seeds' message for a failed call (i18n_network_error). */
const NETWORK_ERROR = '网络连接中断，请检查网络';

interface PageKind {
  name: string;
  route: string;
  /** The page is there (its own root). */
  root: string;
  /** The calls the fault hits (of the shell's API); the home page's figures are asked while signing in, so the fault is on from the start there. */
  calls: RegExp;
  /** Its error text: the shell's network message, or the page's own "loading failed". */
  error: string;
}

const EVERY_CALL = /\/portal\/apis\//;
const HOME_FIGURES = /\/portal\/apis\/(index|purchase|inquiry|order)\//;

const PAGES: PageKind[] = [
  { name: 'home', route: '/portal/wel/index', root: '[data-testid="home-blocks"]', calls: HOME_FIGURES, error: NETWORK_ERROR },
  { name: 'personal info', route: '/portal/info/index', root: '[data-testid="personal-info"]', calls: EVERY_CALL, error: NETWORK_ERROR },
  { name: 'messages', route: '/portal/info/message', root: '[data-testid="page-messages"]', calls: EVERY_CALL, error: NETWORK_ERROR },
  { name: 'to-dos', route: '/portal/info/todo', root: '[data-testid="page-todo"]', calls: EVERY_CALL, error: NETWORK_ERROR },
  { name: 'documents', route: '/portal/info/documentCenter', root: '[data-testid="page-documentCenter"]', calls: EVERY_CALL, error: NETWORK_ERROR },
  { name: 'approvals', route: '/audit', root: '[data-testid="audit-centre"]', calls: EVERY_CALL, error: NETWORK_ERROR },
];

/** A loading state inside the page: a list's or a figure's loading row, or any spinner. */
const LOADING = '[data-testid$="-loading"], [role="progressbar"]';
/** What a transport error says in axios' words: never for a user to read. */
const RAW_TRANSPORT = /Network Error|timeout of \d+ms exceeded|ECONN/;

async function emulate(cdp: CDPSession, latency: number): Promise<void> {
  // 800 kbit/s down and up on top of the latency: a poor mobile link.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: latency ? 100_000 : -1, uploadThroughput: latency ? 100_000 : -1 });
}

/** Goes to a route of the shell (the hash, as the menu does; no reload). */
async function go(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => (window.location.hash = hash), `#${route}`);
}

/** Clicks each retry button of the page until no part shows the error text or a loading state. */
async function recovered(root: Locator, kind: PageKind, timeout = 10_000): Promise<void> {
  const retries = root.getByRole('button', { name: /^重试$/ });
  await expect
    .poll(
      async () => {
        if ((await retries.count()) > 0) await retries.first().click();
        const left = (await root.getByText(kind.error).count()) + (await root.locator(LOADING).count());
        return left === 0 ? 'recovered' : `${kind.name}: ${(await root.innerText()).replace(/\s+/g, ' ')}`;
      },
      { timeout },
    )
    .toBe('recovered');
}

describe('fault: the shell’s own calls on a slow and lossy network', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([
      startPortal({ prepareConfig: (configDir) => writeTenant(configDir, TENANT, { app: { requestTimeoutMs: REQUEST_TIMEOUT_MS } }) }),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  /** A fresh session (each page's first opening is the one under the fault); `failing` aborts those calls from before the sign-in. */
  async function signedIn(failing?: RegExp): Promise<{ page: Page; cdp: CDPSession; lost: { count: number } }> {
    const page = await newPage(browser);
    const lost = { count: 0 };
    if (failing) await page.route(failing, (route) => (lost.count++, route.abort('failed')));
    await login(page, portal, BUYER_ADMIN, `${portal.url}?tenant=${TENANT}#/login`);
    await page.locator('[data-testid="home-blocks"]').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    return { page, cdp, lost };
  }

  it('each page kind: failed calls show the error text with a retry; on a slow link the retry shows loading, then the content', async () => {
    const figures: string[] = [];
    // The home figures, a detail page, the to-dos, the document centre and the approval centre (the message
    // centre is a paged list of the same parts as the documents, which the next test covers).
    for (const kind of PAGES.filter((candidate) => candidate.name !== 'messages')) {
      const { page, cdp, lost } = await signedIn(kind === PAGES[0] ? kind.calls : undefined);
      if (kind !== PAGES[0]) await page.route(kind.calls, (route) => (lost.count++, route.abort('failed')));
      const started = Date.now();
      await go(page, kind.route);
      const root = page.locator(kind.root);
      await root.getByText(kind.error).first().waitFor();
      const errorAt = Date.now() - started;
      expect(await root.innerText()).not.toMatch(RAW_TRANSPORT);
      const retries = root.getByRole('button', { name: /^重试$/ });
      expect(await retries.count()).toBeGreaterThan(0);
      // The network comes back, slow: 800 ms latency, 800 kbit/s.
      await page.unroute(kind.calls);
      await emulate(cdp, 800);
      const retried = Date.now();
      await retries.first().click();
      await root.locator(LOADING).first().waitFor();
      const loadingAt = Date.now() - retried;
      // Each retry button (a page may have several parts, e.g. the home figures) brings its part back.
      await recovered(root, kind, REQUEST_TIMEOUT_MS * 4);
      figures.push(`${kind.name}: ${lost.count} calls failed, error shown at ${errorAt} ms; retry on the slow link: loading at ${loadingAt} ms, content at ${Date.now() - retried} ms`);
      await emulate(cdp, 0);
      await closePage(page);
    }
    console.log(`[slowNetwork] ${figures.join('\n  ')}`);
  });

  it('nothing waits forever: calls that never get an answer end in the error state at the request timeout, and the retry recovers', async () => {
    const { page } = await signedIn();
    const figures: string[] = [];
    for (const kind of [PAGES[2]!, PAGES[1]!, PAGES[3]!, PAGES[5]!]) {
      // The server takes the calls and never answers (held here; the page's code loads as usual).
      const held: Array<{ abort(): Promise<void> }> = [];
      await page.route(kind.calls, (route) => void held.push(route));
      const started = Date.now();
      await go(page, kind.route);
      const root = page.locator(kind.root);
      await root.getByText(kind.error).first().waitFor({ timeout: REQUEST_TIMEOUT_MS * 2 });
      const elapsed = Date.now() - started;
      expect(held.length).toBeGreaterThan(0);
      expect(elapsed).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
      expect(await root.innerText()).not.toMatch(RAW_TRANSPORT);
      figures.push(`${kind.name}: ${held.length} calls held, error after ${elapsed} ms`);
      await page.unroute(kind.calls);
      for (const route of held) await route.abort().catch(() => undefined);
      await recovered(root, kind);
    }
    console.log(`[slowNetwork] request timeout ${REQUEST_TIMEOUT_MS} ms: ${figures.join('; ')}`);
    await closePage(page);
  });
});
