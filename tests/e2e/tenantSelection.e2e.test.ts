import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { BUYER_ADMIN, closePage, fillLogin, launchBrowser, newPage, startPortal, writeTenant, type Portal } from './harness';
import { expectAccessible } from './a11y';

// Issue 25, point 6: the server knows its tenant. One config folder holds a tenant served under its
// own prefix (/lake-portal/ → lakeside) and one by host name (srm.harbor.localhost → harbor). Chromium
// opens each address with no ?tenant= and gets that tenant's login page, the tenant's CSP frame-src
// on the page, and, signed in, the tenant's sub-app from another origin in a frame (the CSP lets
// it load). The host names are mapped to the loopback address by Chromium's host resolver rules.
// They are names under .localhost: the layout allows plain http frame origins on this machine only,
// and the partner's sub-app at apps.harbor.localhost is then of the same site as the portal at
// srm.harbor.localhost, as a customer's sub-app under its own domain is (a cross-site frame gets no
// storage in Chromium, which the demo sub-app needs).

const HARBOR_HOST = 'srm.harbor.localhost';
const PARTNER_HOST = 'apps.harbor.localhost';

let browser: Browser;
let portal: Portal;
/** Another origin serving the demo sub-apps: the tenants' allowed frame origin. */
let foreign: Portal;
let port: string;
/** The partner's sub-app origin of a tenant served at `host`: the foreign portal, by the partner's name on that site. */
const partnerOf = (host: string) => (host === HARBOR_HOST ? `http://${PARTNER_HOST}:${new URL(foreign.origin).port}` : foreign.origin);

beforeAll(async () => {
  foreign = await startPortal({ subAppFrameAncestors: ['http://127.0.0.1:*', `http://${HARBOR_HOST}:*`] });
  portal = await startPortal();
  port = new URL(portal.origin).port;
  const tenant = (title: string, partner: string) => ({
    app: { siteTitle: title },
    loginPage: { precedence: 'layout', defaults: { systemName: { zh_cn: title, en: title } } },
    frames: { initDelayMs: 0, allowedOrigins: { partner: { order: 1, origin: partner } } },
  });
  writeTenant(portal.configDir, 'lakeside', tenant('Lakeside SRM', foreign.origin));
  writeTenant(portal.configDir, 'harbor', tenant('Harbor SRM', partnerOf(HARBOR_HOST)));
  writeFileSync(
    path.join(portal.configDir, 'deploy.json'),
    JSON.stringify({ defaultTenant: '', tenantByPrefix: { 'lake-portal': 'lakeside' }, tenantByHost: { [HARBOR_HOST]: 'harbor' } }),
  );
  browser = await launchBrowser({ args: [`--host-resolver-rules=MAP ${HARBOR_HOST} 127.0.0.1, MAP ${PARTNER_HOST} 127.0.0.1`] });
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
  await foreign?.close();
});

const frameSrcOf = (csp: string | undefined) => (csp ?? '').split(';').find((directive) => directive.trim().startsWith('frame-src'))?.trim();

/** Opens an entry address and checks what the user sees: the tenant's login page, with its CSP. */
async function openLogin(page: Page, url: string, title: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  expect(frameSrcOf(response?.headers()['content-security-policy'])).toBe(`frame-src 'self' ${partnerOf(new URL(url).hostname)}`);
  await expect.poll(() => page.getByTestId('login-system-name').textContent()).toBe(title);
  await expect.poll(() => page.title()).toContain(title);
}

/**
 * Signs in and opens the partner's sub-app in a frame tab; resolves with the frame once its document
 * is the sub-app's (a frame the CSP blocks shows Chromium's error page instead).
 */
async function partnerFrame(page: Page): Promise<Frame> {
  await fillLogin(page, BUYER_ADMIN);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('top-bar').waitFor();
  const src = `${partnerOf(new URL(page.url()).hostname)}/subapps/rfq/#/v2/list`;
  await page.evaluate((s) => {
    window.location.hash = `#/myiframe/demo?${new URLSearchParams({ src: s, name: 'Partner RFQ' }).toString()}`;
  }, src);
  const handle = await page.waitForSelector(`iframe[data-testid="frame"][data-frame-key=${JSON.stringify(src)}]`, { state: 'attached' });
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no content frame');
  await frame.waitForFunction(() => document.body?.dataset.app === 'rfq');
  // Its scripts ran (the demo page counts its loads).
  await frame.waitForFunction(() => document.body.dataset.loads === '1');
  return frame;
}

describe('the server knows its tenant', () => {
  it('serves the shell under a tenant’s prefix: /lake-portal/ shows Lakeside’s login with its CSP, and its sub-app loads in a frame', async () => {
    const page = await newPage(browser);
    await openLogin(page, `${portal.origin}/lake-portal/#/login`, 'Lakeside SRM');
    await expectAccessible(page);
    await partnerFrame(page);
    // The shell ran under the prefix: its calls went to /lake-portal/apis, the address kept the prefix.
    expect(new URL(page.url()).pathname).toBe('/lake-portal/');
    await expectAccessible(page);
    await closePage(page);
  });

  it('picks the tenant by host name: srm.harbor.localhost shows Harbor’s login with its CSP, and its sub-app loads in a frame', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    await openLogin(page, `http://${HARBOR_HOST}:${port}/portal/#/login`, 'Harbor SRM');
    await expectAccessible(page);
    // The sub-app ran and took the English shell's language over the bridge.
    const frame = await partnerFrame(page);
    await expect.poll(() => frame.title()).toBe('RFQ');
    await expectAccessible(page);
    await closePage(page);
  });

  it('keeps the server’s own prefix on the deployment’s default (no tenant: no partner frame origin)', async () => {
    const page = await newPage(browser);
    const response = await page.goto(`${portal.url}#/login`);
    expect(frameSrcOf(response?.headers()['content-security-policy'])).toBe("frame-src 'self'");
    await page.getByTestId('login-page').waitFor();
    await expect.poll(() => page.title()).toContain('SRM');
    expect(await page.getByTestId('login-system-name').textContent()).not.toMatch(/Lakeside|Harbor/);
    await closePage(page);
  });
});
