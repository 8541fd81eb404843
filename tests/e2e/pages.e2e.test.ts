// The work pages of issue 9 points 3–7 against the real server: the message centre and its badge,
// to-dos and approvals, the document centre and its download; screenshots of each page in both
// languages (tests/e2e/artifacts/pages-*.png).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUYER_ADMIN, BUYER_USER, SUPPLIER, closePage, launchBrowser, login, newPage, screenshot, startPortal, type Portal } from './harness';

const count = async (page: Page, testId: string) => Number((await page.getByTestId(testId).getAttribute('data-count')) ?? 'NaN');

/** Goes to a route once the sign-in has landed on the home page (else its redirect wins over ours). */
async function openRoute(page: Page, portal: Portal, route: string, ready: string): Promise<void> {
  await openBy(page, () => page.goto(`${portal.url}#${route}`), ready);
}

/** Opens a page by an action once the sign-in has landed on the home page (the buyer or the supplier home), again if the sign-in's redirect won. */
async function openBy(page: Page, go: () => Promise<unknown>, ready: string): Promise<void> {
  await page.waitForURL(/#\/portal\/(wel|supplier)\/index/);
  for (let attempt = 0; ; attempt++) {
    await go();
    try {
      await page.getByTestId(ready).waitFor({ timeout: 5000 });
      return;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

async function toEnglish(page: Page): Promise<void> {
  await page.getByTestId('topbar-language').click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
}

describe('work pages (messages, to-dos and approvals, documents)', () => {
  let portal: Portal;
  let browser: Browser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'srm-e2e-pages-'));
    portal = await startPortal({ dataDir });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads a message and the badge drops; pages to page 500; marks all read and the badge is gone', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    await expect.poll(() => count(page, 'topbar-messages')).toBeGreaterThan(0);
    const before = await count(page, 'topbar-messages');
    // Above 99 the badge says 99+, and all of it is seen: the point at its right end is the badge's
    // (Fluent's Button clips its overflow, which had cut the '+' off while the text was right).
    expect(before).toBeGreaterThan(99);
    const badge = page.getByTestId('topbar-unread-badge');
    expect(await badge.textContent()).toBe('99+');
    expect(
      await badge.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.right - 2, box.top + box.height / 2));
      }),
    ).toBe(true);
    await openBy(page, () => page.getByTestId('topbar-messages').click(), 'messages-table');
    expect(await page.getByTestId('messages-total').textContent()).toContain('12000');
    await screenshot(page, 'pages-messages-zh');

    // Unread only, then read the first.
    await page.getByTestId('messages-filter-unread').click();
    const firstUnread = page.locator('[data-testid^="message-row-"][data-read="0"]').first();
    await firstUnread.waitFor();
    const id = (await firstUnread.getAttribute('data-testid'))!.replace('message-row-', '');
    await page.getByTestId(`message-mark-${id}`).click();
    await expect.poll(() => count(page, 'topbar-messages')).toBe(before - 1);
    await expect.poll(() => page.getByTestId(`message-row-${id}`).getAttribute('data-read')).toBe('1');

    // Keyboard: the page box takes 500 and Enter.
    await page.getByTestId('messages-filter-all').click();
    await page.getByTestId('messages-jump').fill('500');
    await page.getByTestId('messages-jump').press('Enter');
    await expect.poll(() => page.getByTestId('messages-page').textContent()).toContain('500');
    expect(await page.getByTestId('messages-total').textContent()).toContain('9981');
    expect(await page.locator('[data-testid^="message-row-"]').count()).toBe(20);
    await page.getByTestId('messages-pager').scrollIntoViewIfNeeded();
    await screenshot(page, 'pages-messages-page500-zh');

    // Page size.
    await page.getByTestId('messages-size').selectOption('50');
    await expect.poll(() => page.locator('[data-testid^="message-row-"]').count()).toBe(50);

    // Keyword search.
    await page.getByTestId('messages-search').fill('确认');
    await page.getByTestId('messages-search-button').click();
    await expect.poll(() => page.getByTestId('messages-page').textContent()).toMatch(/第 1 \//);

    await page.getByTestId('messages-tab-notices').click();
    await page.getByTestId('notices-table').waitFor();
    await screenshot(page, 'pages-notices-zh');

    await page.getByTestId('messages-tab-all').click();
    await page.getByTestId('messages-mark-all').click();
    await expect.poll(() => count(page, 'topbar-messages')).toBe(0);
    expect(await page.getByTestId('topbar-unread-badge').count()).toBe(0);
    await page.getByTestId('messages-tab-unread').click();
    await page.getByTestId('messages-unread-empty').waitFor();

    await page.getByTestId('messages-tab-all').click();
    await toEnglish(page);
    await page.getByTestId('messages-table').waitFor();
    await screenshot(page, 'pages-messages-en');
    await closePage(page);
  });

  it('opens a to-do, refuses a reject without a remark, approves with a remark, and the task moves to the done list', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    await expect.poll(() => count(page, 'topbar-todo')).toBeGreaterThan(0);
    const before = await count(page, 'topbar-todo');
    await openBy(page, () => page.getByTestId('topbar-todo').click(), 'todo-table');
    await page.getByTestId('todo-overview').waitFor();
    await screenshot(page, 'pages-todo-zh');

    const row = page.locator('[data-testid^="task-row-"]').first();
    const id = (await row.getAttribute('data-testid'))!.replace('task-row-', '');
    await page.getByTestId(`task-open-${id}`).click();
    await page.getByTestId('audit-task').waitFor();
    await page.getByTestId('audit-approve').waitFor();
    expect(await page.getByTestId('tab').filter({ hasText: '审批' }).count()).toBe(1);

    await page.getByTestId('audit-reject').click();
    await expect.poll(() => page.getByTestId('audit-task').textContent()).toContain('驳回时必须填写审批意见');
    await screenshot(page, 'pages-audit-zh');

    // "View the flow" opens the flow dialog on this task's process, with its nodes as stored.
    const db = portal.server.db;
    const { process_instance_id: flowId } = await db.selectFrom('audit_tasks').select('process_instance_id').where('id', '=', Number(id)).executeTakeFirstOrThrow();
    const stored = (await db.selectFrom('approval_nodes').select('status').where('process_instance_id', '=', flowId).orderBy('seq').execute()).map((node) => node.status as string);
    expect(stored.length).toBeGreaterThan(1);
    await page.getByTestId('audit-flow').click();
    const dialog = page.getByTestId('flow-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe('审批流');
    expect(await page.getByTestId('flow-frame').getAttribute('data-flow-id')).toBe(flowId);
    const flow = (await (await page.getByTestId('flow-frame').elementHandle())!.contentFrame())!;
    await flow.waitForSelector('body[data-state="ready"]');
    expect(await flow.locator('[data-testid="flow-node"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status')))).toEqual(stored);
    expect(stored).toContain('current');
    await screenshot(page, 'pages-audit-flow-zh');
    await page.getByTestId('flow-dialog-close').click();
    await expect.poll(() => page.getByTestId('flow-dialog').count()).toBe(0);

    await page.getByTestId('audit-remark').fill('同意，按计划执行');
    await page.getByTestId('audit-approve').click();
    await expect.poll(() => page.getByTestId('audit-status').getAttribute('data-status')).toBe('done');
    await expect.poll(() => count(page, 'topbar-todo')).toBe(before - 1);

    await page.getByTestId('topbar-todo').click();
    await page.getByTestId('todo-table').waitFor();
    await expect.poll(() => page.getByTestId(`task-row-${id}`).count()).toBe(0);
    await page.getByTestId('todo-tab-done').click();
    await page.getByTestId(`task-row-${id}`).waitFor();
    await screenshot(page, 'pages-done-zh');

    await toEnglish(page);
    await page.getByTestId('todo-tab-todo').click();
    await page.getByTestId('todo-table').waitFor();
    await screenshot(page, 'pages-todo-en');
    await page.locator('[data-testid^="task-open-"]').first().click();
    await page.getByTestId('audit-approve').waitFor();
    await screenshot(page, 'pages-audit-en');
    await closePage(page);
  });

  it("withdraws an approval as its starter: it leaves the assignee's to-do list for the done list, and the assignee's badge follows", async () => {
    // A running process 李采购 started whose open step is 张采购's.
    const open = await portal.server.db
      .selectFrom('audit_tasks as t')
      .innerJoin('approval_processes as p', 'p.process_instance_id', 't.process_instance_id')
      .select('t.id as id')
      .where('t.els_account', '=', BUYER_ADMIN.elsAccount)
      .where('t.status', '=', 'todo')
      .where('t.assignee_sub_account', '=', BUYER_ADMIN.elsSubAccount)
      .where('t.starter_sub_account', '=', BUYER_USER.elsSubAccount)
      .where('p.status', '=', 'running')
      .orderBy('t.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const id = String(open.id);
    const assignee = await newPage(browser);
    await login(assignee, portal, BUYER_ADMIN);
    await expect.poll(() => count(assignee, 'topbar-todo')).toBeGreaterThan(0);
    const before = await count(assignee, 'topbar-todo');

    const starter = await newPage(browser);
    await login(starter, portal, BUYER_USER);
    await openRoute(starter, portal, `/audit?id=${id}`, 'audit-task');
    // The starter may only withdraw; approving and rejecting are the assignee's.
    await starter.getByTestId('audit-withdraw').waitFor();
    expect(await starter.getByTestId('audit-approve').count()).toBe(0);
    await starter.getByTestId('audit-remark').fill('金额有误，撤回重提');
    await starter.getByTestId('audit-withdraw').click();
    await expect.poll(() => starter.getByTestId('audit-status').getAttribute('data-status')).toBe('done');
    expect(await starter.getByTestId('audit-withdraw').count()).toBe(0);
    await closePage(starter);

    // The assignee's lists and badge follow when the to-do page is opened.
    await openBy(assignee, () => assignee.getByTestId('topbar-todo').click(), 'todo-table');
    await expect.poll(() => count(assignee, 'topbar-todo')).toBe(before - 1);
    expect(await assignee.getByTestId(`task-row-${id}`).count()).toBe(0);
    const { business_id: businessId } = await portal.server.db.selectFrom('audit_tasks').select('business_id').where('id', '=', Number(id)).executeTakeFirstOrThrow();
    await assignee.getByTestId('todo-search').fill(businessId as string);
    await assignee.getByTestId('todo-search-button').click();
    await assignee.getByTestId('todo-tab-done').click();
    const row = assignee.getByTestId(`task-row-${id}`);
    await row.waitFor();
    expect(await row.textContent()).toContain('已撤回');
    await closePage(assignee);
  });

  it('filters the messages by type (labels from the dictionary, both languages)', async () => {
    const page = await newPage(browser);
    await login(page, portal, SUPPLIER);
    await openRoute(page, portal, '/portal/info/message', 'messages-table');
    const all = await page.getByTestId('messages-total').textContent();
    const messagesOf = (type?: string) => {
      let query = portal.server.db.selectFrom('sys_messages').select((eb) => eb.fn.countAll().as('n')).where('els_account', '=', SUPPLIER.elsAccount).where('els_sub_account', '=', SUPPLIER.elsSubAccount);
      if (type) query = query.where('msg_type', '=', type);
      return query.executeTakeFirstOrThrow().then((row) => Number(row.n));
    };
    const financeTotal = await messagesOf('finance');
    expect(financeTotal).toBeGreaterThan(0);
    await page.getByTestId('messages-type').click();
    await page.getByRole('option', { name: '财务消息' }).click();
    await expect.poll(() => page.getByTestId('messages-total').textContent()).toContain(`共 ${financeTotal} 条`);
    const types = await page.locator('[data-testid^="message-row-"]').evaluateAll((rows) => rows.map((row) => row.children[1]?.textContent));
    expect(new Set(types)).toEqual(new Set(['财务消息']));
    await screenshot(page, 'pages-messages-type-zh');
    // Keyboard: the arrow keys move between the table's cells (here down the action column), Enter acts.
    const rows = page.locator('[data-testid^="message-row-"]');
    const secondId = (await rows.nth(1).getAttribute('data-testid'))!.replace('message-row-', '');
    const secondRead = await rows.nth(1).getAttribute('data-read');
    await rows.first().locator('[data-testid^="message-mark-"]').focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(`message-mark-${secondId}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId(`message-row-${secondId}`).getAttribute('data-read')).toBe(secondRead === '0' ? '1' : '0');
    await toEnglish(page);
    await expect.poll(() => page.getByTestId('messages-type').textContent()).toBe('Finance');
    await page.getByTestId('messages-type').click();
    await page.getByRole('option', { name: 'All types' }).click();
    const allTotal = await messagesOf();
    expect(all).toContain(`共 ${allTotal} 条`);
    await expect.poll(() => page.getByTestId('messages-total').textContent()).toContain(`of ${allTotal}`);
    await closePage(page);
  });

  it('finds a document by keyword and downloads it with the stored bytes', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    await openRoute(page, portal, '/portal/info/documentCenter', 'documents-table');
    await screenshot(page, 'pages-documents-zh');
    await page.getByTestId('documents-search').fill('降本');
    await page.getByTestId('documents-search').press('Enter');
    await expect.poll(() => page.locator('[data-testid^="document-row-"]').count()).toBe(1);
    const row = page.locator('[data-testid^="document-row-"]').first();
    expect(await row.textContent()).toContain('年度降本目标分解表.xlsx');
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button').click()]);
    expect(download.suggestedFilename()).toBe('年度降本目标分解表.xlsx');
    const saved = readFileSync((await download.path())!);
    const stored = readFileSync(path.join(portal.server.ctx.config.storageDir, 'documents', BUYER_ADMIN.elsAccount, 'cost-down-targets-2027.xlsx'));
    expect(saved.equals(stored)).toBe(true);

    await page.getByTestId('documents-search').fill('没有这样的文件');
    await page.getByTestId('documents-search-button').click();
    await page.getByTestId('documents-empty').waitFor();
    await screenshot(page, 'pages-documents-empty-zh');
    await toEnglish(page);
    await page.getByTestId('documents-search').fill('');
    await page.getByTestId('documents-search-button').click();
    await page.getByTestId('documents-table').waitFor();
    await screenshot(page, 'pages-documents-en');
    await closePage(page);
  });

  it("shows a supplier none of the buyer's messages or documents", async () => {
    const page = await newPage(browser);
    await login(page, portal, SUPPLIER);
    await openRoute(page, portal, '/portal/info/message', 'messages-table');
    const total = await page.getByTestId('messages-total').textContent();
    expect(total).not.toContain('12000');
    await page.goto(`${portal.url}#/portal/info/documentCenter`);
    await page.getByTestId('documents-table').waitFor();
    expect(await page.getByTestId('documents-table').textContent()).not.toContain('年度降本目标分解表');
    await page.getByTestId('documents-search').fill('降本');
    await page.getByTestId('documents-search-button').click();
    await page.getByTestId('documents-empty').waitFor();
    await closePage(page);
  });
});
