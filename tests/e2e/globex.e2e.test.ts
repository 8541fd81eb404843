import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { insertMenuTree } from '../../server/modules/menu/repo';
import { insertProcessWithTasks } from '../../server/modules/approvals/repo';
import { BUYER_ADMIN, BUYER_USER, SUPPLIER, closePage, fillLogin, launchBrowser, newPage, screenshot, startPortal, tabValues, type Portal } from './harness';
import { endpoints } from '../../src/contract/endpoints';
import { endpointUrl } from '../../src/testing/endpointUrl';

// Issue 14: a new customer's ordinary requests, done by the tenant overlay config/tenants/globex/
// layout.json alone (as shipped, not rewritten here), checked in Chromium. The two outside sites
// the overlay names (its help site and its external contract sub-app) are answered by the browser
// context's routes; the server's own data gets what only a customer's backend would have: the
// two contract menu rows and one contract approval.

const HELP = 'https://help.globex.example';
const CONTRACTS = 'https://contracts.globex.example';
const CONTRACT_LIST = '/subapps/contract/#/v2/list';
const EXTERNAL_APP = `${CONTRACTS}/portal/contract/#/list`;

let browser: Browser;
let portal: Portal;
let contractTaskId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal();
  const db = portal.server.db;
  await insertMenuTree(db, BUYER_ADMIN.elsAccount, [
    { appCode: 'globex_contract', appName: '合同管理', appUrl: CONTRACT_LIST, appIcon: 'icon-contract' },
    // An external sub-app whose address contains /portal/: a frame, not the portal rule's 404.
    { appCode: 'globex_external', appName: '外部合同平台', appUrl: EXTERNAL_APP, appIcon: 'el-icon-document' },
  ]);
  const startedAt = new Date(Date.now() - 3_600_000).toISOString();
  await insertProcessWithTasks(portal.server.db, {
    id: 'AP-GLOBEX-CT-1',
    elsAccount: BUYER_ADMIN.elsAccount,
    auditType: 'contract',
    businessId: 'CT-2026-0001',
    title: '合同 CT-2026-0001 审批（华东精密零件有限公司）',
    status: 'running',
    startedBy: BUYER_USER.name,
    starterSubAccount: BUYER_USER.elsSubAccount,
    startedAt,
    nodes: [
      { name: '提交申请', assignee: BUYER_USER.name, subAccount: BUYER_USER.elsSubAccount, status: 'done', comment: '请审批', finishedAt: startedAt },
      { name: '部门经理审批', assignee: BUYER_ADMIN.name, subAccount: BUYER_ADMIN.elsSubAccount, status: 'current' },
    ],
  });
  const task = await db.selectFrom('audit_tasks').select('id').where('process_instance_id', '=', 'AP-GLOBEX-CT-1').where('status', '=', 'todo').executeTakeFirstOrThrow();
  contractTaskId = Number(task.id);
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const entry = (route = '/login') => `${portal.url}?tenant=globex#${route}`;
const tabSelector = (value: string) => `[data-testid="tab"][data-value=${JSON.stringify(value)}]`;
const slotSelector = (key: string) => `[data-testid="frame-slot"][data-frame-key=${JSON.stringify(key)}]`;

/** The outside sites of the overlay, answered in the browser (no network). */
async function routeOutsideSites(context: BrowserContext): Promise<void> {
  await context.route(`${HELP}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Globex help</title><h1>Globex help centre</h1>' }));
  await context.route(`${CONTRACTS}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Globex contracts</title><h1 data-testid="external-app">Globex external contracts</h1></html>' }),
  );
}

/**
 * A page of the Globex portal. Globex starts everyone in English (languagePolicy 'tenant'); the
 * Chinese pages are those of a user who chose Chinese in the language selector, which always wins.
 */
async function globexPage(locale = 'zh-CN', options: { demoDiagnostics?: boolean } = {}): Promise<Page> {
  const page = await newPage(browser, { locale }, options);
  await routeOutsideSites(page.context());
  if (locale.startsWith('zh')) {
    // Init scripts run in every frame: only the portal's own pages are told (other origins' storage is not the portal's).
    await page.addInitScript((origin) => {
      if (window.location.origin !== origin) return;
      if (localStorage.getItem('srm-language') === null) localStorage.setItem('srm-language', JSON.stringify({ dataType: 'string', content: 'zh_cn', datetime: Date.now() }));
    }, portal.origin);
  }
  return page;
}

/** The answer of the captcha the login page shows (the harness's server has the development endpoints on). */
async function captchaAnswer(page: Page): Promise<string> {
  const image = page.locator('img[data-captcha-id]');
  await image.waitFor();
  const id = await image.getAttribute('data-captcha-id');
  const response = await fetch(`${portal.origin}/portal/apis${endpointUrl(endpoints.devCaptcha, { id: String(id) })}`);
  return ((await response.json()) as { data: { answer: string } }).data.answer;
}

/** Signs in as the buyer's admin; Globex asks for the captcha from the first attempt (session.captcha 'always'). */
async function signIn(page: Page): Promise<void> {
  await page.goto(entry());
  await fillLogin(page, BUYER_ADMIN);
  await page.locator('input[name="captcha"]').fill(await captchaAnswer(page));
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-blocks').waitFor();
}

/** The frame of a tab's address, once it shows. */
async function shownFrame(page: Page, src: string) {
  await expect.poll(() => page.locator(slotSelector(src)).getAttribute('data-shown'), { timeout: 10_000 }).toBe('true');
  const handle = await page.waitForSelector(`${slotSelector(src)} iframe`, { state: 'attached' });
  const frame = await handle.contentFrame();
  if (!frame) throw new Error(`no frame for ${src}`);
  return frame;
}

describe('the Globex tenant overlay', () => {
  it('brands the login page: its logo by the sizing rule, its welcome text over the server setting, no registration', async () => {
    const page = await globexPage();
    await page.goto(entry());
    await expect.poll(() => page.getByTestId('login-system-title').textContent()).toBe('欢迎使用 Globex 供应商协同门户');
    expect(await page.getByTestId('login-system-name').textContent()).toBe('Globex 采购');
    // The overlay's logo (a 200x50 SVG data image): narrower than 4.5:1, so 55 px high and 220 wide.
    const logo = page.getByTestId('login-logo');
    await expect.poll(() => logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await logo.evaluate((img: HTMLImageElement) => [img.width, img.height, img.complete && img.naturalWidth > 0])).toEqual([220, 55, true]);
    // The browser tab's icon is the overlay's.
    expect(await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href)).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await page.getByTestId('login-register').count()).toBe(0);
    await screenshot(page, 'globex-login-zh');
    // Nor is the registration page there to be reached by its address.
    await page.goto(entry('/register'));
    await page.getByTestId('error-404').waitFor();
    await closePage(page);
  });

  it('shows the login page in English too, and starts a Chinese browser in English (the tenant\'s language policy) until the user chooses', async () => {
    const page = await globexPage('en-US');
    await page.goto(entry());
    await expect.poll(() => page.getByTestId('login-system-title').textContent()).toBe('Welcome to the Globex supplier portal');
    // The layout's advertisement in the page's language wins over the server's (Chinese) LoginPage_LoginAD.
    expect(await page.getByTestId('login-ad').textContent()).toBe('Globex supplier portal: orders, deliveries and statements in one place');
    await screenshot(page, 'globex-login-en');
    await closePage(page);
    // A zh-CN browser with no choice of its own: English, as Globex asked.
    const chinese = await newPage(browser, { locale: 'zh-CN' });
    await chinese.goto(entry());
    await expect.poll(() => chinese.getByTestId('login-system-title').textContent()).toBe('Welcome to the Globex supplier portal');
    expect(await chinese.evaluate(() => document.documentElement.lang)).toMatch(/^en/);
    await closePage(chinese);
  });

  it('brands the shell and its top bar: logo, title, Help in a new window, an internal link, no QR, density for suppliers only', async () => {
    const page = await globexPage();
    await signIn(page);
    expect(await page.getByTestId('site-title').textContent()).toBe('Globex SRM');
    await expect.poll(() => page.title()).toBe('Globex SRM');
    // The top-bar logo: sized 220x55 by the rule, then scaled into the bar: 160x40.
    const logo = page.getByTestId('topbar-logo');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([160, 40]);
    expect(await page.getByTestId('topbar-wechatQr').count()).toBe(0);
    expect(await page.getByTestId('topbar-density').count()).toBe(0);
    // Help: its label shows beside its own icon, and it opens the help site in a new window.
    const help = page.getByTestId('topbar-help');
    expect(await help.textContent()).toContain('帮助');
    expect(await help.locator('[data-icon="help"]').count()).toBe(1);
    const [popup] = await Promise.all([page.context().waitForEvent('page'), help.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`${HELP}/srm`);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toContain('#/portal/wel/index');
    await popup.close();
    // The internal link: a folder icon, its label as the tooltip, the document centre as a tab.
    const documents = page.getByTestId('topbar-documents');
    expect(await documents.locator('[data-icon="folder"]').count()).toBe(1);
    await documents.click();
    await expect.poll(() => tabValues(page)).toContain('/portal/info/documentCenter');
    // A click on the logo goes home.
    await logo.click();
    await expect.poll(() => page.url()).toContain('#/portal/wel/index');
    await screenshot(page, 'globex-shell-zh');
    await closePage(page);
  });

  it('offers the density dropdown to a supplier, still without the QR code', async () => {
    const page = await globexPage();
    await page.goto(entry());
    await fillLogin(page, SUPPLIER);
    await page.locator('input[name="captcha"]').fill(await captchaAnswer(page));
    await page.getByTestId('login-submit').click();
    await page.getByTestId('top-bar').waitFor();
    await page.getByTestId('topbar-density').waitFor();
    expect(await page.getByTestId('topbar-wechatQr').count()).toBe(0);
    await closePage(page);
  });

  it('shows the renamed and reordered blocks after the greeting, leaves the removed one out', async () => {
    const page = await globexPage();
    await signIn(page);
    const ids = await page.locator('[data-testid^="home-block-"]').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-testid')!.slice('home-block-'.length)));
    expect(ids).toEqual(['head', 'order', 'enquiry', 'purchase']);
    await expect.poll(() => page.getByTestId('home-block-order').textContent()).toContain('待办订单');
    await expect.poll(() => page.getByTestId('home-block-purchase').textContent()).toContain('采购概览');
    await closePage(page);
  });

  it('shows the Globex shell in English', async () => {
    const page = await globexPage('en-US');
    await signIn(page);
    await expect.poll(() => page.getByTestId('topbar-help').textContent()).toContain('Help');
    await expect.poll(() => page.getByTestId('home-block-order').textContent()).toContain('Orders to handle');
    await screenshot(page, 'globex-shell-en');
    // The approval page and the to-do list name the document action in English.
    await page.goto(entry(`/audit?id=${contractTaskId}`));
    await expect.poll(() => page.getByTestId('audit-detail').textContent()).toBe('View document');
    await screenshot(page, 'globex-audit-en');
    await page.goto(entry('/portal/info/todo'));
    await expect.poll(() => page.getByTestId(`task-detail-${contractTaskId}`).getAttribute('aria-label')).toBe('View document CT-2026-0001');
    // The tenant's own approval type is named by its link map label where the dictionary does not know it.
    expect(await page.getByTestId(`task-row-${contractTaskId}`).textContent()).toContain('Contract');
    await screenshot(page, 'globex-todo-en');
    await closePage(page);
  });

  it('opens the external sub-app in a frame although its address contains /portal/', async () => {
    const page = await globexPage();
    await signIn(page);
    await page.getByTestId('menu-globex_external').click();
    const frame = await shownFrame(page, EXTERNAL_APP);
    await expect.poll(() => frame.getByTestId('external-app').textContent()).toBe('Globex external contracts');
    expect(await page.getByTestId('error-404').count()).toBe(0);
    await closePage(page);
  });

  it('opens a contract approval at its mapped address from the approval page, the to-do list and the contract sub-app, in one contract tab', async () => {
    const page = await globexPage('zh-CN', { demoDiagnostics: true });
    await signIn(page);
    const detail = (id: string) => `/subapps/contract/#/v2/detail?id=${id}`;

    // The contract sub-app from the menu: one tab of the contract group.
    await page.getByTestId('menu-globex_contract').click();
    await shownFrame(page, CONTRACT_LIST);

    // The approval page: the task's document opens at auditLinks.contract, replacing the list's tab.
    await page.goto(entry(`/audit?id=${contractTaskId}`));
    await page.getByTestId('audit-detail').waitFor();
    await screenshot(page, 'globex-audit-zh');
    await page.getByTestId('audit-detail').click();
    const first = await shownFrame(page, detail('CT-2026-0001'));
    await expect.poll(() => first.getByTestId('app-hash').textContent()).toBe('#/v2/detail?id=CT-2026-0001');
    expect(await page.locator(tabSelector(detail('CT-2026-0001'))).textContent()).toContain('合同 CT-2026-0001');
    expect((await tabValues(page)).filter((value) => value.startsWith('/subapps/contract/'))).toEqual([detail('CT-2026-0001')]);
    await screenshot(page, 'globex-contract-zh');

    // The to-do list: the row's document button goes to the same address.
    await page.goto(entry('/portal/info/todo'));
    await page.getByTestId(`task-detail-${contractTaskId}`).waitFor();
    await screenshot(page, 'globex-todo-zh');
    await page.getByTestId(`task-detail-${contractTaskId}`).click();
    await shownFrame(page, detail('CT-2026-0001'));

    // The contract sub-app asks over the bridge (openAuditDetail) for another contract's approval document.
    const list = await (async () => {
      await page.getByTestId('menu-globex_contract').click();
      return shownFrame(page, CONTRACT_LIST);
    })();
    await list.getByTestId('open-audit-CT-2026-0002').click();
    await shownFrame(page, detail('CT-2026-0002'));
    expect((await tabValues(page)).filter((value) => value.startsWith('/subapps/contract/'))).toEqual([detail('CT-2026-0002')]);

    // A type the map does not name says so instead of a 404.
    await page.goto(entry('/audit?auditType=invoice&businessId=INV-1'));
    await expect.poll(() => page.getByTestId('audit-detail-unknown').textContent()).toContain('invoice');
    await closePage(page);
  });
});
