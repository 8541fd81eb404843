// Issue 14 items 6 and 7 in the browser: the layout editor shows the reference checks config:check
// prints, and a tenant-wide overlay saved on one deployment tenant (globex) is seen by everyone who
// signs in to it, staff and suppliers, and by no other tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUYER_ADMIN, BUYER_USER, closePage, launchBrowser, login, newPage, screenshot, startPortal, SUPPLIER, writeTenant, type Portal } from './harness';
import { endpoints } from '../../src/contract/endpoints';

let browser: Browser;
let portal: Portal;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal({ prepareConfig: (dir) => writeTenant(dir, 'globex', { app: { siteTitle: 'Globex SRM' } }) });
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const entry = (tenant: string | undefined): string => `${portal.url}${tenant ? `?tenant=${tenant}` : ''}#/login`;

/** Signs in on a tenant and checks the site title once both stored overlays (tenant-wide, own) have been read. */
async function expectSiteTitle(account: typeof BUYER_ADMIN, tenant: string | undefined, expected: string): Promise<void> {
  const page = await newPage(browser);
  let reads = 0;
  const overlaysRead = new Promise<void>((resolve) => {
    page.on('response', (response) => {
      if (response.url().includes(endpoints.findLayoutConfigs.path) && ++reads === 2) resolve();
    });
  });
  await login(page, portal, account, entry(tenant));
  await overlaysRead;
  await expect
    .poll(() => page.getByTestId('site-title').textContent(), { message: `${account.elsAccount}_${account.elsSubAccount} on ${tenant ?? 'no tenant'}` })
    .toBe(expected);
  await closePage(page);
}

async function openEditor(page: Page): Promise<ReturnType<Page['getByTestId']>> {
  await page.goto(`${portal.url}?tenant=globex#/portal/admin/layout`);
  await page.getByTestId('layout-tab-json').click();
  // The CodeMirror editor's editable content (JsonEditor): fill() types into it, innerText() reads it.
  const editor = page.getByTestId('layout-editor-text').locator('.cm-content');
  await editor.waitFor();
  await expect.poll(() => editor.innerText()).toContain('{');
  return editor;
}

describe('tenants and layers', () => {
  it('the editor names the tenant it saves for and shows a link to a missing route as config:check does, in both languages', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN, entry('globex'));
    const editor = await openEditor(page);
    expect(await page.getByRole('radio', { name: '租户 globex（员工及登录该租户的供应商）' }).isChecked()).toBe(true);

    await editor.fill(JSON.stringify({ topBar: { help: { order: 95, kind: 'link', label: 'Help', to: '/portal/info/documentCentre' } } }, null, 2));
    await expect
      .poll(() => page.getByTestId('layout-editor-issues').textContent())
      .toBe('/topBar/help/to · unknownRoute · no route serves `/portal/info/documentCentre` — did you mean `/portal/info/documentCenter`?');
    expect(await page.getByTestId('layout-publish').isDisabled()).toBe(true);
    await screenshot(page, 'layout-editor-reference-zh');
    await closePage(page);

    const english = await newPage(browser, { locale: 'en-US' });
    await login(english, portal, BUYER_ADMIN, entry('globex'));
    const englishEditor = await openEditor(english);
    expect(await english.getByRole('radio', { name: 'Tenant globex (its staff and the suppliers who sign in to it)' }).isChecked()).toBe(true);
    await englishEditor.fill(JSON.stringify({ indexBlocks: { orders: { order: 45, title: 'Orders' } } }, null, 2));
    await expect
      .poll(() => english.getByTestId('layout-editor-issues').textContent())
      .toBe('/indexBlocks/orders · unknownItem · no item `orders` exists in indexBlocks — did you mean `order`? (a new item needs `block`)');
    await screenshot(english, 'layout-editor-reference-en');
    await closePage(english);
  });

  it('an admin of the tenant saves a tenant-wide overlay on globex', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN, entry('globex'));
    const editor = await openEditor(page);
    await editor.fill(JSON.stringify({ app: { siteTitle: 'Globex 供应商门户' } }, null, 2));
    await page.getByTestId('layout-publish').click();
    await page.getByTestId('toast-success').waitFor();
    // Stored: a reload reads it back from the server.
    await page.reload();
    await page.getByTestId('top-bar').waitFor();
    await expect.poll(() => page.getByTestId('site-title').textContent()).toBe('Globex 供应商门户');
    await closePage(page);
  });

  it("globex's staff see it", async () => {
    await expectSiteTitle(BUYER_USER, 'globex', 'Globex 供应商门户');
  });

  it('the supplier signing in to globex sees it', async () => {
    await expectSiteTitle(SUPPLIER, 'globex', 'Globex 供应商门户');
  });

  it('on acme nobody sees it, neither staff nor the supplier', async () => {
    await expectSiteTitle(BUYER_ADMIN, 'acme', 'ACME SRM');
    await expectSiteTitle(SUPPLIER, 'acme', 'ACME SRM');
  });

  it('the portal without a tenant does not see it', async () => {
    await expectSiteTitle(BUYER_USER, undefined, 'SRM');
  });
});
