import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { BUYER_USER, SUPPLIER, closePage, launchBrowser, login, newPage, startPortal, tabValues, writeTenant, type Portal } from './harness';

// Every home built from blocks (issue 25 points 2 and 3): a tenant written here puts the supplier's
// inquiries first and a how-to text second, a notice on the buyer home and a plain-text item in the
// top bar; checked on screen as supplier and buyer, in both languages.

const TENANT = 'contentdemo';
const SHOTS = process.env.SRM_SHOTS_DIR;

const tenantLayout = {
  app: { linkOrigins: { help: { order: 10, origin: 'https://help.example.com' } } },
  topBar: {
    serviceDesk: { order: 5, kind: 'text', area: 'start', icon: 'chat', label: { zh_cn: '服务台 8008', en: 'Service desk 8008' } },
  },
  indexBlocks: {
    notice: {
      order: 15,
      block: 'home.text',
      title: { zh_cn: '系统公告', en: 'Notice' },
      content: {
        zh_cn: '本周五晚 **系统维护**，请提前处理*待办*。\n\n- 查看 [个人信息](/portal/info/index)\n- 核对联系方式',
        en: 'The system is down for **maintenance** on Friday night; handle your *to-dos* first.\n\n- open your [personal info](/portal/info/index)\n- check your contact details',
      },
      width: 'full',
    },
    supplierEnquiries: { order: 5 },
    howTo: {
      order: 7,
      block: 'home.text',
      home: 'supplierHome',
      title: { zh_cn: '如何报价', en: 'How to quote' },
      content: {
        zh_cn: '报价前请在 [个人信息](/portal/info/index) 中核对联系方式，详见 [帮助中心](https://help.example.com/quote)。\n\n不要打开 [这个](javascript:alert(document.domain)) 或 [那个](javascript:void0) 或 [外站](https://evil.example/x)。',
        en: 'Before quoting, check your contact details in [personal info](/portal/info/index); see the [help centre](https://help.example.com/quote).\n\nNever open [this](javascript:alert(document.domain)) or [that](javascript:void0) or [elsewhere](https://evil.example/x).',
      },
      width: 'full',
    },
  },
};

let browser: Browser;
let portal: Portal;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal({ prepareConfig: (configDir) => writeTenant(configDir, TENANT, tenantLayout) });
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const entry = () => `${portal.url}?tenant=${TENANT}#/login`;

async function setLanguage(page: Page, language: 'zh_cn' | 'en') {
  await page.evaluate((lang) => localStorage.setItem('srm-language', JSON.stringify({ dataType: 'string', content: lang, datetime: Date.now() })), language);
}

const blockIds = (page: Page) => page.locator('[data-testid="home-blocks"] > [data-testid^="home-block-"]').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-testid')!.slice('home-block-'.length)));

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('homes built from blocks, with content the layout writes', () => {
  it('shows the supplier home in the tenant’s order: inquiries first, the how-to second, the greeting after them', async () => {
    const page = await newPage(browser);
    await login(page, portal, SUPPLIER, entry());
    const home = page.locator('[data-testid="home-blocks"][data-home="supplierHome"]');
    await home.waitFor();
    await page.getByTestId('supplier-enquiries-total').waitFor();
    expect(await blockIds(page)).toEqual(['supplierEnquiries', 'howTo', 'supplierGreeting', 'supplierConfirm', 'supplierDelivery', 'supplierFinance']);
    // On screen too: each block starts below the one before it.
    const tops = await Promise.all(['supplierEnquiries', 'howTo', 'supplierGreeting'].map(async (id) => (await page.getByTestId(`home-block-${id}`).boundingBox())!.y));
    expect(tops[0]).toBeLessThan(tops[1]!);
    expect(tops[1]).toBeLessThan(tops[2]!);
    // The greeting block is the page's one level-one heading, where its order puts it.
    expect(await page.locator('main h1').allTextContents()).toEqual(['供应商首页']);
    expect(await page.getByTestId('home-greeting').isVisible()).toBe(true);

    const howTo = page.getByTestId('home-text-howTo');
    await expect.poll(() => howTo.textContent()).toContain('报价前请在');
    // Only the portal path and the allowed origin are links; javascript: and the foreign origin are plain text.
    const links = howTo.locator('a');
    expect(await links.allTextContents()).toEqual(['个人信息', expect.stringContaining('帮助中心')]);
    expect(await howTo.locator('a[href^="javascript"], a[href*="evil.example"]').count()).toBe(0);
    const text = (await howTo.textContent()) ?? '';
    expect(text).toContain('[这个](javascript:alert(document.domain))');
    // An https address of an origin app.linkOrigins does not list: its label only, no link.
    expect(text).toContain('或 外站。');
    // "[那个](javascript:void0)" has a link's form but not a link's address: all of it stays text.
    expect(text).toContain('[那个](javascript:void0)');
    const help = links.nth(1);
    expect(await help.getAttribute('href')).toBe('https://help.example.com/quote');
    expect(await help.getAttribute('target')).toBe('_blank');
    expect(await help.getAttribute('rel')).toBe('noopener noreferrer');
    await shot(page, 'supplier-home-zh');

    // The portal path opens as the shell navigates: a tab beside the home.
    await links.first().click();
    await page.getByTestId('personal-info').waitFor();
    expect(new URL(page.url()).hash).toBe('#/portal/info/index');
    expect(await tabValues(page)).toEqual(['/portal/supplier/index', '/portal/info/index']);

    // In English the block shows its English text.
    await setLanguage(page, 'en');
    await page.goto(`${portal.url}?tenant=${TENANT}#/portal/supplier/index`);
    await page.reload();
    await page.getByTestId('supplier-enquiries-total').waitFor();
    await expect.poll(() => howTo.textContent()).toContain('Before quoting');
    expect(await page.locator('main h1').allTextContents()).toEqual(['Supplier home']);
    await expect.poll(() => page.getByTestId('home-block-supplierEnquiries').locator('h2').textContent()).toBe('Inquiries');
    await shot(page, 'supplier-home-en');
    await closePage(page);
  });

  it('shows the buyer a notice from the layout after the greeting, and a plain-text item in the top bar', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_USER, entry());
    await page.locator('[data-testid="home-blocks"][data-home="home"]').waitFor();
    expect((await blockIds(page)).slice(0, 2)).toEqual(['head', 'notice']);
    // No supplier block on the buyer home.
    expect(await page.locator('[data-testid^="home-block-supplier"]').count()).toBe(0);
    const notice = page.getByTestId('home-text-notice');
    await expect.poll(() => notice.locator('strong').textContent()).toBe('系统维护');
    expect(await notice.locator('em').textContent()).toBe('待办');
    expect(await notice.locator('li').allTextContents()).toEqual(['查看 个人信息', '核对联系方式']);

    // The top bar's text: read as text, not a button, never focused.
    const desk = page.getByTestId('topbar-serviceDesk');
    await expect.poll(() => desk.textContent()).toBe('服务台 8008');
    expect(await desk.evaluate((element) => ({ tag: element.tagName, tabIndex: element.tabIndex, role: element.getAttribute('role'), inButton: element.closest('button') !== null }))).toEqual({ tag: 'SPAN', tabIndex: -1, role: null, inButton: false });
    expect(await page.getByRole('banner').getByText('服务台 8008').isVisible()).toBe(true);
    await shot(page, 'buyer-home-zh');

    await setLanguage(page, 'en');
    await page.reload();
    await expect.poll(() => notice.locator('strong').textContent()).toBe('maintenance');
    await expect.poll(() => desk.textContent()).toBe('Service desk 8008');
    await shot(page, 'buyer-home-en');
    await closePage(page);
  });
});
