import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUYER_ADMIN, closePage, fillLogin, launchBrowser, login, newPage, startPortal, writeTenant, type Portal } from './harness';

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

describe('a sub-app’s first open', () => {
  it('loads the frame at once and shows the sub-app when it has loaded, whatever frames.initDelayMs says', async () => {
    const page = await newPage(browser);
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
