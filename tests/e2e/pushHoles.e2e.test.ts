// The push holes of issue 26 (point 4) as a user meets them: signed in, push connected; the screen
// is locked → the session's broker connection is cut (the server holds none of the user's clients)
// and a message sent meanwhile opens no toast while locked; unlocked → connected again, the message
// shows once and the badge catches up. In Chinese and English; screenshots in
// tests/e2e/artifacts/pushHoles-*.png (and SHOTS_DIR when set).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Account } from '../../src/contract';
import { endpoints } from '../../src/contract/endpoints';
import { subscribedClient } from '../../server/platform/push/pushTestKit';
import { BUYER_ADMIN, BUYER_USER, closePage, launchBrowser, login, newPage, screenshot, startPortal, type Portal } from './harness';

/** Records, in the page, the key of every push toast that appears (from before the shell starts). */
const RECORD_TOASTS = () => {
  const keys: string[] = [];
  (window as unknown as { __pushToastKeys: string[] }).__pushToastKeys = keys;
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        for (const toast of [node, ...node.querySelectorAll<HTMLElement>('[data-testid="push-toast"]')]) if (toast.dataset.testid === 'push-toast') keys.push(toast.dataset.key ?? '');
      }
  }).observe(document, { childList: true, subtree: true });
};

const toastKeys = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __pushToastKeys: string[] }).__pushToastKeys);
const pushState = (page: Page) => page.getByTestId('topbar-pushStatus').getAttribute('data-state');
const unread = async (page: Page) => Number((await page.getByTestId('topbar-messages').getAttribute('data-count')) ?? 'NaN');
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  // No toast mid-transition (partly transparent) in the picture or the accessibility check.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="toasts"] .fui-Toast')].every((toast) => {
      for (let element: Element | null = toast; element && element.getAttribute('data-testid') !== 'toasts'; element = element.parentElement)
        if (getComputedStyle(element).opacity !== '1') return false;
      return true;
    }),
  );
  await screenshot(page, name);
  if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

describe('push and the lock screen', () => {
  let portal: Portal;
  let browser: Browser;
  let adminHeaders: Record<string, string>;

  /** A new login session of `account` (tokens and account, as the broker's test client needs). */
  async function signIn(account: typeof BUYER_USER): Promise<{ token: string; elsAccount: string; elsSubAccount: string }> {
    const answer = await fetch(`${portal.origin}/portal/apis${endpoints.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ elsAccount: account.elsAccount, elsSubAccount: account.elsSubAccount, password: account.password }),
    });
    return { token: ((await answer.json()) as { data: { token: string } }).data.token, elsAccount: account.elsAccount, elsSubAccount: account.elsSubAccount };
  }

  /** Creates a message for `owner` through the administrators' endpoint (stored, then pushed). */
  async function createMessage(owner: Account, title: string): Promise<string> {
    const answer = await fetch(`${portal.origin}/portal/apis${endpoints.sendMessage.path}`, { method: 'POST', headers: adminHeaders, body: JSON.stringify({ ...owner, title }) });
    const body = (await answer.json()) as { data: { id: string } };
    if (answer.status !== 200) throw new Error(`send answered ${answer.status}: ${JSON.stringify(body)}`);
    return body.data.id;
  }

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const { token } = await signIn(BUYER_ADMIN);
    adminHeaders = { 'content-type': 'application/json', token, elsAccount: `${BUYER_ADMIN.elsAccount}_${BUYER_ADMIN.elsSubAccount}` };
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it.each([
    { language: 'zh-CN', lang: 'zh-CN', suffix: 'zh', title: '锁屏期间到达的消息' },
    { language: 'en-US', lang: 'en', suffix: 'en', title: 'Message sent while the screen was locked' },
  ] as const)('locked: the connection is cut and nothing is shown; unlocked: connected again, the message shows once, the badge catches up ($suffix)', async ({ language, lang, suffix, title }) => {
    const page = await newPage(browser, { locale: language });
    await page.addInitScript(RECORD_TOASTS);
    await login(page, portal, BUYER_USER);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
    await expect.poll(() => pushState(page)).toBe('connected');
    await expect.poll(() => portal.server.push!.stats().clients).toBe(1);
    await expect.poll(() => unread(page)).toBeGreaterThan(-1);
    const before = await unread(page);

    await page.getByTestId('topbar-lock').click();
    await page.getByTestId('lock-page').waitFor();
    // The broker holds no connection of the locked session, and the page does not try again.
    await expect.poll(() => portal.server.push!.stats().clients).toBe(0);
    // A witness: the same user signed in elsewhere (not locked) and subscribed; when it has the push,
    // a connected page would have had it too.
    const witness = await subscribedClient(`${portal.origin.replace(/^http/, 'ws')}/mqtt`, await signIn(BUYER_USER), `witness-${suffix}`);
    const id = await createMessage(BUYER_USER, title);
    await witness.receivedCount(1);
    await witness.end();
    // A toast takes one batch (16 ms) and a render to appear: half a second is plenty.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await toastKeys(page)).toEqual([]);
    expect(portal.server.push!.stats().clients).toBe(0);
    await page.getByTestId('lock-page').waitFor();
    await shot(page, `pushHoles-locked-${suffix}`);

    await page.locator('input[name="unlockPassword"]').fill(BUYER_USER.password);
    await page.getByTestId('unlock-submit').click();
    await expect.poll(() => pushState(page)).toBe('connected');
    const toast = page.locator(`[data-testid="push-toast"][data-key="message:${id}"]`);
    await toast.waitFor();
    await expect.poll(() => toast.innerText()).toContain(title);
    await expect.poll(() => unread(page)).toBe(before + 1);
    expect((await toastKeys(page)).filter((key) => key === `message:${id}`)).toHaveLength(1);
    await shot(page, `pushHoles-unlocked-${suffix}`);
    await closePage(page);
  });
});
