import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expiredTwin, BUYER_ADMIN, BUYER_USER, SUPPLIER, closePage, fillLogin, launchBrowser, login, newContext, newPage, screenshot, startPortal, type Portal } from './harness';
import { endpoints } from '../../src/contract/endpoints';
import { endpointUrl } from '../../src/testing/endpointUrl';

const AUTH_FAILED = '登录验证失败，3秒后跳转登录页面';

let browser: Browser;
let portal: Portal;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal({ loginThrottle: { baseDelayMs: 400, maxDelayMs: 2000 } });
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

/** A call to the reference server from the test (not through the shell). */
async function api<T>(target: Portal, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; body: { code: string; message: string; data: T } }> {
  const response = await fetch(`${target.origin}/portal/apis${path}`, {
    method,
    headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { code: string; message: string; data: T } };
}

async function apiLogin(target: Portal, account: { elsAccount: string; elsSubAccount: string; password: string }) {
  const answer = await api<{ token: string; refreshToken: string }>(target, 'POST', endpoints.login.path, {
    body: { elsAccount: account.elsAccount, elsSubAccount: account.elsSubAccount, password: account.password },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const refreshCount = async (target: Portal) => (await api<{ refreshCount: number }>(target, 'GET', endpoints.devStats.path)).body.data.refreshCount;
const storage = (page: Page, key: string, area: 'localStorage' | 'sessionStorage' = 'localStorage') =>
  page.evaluate(([name, which]) => (which === 'localStorage' ? localStorage : sessionStorage).getItem(name!), [key, area] as const);
const hashOf = (page: Page) => new URL(page.url()).hash;
const captchaAnswer = async (page: Page, target: Portal = portal) => {
  const image = page.locator('img[data-captcha-id]');
  await image.waitFor();
  const id = await image.getAttribute('data-captcha-id');
  return (await api<{ answer: string }>(target, 'GET', endpointUrl(endpoints.devCaptcha, { id: String(id) }))).body.data.answer;
};

describe('the login page', () => {
  it("shows the tenant's logo (sized by the seed's rule) and background from the LoginPage_Group settings", async () => {
    const set = (value: string, code: string) =>
      portal.server.db.updateTable('system_settings').set({ set_value: value }).where('els_account', '=', '307000').where('set_code', '=', code).execute();
    // A relative path resolves against the file service; an absolute URL is used as it is.
    await set('tenant/acme-logo.svg', 'LoginPage_LoginLogo');
    await set(`${portal.origin}/portal/branding/acme-background.svg`, 'LoginPage_LoginBackgroud');
    await set('ACME 采购协同平台', 'LoginPage_SystemTitle');
    await set('寻源 · 订单 · 对账 一站协同', 'LoginPage_LoginAD');
    const page = await newPage(browser);
    // The reference server has no file store: the browser is given the tenant's files here.
    await page.route(`**/portal/apis${endpoints.downloadFile.path}?filePath=tenant%2Facme-logo.svg`, (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: LOGO_SVG }),
    );
    await page.route('**/portal/branding/acme-background.svg', (route) => route.fulfill({ contentType: 'image/svg+xml', body: BACKGROUND_SVG }));
    try {
      await page.goto(`${portal.url}#/login`);
      const logo = page.getByTestId('login-logo');
      await expect.poll(() => logo.getAttribute('src')).toBe(`/portal/apis${endpoints.downloadFile.path}?filePath=tenant%2Facme-logo.svg`);
      // 400 x 100 is narrower than 4.5: height 55, width scaled (220).
      expect(await logo.getAttribute('height')).toBe('55');
      expect(await logo.getAttribute('width')).toBe('220');
      expect(await page.getByTestId('login-page').getAttribute('style')).toContain('acme-background.svg');
      expect(await page.getByTestId('login-system-title').textContent()).toBe('ACME 采购协同平台');
      expect(await page.getByTestId('login-ad').textContent()).toBe('寻源 · 订单 · 对账 一站协同');
      await page.waitForTimeout(300);
      await screenshot(page, 'session-login-tenant');
    } finally {
      await set('', 'LoginPage_LoginLogo');
      await set('', 'LoginPage_LoginBackgroud');
      await set('演示采购有限公司 SRM', 'LoginPage_SystemTitle');
      await set('采购与供应商在线协同', 'LoginPage_LoginAD');
      await closePage(page);
    }
  });

  it('falls back to the default logo when the logo fails to load', async () => {
    const setLogo = (value: string) =>
      portal.server.db.updateTable('system_settings').set({ set_value: value }).where('els_account', '=', '307000').where('set_code', '=', 'LoginPage_LoginLogo').execute();
    await setLogo(`${portal.origin}/portal/branding/missing-logo.png`);
    const page = await newPage(browser);
    try {
      await page.goto(`${portal.url}#/login`);
      const logo = page.getByTestId('login-logo');
      await expect.poll(() => logo.getAttribute('data-fallback')).toBe('true');
      expect(await logo.getAttribute('src')).toBe('default-logo.svg');
      expect([await logo.getAttribute('width'), await logo.getAttribute('height')]).toEqual(['140', '30']);
    } finally {
      await setLogo('');
      await closePage(page);
    }
  });

  it('signs in by phone number, remembers the account and keeps it for the next visit', async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url}#/login`);
    await page.getByTestId('login-mode-loginName').click();
    await page.locator('input[name="loginName"]').fill('13800000002');
    await page.locator('input[name="password"]').fill(BUYER_USER.password);
    await page.getByTestId('login-remember').click();
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(BUYER_USER.name);
    // The password went encrypted; the session is stored with its refresh token.
    expect(await storage(page, 'srm-refreshToken')).not.toBeNull();
    await page.getByTestId('topbar-logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.getByTestId('login-page').waitFor();
    expect(await page.locator('input[name="loginName"]').inputValue()).toBe('13800000002');
    await closePage(page);
  });

  it('takes typing before any script has run (the prerendered form), keeps it, the focus and the caret when the page takes over, and signs in with it', async () => {
    const page = await newPage(browser);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    // Every script of the page is held back until the test lets it through.
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    try {
      await page.goto(`${portal.url}#/login`, { waitUntil: 'commit' });
      const account = page.locator('input[name="elsAccount"]');
      await account.waitFor();
      await account.click();
      await page.keyboard.type(BUYER_ADMIN.elsAccount);
      await page.locator('input[name="elsSubAccount"]').click();
      await page.keyboard.type(BUYER_ADMIN.elsSubAccount);
      await page.locator('input[name="password"]').click();
      await page.keyboard.type(`${BUYER_ADMIN.password}x`);
      await page.keyboard.press('ArrowLeft');
      // Still no script has run: the form is the prerendered one and the app has not started.
      expect(await page.evaluate(() => [document.querySelectorAll('[data-srm-prerendered]').length, document.querySelector('#root .srm-boot') !== null])).toEqual([1, true]);
      releaseScripts();
      await page.waitForFunction(() => document.querySelector('[data-srm-prerendered]') === null && document.querySelector('[data-testid="login-page"]') !== null);
      // The real page has what was typed, the focus where it was, the caret before the last letter.
      expect(await page.locator('input[name="elsAccount"]').inputValue()).toBe(BUYER_ADMIN.elsAccount);
      expect(await page.locator('input[name="elsSubAccount"]').inputValue()).toBe(BUYER_ADMIN.elsSubAccount);
      expect(await page.evaluate(() => {
        const input = document.activeElement as HTMLInputElement;
        return [input.name, input.selectionStart, input.value.length];
      })).toEqual(['password', BUYER_ADMIN.password.length, BUYER_ADMIN.password.length + 1]);
      await page.keyboard.press('Delete');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(BUYER_ADMIN.name);
      // Nothing of the form went into the address; the inline script ran under the CSP (allowed by its hash).
      expect(page.url()).not.toContain(BUYER_ADMIN.password);
      expect(violations).toEqual([]);
    } finally {
      releaseScripts();
      await closePage(page);
    }
  });

  it('after 5 wrong passwords asks for the captcha, refuses a wrong one, and signs in with the right one', async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url}#/login`);
    const error = page.getByTestId('login-error');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await fillLogin(page, { ...BUYER_USER, password: `Wrong@${attempt}xyz` });
      await page.getByTestId('login-submit').click();
      await expect.poll(() => error.textContent()).toContain('账号或密码错误');
      await expect.poll(() => page.getByTestId('login-submit').isEnabled()).toBe(true);
      expect(await page.locator('input[name="captcha"]').count()).toBe(attempt < 5 ? 0 : 1);
    }
    expect(await storage(page, 'srm-token')).toBeNull();
    // A wrong captcha says so.
    await fillLogin(page, BUYER_USER);
    await page.locator('input[name="captcha"]').fill('ZZZZ');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => error.textContent()).toContain('验证码错误');
    expect(await storage(page, 'srm-token')).toBeNull();
    // The right one (read from the development endpoint) signs in.
    await expect.poll(() => page.getByTestId('login-submit').isEnabled()).toBe(true);
    await fillLogin(page, BUYER_USER);
    await page.locator('input[name="captcha"]').fill(await captchaAnswer(page));
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(BUYER_USER.name);
    await closePage(page);
  });

  it('/login with a token goes home', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    await page.goto(`${portal.url}#/login`);
    await expect.poll(() => hashOf(page)).toBe('#/portal/wel/index');
    await closePage(page);
  });
});

describe('the other ways in', () => {
  it('a ticket in the query is traded at once with webValidToken, taken out of the address and kept, spent, in the cookie', async () => {
    const session = await apiLogin(portal, SUPPLIER);
    const ticket = (await api<{ ticket: string }>(portal, 'POST', endpoints.issueTicket.path, { body: {}, headers: { token: session.token } })).body.data.ticket;
    // A short single-use code, not a token.
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = await newPage(browser);
    const validations: string[] = [];
    page.on('request', (request) => request.url().includes('/webValidToken/') && validations.push(request.url()));
    // As single sign-on sends it: before the hash.
    await page.goto(`${portal.url}?ticket=${ticket}#/portal/info/index`);
    await page.getByTestId('personal-info').waitFor();
    await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(SUPPLIER.name);
    expect(page.url()).not.toContain('ticket=');
    expect(validations).toHaveLength(1);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'ticket')?.value).toBe(ticket);
    // The session holds an access token of its own; the ticket is spent.
    const token = JSON.parse((await storage(page, 'srm-token'))!).content as string;
    expect(token).not.toBe(ticket);
    expect(token.split('.')).toHaveLength(3);
    expect((await api(portal, 'GET', endpointUrl(endpoints.validToken, { token: ticket }))).status).toBe(401);
    // webValidToken gives no refresh token.
    expect(await storage(page, 'srm-refreshToken')).toBeNull();
    // The same ticket again (hash query) is the session's already: nothing to validate.
    await page.goto(`${portal.url}#/portal/wel/index?ticket=${ticket}`);
    await expect.poll(() => hashOf(page)).toBe('#/portal/wel/index');
    expect(validations).toHaveLength(1);
    await closePage(page);
  });

  for (const [what, ticket] of [
    ['a malformed ticket', 'not-a-token'],
    ['a tampered ticket', 'eyJhbGciOiJIUzI1NiJ9.eyJlbHNBY2NvdW50IjoiMzA3MDAwIn0.c2lnbmF0dXJl'],
  ] as const) {
    it(`${what} shows the 401 message, goes to login after 3 s and leaves nothing behind`, async () => {
      const page = await newPage(browser);
      await page.goto(`${portal.url}#/portal/wel/index?ticket=${ticket}`);
      await page.getByText(AUTH_FAILED).first().waitFor();
      const shownAt = Date.now();
      await page.getByTestId('login-page').waitFor({ timeout: 6000 });
      const waited = Date.now() - shownAt;
      console.info(`[measure] ${what}: login page ${waited} ms after the message`);
      expect(waited).toBeGreaterThan(2500);
      expect(waited).toBeLessThan(5500);
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'ticket')).toBeUndefined();
      expect(await storage(page, 'srm-token')).toBeNull();
      await closePage(page);
    });
  }

  it('/login3 with a wrong password goes to the login page with the reason and signs nobody in', async () => {
    const page = await newPage(browser);
    const query = new URLSearchParams({ elsAccount: SUPPLIER.elsAccount, elsSubAccount: SUPPLIER.elsSubAccount, password: 'Wrong@2026x' });
    await page.goto(`${portal.url}#/login3?${query.toString()}`);
    await expect.poll(() => page.getByTestId('login-error').textContent()).toContain('账号或密码错误');
    expect(hashOf(page)).toBe(`#/login?elsAccount=${SUPPLIER.elsAccount}&elsSubAccount=${SUPPLIER.elsSubAccount}`);
    expect(await storage(page, 'srm-token')).toBeNull();
    await closePage(page);
  });

  it('login parameters in the query sign in before the route continues, and leave the address', async () => {
    const page = await newPage(browser);
    const query = new URLSearchParams({ elsAccount: BUYER_ADMIN.elsAccount, elsSubAccount: BUYER_ADMIN.elsSubAccount, password: BUYER_ADMIN.password, keep: '1' });
    await page.goto(`${portal.url}#/portal/info/index?${query.toString()}`);
    await page.getByTestId('personal-info').waitFor();
    await expect.poll(() => hashOf(page)).toBe('#/portal/info/index?keep=1');
    expect(page.url()).not.toContain('password');
    await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(BUYER_ADMIN.name);
    await closePage(page);
  });

  it('a tampered stored token: the 401 message, then login after 3 seconds, with nothing half logged-in', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    await page.evaluate(() => {
      const record = JSON.parse(localStorage.getItem('srm-token')!) as { content: string };
      const [header, payload] = record.content.split('.');
      record.content = `${header}.${payload}.AAAAtampered`;
      localStorage.setItem('srm-token', JSON.stringify(record));
    });
    await page.reload();
    await page.getByText(AUTH_FAILED).first().waitFor();
    const shownAt = Date.now();
    expect(await storage(page, 'srm-token')).toBeNull();
    await page.getByTestId('login-page').waitFor({ timeout: 6000 });
    const waited = Date.now() - shownAt;
    expect(waited).toBeGreaterThan(2500);
    expect(waited).toBeLessThan(5500);
    for (const key of ['srm-token', 'srm-refreshToken', 'srm-userInfo', 'srm-menu']) expect(await storage(page, key)).toBeNull();
    await closePage(page);
  });
});

describe('lock screen and logout', () => {
  it('locks from the top bar, keeps every page at /lock, refuses a wrong password, unlocks with the right one', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    await page.goto(`${portal.url}#/portal/info/index`);
    await page.getByTestId('personal-info').waitFor();
    await page.getByTestId('topbar-lock').click();
    await page.getByTestId('lock-page').waitFor();
    expect(hashOf(page)).toBe('#/lock');
    expect(await storage(page, 'srm-isLock', 'sessionStorage')).not.toBeNull();
    for (const target of ['#/portal/wel/index', '#/portal/info/message', '#/login', '#/nowhere']) {
      await page.goto(`${portal.url}${target}`);
      await expect.poll(() => hashOf(page)).toBe('#/lock');
    }
    await page.reload();
    await page.getByTestId('lock-page').waitFor();
    await screenshot(page, 'session-lock');

    await page.locator('input[name="unlockPassword"]').fill('Wrong@2026x');
    await page.getByTestId('unlock-submit').click();
    await expect.poll(() => page.getByTestId('lock-error').textContent()).toBe('解锁密码错误，请重新输入');
    // And its English form.
    await page.evaluate(() => localStorage.setItem('srm-language', JSON.stringify({ dataType: 'string', content: 'en', datetime: Date.now() })));
    await page.reload();
    await page.locator('input[name="unlockPassword"]').fill('Wrong@2026y');
    await page.getByTestId('unlock-submit').click();
    await expect.poll(() => page.getByTestId('lock-error').textContent()).toBe('unlock password error, please re-enter');

    await page.locator('input[name="unlockPassword"]').fill(BUYER_ADMIN.password);
    await page.getByTestId('unlock-submit').click();
    await page.getByTestId('personal-info').waitFor();
    expect(hashOf(page)).toBe('#/portal/info/index');
    expect(await storage(page, 'srm-isLock', 'sessionStorage')).toBeNull();
    await closePage(page);
  });

  it('logs out after the confirm: the server revokes the session, everything local is cleared', async () => {
    const page = await newPage(browser);
    const logoutCalls: string[] = [];
    page.on('request', (request) => request.url().endsWith(endpoints.logout.path) && logoutCalls.push(request.method()));
    await login(page, portal, BUYER_ADMIN);
    await page.context().addCookies([{ name: 'ticket', value: 'a.b.c', url: portal.origin }]);
    const token = JSON.parse((await storage(page, 'srm-token'))!).content as string;
    const refreshToken = JSON.parse((await storage(page, 'srm-refreshToken'))!).content as string;
    expect(await storage(page, 'srm-menu')).not.toBeNull();

    // Cancel keeps the session.
    await page.getByTestId('topbar-logout').click();
    await page.getByTestId('logout-cancel').click();
    // Once the confirm dialog is gone, the session still works: another page opens signed in.
    await page.getByTestId('logout-cancel').waitFor({ state: 'detached' });
    await page.goto(`${portal.url}#/portal/info/index`);
    await page.getByTestId('personal-info').waitFor();
    expect(await page.getByTestId('top-bar').count()).toBe(1);
    expect(logoutCalls).toEqual([]);

    await page.getByTestId('topbar-logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.getByTestId('login-page').waitFor();
    expect(logoutCalls).toEqual(['GET']);
    for (const key of ['srm-token', 'srm-refreshToken', 'srm-userInfo', 'srm-menu', 'srm-systemSettings']) expect(await storage(page, key), key).toBeNull();
    expect(await storage(page, 'srm-isLock', 'sessionStorage')).toBeNull();
    const tabs = JSON.parse((await storage(page, 'srm-tags', 'sessionStorage')) ?? '{"content":[]}').content as Array<{ value: string }>;
    expect(tabs.map((tab) => tab.value)).toEqual(['/portal/wel/index']);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'ticket')).toBeUndefined();
    // On the server: neither the access token nor the refresh token works any more.
    expect((await api(portal, 'GET', endpoints.getMenu.path, { headers: { token } })).status).toBe(401);
    expect((await api(portal, 'POST', endpoints.refreshToken.path, { body: { refreshToken }, headers: { refreshToken } })).status).toBe(401);
    await page.goto(`${portal.url}#/portal/wel/index`);
    await page.getByTestId('login-page').waitFor();
    await closePage(page);
  });
});

describe('forgot password and registration', () => {
  it('resets a password through the SMS code, with the resend countdown', async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url}#/login`);
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('forgot-page').waitFor();
    await page.locator('input[name="mobile"]').fill('13900000001');
    await page.locator('input[name="captcha"]').fill(await captchaAnswer(page));
    await page.getByTestId('forgot-send').click();
    await expect.poll(() => page.getByTestId('forgot-info').textContent()).toContain('139****0001');
    // The countdown: the button is disabled and counts down from 60.
    expect(await page.getByTestId('forgot-send').isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('forgot-send').textContent()).toMatch(/^(60|59|58) 秒后重新获取$/);
    const inbox = (await api<Array<{ code: string }>>(portal, 'GET', `${endpoints.devSms.path}?mobile=13900000001`)).body.data;
    const code = inbox.at(-1)!.code;

    await page.locator('input[name="noteCode"]').fill(code);
    await page.locator('input[name="newPassword"]').fill('weakpassword');
    await page.locator('input[name="confirmPassword"]').fill('weakpassword');
    await page.getByTestId('forgot-submit').click();
    await expect.poll(() => page.getByTestId('forgot-error').textContent()).toContain('大写字母');
    await page.locator('input[name="newPassword"]').fill('Reset@2026');
    await page.locator('input[name="confirmPassword"]').fill('Reset@2026');
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-done').waitFor();

    await page.goto(`${portal.url}#/login`);
    await fillLogin(page, { ...SUPPLIER, password: 'Reset@2026' });
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(SUPPLIER.name);
    await closePage(page);
  });

  it('lays the registration form out inside its card and the card inside the window; the login title names the site once', async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url}#/login`);
    await page.getByTestId('login-page').waitFor();
    await expect.poll(() => page.title()).toBe('演示采购有限公司 SRM');
    await page.getByTestId('login-register').click();
    await page.getByTestId('register-page').waitFor();
    const right = (selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().right);
    const fieldRight = await right('input[name="companyName"]');
    // The mobile/e-mail row ends where the other fields end (it overshot by 10 px).
    expect(Math.abs((await right('input[name="email"]')) - fieldRight)).toBeLessThanOrEqual(2);
    const card = await page.locator('input[name="companyName"]').evaluate((element) => element.closest('form')?.parentElement?.getBoundingClientRect().right ?? 0);
    expect(card).toBeLessThanOrEqual(1366);
    // The captcha image stays inside the card too.
    expect(await right('[data-testid="captcha-image"]')).toBeLessThanOrEqual(fieldRight + 2);
    await screenshot(page, 'register-layout');
    await closePage(page);
  });

  it('registers by invitation: the agreement must be read; a company that does not exist is refused', async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url}#/login`);
    await page.getByTestId('login-register').click();
    await page.getByTestId('register-page').waitFor();
    expect(await page.getByTestId('register-agreement').isDisabled()).toBe(true);
    await page.locator('input[name="invitationCode"]').fill('INV-307000-0003');
    await page.locator('input[name="companyName"]').fill('不存在的公司');
    await page.locator('input[name="accountName"]').fill('qingsong');
    await page.locator('input[name="password"]').fill('Qingsong@2026');
    await page.locator('input[name="confirmPassword"]').fill('Qingsong@2026');
    await page.locator('input[name="email"]').fill('sales@qingsong.cn');
    await page.locator('input[name="captcha"]').fill(await captchaAnswer(page));
    await page.getByTestId('register-submit').click();
    // Without the agreement read, the form does not go out.
    await page.getByText('请先打开并阅读用户协议').waitFor();

    await page.getByTestId('register-agreement-open').click();
    const text = page.getByTestId('agreement-text');
    await text.waitFor();
    expect(await page.getByTestId('agreement-read').isDisabled()).toBe(true);
    await text.evaluate((element) => (element.scrollTop = element.scrollHeight));
    await expect.poll(() => page.getByTestId('agreement-read').isEnabled()).toBe(true);
    await page.getByTestId('agreement-read').click();
    expect(await page.getByTestId('register-agreement').isChecked()).toBe(true);

    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByTestId('register-error').textContent()).toContain('公司不存在');
    await page.locator('input[name="companyName"]').fill('青松包装材料有限公司');
    await page.locator('input[name="captcha"]').fill(await captchaAnswer(page));
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByTestId('register-done').textContent()).toContain('qingsong');
    await page.getByTestId('register-to-login').click();
    await page.getByTestId('login-page').waitFor();
    await page.getByTestId('login-mode-loginName').click();
    await page.locator('input[name="loginName"]').fill('qingsong');
    await page.locator('input[name="password"]').fill('Qingsong@2026');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe('qingsong');
    await closePage(page);
  });
});

describe('a short token life', () => {
  let short: Portal;
  beforeAll(async () => {
    short = await startPortal({ tokenTtlSeconds: 4, smsCodeTtlSeconds: 2 });
  });
  afterAll(async () => short?.close());

  it('refreshes before the token expires: one refresh, no call ever refused', async () => {
    const page = await newPage(browser);
    const refused: string[] = [];
    page.on('response', (response) => response.status() === 401 && refused.push(response.url()));
    await login(page, short, BUYER_ADMIN);
    const before = await refreshCount(short);
    // Life 4 s, refreshed a quarter before the end (3 s); the next one would be at 6 s.
    await page.waitForTimeout(4500);
    expect((await refreshCount(short)) - before).toBe(1);
    await page.goto(`${short.url}#/portal/info/index`);
    await page.getByTestId('personal-info').waitFor();
    expect(refused).toEqual([]);
    await closePage(page);
  });

  it('a token that expired mid-session with calls in flight in two tabs: exactly one refresh, every call retried', async () => {
    // The tabs are handed a token of this session that the server's own key signed but whose life
    // is over, while their stored times still call it fresh: every start-up call goes out on it and
    // is refused (401, reason expired). The renewed token has the server's normal life, so however
    // slowly a loaded machine starts the tabs, nothing but that one expiry can refuse a call.
    const context = await newContext(browser);
    const first = await context.newPage();
    await login(first, portal, BUYER_ADMIN);
    const second = await context.newPage();
    await second.goto(`${portal.url}#/portal/wel/index`);
    await second.getByTestId('top-bar').waitFor();
    const stored = JSON.parse((await storage(first, 'srm-token'))!) as { content: string };
    const expired = await expiredTwin(portal, stored.content);
    await first.evaluate((content) => {
      const record = JSON.parse(localStorage.getItem('srm-token')!) as { content: string };
      localStorage.setItem('srm-token', JSON.stringify({ ...record, content }));
    }, expired);

    const refused: string[] = [];
    const answered: string[] = [];
    for (const page of [first, second]) {
      page.on('response', (response) => {
        if (!response.url().includes('/apis/')) return;
        if (response.status() === 401) refused.push(response.url());
        else answered.push(response.url());
      });
    }
    const before = await refreshCount(portal);
    await Promise.all([first.reload(), second.reload()]);
    for (const page of [first, second]) await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(BUYER_ADMIN.name);
    await expect.poll(() => answered.filter((url) => url.includes(endpoints.getMenu.path)).length).toBe(2);
    expect((await refreshCount(portal)) - before).toBe(1);
    // Calls went out on the expired token and were refused, each retried once. How many depends
    // on how far the other tab got before the new token reached it through storage.
    expect(refused.length).toBeGreaterThanOrEqual(1);
    // A refused call is retried once the new token is in; a home block's may still be on its way
    // when the menus are (it was seen answered after this point): waited for, not assumed.
    await expect.poll(() => [...new Set(refused)].filter((url) => !answered.includes(url))).toEqual([]);
    expect(answered.filter((url) => url.endsWith('/refreshToken'))).toHaveLength(1);
    console.info(`[measure] two tabs, expired token: ${refused.length} calls refused (401 expired), ${(await refreshCount(portal)) - before} refresh, ${answered.length} answered`);
    await closePage(first);
  });

  it('an expired SMS code is refused with its message', async () => {
    const page = await newPage(browser);
    await page.goto(`${short.url}#/forgotPassword`);
    await page.locator('input[name="mobile"]').fill('13800000002');
    await page.locator('input[name="captcha"]').fill(await captchaAnswer(page, short));
    await page.getByTestId('forgot-send').click();
    await page.getByTestId('forgot-info').waitFor();
    const code = (await api<Array<{ code: string }>>(short, 'GET', `${endpoints.devSms.path}?mobile=13800000002`)).body.data.at(-1)!.code;
    await page.waitForTimeout(2500);
    await page.locator('input[name="noteCode"]').fill(code);
    await page.locator('input[name="newPassword"]').fill('Reset@2026');
    await page.locator('input[name="confirmPassword"]').fill('Reset@2026');
    await page.getByTestId('forgot-submit').click();
    await expect.poll(() => page.getByTestId('forgot-error').textContent()).toContain('短信验证码已过期，请重新获取');
    await closePage(page);
  });
});

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100" viewBox="0 0 400 100">
  <rect x="4" y="14" width="72" height="72" rx="16" fill="#ffb000"/>
  <path d="M22 70 L40 28 L58 70 M29 55 H51" stroke="#0b3a6e" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="92" y="66" font-family="sans-serif" font-size="46" font-weight="700" fill="#ffffff">ACME</text>
  <text x="232" y="66" font-family="sans-serif" font-size="30" fill="#ffe08a">Supply</text>
</svg>`;

const BACKGROUND_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0d4f3c"/><stop offset="1" stop-color="#1f8a5b"/></linearGradient>
  </defs>
  <rect width="1920" height="1080" fill="url(#g)"/>
  <circle cx="380" cy="860" r="420" fill="#ffffff" opacity="0.06"/>
  <circle cx="1500" cy="180" r="300" fill="#ffb000" opacity="0.12"/>
  <path d="M0 760 C 480 640 860 900 1920 700 L1920 1080 L0 1080 Z" fill="#000000" opacity="0.12"/>
</svg>`;
