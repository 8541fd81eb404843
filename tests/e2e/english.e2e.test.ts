// English mode is English everywhere, Chinese mode Chinese (issue 11 items 4, 8, 9): a user whose
// browser speaks English signs in and sees the menu, the frame tab's label and the browser title,
// the home quick links, the approval types and titles, the flow dialog, the message centre and the
// demo sub-app's dictionary labels in English; the same walk in a Chinese browser shows them in Chinese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { BUYER_ADMIN, closePage, launchBrowser, login, newPage, screenshot, startPortal, type Portal } from './harness';

const CJK = /[\u3400-\u9fff]/;
const RFQ = '/subapps/rfq/#/v2/list';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

async function contentOf(page: Page, selector: string): Promise<Frame> {
  const handle = await page.waitForSelector(selector, { state: 'attached' });
  const frame = await handle.contentFrame();
  if (!frame) throw new Error(`no content frame for ${selector}`);
  return frame;
}

interface Expected {
  locale: string;
  purchasing: string;
  rfq: string;
  numberHeader: string;
  quoting: string;
  flowHeading: string;
  flowTitle: string;
  auditType: string;
  /** Whether the texts of the checked places must be free of Chinese characters. */
  english: boolean;
}

const LANGUAGES: Record<'en' | 'zh_cn', Expected> = {
  en: {
    locale: 'en-US',
    purchasing: 'Purchasing',
    rfq: 'RFQ',
    numberHeader: 'Inquiry number',
    quoting: 'In quotation',
    flowHeading: 'Approval flow',
    flowTitle: 'Inquiry RFQ-2026-0001 approval',
    auditType: 'Purchase order',
    english: true,
  },
  zh_cn: {
    locale: 'zh-CN',
    purchasing: '采购协同',
    rfq: '询价管理',
    numberHeader: '询价单号',
    quoting: '报价中',
    flowHeading: '审批流',
    flowTitle: '询价单 RFQ-2026-0001 审批',
    auditType: '采购订单',
    english: false,
  },
};

describe.each(Object.entries(LANGUAGES))('signed in with a %s browser', (language, expected) => {
  it('shows the menu, the frame tab, the browser title, home links, approvals, the flow dialog and the sub-app in that language', async () => {
    const page = await newPage(browser, { locale: expected.locale });
    await login(page, portal, BUYER_ADMIN);
    await page.getByTestId('home-blocks').waitFor();

    // Home quick links (my apps) and every side-menu entry are in the language.
    const apps = page.getByTestId('home-apps').first();
    await apps.waitFor();
    const appLabels = await apps.getByRole('button').allTextContents();
    expect(appLabels.length).toBeGreaterThan(0);
    if (expected.english) expect(appLabels.filter((label) => CJK.test(label))).toEqual([]);
    else expect(appLabels).toContain(expected.purchasing);
    // A quick link opens its app's first page in a tab named in the language (by the app's key).
    await apps.getByRole('button', { name: expected.purchasing, exact: true }).click();
    const tab = page.locator(`[data-testid="tab"][data-value=${JSON.stringify(RFQ)}]`);
    await expect.poll(() => tab.textContent()).toContain(expected.purchasing);
    await expect.poll(() => page.title()).toBe(expected.purchasing);

    // The RFQ entry opens a frame tab named in the language; the browser title is that name.
    const menu = page.getByTestId('side-menu');
    await menu.getByRole('button', { name: expected.purchasing, exact: true }).click();
    await menu.getByRole('button', { name: expected.rfq, exact: true }).click();
    await expect.poll(() => tab.textContent()).toContain(expected.rfq);
    await expect.poll(() => page.title()).toBe(expected.rfq);
    const menuLabels = await menu.innerText();
    if (expected.english) expect(menuLabels.match(/[\u3400-\u9fff]+/g) ?? []).toEqual([]);

    // The sub-app shows the business dictionary's labels in the language.
    const frame = await contentOf(page, `iframe[data-testid="frame"][data-frame-key=${JSON.stringify(RFQ)}]`);
    await frame.waitForSelector(`body[data-ready="true"][data-language="${language}"]`);
    expect(await frame.locator('th').first().textContent()).toBe(expected.numberHeader);
    expect(await frame.locator('tbody tr').first().locator('.badge').textContent()).toBe(expected.quoting);
    expect(await frame.evaluate(() => document.documentElement.lang)).toBe(language === 'en' ? 'en' : 'zh-CN');
    await screenshot(page, `language-${language}-rfq`);

    // The flow dialog: heading and the diagram's title and steps.
    await frame.getByTestId('open-flow-RFQ-2026-0001').click();
    const dialog = page.getByTestId('flow-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').first().textContent()).toBe(expected.flowHeading);
    const flow = (await (await page.getByTestId('flow-frame').elementHandle())!.contentFrame())!;
    await flow.waitForSelector('body[data-state="ready"]');
    expect(await flow.getByTestId('flow-title').textContent()).toBe(expected.flowTitle);
    const steps = await flow.locator('#flow-node-rows tr td:nth-child(2)').allTextContents();
    expect(steps.length).toBeGreaterThan(1);
    if (expected.english) expect(steps.filter((step) => CJK.test(step))).toEqual([]);
    await screenshot(page, `language-${language}-flow`);
    await page.getByTestId('flow-dialog-close').click();
    await dialog.waitFor({ state: 'detached' });

    // The approvals: type labels and titles.
    await page.getByTestId('topbar-todo').click();
    const table = page.getByTestId('todo-table');
    await table.waitFor();
    await expect.poll(() => table.innerText()).toContain(expected.auditType);
    const titles = await table.locator('tbody tr td:first-child').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    if (expected.english) expect(titles.filter((title) => CJK.test(title))).toEqual([]);
    await screenshot(page, `language-${language}-todo`);

    // The message centre: the demo messages' titles and contents.
    await page.getByTestId('topbar-messages').click();
    await page.getByTestId('messages-page').waitFor();
    const rows = page.locator('[data-testid^="message-row-"]');
    await rows.first().waitFor();
    const firstCells = await rows.evaluateAll((all) => all.map((row) => row.children[0]?.textContent ?? ''));
    expect(firstCells.length).toBeGreaterThan(0);
    if (expected.english) expect(firstCells.filter((cell) => CJK.test(cell))).toEqual([]);
    else expect(firstCells.every((cell) => CJK.test(cell))).toBe(true);

    // The notices: titles, contents and publishers.
    await page.getByTestId('messages-tab-notices').click();
    const notices = page.locator('[data-testid="notices-rows"] tbody tr');
    await notices.first().waitFor();
    const noticeCells = await notices.evaluateAll((all) => all.map((row) => [row.children[0]?.textContent ?? '', row.children[2]?.textContent ?? ''].join(' | ')));
    expect(noticeCells.length).toBeGreaterThan(0);
    if (expected.english) expect(noticeCells.filter((cell) => CJK.test(cell))).toEqual([]);
    else expect(noticeCells.every((cell) => CJK.test(cell))).toBe(true);
    await screenshot(page, `language-${language}-notices`);
    await closePage(page);
  });
});
