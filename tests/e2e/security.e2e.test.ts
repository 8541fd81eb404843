// Issue 8 in Chromium: the password change on the real page (defect 12), framing by another origin
// (defect 4), a spent ticket link (defect 6), a stranger's lockout that the user's captcha passes
// (defect 7), and the WeChat QR code the top bar asks for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BUYER_ADMIN, BUYER_USER, closePage, fillLogin, launchBrowser, login, newPage, startPortal, type Portal } from './harness';
import { endpoints } from '../../src/contract/endpoints';
import { endpointUrl } from '../../src/testing/endpointUrl';

let browser: Browser;
let portal: Portal;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal({ loginThrottle: { baseDelayMs: 60_000, maxDelayMs: 60_000 } });
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

async function api<T>(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; data: T }> {
  const response = await fetch(`${portal.origin}/portal/apis${path}`, {
    method,
    headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return { status: response.status, data: ((await response.json()) as { data: T }).data };
}

async function captchaOf(id: string): Promise<string> {
  return (await api<{ answer: string }>('GET', endpointUrl(endpoints.devCaptcha, { id }))).data.answer;
}

describe('the password page', () => {
  it('changes the password through the real form; the new one signs in, the old one not', async () => {
    const page = await newPage(browser);
    const puts: Array<{ contentType: string | undefined; status: number }> = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.url().includes('/modifyPassword')) puts.push({ contentType: request.headers()['content-type'], status: response.status() });
    });
    await login(page, portal, BUYER_USER);
    await page.goto(`${portal.url}#/portal/info/password`);
    await page.getByTestId('change-password').waitFor();
    await page.locator('input[name="oldPassword"]').fill(BUYER_USER.password);
    await page.locator('input[name="newPassword"]').fill('Changed@2026');
    await page.locator('input[name="confirmPassword"]').fill('Changed@2026');
    await page.getByTestId('password-submit').click();
    await page.getByTestId('password-done').waitFor();
    expect(await page.getByTestId('password-error').count()).toBe(0);
    // One PUT, without a body and so without a form Content-Type, answered 200.
    expect(puts).toEqual([{ contentType: undefined, status: 200 }]);

    await page.getByTestId('topbar-logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.getByTestId('login-page').waitFor();
    await fillLogin(page, BUYER_USER);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('login-error').textContent()).toContain('账号或密码错误');
    await fillLogin(page, { ...BUYER_USER, password: 'Changed@2026' });
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(BUYER_USER.name);
    await closePage(page);
  });
});

describe('framing', () => {
  it('another origin cannot frame the portal (frame-ancestors), while its own origin may', async () => {
    const foreign = await startPortal();
    const page = await newPage(browser);
    try {
      // A page of the other origin that frames the portal's login page, and one of the portal's own origin.
      const framing = (target: string) => `<!doctype html><title>framing</title><iframe src="${target}" width="800" height="600"></iframe>`;
      await page.route(`${foreign.origin}/evil.html`, (route) => route.fulfill({ contentType: 'text/html', body: framing(`${portal.url}#/login`) }));
      await page.goto(`${foreign.origin}/evil.html`);
      const victim = () => page.frames().find((frame) => frame !== page.mainFrame());
      // Chromium refuses to render it: the frame shows its own error page, never the portal.
      await expect.poll(() => victim()?.url()).toBe('chrome-error://chromewebdata/');
      expect(await victim()!.locator('[data-testid="login-page"]').count()).toBe(0);

      await page.route(`${portal.origin}/framing.html`, (route) => route.fulfill({ contentType: 'text/html', body: framing(`${portal.url}#/login`) }));
      await page.goto(`${portal.origin}/framing.html`);
      await expect.poll(async () => (await victim()?.locator('[data-testid="login-page"]').count()) ?? 0).toBe(1);
    } finally {
      await closePage(page);
      await foreign.close();
    }
  });
});

describe('tickets', () => {
  it('a ticket link works once: the second visit shows the 401 message and signs nobody in', async () => {
    const session = await api<{ token: string }>('POST', endpoints.login.path, { body: { elsAccount: BUYER_ADMIN.elsAccount, elsSubAccount: BUYER_ADMIN.elsSubAccount, password: BUYER_ADMIN.password } });
    const { ticket } = (await api<{ ticket: string }>('POST', endpoints.issueTicket.path, { body: {}, headers: { token: session.data.token } })).data;
    const first = await newPage(browser);
    await first.goto(`${portal.url}?ticket=${ticket}#/portal/wel/index`);
    await expect.poll(() => first.getByTestId('topbar-userName').textContent()).toBe(BUYER_ADMIN.name);
    await expect.poll(() => first.url()).not.toContain(ticket);
    // The cookie holds the spent code only, for this origin, readable by the shell (docs/security.md).
    const cookie = (await first.context().cookies()).find((each) => each.name === 'ticket');
    expect(cookie?.value).toBe(ticket);
    await closePage(first);

    // The same link in another browser: spent.
    const second = await newPage(browser);
    await second.goto(`${portal.url}?ticket=${ticket}#/portal/wel/index`);
    await second.getByText('登录验证失败，3秒后跳转登录页面').first().waitFor();
    await second.getByTestId('login-page').waitFor({ timeout: 6000 });
    expect(await second.evaluate(() => localStorage.getItem('srm-token'))).toBeNull();
    await closePage(second);
  });
});

describe('a stranger cannot keep a user locked out', () => {
  it('the user signs in with the right password and the captcha the login page asks for', async () => {
    const wrong = { elsAccount: BUYER_ADMIN.elsAccount, elsSubAccount: BUYER_ADMIN.elsSubAccount, password: 'Guess@2026' };
    for (let i = 0; i < 5; i += 1) await api('POST', endpoints.login.path, { body: wrong });
    const { captchaId } = (await api<{ captchaId: string }>('GET', endpoints.captcha.path)).data;
    await api('POST', endpoints.login.path, { body: { ...wrong, captchaId, captcha: await captchaOf(captchaId) } });
    // Locked for a minute now.
    const page = await newPage(browser);
    await page.goto(`${portal.url}#/login`);
    await fillLogin(page, BUYER_ADMIN);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('login-error').textContent()).toContain('尝试次数过多');
    const image = page.locator('img[data-captcha-id]');
    await image.waitFor();
    await expect.poll(() => page.getByTestId('login-submit').isEnabled()).toBe(true);
    await fillLogin(page, BUYER_ADMIN);
    await page.locator('input[name="captcha"]').fill(await captchaOf((await image.getAttribute('data-captcha-id'))!));
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(BUYER_ADMIN.name);

    // The top bar's WeChat QR code: an image the server drew for this user.
    await page.getByTestId('topbar-wechatQr').click();
    await expect.poll(() => page.locator('img[src^="data:image/svg+xml;base64,"]').count()).toBeGreaterThan(0);
    await closePage(page);
  });
});
