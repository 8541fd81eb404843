// Issue 25, part C: the open-tab limit (app.maxOpenTabs), a tab group that names its tab
// (tabGroups.<id>.namesTab), the password policy (session.passwordPolicy) shown by the form and
// enforced by the server, and the display panel offering no switch whose top-bar item is gone.
// Each tenant is written into the portal's temporary config folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUYER_ADMIN, BUYER_USER, closePage, launchBrowser, login, newPage, screenshot, startPortal, tabValues, writeTenant, type Portal } from './harness';
import { endpoints } from '../../src/contract/endpoints';
import { encryptPassword } from '../../src/core/session/passwordTransport';

const HOME = '/portal/wel/index';
const INFO = '/portal/info/index';
const MESSAGES = '/portal/info/message';
const TODO = '/portal/info/todo';
const PASSWORD = '/portal/info/password';

let browser: Browser;
let portal: Portal;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal({
    prepareConfig: (configDir) => {
      // At most 3 open tabs, and no lock item in the top bar.
      writeTenant(configDir, 'tabs-limit', { app: { maxOpenTabs: 3 }, topBar: { lock: null } });
      // The personal pages share one tab named by the group.
      writeTenant(configDir, 'tabs-named', {
        tabGroups: { personal: { order: 5, label: { zh_cn: '个人中心', en: 'My space' }, pathPrefix: '/portal/info', namesTab: true } },
      });
      // Passwords of at least 10 characters with a digit.
      writeTenant(configDir, 'pw10', { session: { passwordPolicy: { minLength: 10, requireDigit: true } } });
    },
  });
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const entry = (tenant: string) => `${portal.url}?tenant=${tenant}#/login`;

/** Goes to a page of the shell as a link in the page would (a hash change). */
/**
 * Opens a page and waits until its tab is there and shown: hash changes in quick succession may be committed
 * by the router as one (the last), and a page never visited opens no tab and closes none.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => (location.hash = hash), `#${path}`);
  await page.locator(`[data-testid="tab"][data-value="${path}"][data-active="true"]`).waitFor();
}

const tabTexts = (page: Page) => page.getByTestId('tab').allTextContents();

describe('the open-tab limit', () => {
  it('opening a fourth tab under maxOpenTabs 3 closes the least recently shown one and says which', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_USER, entry('tabs-limit'));
    await open(page, INFO);
    await expect.poll(() => tabValues(page)).toEqual([HOME, INFO]);
    await open(page, MESSAGES);
    await expect.poll(() => tabValues(page)).toEqual([HOME, INFO, MESSAGES]);
    // The personal info is shown again: the message centre is now the least recently shown tab.
    await page.locator(`[data-testid="tab"][data-value="${INFO}"]`).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${INFO}`);
    await open(page, TODO);
    await expect.poll(() => tabValues(page)).toEqual([HOME, INFO, TODO]);
    await expect.poll(() => page.getByTestId('toast-info').allTextContents()).toContain('最多打开 3 个标签页，已关闭“消息中心”');
    await screenshot(page, 'tabs-limit-zh');
    // The Home tab, shown longest ago, stays: the personal info goes next.
    await open(page, MESSAGES);
    await expect.poll(() => tabValues(page)).toEqual([HOME, TODO, MESSAGES]);
    await expect.poll(() => page.getByTestId('toast-info').allTextContents()).toContain('最多打开 3 个标签页，已关闭“个人信息”');
    await closePage(page);
  });

  it('names the closed tab in English too', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    await login(page, portal, BUYER_USER, entry('tabs-limit'));
    await open(page, INFO);
    await open(page, MESSAGES);
    await open(page, TODO);
    await expect.poll(() => tabValues(page)).toEqual([HOME, MESSAGES, TODO]);
    await expect.poll(() => page.getByTestId('toast-info').allTextContents()).toContain('At most 3 tabs are open: “Personal info” was closed');
    await screenshot(page, 'tabs-limit-en');
    await closePage(page);
  });
});

describe('a tab group that names its tab', () => {
  it("shows every page of the group in one tab named by the group's label, in the user's language, and the browser title follows", async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_USER, entry('tabs-named'));
    await open(page, INFO);
    await expect.poll(() => tabTexts(page)).toEqual(['首页', '个人中心']);
    await expect.poll(() => page.title()).toBe('个人中心');
    await open(page, MESSAGES);
    await expect.poll(() => tabValues(page)).toEqual([HOME, MESSAGES]);
    await expect.poll(() => tabTexts(page)).toEqual(['首页', '个人中心']);
    await screenshot(page, 'tabs-named-zh');
    await page.getByTestId('topbar-language').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => tabTexts(page)).toEqual(['Home', 'My space']);
    await expect.poll(() => page.title()).toBe('My space');
    await screenshot(page, 'tabs-named-en');
    await closePage(page);
  });
});

describe('the password policy', () => {
  it('the change-password form shows the whole rule, checks it live, and the server refuses a 9-character password', async () => {
    const page = await newPage(browser);
    // The admin's password changes at the end: the other tests sign in as the buyer user.
    await login(page, portal, BUYER_ADMIN, entry('pw10'));
    await open(page, PASSWORD);
    const form = page.getByTestId('change-password');
    await form.getByText('至少 10 位，不以数字开头，包含大写字母、小写字母、数字和特殊字符 @$!%*#?& 之一').waitFor();
    await page.locator('input[name="oldPassword"]').fill(BUYER_ADMIN.password);
    await page.locator('input[name="newPassword"]').fill('Newpa@202');
    await page.locator('input[name="confirmPassword"]').fill('Newpa@202');
    // Live: the field says what is missing before anything is sent.
    await form.getByText('密码至少 10 位').first().waitFor();
    await screenshot(page, 'password-policy-zh');
    await page.getByTestId('password-submit').click();
    await expect.poll(() => page.getByTestId('password-error').textContent()).toBe('密码至少 10 位');

    // The server holds the same rule for this session's tenant, whatever a client sends.
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('srm-token') ?? sessionStorage.getItem('srm-token') ?? 'null') as { content: string } | null)?.content);
    expect(token).toBeTruthy();
    const enc = (password: string) => encodeURIComponent(encryptPassword(password, { key: 'SRMportal@2026!k', iv: 'SRMportal@IV2026' }));
    const response = await fetch(`${portal.origin}/portal/apis${endpoints.modifyPassword.path}?password=${enc(BUYER_ADMIN.password)}&newPassword=${enc('Newpa@202')}`, {
      method: 'PUT',
      headers: { token: String(token), elsAccount: `${BUYER_ADMIN.elsAccount}_${BUYER_ADMIN.elsSubAccount}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ messageCode: 'account.passwordRules', message: '密码不符合规则：密码至少 10 位' });

    // Ten characters with a digit pass both.
    await page.locator('input[name="newPassword"]').fill('Newpa@2026');
    await page.locator('input[name="confirmPassword"]').fill('Newpa@2026');
    await page.getByTestId('password-submit').click();
    await page.getByTestId('password-done').waitFor();
    await closePage(page);
  });

  it('shows the rule in English', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    await login(page, portal, BUYER_USER, entry('pw10'));
    await open(page, PASSWORD);
    await page.getByText('At least 10 characters, not starting with a digit, with upper and lower case letters, a digit and one of @$!%*#?&').waitFor();
    await page.locator('input[name="newPassword"]').fill('Newpass@word');
    await page.getByTestId('change-password').getByText('needs a digit').waitFor();
    await screenshot(page, 'password-policy-en');
    await closePage(page);
  });
});

describe('the display panel', () => {
  it('offers no lock switch when the top bar has no lock item, and offers it where it has one', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_USER, entry('tabs-limit'));
    expect(await page.getByTestId('topbar-lock').count()).toBe(0);
    await page.getByTestId('topbar-displaySettings').click();
    await page.getByTestId('display-panel').waitFor();
    await page.getByTestId('display-search').waitFor();
    expect(await page.getByTestId('display-lockScreen').count()).toBe(0);
    await screenshot(page, 'display-no-lock-zh');
    await closePage(page);

    const plain = await newPage(browser);
    await login(plain, portal, BUYER_USER, entry('pw10'));
    await plain.getByTestId('topbar-displaySettings').click();
    await plain.getByTestId('display-lockScreen').waitFor();
    await closePage(plain);
  });
});
