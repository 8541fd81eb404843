// A tenant admin's first day with the layout editor, in Chromium, in both languages: edits survive
// the preview banner's Exit preview; Delete overlay asks first and names the scope; a text equal to
// the version in force says "no change" (and the server writes no such version); the frame-origins
// form takes what the JSON tab and the server take (http://127.0.0.2:…) and refuses what they refuse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUYER_ADMIN, closePage, launchBrowser, layoutEditorLoaded, login, newPage, startPortal, type Portal } from './harness';
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

async function signedIn(locale: 'zh-CN' | 'en-US'): Promise<Page> {
  const page = await newPage(browser, { locale });
  await login(page, portal, BUYER_ADMIN);
  return page;
}

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${portal.url}${EDITOR}`);
  await layoutEditorLoaded(page);
}

const editorContent = (page: Page) => page.getByTestId('layout-editor-text').locator('.cm-content');

async function typeJson(page: Page, value: unknown): Promise<void> {
  await page.getByTestId('layout-tab-json').click();
  await editorContent(page).fill(JSON.stringify(value, null, 2));
}

async function jsonText(page: Page): Promise<string> {
  await page.getByTestId('layout-tab-json').click();
  await editorContent(page).waitFor();
  return editorContent(page).innerText();
}

/** The version the editor starts from (0: nothing published). */
async function baseVersion(page: Page): Promise<number> {
  const text = (await page.getByTestId('layout-base-version').textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? 0);
}

async function publish(page: Page, version: number): Promise<void> {
  await page.getByTestId('layout-publish').click();
  await page.getByTestId('toast-success').filter({ hasText: new RegExp(`(版本|Version) ${version}\\b`) }).waitFor();
  await expect.poll(() => baseVersion(page)).toBe(version);
}

describe('the layout editor on a tenant admin’s first day', () => {
  it('unpublished edits survive Exit preview and leaving the page; they are the editor’s text until published or discarded (en)', async () => {
    const page = await signedIn('en-US');
    await openEditor(page);
    await typeJson(page, { app: { siteTitle: 'Kept after preview' } });
    await page.getByTestId('layout-preview').click();
    // Away to the home page, then the banner's Exit preview: the preview ends…
    await page.goto(`${portal.url}#/portal/wel/index`);
    await expect.poll(() => page.title()).toContain('Kept after preview');
    await page.getByTestId('preview-exit').click();
    await expect.poll(() => page.getByTestId('preview-banner').count()).toBe(0);
    await expect.poll(() => page.title()).not.toContain('Kept after preview');
    // …the edits do not: back in the editor they are the text, said to be unpublished.
    await openEditor(page);
    expect(await jsonText(page)).toContain('Kept after preview');
    await expect.poll(() => page.getByTestId('layout-unpublished').textContent()).toContain('unpublished changes');
    // Discard brings the version in force back, and it stays so.
    await page.getByTestId('layout-discard-edits').click();
    await expect.poll(() => jsonText(page)).not.toContain('Kept after preview');
    await page.goto(`${portal.url}#/portal/wel/index`);
    await openEditor(page);
    expect(await jsonText(page)).not.toContain('Kept after preview');
    expect(await page.getByTestId('layout-unpublished').count()).toBe(0);
    await closePage(page);
  });

  it('a text equal to the version in force says “no change” and cannot be published; the server refuses the same text from any call (zh)', async () => {
    const page = await signedIn('zh-CN');
    await openEditor(page);
    const start = await baseVersion(page);
    await typeJson(page, { app: { siteTitle: '第一天', density: { default: 'small', options: ['small', 'medium'] } } });
    await publish(page, start + 1);
    // Right after publishing, and again with the members in another order: nothing to publish.
    await expect.poll(() => page.getByTestId('layout-no-change').textContent()).toContain(`与生效中的版本 ${start + 1} 相同`);
    expect(await page.getByTestId('layout-publish').isDisabled()).toBe(true);
    await typeJson(page, { app: { density: { options: ['small', 'medium'], default: 'small' }, siteTitle: '第一天' } });
    await expect.poll(() => page.getByTestId('layout-no-change').count()).toBe(1);
    expect(await page.getByTestId('layout-publish').isDisabled()).toBe(true);
    // Another client sending the same text gets a refusal, and no version is written.
    // The paths go in as arguments: the callback runs in the page, where no module of the test exists.
    const refused = await page.evaluate(async ({ account, versionsPath, publishPath }) => {
      const token = (JSON.parse(localStorage.getItem('srm-token') ?? 'null') as { content: string } | null)?.content ?? '';
      const versions = async () => {
        const response = await fetch(`/portal/apis${versionsPath}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token, elsAccount: `${account.elsAccount}_${account.elsSubAccount}` },
          body: JSON.stringify({ elsAccount: account.elsAccount, elsSubAccount: '', toElsAccount: '' }),
        });
        return ((await response.json()) as { data: { current: number } }).data.current;
      };
      const current = await versions();
      const response = await fetch(`/portal/apis${publishPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token, elsAccount: `${account.elsAccount}_${account.elsSubAccount}` },
        body: JSON.stringify({ elsAccount: account.elsAccount, elsSubAccount: '', toElsAccount: '', configJson: JSON.stringify({ app: { siteTitle: '第一天', density: { default: 'small', options: ['small', 'medium'] } } }), note: '', baseVersion: current }),
      });
      return { status: response.status, body: (await response.json()) as { messageCode?: string; message?: string }, before: current, after: await versions() };
    }, { account: BUYER_ADMIN, versionsPath: endpoints.listLayoutOverlayVersions.path, publishPath: endpoints.publishLayoutOverlay.path });
    expect(refused.status).toBe(409);
    expect(refused.body.messageCode).toBe('layoutConfig.noChange');
    expect(refused.after).toBe(refused.before);
    // A real change is publishable again.
    await typeJson(page, { app: { siteTitle: '第二天' } });
    await expect.poll(() => page.getByTestId('layout-publish').isDisabled()).toBe(false);
    expect(await page.getByTestId('layout-no-change').count()).toBe(0);
    await closePage(page);
  });

  it('Delete overlay asks first, naming the scope and who is affected; Cancel deletes nothing (both languages)', async () => {
    for (const [locale, title, audience, cancel, confirm, deleted] of [
      ['en-US', 'Delete the overlay of “The portal without a tenant', 'everyone of the tenant', 'Cancel', 'Delete overlay', 'Overlay deleted'],
      ['zh-CN', '删除“无租户的门户', '该租户的全部员工和登录该租户的供应商', '取消', '删除覆盖层', '覆盖层已删除'],
    ] as const) {
      const page = await signedIn(locale);
      await openEditor(page);
      const start = await baseVersion(page);
      await typeJson(page, { app: { siteTitle: `Delete me ${locale}` } });
      await publish(page, start + 1);
      await page.getByTestId('layout-delete').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(title);
      expect(await page.getByTestId('layout-delete-dialog').textContent()).toContain(audience);
      expect(await page.getByTestId('layout-delete-dialog').textContent()).toContain(String(start + 2));
      await dialog.getByRole('button', { name: cancel }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await page.reload();
      await layoutEditorLoaded(page);
      expect(await baseVersion(page)).toBe(start + 1);
      expect(await jsonText(page)).toContain(`Delete me ${locale}`);
      await page.getByTestId('layout-delete').click();
      await page.getByTestId('layout-delete-confirm').filter({ hasText: confirm }).click();
      await page.getByTestId('toast-success').filter({ hasText: deleted }).waitFor();
      await expect.poll(() => baseVersion(page)).toBe(start + 2);
      await closePage(page);
    }
  });

  it('frame origins: the form takes http://127.0.0.2:… like the JSON tab and the server, and refuses http to another host like them (zh, en)', async () => {
    for (const [locale, insecure] of [
      ['zh-CN', '只有本机'],
      ['en-US', 'Only this machine'],
    ] as const) {
      const page = await signedIn(locale);
      await openEditor(page);
      await page.getByTestId('layout-tab-forms').click();
      await page.getByTestId('form-origin-new').fill('http://127.0.0.2:43210');
      await page.getByTestId('form-origin-add').click();
      await page.getByTestId('form-origin-x127.0.0.2-43210').waitFor();
      await expect.poll(() => page.getByTestId('layout-editor-valid').count()).toBe(1);
      await page.getByTestId('form-origin-new').fill('http://rfq.example.com');
      await page.getByTestId('form-origin-add').click();
      await expect.poll(() => page.getByTestId('form-origins').textContent()).toContain(insecure);
      // The JSON tab refuses the same origin with its pointer and rule.
      await typeJson(page, { frames: { allowedOrigins: { rfq: { order: 5, origin: 'http://rfq.example.com' } } } });
      await expect.poll(() => page.getByTestId('layout-editor-issues').textContent()).toContain('/frames/allowedOrigins/rfq/origin · insecureOrigin');
      expect(await page.getByTestId('layout-publish').isDisabled()).toBe(true);
      await closePage(page);
    }
  });
});
