// The approval centre as the user's approval work place (/audit from the menu): to do and done,
// filtered by approval type and keyword, paged, a task handled in its side panel; the document of
// every approval type opening a real page of the demo sub-apps, its tab in the user's language;
// the document detail page (/forward/detail) labelled from the business dictionary; and the demo
// sub-apps' diagnostics, which users never see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { BUYER_ADMIN, closePage, launchBrowser, login, newPage, startPortal, type Portal } from './harness';

describe('approval centre, document pages, document detail', () => {
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

  const adminTasks = async (status: 'todo' | 'done', auditType?: string): Promise<Array<{ id: number; type: string; number: string }>> => {
    let query = portal.server.db
      .selectFrom('audit_tasks')
      .select(['id', 'audit_type as type', 'business_id as number'])
      .where('els_account', '=', BUYER_ADMIN.elsAccount)
      .where('assignee_sub_account', '=', BUYER_ADMIN.elsSubAccount)
      .where('status', '=', status);
    if (auditType) query = query.where('audit_type', '=', auditType);
    return (await query.orderBy('id').execute()).map((row) => ({ id: Number(row.id), type: String(row.type), number: String(row.number) }));
  };

  /** Signs in and opens the approval centre from the side menu (审批 → 审批中心). */
  async function openCentre(page: Page): Promise<void> {
    await login(page, portal, BUYER_ADMIN);
    await page.waitForURL(/#\/portal\/wel\/index/);
    await page.getByTestId('home-blocks').waitFor();
    await page.getByTestId('menu-audit').click();
    await page.getByTestId('menu-audit_center').click();
    await page.getByTestId('audit-centre').waitFor();
    await page.getByTestId('audit-centre-table').waitFor();
  }

  const rowIds = (page: Page) => page.locator('[data-testid^="task-row-"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')!.replace('task-row-', '')));

  it('shows the buyer\'s approvals from the menu: to do and done, by approval type and keyword, paged — no raw query, no link table', async () => {
    const page = await newPage(browser);
    await openCentre(page);
    const main = page.locator('main');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('审批中心');
    const text = (await main.textContent()) ?? '';
    for (const raw of ['businessType=', 'i18n_', '/rfq/#/v2', 'auditLinks']) expect(text).not.toContain(raw);
    // The first page of the to-do list, with the to-do count on its tab.
    const todo = await adminTasks('todo');
    await expect.poll(() => rowIds(page).then((ids) => ids.length)).toBe(20);
    expect(await page.getByTestId('audit-centre-todo').textContent()).toContain(`(${todo.length})`);
    expect(await page.getByTestId('audit-centre-table').locator('th').allTextContents()).toEqual(['标题', '审批类型', '单据编号', '节点', '发起人', '到达时间', '状态', '操作']);

    // One approval type: only its tasks, all of them.
    const orders = todo.filter((task) => task.type === 'orderDetail');
    expect(orders.length).toBeGreaterThan(0);
    await page.getByTestId('audit-centre-type').click();
    await page.getByTestId('audit-centre-type-orderDetail').click();
    await expect.poll(() => rowIds(page).then((ids) => ids.sort())).toEqual(orders.map((task) => String(task.id)).sort());
    expect(await page.getByTestId('audit-centre-type').textContent()).toBe('采购订单');

    // A keyword within the type: one document number.
    await page.getByTestId('audit-centre-search').fill(orders[0]!.number);
    await page.getByTestId('audit-centre-search-button').click();
    await expect.poll(() => rowIds(page)).toEqual([String(orders[0]!.id)]);

    // Done: the handled tasks of the type, with their outcome.
    await page.getByTestId('audit-centre-search').fill('');
    await page.getByTestId('audit-centre-search-button').click();
    await page.getByTestId('audit-centre-done').click();
    const doneOrders = await adminTasks('done', 'orderDetail');
    await expect.poll(() => rowIds(page).then((ids) => ids.sort())).toEqual(doneOrders.map((task) => String(task.id)).sort());
    expect(await page.getByTestId('audit-centre-table').textContent()).toMatch(/审批通过|审批拒绝/);
    await closePage(page);
  });

  it('handles a task in its side panel: the flow, a refused reject, approve — and it leaves the to-do list', async () => {
    const page = await newPage(browser);
    await openCentre(page);
    const [first] = await rowIds(page);
    await page.getByTestId(`task-open-${first}`).click();
    const drawer = page.getByTestId('audit-drawer');
    await drawer.getByTestId('audit-approve').waitFor();
    const task = await portal.server.db.selectFrom('audit_tasks').select(['title', 'process_instance_id as flow']).where('id', '=', Number(first)).executeTakeFirstOrThrow();
    expect(await drawer.getByRole('heading', { level: 2 }).textContent()).toBe(task.title);

    await drawer.getByTestId('audit-flow').click();
    await page.getByTestId('flow-dialog').waitFor();
    expect(await page.getByTestId('flow-frame').getAttribute('data-flow-id')).toBe(task.flow);
    await page.getByTestId('flow-dialog-close').click();
    await expect.poll(() => page.getByTestId('flow-dialog').count()).toBe(0);

    await drawer.getByTestId('audit-reject').click();
    await expect.poll(() => drawer.textContent()).toContain('驳回时必须填写审批意见');
    await drawer.getByTestId('audit-remark').fill('同意');
    await drawer.getByTestId('audit-approve').click();
    await expect.poll(() => drawer.getByTestId('audit-status').getAttribute('data-status')).toBe('done');
    await page.getByTestId('audit-drawer-close').click();
    await expect.poll(() => rowIds(page)).not.toContain(first);
    await closePage(page);
  });

  it("opens the document of each of the buyer's approval types as a real sub-app page, its tab named in the user's language", async () => {
    const page = await newPage(browser);
    await openCentre(page);
    await page.getByTestId('topbar-language').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Approval centre');

    const byType = new Map<string, { id: number; number: string; status: 'todo' | 'done' }>();
    for (const status of ['todo', 'done'] as const) for (const task of await adminTasks(status)) if (!byType.has(task.type)) byType.set(task.type, { ...task, status });
    expect([...byType.keys()].sort()).toEqual(['auditAdmission', 'inspectTableAudit', 'materialSource', 'orderDetail', 'rfqDetail', 'rfqEdit', 'sampleAudit', 'supplierDataModify', 'supplierView1']);
    for (const [type, task] of byType) {
      await page.goto(`${portal.url}#/audit?businessType=${type}&status=${task.status}`);
      await page.getByTestId(`task-detail-${task.id}`).click();
      const frame = await documentFrame(page, task.number);
      await frame.getByTestId('document').waitFor();
      const heading = (await frame.locator('h1').textContent()) ?? '';
      expect(heading, type).toContain(task.number);
      expect(heading, type).not.toMatch(/not found|未找到/);
      // The frame's tab: the link's English label and the number.
      const tab = page.locator(`[data-testid="tab"][data-value*="id=${encodeURIComponent(task.number)}"]`);
      await expect.poll(() => tab.textContent(), { message: type }).toMatch(new RegExp(`^[A-Za-z][A-Za-z ()0-9]+ ${task.number}`));
    }
    // The reported one: RFQ-2026-3001 is an inquiry, in English, and its tab turns Chinese with the language.
    const rfq = (await adminTasks('todo', 'rfqEdit')).concat(await adminTasks('done', 'rfqEdit'))[0]!;
    await page.goto(`${portal.url}#/audit?businessType=rfqEdit`);
    await page.getByTestId('audit-centre').waitFor();
    await page.evaluate(([number]) => (window.location.hash = `#/myiframe/audit_rfqEdit?${new URLSearchParams({ src: `/rfq/#/v2/edit?id=${number}`, name: `Inquiry (edit) ${number}` }).toString()}`), [rfq.number]);
    const tab = page.locator(`[data-testid="tab"][data-value*="id=${rfq.number}"]`);
    await expect.poll(() => tab.textContent()).toBe(`Inquiry (edit) ${rfq.number}`);
    const frame = await documentFrame(page, rfq.number);
    await expect.poll(() => frame.locator('h1').textContent()).toBe(`Inquiry ${rfq.number}`);
    await page.getByTestId('topbar-language').click();
    await page.getByRole('menuitemradio', { name: '中文' }).click();
    await expect.poll(() => tab.textContent()).toBe(`询价单编辑 ${rfq.number}`);
    await closePage(page);
  });

  it('shows the document detail page from its props: the title in the language, dictionary labels, a message when there is nothing', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    await page.waitForURL(/#\/portal\/wel\/index/);
    await page.getByTestId('menu-audit').click();
    await page.getByTestId('menu-forward_detail').click();
    const detail = page.getByTestId('forward-detail');
    await detail.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('单据详情');
    expect(await page.getByTestId('forward-fields').textContent()).toBe('单据编号1');

    // An order's data: the order's field labels; its type and number open the order's own page.
    const data = JSON.stringify({ orderNumber: 'PO2026700000', orderAmountTax: '12,800.00', supplierName: '华东精密零件有限公司' });
    await page.goto(`${portal.url}#/forward/detail?${new URLSearchParams({ name: '采购订单', businessType: 'orderDetail', businessId: 'PO2026700000', data }).toString()}`);
    await expect.poll(() => page.getByTestId('forward-fields').locator('dt').allTextContents()).toEqual(['单据类型', '单据编号', '订单号', '含税金额', '供应商']);
    expect(await page.getByTestId('forward-fields').locator('dd').first().textContent()).toBe('采购订单');
    await page.getByTestId('topbar-language').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => page.getByTestId('forward-fields').locator('dt').allTextContents()).toEqual(['Document type', 'Document number', 'Order number', 'Amount incl. tax', 'Supplier']);
    await page.getByTestId('forward-open').click();
    const frame = await documentFrame(page, 'PO2026700000');
    await expect.poll(() => frame.locator('h1').textContent()).toBe('Purchase order PO2026700000');

    await page.goto(`${portal.url}#/forward/detail?name=i18n_menu_forward_detail`);
    await page.getByTestId('forward-empty').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Document detail');
    expect(await page.getByTestId('forward-empty').textContent()).toContain('No document to show');
    await closePage(page);
  });

  it('shows no diagnostics panel in the demo sub-apps unless the test switch is on', async () => {
    for (const on of [false, true]) {
      const page = await newPage(browser, {}, { demoDiagnostics: on });
      await page.goto(`${portal.origin}/subapps/order/#/v2/order/list`);
      await page.locator('body[data-ready="true"]').waitFor();
      expect(await page.getByTestId('diagnostics').count(), `switch ${on ? 'on' : 'off'}`).toBe(on ? 1 : 0);
      if (!on) expect(await page.locator('body').textContent()).not.toContain('诊断信息');
      await closePage(page);
    }
  });
});

/** The content of the frame whose address names a document number, once its page has run. */
async function documentFrame(page: Page, number: string): Promise<Frame> {
  const selector = `iframe[data-testid="frame"][src*="id=${encodeURIComponent(number)}"]`;
  const handle = await page.waitForSelector(selector, { state: 'attached' });
  await expect.poll(async () => (await handle.contentFrame())?.url() ?? '').toContain(number);
  const frame = (await handle.contentFrame())!;
  await frame.waitForSelector('body[data-ready="true"]');
  return frame;
}
