// The two short example tenants of README "Start a new customer" look different in the browser: title,
// logo, top-bar items, home block order and the language a first visit starts in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUYER_ADMIN, closePage, launchBrowser, login, newPage, screenshot, startPortal, type Portal } from './harness';

let browser: Browser;
let portal: Portal;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal();
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const blockIds = (page: Page) => page.locator('[data-testid^="home-block-"]').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-testid')!.slice('home-block-'.length)));

describe('the example tenants', () => {
  it('initech starts in English even for a Chinese browser, with its logo, its top bar and its home order', async () => {
    // The browser of every test is Chinese (CONTEXT_OPTIONS); initech's languagePolicy is 'tenant'.
    const page = await newPage(browser);
    await page.goto(`${portal.url}?tenant=initech#/login`);
    await expect.poll(() => page.getByTestId('login-system-title').textContent()).toBe('Initech supplier portal');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await login(page, portal, BUYER_ADMIN, `${portal.url}?tenant=initech#/login`);
    await page.getByTestId('home-blocks').waitFor();
    await expect.poll(() => page.getByTestId('site-title').textContent()).toBe('Initech Supplier Portal');
    expect(await page.getByTestId('topbar-logo').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await page.getByTestId('topbar-wechatQr').count()).toBe(0);
    expect(await page.getByTestId('topbar-guide').count()).toBe(0);
    expect(await page.getByTestId('topbar-lock').count()).toBe(1);
    await expect.poll(() => blockIds(page)).toEqual(['head', 'enquiry', 'purchase', 'order', 'logistics']);
    await screenshot(page, 'tenant-initech-home');
    await closePage(page);
  });

  it('acme stays Chinese, with its own logo, no density item and orders right after the greeting', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN, `${portal.url}?tenant=acme#/login`);
    await page.getByTestId('home-blocks').waitFor();
    await expect.poll(() => page.getByTestId('site-title').textContent()).toBe('ACME SRM');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await page.getByTestId('topbar-logo').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await page.getByTestId('topbar-density').count()).toBe(0);
    expect(await page.getByTestId('topbar-wechatQr').count()).toBe(1);
    await expect.poll(() => blockIds(page)).toEqual(['head', 'order', 'purchase', 'enquiry']);
    await screenshot(page, 'tenant-acme-home');
    await closePage(page);
  });
});
