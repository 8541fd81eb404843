import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUYER_ADMIN, closePage, fillLogin, launchBrowser, layoutEditorLoaded, login, newContext, newPage, startPortal, writeTenant, type Portal } from './harness';
import { endpoints } from '../../src/contract/endpoints';

// First impressions of a new user: the fast login form at every entry address, sub-apps shown as
// soon as they have loaded, English everywhere in English, the keyboard after sign-in.
// Tenant `slowinit`: frames.initDelayMs of ten minutes (nothing may wait for it).

let browser: Browser;
let portal: Portal;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal({
    prepareConfig: (configDir) => writeTenant(configDir, 'slowinit', { frames: { initDelayMs: 600_000 } }),
  });
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

/** Holds every script of the page back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('the login form at every entry address without a session', () => {
  it('shows the prerendered form at /portal/ before any script has run, and signs in to the home page', async () => {
    const page = await newPage(browser);
    const release = await holdScripts(page);
    try {
      await page.goto(portal.url, { waitUntil: 'commit' });
      // The form is there and takes typing while the scripts are still held back (no spinner).
      await page.locator('input[name="password"]').waitFor();
      expect(await page.evaluate(() => [document.querySelectorAll('[data-srm-prerendered]:not([hidden])').length, document.querySelector('#root .srm-boot') !== null])).toEqual([1, true]);
      expect(new URL(page.url()).hash).toBe('#/login?redirect=%2Fportal%2Fwel%2Findex');
      await fillLogin(page, BUYER_ADMIN);
      release();
      await page.waitForFunction(() => document.querySelector('[data-srm-prerendered]') === null && document.querySelector('[data-testid="login-page"]') !== null);
      expect(await page.locator('input[name="elsAccount"]').inputValue()).toBe(BUYER_ADMIN.elsAccount);
      await page.getByTestId('login-submit').click();
      await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(BUYER_ADMIN.name);
      await page.getByTestId('home-blocks').waitFor();
      expect(new URL(page.url()).hash).toBe('#/portal/wel/index');
    } finally {
      release();
    }
    await closePage(page);
  });

  it('shows it in English for a deep link of an English browser, and returns to that page after sign-in', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    const release = await holdScripts(page);
    try {
      await page.goto(`${portal.url}#/portal/info/message`, { waitUntil: 'commit' });
      await page.locator('[data-srm-prerendered] input[name="password"]').waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, document.querySelector('[data-srm-prerendered]')?.getAttribute('lang')])).toEqual(['en', 'en']);
    } finally {
      release();
    }
    await page.getByTestId('login-page').waitFor();
    await fillLogin(page, BUYER_ADMIN);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/#\/portal\/info\/message$/);
    await page.getByTestId('top-bar').waitFor();
    await closePage(page);
  });
});

describe('the sign-in while the user types', () => {
  it('fetches what the sign-in needs on the login page: the click loads no script before home shows its blocks', async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url}#/login`);
    await page.getByTestId('login-page').waitFor();
    // Fetched when the login page is idle: the password transport, the signed-in shell, the home page and its blocks.
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop()!.split('.')[0]));
    for (const chunk of ['password-transport', 'shell', 'page-home', 'blocks-home']) await expect.poll(loaded).toContain(chunk);
    await fillLogin(page, BUYER_ADMIN);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-purchase-figures').waitFor();
    await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(BUYER_ADMIN.name);
    // The push client (loaded when the signed-in shell is idle) is the only script after the click.
    expect(scripts.filter((script) => !/\/mqtt\.[0-9a-f]+\.js$/.test(script))).toEqual([]);
    await closePage(page);
  });
});

describe('a sub-app’s first open', () => {
  it('loads the frame at once and shows the sub-app when it has loaded, whatever frames.initDelayMs says', async () => {
    // The demo sub-app's diagnostics show its bridge state (a test switch, off for users).
    const page = await newPage(browser, {}, { demoDiagnostics: true });
    await login(page, portal, BUYER_ADMIN, `${portal.url}?tenant=slowinit#/login`);
    await page.getByTestId('home-blocks').waitFor();
    const src = '/subapps/order/#/first/open';
    await page.evaluate((s) => {
      window.location.hash = `#/myiframe/first?${new URLSearchParams({ src: s, name: 'First open' }).toString()}`;
    }, src);
    const frame = page.frameLocator(`iframe[data-testid="frame"][data-frame-key="${src}"]`);
    // The sub-app draws its content, the loading indicator goes, and it hears its first "activate".
    await frame.getByTestId('app-name').waitFor();
    await expect.poll(() => frame.getByTestId('bridge-state').textContent()).toBe('active');
    await expect.poll(() => page.getByTestId('frame-loading').count()).toBe(0);
    expect(await page.locator(`[data-testid="frame-slot"][data-frame-key="${src}"]`).getAttribute('data-shown')).toBe('true');
    await closePage(page);
  });
});

describe('English everywhere in English', () => {
  it('the login page: the layout’s English name, title and tagline over the server’s Chinese settings, no Chinese brackets', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    const settings = page.waitForResponse((response) => response.url().includes(endpoints.findLoginSettings.path));
    await page.goto(`${portal.url}#/login`);
    await page.getByTestId('login-page').waitFor();
    // The server's LoginPage_* values (演示采购有限公司 SRM, 供应商协同门户, 采购与供应商在线协同) have arrived.
    await settings;
    await expect.poll(() => page.getByTestId('login-system-name').textContent()).toBe('Supplier collaboration portal');
    expect(await page.getByTestId('login-system-title').textContent()).toBe('SRM Supplier Relationship Management');
    expect(await page.getByTestId('login-ad').textContent()).toBe('Buyers and suppliers working together online');
    expect(await page.getByTestId('login-agreement').textContent()).toBe('User Agreement');
    await closePage(page);
  });

  it('the Home tab when a signed-in user opens a deep link in a new window', async () => {
    const context = await newContext(browser, { locale: 'en-US' });
    const first = await context.newPage();
    await login(first, portal, BUYER_ADMIN);
    const page = await context.newPage();
    await page.goto(`${portal.url}#/portal/info/message`);
    await page.getByTestId('top-bar').waitFor();
    const home = page.locator('[data-testid="tab"][data-value="/portal/wel/index"]');
    await expect.poll(() => home.textContent()).toBe('Home');
    await first.close();
    await closePage(page);
  });

  it('the tab groups’ names in the layout editor', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    await login(page, portal, BUYER_ADMIN);
    await page.goto(`${portal.url}#/portal/admin/layout`);
    await layoutEditorLoaded(page);
    await page.getByTestId('layout-tab-forms').click();
    await page.getByTestId('form-tabgroup-audit').waitFor();
    expect(await page.getByTestId('form-tabgroup-audit').textContent()).toMatch(/^Approvals /);
    const groups = await page.locator('li[data-testid^="form-tabgroup-"]').allTextContents();
    expect(groups.length).toBeGreaterThanOrEqual(5);
    expect(groups.join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
    await closePage(page);
  });
});

describe('the keyboard', () => {
  it('after sign-in the focus is at the start of the main content: the first Tab reaches its first control', async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url}#/login`);
    await page.getByTestId('login-page').waitFor();
    await fillLogin(page, BUYER_ADMIN);
    await page.locator('input[name="password"]').press('Enter');
    await page.getByTestId('home-blocks').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('srm-content');
    // The home page's blocks have their data (their controls are all there) before the user's Tab.
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => {
        const content = document.getElementById('srm-content')!;
        const first = [...content.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])')].find(
          (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
        );
        return first !== undefined && document.activeElement === first;
      }),
    ).toBe(true);
    await closePage(page);
  });

  it('Enter in the menu search opens the first hit', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    const search = page.getByTestId('menu-search');
    await search.fill('订单管理');
    await search.press('Enter');
    await page.waitForURL(/#\/myiframe\//);
    await page.locator('[data-testid="tab"][data-value="/subapps/order/#/v2/order/list"]').waitFor();
    await closePage(page);
  });
});
