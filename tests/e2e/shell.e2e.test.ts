import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './a11y';
import { BUYER_ADMIN, BUYER_USER, closePage, fillLogin, launchBrowser, login, newPage, screenshot, startPortal, SUPPLIER, tabValues, writeTenant, type Portal } from './harness';

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

describe('the shell against the reference server', () => {
  it('shows a branded login page', async () => {
    const page = await newPage(browser);
    await page.goto(portal.url);
    await page.getByTestId('login-page').waitFor();
    expect(await page.locator('input[name="password"]').getAttribute('type')).toBe('password');
    await expectAccessible(page, 'the login page');
    await screenshot(page, 'login');
    await closePage(page);
  });

  it('logs the buyer in, shows the server menu, opens two pages as tabs and restores them after reload', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    // The home tab and the home blocks of the layout document.
    await page.getByTestId('home-blocks').waitFor();
    expect(await tabValues(page)).toEqual(['/portal/wel/index']);
    await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(BUYER_ADMIN.name);
    await expectAccessible(page, 'the home page');

    // The side menu comes from the server: open a portal page and a frame sub-app.
    const menu = page.getByTestId('side-menu');
    await menu.getByRole('button', { name: '工作台' }).click();
    await menu.getByRole('button', { name: '个人信息' }).click();
    await page.getByTestId('personal-info').waitFor();
    await expectAccessible(page, 'personal info');
    await menu.getByRole('button', { name: '采购协同' }).click();
    await menu.getByRole('button', { name: '询价管理' }).click();
    await page.getByTestId('frame').waitFor();
    const opened = await tabValues(page);
    expect(opened).toHaveLength(3);
    expect(opened[1]).toBe('/portal/info/index');
    expect(opened[2]).toContain('/subapps/rfq/');
    await screenshot(page, 'shell');

    await page.reload();
    await page.getByTestId('tab-strip').waitFor();
    expect(await tabValues(page)).toEqual(opened);
    // The active page is the frame page, and the browser title is its tab label.
    await page.getByTestId('frame').waitFor();
    await expect.poll(() => page.title()).toBe('询价管理');
    await page.getByTestId('frame-loading').waitFor({ state: 'detached' });
    await expectAccessible(page, 'a frame page');

    // Closing a tab moves to its neighbour and the strip keeps the home tab.
    await page.getByTestId('tab').nth(2).getByTestId('tab-close').click();
    expect(await tabValues(page)).toEqual(['/portal/wel/index', '/portal/info/index']);
    await expect.poll(() => page.title()).toBe('SRM');
    await closePage(page);
  });

  it('shows the WeChat QR item to the buyer and hides it for the supplier (station sale)', async () => {
    const buyerPage = await newPage(browser);
    await login(buyerPage, portal, BUYER_ADMIN);
    expect(await buyerPage.getByTestId('topbar-wechatQr').count()).toBe(1);
    await closePage(buyerPage);

    const page = await newPage(browser);
    await login(page, portal, SUPPLIER);
    await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(SUPPLIER.name);
    expect(await page.getByTestId('topbar-wechatQr').count()).toBe(0);
    expect(await page.getByTestId('topbar-language').count()).toBe(1);
    // The supplier sees its own, smaller menu.
    expect(await page.getByTestId('side-menu').getByRole('button', { name: '询价管理' }).count()).toBe(0);
    await closePage(page);
  });

  it('applies a server overlay saved in the editor after a reload, without a rebuild', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    expect(await page.getByTestId('topbar-density').count()).toBe(1);
    await page.goto(`${portal.url}#/portal/admin/layout`);
    const editor = page.getByTestId('layout-editor-text');
    await editor.waitFor();
    await expect.poll(() => editor.inputValue()).toContain('{');
    await expectAccessible(page, 'the layout editor');

    // A mistake is shown live with its pointer and rule, and cannot be saved.
    await editor.fill(JSON.stringify({ topBar: { density: { kind: 'sparkles' } } }));
    await expect.poll(() => page.getByTestId('layout-editor-issues').textContent()).toContain('/topBar/density/kind · enum');
    expect(await page.getByTestId('layout-save').isDisabled()).toBe(true);

    await editor.fill(JSON.stringify({ app: { siteTitle: 'Globex 采购门户' }, topBar: { density: null } }, null, 2));
    await page.getByTestId('layout-save').click();
    await page.getByTestId('toast-success').waitFor();

    await page.reload();
    await page.getByTestId('top-bar').waitFor();
    await expect.poll(() => page.getByTestId('site-title').textContent()).toBe('Globex 采购门户');
    expect(await page.getByTestId('topbar-density').count()).toBe(0);
    await page.goto(`${portal.url}#/portal/wel/index`);
    await expect.poll(() => page.title()).toBe('Globex 采购门户');
    await closePage(page);

    // Every user of the tenant gets it; the supplier's tenant does not.
    const supplierPage = await newPage(browser);
    await login(supplierPage, portal, SUPPLIER);
    await expect.poll(() => supplierPage.getByTestId('site-title').textContent()).toBe('SRM');
    await closePage(supplierPage);
  });

  it('switches the language and the density, and keeps both after a reload', async () => {
    // The supplier's tenant: the overlay test below changes the buyer tenant's top bar.
    const page = await newPage(browser);
    await login(page, portal, SUPPLIER);
    expect(await page.getByTestId('tabs-more').textContent()).toBe('更多');
    await page.getByTestId('topbar-language').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => page.getByTestId('tabs-more').textContent()).toBe('More');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.getByTestId('tab').first().textContent()).toBe('Home');

    await page.getByTestId('topbar-density').click();
    await page.getByRole('menuitemradio', { name: 'Compact' }).click();
    await expect.poll(() => page.locator('[data-density]').getAttribute('data-density')).toBe('mini');

    await page.reload();
    await page.getByTestId('top-bar').waitFor();
    expect(await page.getByTestId('tabs-more').textContent()).toBe('More');
    expect(await page.locator('[data-density]').getAttribute('data-density')).toBe('mini');
    await closePage(page);
  });

  it('opens the seed hash links (/portal/#/login3?...) and signs in automatically', async () => {
    const page = await newPage(browser);
    const query = new URLSearchParams({ elsAccount: BUYER_ADMIN.elsAccount, elsSubAccount: BUYER_ADMIN.elsSubAccount, password: BUYER_ADMIN.password });
    await page.goto(`${portal.url}#/login3?${query.toString()}`);
    await page.getByTestId('home-blocks').waitFor();
    await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(BUYER_ADMIN.name);
    await closePage(page);
  });

  it('shows the wrong-password message and stays signed out', async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url}#/login`);
    await fillLogin(page, { ...BUYER_ADMIN, password: 'wrong-Password1!' });
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('login-error').textContent()).toContain('账号或密码错误');
    await expectAccessible(page, 'the login page with its error');
    expect(await page.evaluate(() => localStorage.getItem('srm-token'))).toBeNull();
    await page.goto(`${portal.url}#/portal/wel/index`);
    await page.getByTestId('login-page').waitFor();
    await closePage(page);
  });

  it('shows an error with a retry when a page chunk fails to load, never a blank page', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    let failing = true;
    await page.route('**/page-info-personal*.js', (route) => (failing ? route.abort('failed') : route.continue()));
    await page.goto(`${portal.url}#/portal/info/index`);
    const retry = page.getByRole('button', { name: '重试' });
    await retry.waitFor();
    expect(await page.getByTestId('top-bar').count()).toBe(1);
    failing = false;
    await retry.click();
    await page.getByTestId('personal-info').waitFor();
    await closePage(page);
  });
});

describe('a broken tenant file', () => {
  let broken: Portal;
  beforeAll(async () => {
    broken = await startPortal({
      prepareConfig: (configDir) => writeTenant(configDir, 'broken', { app: { siteTitle: 'Broken tenant' }, topBar: { qr: { order: 1, kind: 'hologram' } } }),
    });
  });
  afterAll(async () => broken?.close());

  it('is left out: the shell still works and an admin sees the layer, pointer and rule', async () => {
    const page = await newPage(browser);
    await login(page, broken, BUYER_ADMIN, `${broken.url}?tenant=broken#/login`);
    const banner = page.getByTestId('layout-banner');
    await banner.waitFor();
    const text = await banner.textContent();
    expect(text).toContain('tenants/broken/layout.json');
    expect(text).toContain('/topBar/qr/kind');
    expect(text).toContain('enum');
    // The layer is left out whole: the title is the base one, and the shell works.
    expect(await page.getByTestId('site-title').textContent()).toBe('SRM');
    await page.getByTestId('home-blocks').waitFor();
    await screenshot(page, 'broken-tenant-banner');
    await closePage(page);
  });

  it('does not show the banner to a user who is not an admin', async () => {
    const page = await newPage(browser);
    await login(page, broken, BUYER_USER, `${broken.url}?tenant=broken#/login`);
    await page.getByTestId('home-blocks').waitFor();
    expect(await page.getByTestId('layout-banner').count()).toBe(0);
    expect(await page.getByTestId('topbar-layoutEditor').count()).toBe(0);
    await closePage(page);
  });

  it('applies a valid tenant file (acme) over the base', async () => {
    const page = await newPage(browser);
    await login(page, broken, BUYER_ADMIN, `${broken.url}?tenant=acme#/login`);
    await expect.poll(() => page.getByTestId('site-title').textContent()).toBe('ACME SRM');
    expect(await page.getByTestId('topbar-density').count()).toBe(0);
    expect(await page.getByTestId('topbar-helpCenter').count()).toBe(1);
    await closePage(page);
  });
});
