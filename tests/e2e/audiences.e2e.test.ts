// Audiences (issue 25, point 1) in Chromium: a test tenant gives the buyer's ordinary users push off
// and the buyer's administrators a home block and the language switch of their own; the buyer user has no
// push connection (no push status item, no socket to the broker), the buyer admin has; the admin's
// "preview as buyer staff" shows the audience's effect, and the Sources view names the audience.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUYER_ADMIN, BUYER_USER, closePage, launchBrowser, layoutEditorLoaded, login, newPage, screenshot, startPortal, writeTenant, type Portal } from './harness';

const TENANT = 'audiences-test';
const LAYOUT = {
  audiences: {
    buyerUsers: {
      order: 10,
      label: { zh_cn: '采购方普通用户', en: "Buyer's ordinary users" },
      when: { supplier: false, permissionsAnyOf: ['user'] },
      patch: { push: { enabled: false } },
    },
    buyerAdmins: {
      order: 20,
      label: { zh_cn: '采购方管理员', en: 'Buyer administrators' },
      when: { supplier: false, permissionsAnyOf: ['admin'] },
      patch: { indexBlocks: { adminEnquiries: { order: 1, block: 'home.enquiry', title: { zh_cn: '管理员询价概览', en: 'Enquiries for administrators' }, width: 'full' } } },
    },
  },
  // visibleWhen names an audience: the language switch for the buyer's administrators only.
  topBar: { language: { visibleWhen: { audiencesAnyOf: ['buyerAdmins'] } } },
};

let browser: Browser;
let portal: Portal;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal({ prepareConfig: (configDir) => writeTenant(configDir, TENANT, LAYOUT) });
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

/** A page that records the addresses of the web sockets it opens. */
async function pageWithSockets(): Promise<{ page: Page; sockets: string[] }> {
  const page = await newPage(browser);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  return { page, sockets };
}

const entry = () => `${portal.url}?tenant=${TENANT}#/login`;
const block = (page: Page) => page.getByTestId('home-block-adminEnquiries');

describe('audiences', () => {
  it("turns push off for the buyer's ordinary users only, and shows the administrators' block and language switch to them only", async () => {
    const user = await pageWithSockets();
    await login(user.page, portal, BUYER_USER, entry());
    await user.page.getByTestId('home-blocks').waitFor();
    // The home has loaded its blocks; the admins' block is not among them, nor the language switch.
    await expect.poll(() => user.page.locator('[data-testid^="home-block-"]').count()).toBeGreaterThan(1);
    expect(await block(user.page).count()).toBe(0);
    expect(await user.page.getByTestId('topbar-language').count()).toBe(0);

    const admin = await pageWithSockets();
    await login(admin.page, portal, BUYER_ADMIN, entry());
    // The block's chunk loads lazily: its title shows once it has.
    await expect.poll(() => block(admin.page).textContent()).toContain('管理员询价概览');
    await expect.poll(() => admin.page.getByTestId('topbar-pushStatus').getAttribute('data-state')).toBe('connected');
    expect(admin.sockets.some((url) => url.endsWith('/mqtt'))).toBe(true);
    expect(await admin.page.getByTestId('topbar-language').count()).toBe(1);
    await screenshot(admin.page, 'audiences-buyer-admin-zh');

    // By the time the admin's push connected, the user's would have too: it never started.
    expect(await user.page.getByTestId('topbar-pushStatus').count()).toBe(0);
    expect(user.sockets.filter((url) => url.endsWith('/mqtt'))).toEqual([]);
    await screenshot(user.page, 'audiences-buyer-user-zh');
    await closePage(user.page);
    await closePage(admin.page);
  });

  it("previews as buyer staff: the admin sees the audience's effect, and the Sources view names the audience", async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN, entry());
    await page.goto(`${portal.url}?tenant=${TENANT}#/portal/admin/layout`);
    await layoutEditorLoaded(page);

    await page.getByTestId('layout-preview-as').click();
    await page.getByRole('option', { name: '采购方员工' }).click();
    // Push is off for buyer staff, and the admins' language switch is gone from the top bar.
    await expect.poll(() => page.getByTestId('topbar-pushStatus').count()).toBe(0);
    expect(await page.getByTestId('topbar-language').count()).toBe(0);

    await page.getByTestId('layout-tab-sources').click();
    const pushLine = page.locator('[data-testid="sources-line"][data-pointer="/push/enabled"]');
    await expect.poll(() => pushLine.getAttribute('data-layer')).toBe('audience');
    expect(await pushLine.textContent()).toContain('受众 采购方普通用户');
    // Listed with the layers in force, after them.
    await expect.poll(() => page.locator('[data-testid="sources-layers"] li[data-layer="audience"]').textContent()).toContain('audience buyerUsers');
    await screenshot(page, 'audiences-preview-sources-zh');

    // The home as buyer staff: no admins' block.
    await page.getByTestId('brand').click();
    await page.getByTestId('home-blocks').waitFor();
    await expect.poll(() => page.locator('[data-testid^="home-block-"]').count()).toBeGreaterThan(1);
    expect(await block(page).count()).toBe(0);

    // Back to themselves: the block, the language switch and push again.
    await page.goto(`${portal.url}?tenant=${TENANT}#/portal/admin/layout`);
    await layoutEditorLoaded(page);
    await page.getByTestId('layout-preview-as').click();
    await page.getByRole('option', { name: '我自己' }).click();
    await expect.poll(() => page.getByTestId('topbar-language').count()).toBe(1);
    await expect.poll(() => page.getByTestId('topbar-pushStatus').getAttribute('data-state')).toBe('connected');
    await closePage(page);
  });

  it('says the same in English: the Sources view names the audience that set a value', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    await page.addInitScript(() => localStorage.setItem('srm-language', JSON.stringify({ dataType: 'string', content: 'en', datetime: Date.now() })));
    await login(page, portal, BUYER_ADMIN, entry());
    await page.goto(`${portal.url}?tenant=${TENANT}#/portal/admin/layout`);
    await layoutEditorLoaded(page);
    await page.getByTestId('layout-preview-as').click();
    await page.getByRole('option', { name: 'Buyer staff' }).click();
    await page.getByTestId('layout-tab-sources').click();
    const pushLine = page.locator('[data-testid="sources-line"][data-pointer="/push/enabled"]');
    await expect.poll(() => pushLine.textContent()).toContain("audience Buyer's ordinary users");
    await screenshot(page, 'audiences-preview-sources-en');
    await closePage(page);
  });
});
