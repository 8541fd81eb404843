import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { FiguresRepo } from '../../server/modules/homeFigures/repo';
import { BUYER_USER, closePage, fillLogin, launchBrowser, login, newPage, screenshot, startPortal, SUPPLIER, tabValues, type Portal } from './harness';

// The home pages and personal info (issue 9 points 1–2) against the real server.

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

const account = (login: { elsAccount: string; elsSubAccount: string }) => ({ elsAccount: login.elsAccount, elsSubAccount: login.elsSubAccount });

/** A small PNG (8×8, one colour) made here, so the upload sends a real picture. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const rows = Buffer.concat(Array.from({ length: 8 }, () => Buffer.from([0, ...Array.from({ length: 8 }, () => [230, 80, 30]).flat()])));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

async function setLanguage(page: Page, language: 'zh_cn' | 'en') {
  await page.evaluate((lang) => localStorage.setItem('srm-language', JSON.stringify({ dataType: 'string', content: lang, datetime: Date.now() })), language);
}

describe('home pages and personal info', () => {
  it('shows the buyer home with the seeded figures in each block', async () => {
    const repo = new FiguresRepo(portal.server.db);
    const now = Date.now();
    const head = await repo.head(account(BUYER_USER), now);
    const orders = await repo.orders(account(BUYER_USER), now);
    const page = await newPage(browser);
    await login(page, portal, BUYER_USER);
    await page.getByTestId('home-blocks').waitFor();
    // A buyer's home is the buyer home (the layout's default home).
    expect(new URL(page.url()).hash).toBe('#/portal/wel/index');
    expect(await tabValues(page)).toEqual(['/portal/wel/index']);
    for (const block of ['head', 'purchase', 'enquiry', 'order', 'logistics']) await page.getByTestId(`home-block-${block}`).waitFor();
    await expect.poll(() => page.getByTestId('home-head-stats-orderCountMonth').locator('dd').textContent()).toBe(String(head.orderCountMonth));
    expect(await page.getByTestId('home-head-stats-ordersToConfirm').locator('dd').textContent()).toBe(String(head.ordersToConfirm));
    expect(await page.getByTestId('home-head-stats-activeSuppliers').locator('dd').textContent()).toBe(String(head.activeSuppliers));
    await page.getByTestId('home-order-figures').waitFor();
    const total = orders.byStatus.reduce((sum, row) => sum + row.count, 0);
    await expect.poll(() => page.getByTestId('home-block-order').textContent()).toContain(`共 ${total} 条`);
    await page.getByTestId('home-apps').first().waitFor();
    await page.getByTestId('home-navigation').first().waitFor();
    // The drawings load after the figures (their own chunk): the screenshot waits for all three.
    await expect.poll(() => page.locator('[data-testid="month-chart"] svg').count()).toBeGreaterThanOrEqual(3);
    await page.waitForTimeout(500);
    await screenshot(page, 'home-buyer-zh');
    await page.getByTestId('home-block-order').scrollIntoViewIfNeeded();
    await screenshot(page, 'home-buyer-blocks-zh');
    await setLanguage(page, 'en');
    await page.reload();
    await page.getByTestId('home-head-stats').waitFor();
    await page.getByTestId('month-chart').first().waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'home-buyer-en');
    await closePage(page);
  });

  it('leaves out a block switched off by its setting', async () => {
    await portal.server.db.updateTable('system_settings').set({ set_value: '0' }).where('els_account', '=', BUYER_USER.elsAccount).where('set_code', '=', 'IndexPage_Order').execute();
    try {
      const page = await newPage(browser);
      await login(page, portal, BUYER_USER);
      await page.getByTestId('home-block-purchase').waitFor();
      expect(await page.getByTestId('home-block-order').count()).toBe(0);
      expect(await page.getByTestId('home-block-logistics').count()).toBe(1);
      await closePage(page);
    } finally {
      await portal.server.db.updateTable('system_settings').set({ set_value: '1' }).where('els_account', '=', BUYER_USER.elsAccount).where('set_code', '=', 'IndexPage_Order').execute();
    }
  });

  it('shows a supplier the supplier home with its seeded figures and none of the buyer data', async () => {
    const repo = new FiguresRepo(portal.server.db);
    const confirm = await repo.confirmCount(account(SUPPLIER));
    const buyerHead = await repo.head(account(BUYER_USER), Date.now());
    const page = await newPage(browser);
    await login(page, portal, SUPPLIER);
    // A supplier (station sale) lands on the supplier home (app.homeTab.byStation), and its Home
    // tab is that page.
    await page.locator('[data-testid="home-blocks"][data-home="supplierHome"]').waitFor();
    expect(new URL(page.url()).hash).toBe('#/portal/supplier/index');
    expect(await tabValues(page)).toEqual(['/portal/supplier/index']);
    expect(await page.locator('[data-home="home"]').count()).toBe(0);
    await expect.poll(() => page.getByTestId('supplier-confirm-stats-total').locator('dd').textContent()).toBe(String(confirm.total));
    await page.getByTestId('supplier-enquiries').waitFor();
    const enquiryTotal = (await repo.saleEnquiries(account(SUPPLIER), { quoteStatus: undefined, keyword: '' }, { pageNo: 1, pageSize: 10, offset: 0 })).total;
    expect(await page.getByTestId('supplier-enquiries-total').textContent()).toContain(String(enquiryTotal));
    await page.getByTestId('supplier-finance-figures').waitFor();
    await page.getByTestId('finance-chart').waitFor();
    expect(await page.getByTestId('home-head-stats').count()).toBe(0);
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toContain(BUYER_USER.name);
    expect(buyerHead.orderCountMonth).toBeGreaterThanOrEqual(0);
    await page.waitForTimeout(500);
    await screenshot(page, 'home-supplier-zh');
    await setLanguage(page, 'en');
    await page.reload();
    await page.getByTestId('supplier-finance-figures').waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'home-supplier-en');
    await page.getByTestId('finance-chart').scrollIntoViewIfNeeded();
    await screenshot(page, 'home-supplier-finance-en');
    // Elsewhere, the logo and the Home tab lead back to the supplier home, never the buyer home.
    await page.goto(`${portal.url}#/portal/info/index`);
    await page.getByTestId('personal-info').waitFor();
    expect(await tabValues(page)).toEqual(['/portal/supplier/index', '/portal/info/index']);
    await page.getByTestId('tab').first().click();
    await page.locator('[data-testid="home-blocks"][data-home="supplierHome"]').waitFor();
    expect(new URL(page.url()).hash).toBe('#/portal/supplier/index');
    await page.goto(`${portal.url}#/portal/info/index`);
    await page.getByTestId('personal-info').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'SRM', exact: true }).click();
    await page.locator('[data-testid="home-blocks"][data-home="supplierHome"]').waitFor();
    expect(new URL(page.url()).hash).toBe('#/portal/supplier/index');
    expect(await page.locator('[data-home="home"]').count()).toBe(0);
    await closePage(page);
  });

  it("brings a supplier who opens the portal's root address to the supplier home after sign-in, and there again from the root", async () => {
    const page = await newPage(browser);
    // Signed out, the root leads to the sign-in with the default home as the way back.
    await page.goto(`${portal.url}#/`);
    await page.getByTestId('login-submit').waitFor();
    expect(new URL(page.url()).hash).toMatch(/^#\/login\?redirect=/);
    await fillLogin(page, SUPPLIER);
    await page.getByTestId('login-submit').click();
    await page.locator('[data-testid="home-blocks"][data-home="supplierHome"]').waitFor();
    expect(new URL(page.url()).hash).toBe('#/portal/supplier/index');
    // Signed in, the root leads to the supplier's own home as well.
    await page.goto(`${portal.url}#/portal/info/index`);
    await page.getByTestId('personal-info').waitFor();
    await page.goto(`${portal.url}#/`);
    await page.locator('[data-testid="home-blocks"][data-home="supplierHome"]').waitFor();
    expect(new URL(page.url()).hash).toBe('#/portal/supplier/index');
    expect(await tabValues(page)).toEqual(['/portal/supplier/index', '/portal/info/index']);
    await closePage(page);
  });

  it('uploads an avatar that shows in the top bar, and keeps an account update after reload', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_USER);
    await page.getByTestId('home-blocks').waitFor();
    await page.goto(`${portal.url}#/portal/info/index`);
    await page.getByTestId('personal-info').waitFor();
    await page.getByTestId('info-edit').waitFor().catch(async (error) => {
      await screenshot(page, 'debug-info');
      throw error;
    });
    await page.getByTestId('info-avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByTestId('info-avatar-message').waitFor();
    const topImage = page.getByTestId('topbar-avatar').locator('img');
    await expect.poll(() => topImage.getAttribute('src')).toContain('filePath=avatars');
    await expect.poll(() => topImage.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(8);

    await page.getByTestId('info-email').fill('e2e.buyer@example.cn');
    await page.getByTestId('info-name').fill('李采购改');
    await page.getByTestId('info-save').click();
    await page.getByTestId('info-edit-message').waitFor();
    await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe('李采购改');
    await page.getByTestId('info-configs').waitFor();
    await screenshot(page, 'personal-info-zh');
    await page.reload();
    await page.getByTestId('info-edit').waitFor();
    await expect.poll(() => page.getByTestId('info-email').inputValue()).toBe('e2e.buyer@example.cn');
    expect(await page.getByTestId('info-detail').textContent()).toContain('李采购改');
    await setLanguage(page, 'en');
    await page.reload();
    await page.getByTestId('info-edit').waitFor();
    await page.getByTestId('info-configs').waitFor();
    await screenshot(page, 'personal-info-en');
    await page.getByTestId('info-configs').scrollIntoViewIfNeeded();
    await screenshot(page, 'personal-info-configs-en');
    await closePage(page);
  });

  it('saves a personal table configuration (configType table): a bad width is refused with the server message, a good one is listed', async () => {
    const page = await newPage(browser);
    await login(page, portal, SUPPLIER);
    await page.locator('[data-testid="home-blocks"][data-home="supplierHome"]').waitFor();
    await page.goto(`${portal.url}#/portal/info/index`);
    await page.getByTestId('info-configs-empty').waitFor();
    await page.getByTestId('info-config-new').click();
    await page.getByTestId('info-config-table').fill('saleOrders');
    await page.getByTestId('info-config-field').first().fill('orderNumber');
    await page.getByTestId('info-config-add-column').click();
    await page.getByTestId('info-config-field').nth(1).fill('orderDate');
    await page.getByTestId('info-config-visible').nth(1).click();
    await page.getByTestId('info-config-width').first().fill('5');
    await page.getByTestId('info-config-save').click();
    // The server's own words, with the place: the width is out of bounds.
    await expect.poll(() => page.getByTestId('info-config-problem').textContent()).toContain('/columns/0/width');
    expect(await page.getByTestId('info-config-problem').textContent()).toContain('表格配置无效');
    await screenshot(page, 'personal-info-config-dialog-zh');
    await page.getByTestId('info-config-width').first().fill('180');
    await page.getByTestId('info-config-save').click();
    await page.getByTestId('info-config-row-saleOrders').waitFor();
    expect(await page.getByTestId('info-config-row-saleOrders').textContent()).toContain('显示 1 / 共 2 列');
    // Kept on the server: after a reload it is listed again (and only the supplier's own rows are).
    await page.reload();
    await page.getByTestId('info-config-row-saleOrders').waitFor();
    expect(await page.getByTestId('info-configs-table').locator('tbody tr').count()).toBe(1);
    await closePage(page);
  });
});
