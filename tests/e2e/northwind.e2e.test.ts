// Issue 25, the worked example: a new customer's ordinary requests met by configuration only.
// config/tenants/northwind/layout.json and two lines of config/deploy.json (as shipped, not rewritten
// here) are all of it; each request is checked in Chromium as the buyer admin, the buyer user and the
// supplier. The customer reaches the portal at host srm.northwind.test and under /nw-portal/, with no
// ?tenant= (Chromium resolves the host name to the test server).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUYER_ADMIN, BUYER_USER, SUPPLIER, closePage as closeContext, fillLogin, launchBrowser, newPage, screenshot, startPortal, type Portal } from './harness';
import { expectAccessible } from './a11y';
import { endpoints } from '../../src/contract/endpoints';
import { encryptPassword } from '../../src/core/session/passwordTransport';

const HOST = 'srm.northwind.test';
const QUALITY = 'https://quality.northwind.example';

let browser: Browser;
let portal: Portal;
/** The portal at the customer's prefix. */
let prefixUrl: string;
/** The portal at the customer's host name (same server, resolved by Chromium). */
let hostUrl: string;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser({ args: [`--host-resolver-rules=MAP ${HOST} 127.0.0.1`] });
  const port = new URL(portal.origin).port;
  prefixUrl = `${portal.origin}/nw-portal/`;
  hostUrl = `http://${HOST}:${port}/portal/`;
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

/** A Northwind page in the given language; the quality site the layout links to is answered in the browser. */
async function northwindPage(locale: 'zh-CN' | 'en-US' = 'en-US'): Promise<Page> {
  const page = await newPage(browser, { locale });
  await page
    .context()
    .route(`${QUALITY}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Quality</title><h1>Quality alerts</h1></html>' }));
  return page;
}

/** Closes the page's context after the accessibility check (the harness checks /portal pages only; these run under /nw-portal/ and on another host). */
async function closePage(page: Page): Promise<void> {
  if (!page.isClosed() && page.url().startsWith('http')) await expectAccessible(page);
  await closeContext(page);
}

async function signIn(page: Page, base: string, account: typeof BUYER_ADMIN): Promise<void> {
  await page.goto(`${base}#/login`);
  await fillLogin(page, account);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('top-bar').waitFor();
}

const pushState = (page: Page) => page.getByTestId('topbar-pushStatus').getAttribute('data-state');
/** The home grid of one home page (a route id: `home`, the buyer's; `supplierHome`). */
const homeGrid = (page: Page, home: string) => page.locator(`[data-testid="home-blocks"][data-home="${home}"]`);
const blockIds = (page: Page, home: string) =>
  homeGrid(page, home).locator('[data-testid^="home-block-"]').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-testid')!.slice('home-block-'.length)));

describe('Northwind: the tenant by host and by prefix, with its CSP', () => {
  it('picks northwind at /nw-portal/ and at srm.northwind.test with no ?tenant=, and sends its frame origin in the CSP', async () => {
    for (const base of [prefixUrl, hostUrl]) {
      const page = await northwindPage('en-US');
      const response = await page.goto(`${base}#/login`);
      expect(response!.headers()['content-security-policy']).toMatch(new RegExp(`frame-src[^;]*${QUALITY.replace(/\./g, '\\.')}`));
      await expect.poll(() => page.getByTestId('login-page').textContent()).toContain('Northwind supply-chain portal');
      await closePage(page);
    }
    // The default portal is not Northwind.
    const other = await northwindPage('en-US');
    const response = await other.goto(`${portal.url}#/login`);
    expect(response!.headers()['content-security-policy']).not.toContain(QUALITY);
    await other.getByTestId('login-page').waitFor();
    expect(await other.getByTestId('login-page').textContent()).not.toContain('Northwind');
    await closePage(other);
  });
});

describe('Northwind as the buyer admin', () => {
  it('shows "Quality alerts" first on the home with its link, the service desk text, push on; approval pages share one "Workflow" tab', async () => {
    const page = await northwindPage('en-US');
    await signIn(page, prefixUrl, BUYER_ADMIN);
    await homeGrid(page, 'home').waitFor();
    expect((await blockIds(page, 'home'))[0]).toBe('qualityAlerts');
    const alerts = page.getByTestId('home-block-qualityAlerts');
    expect(await alerts.getByRole('heading').first().textContent()).toContain('Quality alerts');
    const link = alerts.getByRole('link', { name: 'quality alert list' });
    expect(await link.getAttribute('href')).toBe(`${QUALITY}/alerts`);
    expect(await page.getByTestId('topbar-serviceDesk').textContent()).toContain('Service desk 8008');
    await expect.poll(() => pushState(page)).toBe('connected');
    await screenshot(page, 'northwind-buyer-admin-en');

    await page.evaluate(() => (window.location.hash = '#/audit?businessType=all'));
    await page.getByTestId('tab').filter({ hasText: 'Workflow' }).waitFor();
    await page.evaluate(() => (window.location.hash = '#/audit?businessType=order'));
    await expect.poll(() => page.getByTestId('tab').filter({ hasText: 'Workflow' }).count()).toBe(1);
    expect(await page.getByTestId('tab').filter({ hasText: /approval/i }).count()).toBe(0);
    await closePage(page);
  });

  it('keeps at most 12 tabs open: the 13th closes the oldest with a notice naming it', async () => {
    const page = await northwindPage('en-US');
    await signIn(page, prefixUrl, BUYER_ADMIN);
    const pages = ['/portal/info/index', '/portal/info/message', '/portal/info/todo', '/portal/info/list', '/portal/info/documentCenter', '/portal/info/password'];
    for (const path of pages) {
      await page.evaluate((hash) => (window.location.hash = hash), `#${path}`);
      await page.locator(`[data-testid="tab"][data-value=${JSON.stringify(path)}]`).waitFor();
    }
    // Frames make up the rest: 1 pinned home + 6 pages + 6 frames = 13 asked for.
    for (let n = 1; n <= 6; n++) {
      await page.evaluate((n) => (window.location.hash = `#/myiframe/nw${n}?${new URLSearchParams({ src: `/subapps/supplier/#/v2/list?n=${n}`, name: `Frame ${n}` }).toString()}`), n);
      await page.getByTestId('tab').filter({ hasText: `Frame ${n}` }).waitFor();
    }
    await expect.poll(() => page.getByTestId('tab').count()).toBe(12);
    // The oldest non-pinned tab (personal info) went, with a notice naming it; Home stayed.
    expect(await page.locator('[data-testid="tab"][data-value="/portal/info/index"]').count()).toBe(0);
    await expect.poll(() => page.getByTestId('toasts').textContent()).toMatch(/Personal/i);
    await closePage(page);
  });
});

describe('Northwind as the buyer user', () => {
  it('has push off during the pilot, no quality block, the service desk text; passwords need 10 characters and a digit', async () => {
    const page = await northwindPage('zh-CN');
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await signIn(page, hostUrl, BUYER_USER);
    await homeGrid(page, 'home').waitFor();
    expect(await blockIds(page, 'home')).not.toContain('qualityAlerts');
    expect(await page.getByTestId('topbar-serviceDesk').textContent()).toContain('服务台 8008');
    // Push is off for this audience: no status item (it shows "connecting" at once when push is on) and no socket to the broker.
    await page.getByTestId('topbar-messages').waitFor();
    expect(await page.getByTestId('topbar-pushStatus').count()).toBe(0);
    expect(sockets.filter((url) => url.endsWith('/mqtt'))).toEqual([]);
    await screenshot(page, 'northwind-buyer-user-zh');

    await page.evaluate(() => (window.location.hash = '#/portal/info/password'));
    await page.getByTestId('change-password').waitFor();
    expect(await page.getByTestId('change-password').textContent()).toMatch(/10/);
    await page.locator('input[name="oldPassword"]').fill(BUYER_USER.password);
    await page.locator('input[name="newPassword"]').fill('Abcdef@gh'); // 9 characters, no digit
    await page.locator('input[name="confirmPassword"]').fill('Abcdef@gh');
    await page.getByTestId('password-submit').click();
    await expect.poll(() => page.getByTestId('password-error').textContent()).toMatch(/10/);

    // The server holds the same rule for this session's tenant, whatever a client sends: 9 characters with a digit, and 10 without one.
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('srm-token') ?? sessionStorage.getItem('srm-token') ?? 'null') as { content: string } | null)?.content);
    const transport = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../config/base/layout.json'), 'utf8')) as { app: { passwordTransport: { key: string; iv: string } } }).app.passwordTransport;
    const enc = (password: string) => encodeURIComponent(encryptPassword(password, transport));
    for (const [candidate, broken] of [['Abcdef@12', /10/], ['Abcdefg@hi', /数字/]] as const) {
      const response = await fetch(`${prefixUrl}apis${endpoints.modifyPassword.path}?password=${enc(BUYER_USER.password)}&newPassword=${enc(candidate)}`, {
        method: 'PUT',
        headers: { token: String(token), elsAccount: `${BUYER_USER.elsAccount}_${BUYER_USER.elsSubAccount}` },
      });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { messageCode: string; message: string };
      expect(answer.messageCode).toBe('account.passwordRules');
      expect(answer.message).toMatch(broken);
    }
    await closePage(page);
  });
});

describe('Northwind as the supplier', () => {
  it('sees enquiries first, then the how-to text, order figures last; no service desk; push on', async () => {
    const page = await northwindPage('en-US');
    await signIn(page, prefixUrl, SUPPLIER);
    await homeGrid(page, 'supplierHome').waitFor();
    const ids = await blockIds(page, 'supplierHome');
    expect(ids.slice(0, 2)).toEqual(['supplierEnquiries', 'supplierHowTo']);
    expect(ids.at(-1)).toBe('supplierConfirm');
    await screenshot(page, 'northwind-supplier-en');
    const howTo = page.getByTestId('home-block-supplierHowTo');
    expect(await howTo.getByRole('heading').first().textContent()).toContain('How to quote');
    await howTo.getByRole('link', { name: 'document centre' }).click();
    await page.waitForURL(/#\/portal\/info\/documentCenter/);
    expect(await page.getByTestId('topbar-serviceDesk').count()).toBe(0);
    await expect.poll(() => pushState(page)).toBe('connected');
    await closePage(page);
  });
});
