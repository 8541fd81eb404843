// Issue 12 in the browser: a tenant admin changes the layout with the editor's forms, previews it as
// a supplier, publishes it, and rolls it back; the people it is for see each step after a reload. A
// user who is not an admin gets no editor and a 403 from the publish call; an invalid draft cannot be
// published and the editor shows where it is wrong; of two admins who started from the same
// version, the second to publish is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { BUYER_ADMIN, BUYER_USER, closePage, launchBrowser, layoutEditorLoaded, login, newPage, screenshot, startPortal, SUPPLIER, type Portal } from './harness';
import { endpoints } from '../../src/contract/endpoints';

let browser: Browser;
let portal: Portal;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal();
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const EDITOR = '#/portal/admin/layout';

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${portal.url}${EDITOR}`);
  await layoutEditorLoaded(page);
}

/** The JSON editor's text (CodeMirror's editable content). */
async function jsonText(page: Page): Promise<string> {
  await page.getByTestId('layout-tab-json').click();
  const content = page.getByTestId('layout-editor-text').locator('.cm-content');
  await content.waitFor();
  return content.innerText();
}

/** Replaces the JSON editor's text (fill() types into CodeMirror's editable content). */
async function typeJson(page: Page, value: unknown): Promise<void> {
  await page.getByTestId('layout-tab-json').click();
  const content = page.getByTestId('layout-editor-text').locator('.cm-content');
  await content.fill(JSON.stringify(value, null, 2));
}

/** Publishes the draft with a note and waits for the version it became (the toast names it). */
async function publish(page: Page, note: string, version: number): Promise<void> {
  await page.getByTestId('layout-note').fill(note);
  await page.getByTestId('layout-publish').click();
  await page.getByTestId('toast-success').filter({ hasText: new RegExp(`(版本|Version) ${version}\\b`) }).waitFor();
  await expect.poll(() => page.getByTestId('layout-base-version').textContent()).toContain(String(version));
}

/** The ids of the home blocks, in the order the home page shows them. */
async function blockOrder(page: Page): Promise<string[]> {
  await page.getByTestId('home-blocks').waitFor();
  return page.locator('[data-testid^="home-block-"]').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-testid')!.replace('home-block-', '')));
}

async function signedIn(account: typeof BUYER_ADMIN, options: { locale?: string } = {}): Promise<Page> {
  const page = await newPage(browser, options.locale ? { locale: options.locale } : {});
  await login(page, portal, account);
  return page;
}

/** The publish call, made from the page with its signed-in user's token, for one of `account`'s overlays. */
function publishCall(page: Page, account: typeof BUYER_ADMIN, overlay: { elsSubAccount: string; configJson: string | null; note: string; baseVersion: number }) {
  return page.evaluate(
    // The path goes in as an argument: the callback runs in the page, where no module of the test exists.
    async ({ account, overlay, publishPath }) => {
      const token = (JSON.parse(localStorage.getItem('srm-token') ?? 'null') as { content: string } | null)?.content ?? '';
      const response = await fetch(`/portal/apis${publishPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token, elsAccount: `${account.elsAccount}_${account.elsSubAccount}` },
        body: JSON.stringify({ elsAccount: account.elsAccount, toElsAccount: '', ...overlay }),
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    },
    { account, overlay, publishPath: endpoints.publishLayoutOverlay.path },
  );
}

/** Reloads and waits until the stored overlays have been read (they apply after the first render). */
async function reloadWithOverlays(page: Page): Promise<void> {
  const read = page.waitForResponse((response) => response.url().includes(endpoints.findLayoutConfigs.path));
  await page.reload();
  await read;
  await page.getByTestId('top-bar').waitFor();
}

describe('the layout editor', () => {
  it('forms → preview as a supplier → publish → the supplier and staff see it → rollback → they see the old layout', async () => {
    const supplier = await signedIn(SUPPLIER);
    await supplier.getByTestId('topbar-language').waitFor();
    const staff = await signedIn(BUYER_USER);
    const before = await blockOrder(staff);
    expect(before.indexOf('order')).toBeGreaterThan(before.indexOf('enquiry'));

    const admin = await signedIn(BUYER_ADMIN);
    await openEditor(admin);
    // A first version to come back to.
    await typeJson(admin, { app: { siteTitle: '演示采购门户' } });
    await publish(admin, '起点', 1);

    // The forms: hide the full-screen button for suppliers, move the order block above the enquiry block.
    await admin.getByTestId('layout-tab-forms').click();
    await admin.getByTestId('form-topbar-language-hide-sale').click();
    await admin.getByTestId('form-block-order-up').click();
    // The JSON shows what the forms wrote, on top of the first version's title.
    const written = JSON.parse(await jsonText(admin)) as { topBar: Record<string, unknown>; indexBlocks: Record<string, { order: number }>; app: unknown };
    expect(written.topBar.language).toEqual({ visibleWhen: { stationsExcluded: ['sale'] } });
    expect(written.app).toEqual({ siteTitle: '演示采购门户' });
    expect(written.indexBlocks.order!.order).toBeLessThan(written.indexBlocks.enquiry?.order ?? 30);

    // Preview as a supplier: the shell shows the draft as the supplier would see it, with a banner.
    await admin.getByTestId('layout-preview-as').click();
    await admin.getByRole('option', { name: /供应商/ }).first().click();
    await admin.getByTestId('layout-preview').click();
    await admin.getByTestId('preview-banner').waitFor();
    await expect.poll(() => admin.getByTestId('topbar-language').count()).toBe(0);
    await screenshot(admin, 'layout-editor-preview-zh');
    // As themselves, the admin sees the blocks in the new order (the draft is still in force on other pages).
    await admin.getByTestId('layout-preview-as').click();
    await admin.getByRole('option', { name: '我自己' }).click();
    await expect.poll(() => admin.getByTestId('topbar-language').count()).toBe(1);
    await admin.getByTestId('brand').click();
    const previewed = await blockOrder(admin);
    expect(previewed.indexOf('order')).toBeLessThan(previewed.indexOf('enquiry'));
    await admin.goto(`${portal.url}${EDITOR}`);
    await admin.getByTestId('layout-editor').waitFor();

    // Nobody else sees a preview.
    await reloadWithOverlays(supplier);
    expect(await supplier.getByTestId('topbar-language').count()).toBe(1);

    await publish(admin, '供应商不显示语言切换；订单块上移', 2);
    await expect.poll(() => admin.getByTestId('preview-banner').count()).toBe(0);

    await reloadWithOverlays(supplier);
    await expect.poll(() => supplier.getByTestId('topbar-language').count()).toBe(0);
    await reloadWithOverlays(staff);
    const published = await blockOrder(staff);
    expect(published.indexOf('order')).toBeLessThan(published.indexOf('enquiry'));
    // Staff keep their full-screen button: the rule is for station sale only.
    expect(await staff.getByTestId('topbar-language').count()).toBe(1);

    // History: two versions with author and note; the difference of the two side by side.
    await admin.getByTestId('layout-tab-history').click();
    await admin.getByTestId('history-row-2').waitFor();
    expect(await admin.getByTestId('history-row-2').textContent()).toContain('供应商不显示语言切换');
    expect(await admin.getByTestId('history-row-2').textContent()).toContain(BUYER_ADMIN.name);
    await admin.getByTestId('history-row-2').click();
    await expect.poll(() => admin.getByTestId('history-diff').textContent()).toContain('stationsExcluded');
    await screenshot(admin, 'layout-editor-history-zh');

    // Roll back to version 1: published again as version 3.
    await admin.getByTestId('history-row-1').click();
    await admin.getByTestId('history-rollback').click();
    await admin.getByTestId('history-rollback-confirm').click();
    await admin.getByTestId('history-row-3').waitFor();

    await reloadWithOverlays(supplier);
    await expect.poll(() => supplier.getByTestId('topbar-language').count()).toBe(1);
    await reloadWithOverlays(staff);
    const rolledBack = await blockOrder(staff);
    expect(rolledBack.indexOf('order')).toBeGreaterThan(rolledBack.indexOf('enquiry'));
    expect(await staff.getByTestId('site-title').textContent()).toBe('演示采购门户');

    await closePage(supplier);
    await closePage(staff);
    await closePage(admin);
  });

  it('a signed-in reload shows the user’s stored overlay before the server has answered for it; signing out forgets the kept copy', async () => {
    const page = await signedIn(BUYER_USER);
    const publishOwn = async (configJson: string | null, baseVersion: number) =>
      (await publishCall(page, BUYER_USER, { elsSubAccount: BUYER_USER.elsSubAccount, configJson, note: 'e2e', baseVersion })).status;
    expect(await publishOwn('{"app":{"siteTitle":"我的门户"}}', 0)).toBe(200);
    await reloadWithOverlays(page);
    await expect.poll(() => page.getByTestId('site-title').textContent()).toBe('我的门户');

    // The next reload: the overlays' call is held back, and the page shows the user's title all the same.
    const held: Route[] = [];
    await page.route(`**${endpoints.findLayoutConfigs.path}`, (route) => void held.push(route));
    await page.reload();
    await page.getByTestId('home-blocks').waitFor();
    expect(await page.getByTestId('site-title').textContent()).toBe('我的门户');
    expect(held.length).toBeGreaterThan(0);
    for (const route of held) await route.continue();
    await page.unroute(`**${endpoints.findLayoutConfigs.path}`);

    expect(await publishOwn(null, 1)).toBe(200);
    await page.getByTestId('topbar-logout').click();
    await page.getByTestId('logout-confirm').click();
    await expect.poll(() => page.url()).toContain('#/login');
    expect(await page.evaluate(() => localStorage.getItem('srm-layoutOverlays'))).toBeNull();
    await closePage(page);
  });

  it('a user who is not an admin gets no editor, the 403 page by address, and 403 from the publish call', async () => {
    const page = await signedIn(BUYER_USER);
    expect(await page.getByTestId('topbar-layoutEditor').count()).toBe(0);
    await page.goto(`${portal.url}${EDITOR}`);
    await expect.poll(() => page.url()).toContain('#/403');
    expect(await page.getByTestId('layout-editor').count()).toBe(0);

    const answer = await publishCall(page, BUYER_USER, { elsSubAccount: '', configJson: '{"app":{"siteTitle":"x"}}', note: '', baseVersion: 0 });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBeTruthy();
    await closePage(page);

    const supplier = await signedIn(SUPPLIER);
    await supplier.goto(`${portal.url}${EDITOR}`);
    await expect.poll(() => supplier.url()).toContain('#/403');
    await closePage(supplier);
  });

  it('an invalid draft cannot be published: the editor underlines the value and names pointer and rule, in both languages', async () => {
    for (const locale of ['zh-CN', 'en-US']) {
      const page = await signedIn(BUYER_ADMIN, { locale });
      await openEditor(page);
      await typeJson(page, { indexBlocks: { order: { order: 40, width: 'third' } } });
      await expect.poll(() => page.getByTestId('layout-editor-issues').textContent()).toContain('/indexBlocks/order/width');
      expect(await page.getByTestId('layout-publish').isDisabled()).toBe(true);
      await page.locator('.cm-lintRange-error').first().waitFor();
      await screenshot(page, `layout-editor-error-${locale === 'en-US' ? 'en' : 'zh'}`);
      // Completion of the schema's values where the cursor is.
      await page.getByTestId('layout-editor-text').locator('.cm-content').click();
      // A new member of the order block (line 4 is its "order"): the block's other keys are offered.
      await page.keyboard.press('ControlOrMeta+Home');
      for (let line = 1; line < 4; line += 1) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+Space');
      const completion = page.locator('.cm-tooltip-autocomplete');
      await completion.waitFor();
      await expect.poll(() => completion.textContent()).toContain('title');
      await screenshot(page, `layout-editor-completion-${locale === 'en-US' ? 'en' : 'zh'}`);
      await page.keyboard.press('Escape');
      await closePage(page);
    }
  });

  it('two admins editing the same version: the second publish is refused with a clear message, nothing overwritten', async () => {
    const first = await signedIn(BUYER_ADMIN);
    const second = await signedIn(BUYER_ADMIN);
    await openEditor(first);
    await openEditor(second);
    const started = Number((await first.getByTestId('layout-base-version').textContent())?.match(/\d+/)?.[0] ?? '0');
    expect(Number((await second.getByTestId('layout-base-version').textContent())?.match(/\d+/)?.[0] ?? '0')).toBe(started);
    await typeJson(first, { app: { siteTitle: '第一位管理员' } });
    await typeJson(second, { app: { siteTitle: '第二位管理员' } });
    await publish(first, 'first', started + 1);
    await second.getByTestId('layout-note').fill('second');
    await second.getByTestId('layout-publish').click();
    await expect.poll(() => second.getByTestId('layout-publish-error').textContent()).toContain(`版本 ${started + 1} 已由 张采购`);
    await screenshot(second, 'layout-editor-conflict-zh');
    await reloadWithOverlays(second);
    await expect.poll(() => second.getByTestId('site-title').textContent()).toBe('第一位管理员');
    await closePage(first);
    await closePage(second);
  });
});
