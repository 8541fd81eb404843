import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { BUYER_ADMIN, BUYER_USER, closePage, launchBrowser, login, newPage, screenshot, startPortal, writeTenant, type Portal } from './harness';
import { REPO_ROOT } from '../../server/app';
import { shellMessages } from '../../src/shell/messages';

// Language rules (seed 000 §4), the tenant's language policy and remote translations, in Chromium
// against the real server. Tenants: `langframes` (frames load at once), `brokeni18n` (its remote
// translation files are broken), `globex` (shipped: languagePolicy tenant, defaultLanguage en).

let browser: Browser;
let portal: Portal;

/** The demo remote translation files the reference server serves (config/i18n/<language>.json). */
const remote = (language: string) => JSON.parse(readFileSync(path.join(REPO_ROOT, 'config/i18n', `${language}.json`), 'utf8')) as Record<string, string>;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal({
    prepareConfig: (configDir) => {
      writeTenant(configDir, 'langframes', { frames: { initDelayMs: 0 } });
      writeTenant(configDir, 'brokeni18n', { app: { translations: { urlTemplate: '{prefix}/config/i18n/broken/{language}.json', timeoutMs: 4000 } } });
    },
  });
  // A broken English file (a trailing comma), a Chinese one with a nested value where a text belongs.
  mkdirSync(path.join(portal.configDir, 'i18n/broken'), { recursive: true });
  writeFileSync(path.join(portal.configDir, 'i18n/broken/en.json'), '{ "i18n_wechat_hint": "Broken",');
  writeFileSync(path.join(portal.configDir, 'i18n/broken/zh_cn.json'), JSON.stringify({ i18n_wechat_hint: { text: '坏' } }));
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const entry = (tenant?: string, route = '/login') => `${portal.url}${tenant ? `?tenant=${tenant}` : ''}#${route}`;
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function chooseLanguage(page: Page, label: 'English' | '中文'): Promise<void> {
  await page.getByTestId('topbar-language').click();
  await page.getByRole('menuitemradio', { name: label }).click();
}

/**
 * Opens the WeChat dialog, waits until it shows `expected` (remote translations arrive after the
 * first paint and re-render it), returns its whole text and closes it with its close button.
 */
async function wechatDialog(page: Page, expected: string): Promise<string> {
  await page.getByTestId('topbar-wechatQr').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(expected).waitFor();
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: /^(关闭|Close)$/ }).last().click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

describe('the first language', () => {
  it('is English for an en-US browser, Chinese for zh-CN and for fr', async () => {
    for (const [locale, lang, submit] of [
      ['en-US', 'en', 'Sign in'],
      ['zh-CN', 'zh-CN', '登录'],
      ['fr-FR', 'zh-CN', '登录'],
    ] as const) {
      const page = await newPage(browser, { locale });
      await page.goto(entry());
      await expect.poll(() => page.getByTestId('login-submit').textContent()).toBe(submit);
      expect(await htmlLang(page)).toBe(lang);
      await closePage(page);
    }
  });

  it("is the tenant's language under the tenant policy, whatever the browser says (globex: English for a zh-CN browser)", async () => {
    const page = await newPage(browser, { locale: 'zh-CN' });
    await page.goto(entry('globex'));
    await expect.poll(() => page.getByTestId('login-submit').textContent()).toBe('Sign in');
    expect(await htmlLang(page)).toBe('en');
    await closePage(page);
  });
});

describe('switching the language', () => {
  /** The frame of an address, looked up again each time (a reload may replace it). */
  async function frameOf(page: Page, src: string): Promise<Frame> {
    const handle = await page.waitForSelector(`iframe[data-testid="frame"][data-frame-key=${JSON.stringify(src)}]`, { state: 'attached' });
    const frame = await handle.contentFrame();
    if (!frame) throw new Error(`no content frame for ${src}`);
    return frame;
  }

  /** The demo sub-app's load counter (sessionStorage, per frame address). */
  async function loadCount(page: Page, src: string): Promise<number> {
    const frame = await frameOf(page, src);
    await frame.waitForFunction(() => document.body?.dataset.loads !== undefined);
    return Number(await frame.evaluate(() => document.body.dataset.loads));
  }

  it('changes shell labels, i18n_ menu labels, number and date formats, and reloads the frames, without reloading the shell', async () => {
    const page = await newPage(browser, {}, { demoDiagnostics: true });
    await login(page, portal, BUYER_ADMIN, entry('langframes'));
    await page.getByTestId('home-head-stats').waitFor();
    expect(await htmlLang(page)).toBe('zh-CN');
    expect(await page.getByTestId('side-menu').getAttribute('aria-label')).toBe(shellMessages.zh_cn.i18n_menu_label);
    const chineseMenu = await page.getByTestId('menu-purchase').textContent();
    expect(chineseMenu).toMatch(/采购/);
    // An amount in yuan: ¥ in Chinese, CN¥ in English; today's date in each language's full form.
    const chineseStats = (await page.getByTestId('home-head-stats').textContent()) ?? '';
    expect(chineseStats).toMatch(/¥/);
    expect(chineseStats).not.toMatch(/CN¥/);
    await expect.poll(() => page.getByText(/\d{4}年\d{1,2}月\d{1,2}日星期./).count()).toBeGreaterThan(0);

    const src = '/subapps/order/?language=1#/v2/list';
    await page.evaluate((s) => {
      window.location.hash = `#/myiframe/demo?${new URLSearchParams({ src: s, name: '订单' }).toString()}`;
    }, src);
    await expect.poll(() => loadCount(page, src)).toBe(1);
    // The shell is not reloaded: a marker on its window survives the change.
    await page.evaluate(() => ((window as unknown as { languageMarker: number }).languageMarker = 42));

    await chooseLanguage(page, 'English');
    await expect.poll(() => htmlLang(page)).toBe('en');
    expect(await page.evaluate(() => (window as unknown as { languageMarker?: number }).languageMarker)).toBe(42);
    expect(await page.getByTestId('side-menu').getAttribute('aria-label')).toBe(shellMessages.en.i18n_menu_label);
    await expect.poll(() => page.getByTestId('menu-purchase').textContent()).toContain('Purchasing');
    await expect.poll(() => loadCount(page, src)).toBe(2);
    await expect.poll(async () => (await frameOf(page, src)).getByTestId('bridge-language').textContent()).toBe('en');

    await page.evaluate(() => {
      window.location.hash = '#/portal/wel';
    });
    await page.getByTestId('home-head-stats').waitFor();
    await expect.poll(() => page.getByTestId('home-head-stats').textContent()).toMatch(/CN¥/);
    await expect.poll(() => page.getByText(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d{1,2}, \d{4}/).count()).toBeGreaterThan(0);
    await screenshot(page, 'language-en-home');
    await closePage(page);
  });
});

describe('remote translations', () => {
  it('override a built-in label in each language', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN, entry());
    expect(remote('zh_cn').i18n_wechat_hint).not.toBe(shellMessages.zh_cn.i18n_wechat_hint);
    expect(await wechatDialog(page, remote('zh_cn').i18n_wechat_hint!)).not.toContain(shellMessages.zh_cn.i18n_wechat_hint);
    await chooseLanguage(page, 'English');
    expect(await wechatDialog(page, remote('en').i18n_wechat_hint!)).not.toContain(shellMessages.en.i18n_wechat_hint);
    expect(await page.getByTestId('translation-notice').count()).toBe(0);
    await closePage(page);
  });

  it('that are broken leave the built-in label, and an administrator sees a notice', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN, entry('brokeni18n'));
    // Chinese: the nested entry is left out; the built-in text stays.
    await expect.poll(() => page.getByTestId('translation-notice').textContent()).toContain('i18n_wechat_hint');
    expect(await wechatDialog(page, shellMessages.zh_cn.i18n_wechat_hint!)).not.toContain(remote('zh_cn').i18n_wechat_hint);
    await screenshot(page, 'language-notice-zh');
    // English: the file is not JSON; the built-in text stays.
    await chooseLanguage(page, 'English');
    await expect.poll(() => page.getByTestId('translation-notice').textContent()).toContain(shellMessages.en.i18n_translations_reason_syntax);
    expect(await page.getByTestId('translation-notice').textContent()).toContain('/portal/config/i18n/broken/en.json');
    expect(await wechatDialog(page, shellMessages.en.i18n_wechat_hint!)).not.toContain('Broken');
    await screenshot(page, 'language-notice-en');
    await closePage(page);
  });

  it('that are broken show nothing extra to a user who is not an administrator', async () => {
    const page = await newPage(browser);
    // The shell logs the refused file: from then on the built-in text is final.
    const refused = page.waitForEvent('console', { predicate: (message) => message.text().startsWith('[translations] zh_cn') });
    await login(page, portal, BUYER_USER, entry('brokeni18n'));
    await page.getByTestId('home-blocks').waitFor();
    expect((await refused).text()).toContain('/portal/config/i18n/broken/zh_cn.json: entries');
    expect(await wechatDialog(page, shellMessages.zh_cn.i18n_wechat_hint!)).not.toContain(remote('zh_cn').i18n_wechat_hint);
    expect(await page.getByTestId('translation-notice').count()).toBe(0);
    await closePage(page);
  });
});
