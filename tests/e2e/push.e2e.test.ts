// Push notifications (issue 10) against the real server and its broker (aedes at /mqtt): the
// MQTT.js chunk loads after sign-in only; a message created on the server opens a toast titled
// 后台提醒！ and moves the badge; the broker is stopped and started and the client comes back by
// itself; what was created meanwhile arrives once; a burst is summarised; another user's topic,
// publishing, an expired and a logged-out token are refused; logout closes the connection.
// Screenshots in both languages go to tests/e2e/artifacts/push-*.png (and SHOTS_DIR when set).
import path from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ConnectRefused, connectClient, demoTopic, grantsOf, refusalOf } from '../../server/platform/push/pushTestKit';
import type { Account } from '../../src/contract';
import { adminSession, type AdminSession, BUYER_ADMIN, BUYER_USER, closePage, launchBrowser, login, newPage, screenshot, startPortal, type Portal } from './harness';
import { endpoints } from '../../src/contract/endpoints';

/** Records, in the page, every push toast that appears (its key and when), from before the shell starts. */
const RECORD_TOASTS = () => {
  const record = { keys: [] as string[], times: [] as number[], summaries: [] as number[] };
  (window as unknown as { __pushToasts: typeof record }).__pushToasts = record;
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        for (const toast of [node, ...node.querySelectorAll<HTMLElement>('[data-testid="push-toast"], [data-testid="push-toast-more"]')]) {
          if (toast.dataset.testid === 'push-toast') {
            record.keys.push(toast.dataset.key ?? '');
            record.times.push(Date.now());
          } else if (toast.dataset.testid === 'push-toast-more') record.summaries.push(Number(toast.dataset.count));
        }
      }
  }).observe(document, { childList: true, subtree: true });
};

export interface ToastRecord {
  keys: string[];
  times: number[];
  summaries: number[];
}

export const toastRecord = (page: Page): Promise<ToastRecord> => page.evaluate(() => (window as unknown as { __pushToasts: ToastRecord }).__pushToasts);

export async function openRecorded(browser: Browser, language: 'zh-CN' | 'en-US' = 'zh-CN'): Promise<Page> {
  const page = await newPage(browser, { locale: language });
  await page.addInitScript(RECORD_TOASTS);
  return page;
}

/** An administrator's session on the server (for ElsSysMsgService/send). */
let admin: AdminSession | undefined;

/** Creates a message for `owner` through the administrators' endpoint (stored, then pushed by the server). */
export async function createMessage(portal: Portal, owner: Account, title: string): Promise<string> {
  admin ??= await adminSession(portal);
  const answer = await fetch(`${admin.api}${endpoints.sendMessage.path}`, { method: 'POST', headers: admin.headers, body: JSON.stringify({ ...owner, title }) });
  const body = (await answer.json()) as { code: number; data: { id: string } };
  if (answer.status !== 200) throw new Error(`send answered ${answer.status}: ${JSON.stringify(body)}`);
  return body.data.id;
}

const indicator = (page: Page) => page.getByTestId('topbar-pushStatus');
const pushState = (page: Page) => indicator(page).getAttribute('data-state');
const unread = async (page: Page) => Number((await page.getByTestId('topbar-messages').getAttribute('data-count')) ?? 'NaN');
const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('srm-token') ?? 'null') as { content: string } | null)?.content ?? '');
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  await settled(page);
  await screenshot(page, name);
  if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

/**
 * Waits until no toast is fading in or out: a toast in its transition is partly transparent, and
 * the accessibility check (and a screenshot) would catch that moment.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const region = document.querySelector('[data-testid="toasts"]');
    if (!region) return true;
    // Each toast and the wrappers its motion animates, up to the region (not the toast's hidden timer).
    return [...region.querySelectorAll('.fui-Toast')].every((toast) => {
      for (let element: Element | null = toast; element && element !== region; element = element.parentElement) {
        if (getComputedStyle(element).opacity !== '1') return false;
      }
      return true;
    });
  });
}

async function closeSettled(page: Page): Promise<void> {
  await settled(page);
  await closePage(page);
}

async function toEnglish(page: Page): Promise<void> {
  await page.getByTestId('topbar-language').click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
}

/** The hover tooltip of the indicator (its accessible name), for a screenshot. */
async function showIndicatorTooltip(page: Page): Promise<string> {
  // The floating copy is aria-hidden (the name is the button's): found by its role attribute. Once,
  // in a full parallel run, a single hover right after sign-in started no tooltip within 30 s (the
  // cause not found: see the note); the pointer leaves and comes back, as a person's would.
  const tooltip = page.locator('[role="tooltip"]');
  await expect
    .poll(async () => {
      await page.mouse.move(0, 0);
      await indicator(page).hover();
      return tooltip.waitFor({ timeout: 2000 }).then(
        () => true,
        () => false,
      );
    })
    .toBe(true);
  return (await indicator(page).getAttribute('aria-label')) ?? '';
}

describe('push notifications over MQTT', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('loads MQTT.js after sign-in only; a message created on the server opens a toast and moves the badge', async () => {
    const page = await openRecorded(browser);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(`${portal.url}#/login`);
    await page.locator('input[name="elsAccount"]').waitFor();
    expect(scripts.some((script) => /\/mqtt\.[0-9a-f]+\.js$/.test(script))).toBe(false);
    await login(page, portal, BUYER_ADMIN);
    await expect.poll(() => pushState(page)).toBe('connected');
    expect(scripts.filter((script) => /\/mqtt\.[0-9a-f]+\.js$/.test(script))).toHaveLength(1);
    await expect.poll(() => unread(page)).toBeGreaterThan(0);
    const before = await unread(page);

    const id = await createMessage(portal, BUYER_ADMIN, '采购订单 PO-2026-0042 已确认');
    const toast = page.locator(`[data-testid="push-toast"][data-key="message:${id}"]`);
    await toast.waitFor();
    await expect.poll(() => toast.innerText()).toMatch(/^后台提醒！\s+采购订单 PO-2026-0042 已确认$/);
    await expect.poll(() => unread(page)).toBe(before + 1);
    expect(await showIndicatorTooltip(page)).toBe('消息推送：已连接');
    await shot(page, 'push-toast-zh');

    await toEnglish(page);
    const second = await createMessage(portal, BUYER_ADMIN, 'Purchase order PO-2026-0043 confirmed');
    const secondToast = page.locator(`[data-testid="push-toast"][data-key="message:${second}"]`);
    await secondToast.waitFor();
    await expect.poll(() => secondToast.innerText()).toMatch(/^Back-office notice\s+Purchase order PO-2026-0043 confirmed$/);
    await expect.poll(() => unread(page)).toBe(before + 2);
    expect(await showIndicatorTooltip(page)).toBe('Push messages: connected');
    await shot(page, 'push-toast-en');
    // A message for another user never reaches this page.
    await createMessage(portal, BUYER_USER, '给另一个用户的消息');
    const third = await createMessage(portal, BUYER_ADMIN, 'third');
    await page.locator(`[data-testid="push-toast"][data-key="message:${third}"]`).waitFor();
    expect((await toastRecord(page)).keys.sort()).toEqual([`message:${id}`, `message:${second}`, `message:${third}`].sort());
    await closeSettled(page);
  });

  it('comes back by itself after the broker restarts, and shows what was created meanwhile exactly once', async () => {
    const page = await openRecorded(browser);
    await login(page, portal, BUYER_ADMIN);
    await expect.poll(() => pushState(page)).toBe('connected');
    const live = await createMessage(portal, BUYER_ADMIN, '断线前的消息');
    const liveToast = page.locator(`[data-testid="push-toast"][data-key="message:${live}"]`);
    await liveToast.waitFor();
    // Its place on screen is free again before the ones that come after the reconnect.
    await liveToast.waitFor({ state: 'detached' });

    await portal.server.push!.stop();
    await expect.poll(() => pushState(page)).toBe('offline');
    const reason = await showIndicatorTooltip(page);
    expect(reason).toMatch(/^消息推送：未连接，(与推送服务的连接已断开|无法连接推送服务)（错误 [78]），点击立即重试$/);
    await shot(page, 'push-offline-zh');
    await toEnglish(page);
    expect(await showIndicatorTooltip(page)).toMatch(/^Push messages: offline — (The connection to the push service was closed|The push service cannot be reached) \(error [78]\)\. Click to retry now\.$/);
    await shot(page, 'push-offline-en');
    // Created while the browser had no connection: in the database, published to no one.
    const missed = [await createMessage(portal, BUYER_ADMIN, '断线期间的消息一'), await createMessage(portal, BUYER_ADMIN, '断线期间的消息二')];
    const unreadWhileDown = await unread(page);

    await portal.server.push!.start();
    await expect.poll(() => pushState(page), { timeout: 30_000 }).toBe('connected');
    for (const id of missed) await page.locator(`[data-testid="push-toast"][data-key="message:${id}"]`).waitFor();
    await expect.poll(() => unread(page)).toBe(unreadWhileDown + 2);
    // A message after the reconnect arrives live (the subscription is back).
    const after = await createMessage(portal, BUYER_ADMIN, '重连之后的消息');
    await page.locator(`[data-testid="push-toast"][data-key="message:${after}"]`).waitFor();
    // Each exactly once (toasts dispatched together enter the page newest first: compare as sets).
    const keys = (await toastRecord(page)).keys;
    expect(keys.sort()).toEqual([`message:${live}`, ...missed.map((id) => `message:${id}`), `message:${after}`].sort());
    await closeSettled(page);
  });

  it('shows "connecting" while the broker does not answer, then the connect timeout (error 1)', async () => {
    const page = await openRecorded(browser);
    // A socket that opens but whose broker never sends CONNACK.
    await page.routeWebSocket(/\/mqtt$/, () => undefined);
    await login(page, portal, BUYER_ADMIN);
    await expect.poll(() => pushState(page)).toBe('connecting');
    expect(await showIndicatorTooltip(page)).toBe('消息推送：正在连接…');
    await shot(page, 'push-connecting-zh');
    await toEnglish(page);
    if ((await pushState(page)) === 'connecting') {
      expect(await showIndicatorTooltip(page)).toBe('Push messages: connecting…');
      await shot(page, 'push-connecting-en');
    }
    // connectTimeoutMs (5 s) without CONNACK: offline, seed code 1.
    await expect.poll(() => indicator(page).getAttribute('data-error'), { timeout: 15_000 }).toBe('1');
    expect(await indicator(page).getAttribute('aria-label')).toBe('Push messages: offline — Connecting to the push service timed out (error 1). Click to retry now.');
    await closeSettled(page);
  });

  it('summarises a burst: three toasts and "还有 37 条", every message counted in the badge', async () => {
    for (const language of ['zh-CN', 'en-US'] as const) {
      const page = await openRecorded(browser, language);
      await login(page, portal, BUYER_ADMIN);
      await expect.poll(() => pushState(page)).toBe('connected');
      await expect.poll(() => unread(page)).toBeGreaterThan(0);
      const before = await unread(page);
      const ids: string[] = [];
      for (let n = 1; n <= 40; n += 1) ids.push(await createMessage(portal, BUYER_ADMIN, `批量消息 ${n}`));
      const summary = page.getByTestId('push-toast-more');
      await expect.poll(() => summary.getAttribute('data-count')).toBe('37');
      await expect.poll(() => summary.innerText()).toMatch(language === 'zh-CN' ? /还有 37 条$/ : /and 37 more$/);
      await expect.poll(() => unread(page)).toBe(before + 40);
      expect((await toastRecord(page)).keys.sort()).toEqual(ids.slice(0, 3).map((id) => `message:${id}`).sort());
      expect(await page.getByTestId('push-toast').count()).toBe(3);
      await shot(page, `push-burst-${language === 'zh-CN' ? 'zh' : 'en'}`);
      await closeSettled(page);
    }
  });

  it('refuses another user’s topic, any publish, an expired and a logged-out token; logout closes the connection', async () => {
    const page = await openRecorded(browser);
    await login(page, portal, BUYER_ADMIN);
    await expect.poll(() => pushState(page)).toBe('connected');
    const broker = portal.server.push!;
    await expect.poll(() => broker.stats().clients).toBe(1);
    const token = await tokenOf(page);
    const url = `${portal.origin.replace(/^http/, 'ws')}/mqtt`;
    const username = `${BUYER_ADMIN.elsAccount}_${BUYER_ADMIN.elsSubAccount}`;

    // With the page's real token: another user's topic gets 0x80; a publish closes the connection.
    const intruder = await connectClient(url, { username, password: token, clientId: '90000000000000000001', clean: true });
    const granted = await grantsOf(intruder.client, { [demoTopic(BUYER_USER)]: { qos: 1 }, [demoTopic(BUYER_ADMIN)]: { qos: 1 } });
    expect(granted).toEqual({ [demoTopic(BUYER_USER)]: 128, [demoTopic(BUYER_ADMIN)]: 1 });
    const closed = intruder.closed();
    intruder.client.publish(demoTopic(BUYER_USER), JSON.stringify({ type: 'message', id: '1', title: 'forged', sentAt: 'x' }), { qos: 1 });
    await closed;
    // Another user's name with this token: not authorized (5).
    expect(await refusalOf(url, { username: `${BUYER_USER.elsAccount}_${BUYER_USER.elsSubAccount}`, password: token, clientId: '90000000000000000002' })).toBe(5);
    // The same claims, expired, signed with the server's own key: bad user name or password (4).
    const secret = await portal.server.db.selectFrom('app_secrets').select('value').where('name', '=', 'jwt_hs256').executeTakeFirstOrThrow();
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...decodeJwt(token), iat: now - 120, exp: now - 60 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new Uint8Array(Buffer.from(secret.value, 'base64')));
    expect(await refusalOf(url, { username, password: expired, clientId: '90000000000000000003' })).toBe(4);

    // Logout: the page ends its client (the broker sees it go), and the token is refused afterwards.
    await page.getByTestId('topbar-logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.locator('input[name="elsAccount"]').waitFor();
    await expect.poll(() => broker.stats().clients).toBe(0);
    expect(await indicator(page).count()).toBe(0);
    await expect(connectClient(url, { username, password: token, clientId: '90000000000000000004' })).rejects.toEqual(new ConnectRefused(4));
    // No reconnect loop after logout: nothing connects while the login page stays.
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.waitForTimeout(1500);
    expect(sockets).toEqual([]);
    await closeSettled(page);
  });

  it('offers a reload when the layout was published', async () => {
    for (const language of ['zh-CN', 'en-US'] as const) {
      const page = await openRecorded(browser, language);
      await login(page, portal, BUYER_ADMIN);
      await expect.poll(() => pushState(page)).toBe('connected');
      await portal.server.ctx.push.publish(BUYER_ADMIN, { type: 'layout-published', scope: 'tenant', elsAccount: BUYER_ADMIN.elsAccount, publishedAt: new Date().toISOString() });
      const offer = page.getByTestId('push-reload-offer');
      await offer.waitFor();
      expect(await offer.innerText()).toContain(language === 'zh-CN' ? '页面布局已更新' : 'The page layout has changed');
      await shot(page, `push-reload-${language === 'zh-CN' ? 'zh' : 'en'}`);
      await Promise.all([page.waitForEvent('load'), page.getByTestId('push-reload').click()]);
      await expect.poll(() => pushState(page)).toBe('connected');
      await closeSettled(page);
    }
  });
});
