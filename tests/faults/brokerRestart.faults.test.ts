// Fault: the broker restarts in the middle of a burst of 500 messages (issue 28, point 2). A signed-in
// buyer sits on the message centre receiving push over the server's embedded broker (aedes at /mqtt,
// the real broker the reference server runs). 500 messages are sent through the administrators'
// endpoint (ElsSysMsgService/send: stored, then pushed with the user's new counts); after 250 the
// broker is stopped (every socket cut, its sessions gone: what a crashed or restarted broker does),
// 100 are sent while it is down, then it is started again (a fresh aedes) and the last 150 are sent
// while the browser is still reconnecting. Afterwards: the push status is connected again by itself,
// no notification was shown twice, the message centre lists each of the 500 exactly once (every page
// walked), and the badge and the centre's unread count equal the server's unread count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Account } from '../../src/contract';
import { endpoints } from '../../src/contract/endpoints';
import { unreadCount } from '../../server/modules/messages/repo';
import { adminSession, type AdminSession, BUYER_USER, closePage, launchBrowser, login, newPage, startPortal, type Portal } from '../e2e/harness';

const BURST = 500;
const STOP_AFTER = 250;
const START_AFTER = 350;
/** Sends in flight at once (an administrator's script would not send one at a time either). */
const PARALLEL = 5;
/** In every title of the burst, and nowhere else: the message centre's keyword finds the burst. */
const TAG = 'BRK28';

/** Records, in the page, the key of every push toast that appears and every summary count, from before the shell starts. */
const RECORD_TOASTS = () => {
  const record = { keys: [] as string[], summaries: [] as number[] };
  (window as unknown as { __faultToasts: typeof record }).__faultToasts = record;
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        for (const toast of [node, ...node.querySelectorAll<HTMLElement>('[data-testid="push-toast"], [data-testid="push-toast-more"]')]) {
          if (toast.dataset.testid === 'push-toast') record.keys.push(toast.dataset.key ?? '');
          else if (toast.dataset.testid === 'push-toast-more') record.summaries.push(Number(toast.dataset.count));
        }
      }
  }).observe(document, { childList: true, subtree: true });
};

/** One message for `owner` through the server's real path (stored, then pushed); its id. */
async function send(admin: AdminSession, owner: Account, title: string): Promise<string> {
  const answer = await fetch(`${admin.api}${endpoints.sendMessage.path}`, { method: 'POST', headers: admin.headers, body: JSON.stringify({ ...owner, title }) });
  const body = (await answer.json()) as { code: number; data: { id: string } };
  if (answer.status !== 200) throw new Error(`send answered ${answer.status}: ${JSON.stringify(body)}`);
  return body.data.id;
}

/** Sends messages `from`..`to` (1-based, inclusive), PARALLEL at a time; their ids in order. */
async function sendRange(admin: AdminSession, owner: Account, from: number, to: number): Promise<string[]> {
  const ids: string[] = [];
  for (let start = from; start <= to; start += PARALLEL) {
    const batch = [];
    for (let n = start; n < start + PARALLEL && n <= to; n += 1) batch.push(send(admin, owner, `${TAG} 突发消息 ${n}`));
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}

const pushState = (page: Page) => page.getByTestId('topbar-pushStatus').getAttribute('data-state');
const badge = async (page: Page) => Number((await page.getByTestId('topbar-messages').getAttribute('data-count')) ?? 'NaN');

/** The ids of the rows the message list shows now. */
const rowIds = (page: Page) =>
  page.getByTestId('messages-rows').locator('[data-testid^="message-row-"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')!.slice('message-row-'.length)));

describe('fault: the broker restarts during a burst of 500 messages', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('shows each message exactly once after reconnecting by itself, with badges equal to the server’s unread count', async () => {
    const started = Date.now();
    const owner = { elsAccount: BUYER_USER.elsAccount, elsSubAccount: BUYER_USER.elsSubAccount };
    const page = await newPage(browser);
    await page.addInitScript(RECORD_TOASTS);
    await login(page, portal, BUYER_USER);
    await expect.poll(() => pushState(page)).toBe('connected');
    // The user is on the message centre: pushed messages reload its list while it is shown.
    await page.getByTestId('topbar-messages').click();
    await page.getByTestId('page-messages').waitFor();
    const serverUnreadBefore = await unreadCount(portal.server.ctx.db, owner);
    await expect.poll(() => badge(page)).toBe(serverUnreadBefore);

    const admin = await adminSession(portal);
    const broker = portal.server.push!;
    const ids = await sendRange(admin, owner, 1, STOP_AFTER);
    await broker.stop();
    await expect.poll(() => pushState(page)).toBe('offline');
    ids.push(...(await sendRange(admin, owner, STOP_AFTER + 1, START_AFTER)));
    await broker.start();
    // The rest of the burst goes out while the browser is still reconnecting.
    ids.push(...(await sendRange(admin, owner, START_AFTER + 1, BURST)));
    const sentMs = Date.now() - started;

    // Connected again by itself (no click), and nothing lost: the server stored all 500.
    await expect.poll(() => pushState(page), { timeout: 30_000 }).toBe('connected');
    const reconnectedMs = Date.now() - started;
    expect(new Set(ids).size).toBe(BURST);
    const serverUnread = await unreadCount(portal.server.ctx.db, owner);
    expect(serverUnread).toBe(serverUnreadBefore + BURST);
    // The badge and the centre's unread count are the server's.
    await expect.poll(() => badge(page)).toBe(serverUnread);
    await expect.poll(() => page.getByTestId('messages-unread-count').innerText()).toBe(`未读消息：${serverUnread}`);

    // No notification shown twice; each one shown is of the burst.
    const toasts = await page.evaluate(() => (window as unknown as { __faultToasts: { keys: string[]; summaries: number[] } }).__faultToasts);
    expect(toasts.keys.length).toBeGreaterThan(0);
    expect(new Set(toasts.keys).size).toBe(toasts.keys.length);
    const burstKeys = new Set(ids.map((id) => `message:${id}`));
    expect(toasts.keys.filter((key) => !burstKeys.has(key))).toEqual([]);

    // The message centre: the burst found by its tag, 100 a page, every page walked: each id once.
    await page.getByTestId('messages-search').fill(TAG);
    await page.getByTestId('messages-search-button').click();
    await page.getByTestId('messages-size').selectOption('100');
    await expect.poll(() => page.getByTestId('messages-total').innerText()).toBe(`第 1–100 条，共 ${BURST} 条`);
    const listed: string[] = [];
    for (let pageNo = 1; pageNo <= BURST / 100; pageNo += 1) {
      if (pageNo > 1) {
        const previousFirst = listed[listed.length - 100];
        await page.getByTestId('messages-next').click();
        await expect.poll(async () => (await rowIds(page))[0]).not.toBe(previousFirst);
      }
      await expect.poll(async () => (await rowIds(page)).length).toBe(100);
      listed.push(...(await rowIds(page)));
    }
    expect(listed.length).toBe(BURST);
    expect(new Set(listed)).toEqual(new Set(ids));
    console.log(`[brokerRestart] ${BURST} sent in ${sentMs} ms (broker stopped after ${STOP_AFTER}, started after ${START_AFTER}); connected again at ${reconnectedMs} ms; toasts ${toasts.keys.length} distinct, summaries ${JSON.stringify(toasts.summaries)}; server unread ${serverUnread} = badge; listed ${listed.length} distinct`);
    await closePage(page);
  });
});
