import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { BUYER_ADMIN, BUYER_USER, closePage, launchBrowser, layoutEditorLoaded, login, newContext, newPage, screenshot, startPortal, writeTenant, type Portal } from './harness';

// The display-settings panel, the log panel, the menu search, the top menu, the dark theme in a
// sub-app, the first-use guide and the tablet width, against the real server and the built shell.

let browser: Browser;
let portal: Portal;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal({
    prepareConfig: (configDir) => writeTenant(configDir, 'frames', { frames: { initDelayMs: 0 } }),
  });
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const entry = (tenant?: string) => `${portal.url}${tenant ? `?tenant=${tenant}` : ''}#/login`;

async function signIn(page: Page, tenant?: string, account = BUYER_ADMIN): Promise<void> {
  await login(page, portal, account, entry(tenant));
  await page.getByTestId('home-blocks').waitFor();
}

async function openPanel(page: Page): Promise<void> {
  await page.getByTestId('topbar-displaySettings').click();
  await page.getByTestId('display-panel').waitFor();
}

/** Closes the panel with its close button, or with Esc. */
async function closePanel(page: Page, how: 'button' | 'escape' = 'button'): Promise<void> {
  if (how === 'button') await page.getByTestId('display-close').click();
  else await page.keyboard.press('Escape');
  await page.getByTestId('display-panel').waitFor({ state: 'detached' });
}

/** Flips a switch of the panel to the given state. */
async function setSwitch(page: Page, key: string, on: boolean): Promise<void> {
  const input = page.getByTestId(`display-${key}`);
  if ((await input.isChecked()) !== on) await input.click();
  await expect.poll(() => input.isChecked()).toBe(on);
}

const backgroundOf = (page: Page, testId: string) => page.getByTestId(testId).evaluate((element) => getComputedStyle(element).backgroundColor);

/** The rgb() channels' sum: under 200 is a dark colour. */
const brightness = (rgb: string) => (rgb.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, channel) => sum + Number(channel), 0);

describe('the display-settings panel', () => {
  it('gives each switch its effect, and every choice survives a reload', async () => {
    const page = await newPage(browser);
    await signIn(page);
    await expect.poll(() => page.getByTestId('tab-strip').count()).toBe(1);
    await openPanel(page);
    await screenshot(page, 'display-panel-zh');

    // Theme colour: the brand ramp's shade 80 is the colour; the top bar is drawn in it.
    await setSwitch(page, 'themeColor', true);
    const hex = page.getByTestId('display-colour-hex');
    await hex.fill('#12345z');
    await hex.press('Enter');
    await page.getByText('请输入 #RRGGBB 或 #RGB 格式的颜色').waitFor();
    await hex.fill('#c50f1f');
    await hex.press('Enter');
    await expect.poll(() => backgroundOf(page, 'top-bar')).toBe('rgb(197, 15, 31)');

    await setSwitch(page, 'tag', false);
    await setSwitch(page, 'log', true);
    await setSwitch(page, 'fullScreen', true);
    await setSwitch(page, 'lockScreen', false);
    await setSwitch(page, 'search', false);
    await setSwitch(page, 'collapse', true);
    await setSwitch(page, 'theme', true);
    await closePanel(page, 'escape');

    const check = async () => {
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(brightness(await backgroundOf(page, 'side-menu'))).toBeLessThan(200);
      expect(await page.getByTestId('tab-strip').count()).toBe(0);
      await page.getByTestId('topbar-log').waitFor();
      await page.getByTestId('topbar-fullScreen').waitFor();
      expect(await page.getByTestId('topbar-lock').count()).toBe(0);
      expect(await page.getByTestId('menu-search').count()).toBe(0);
      expect(await page.getByTestId('side-menu').getAttribute('data-collapsed')).toBe('true');
      // The dark theme's brand background is the ramp's shade 70: a darker red.
      const bar = (await backgroundOf(page, 'top-bar')).match(/\d+/g)?.map(Number) ?? [];
      expect(bar[0]).toBeGreaterThan(bar[1] ?? 0);
      expect(bar[0]).toBeLessThan(197);
    };
    await check();
    await screenshot(page, 'display-dark-zh');
    await page.reload();
    await page.getByTestId('top-bar').waitFor();
    await check();

    // The top menu takes the menu out of the side into the top bar; a group's entry opens its page.
    await openPanel(page);
    await setSwitch(page, 'topMenu', true);
    await closePanel(page);
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    await page.reload();
    await page.getByTestId('top-menu').waitFor();
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    await page.getByTestId('topmenu-workbench').click();
    await page.getByTestId('topmenu-info_message').click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toContain('/portal/info/message');
    await screenshot(page, 'display-top-menu-dark-zh');
    // What does not fit the bar is in the 'more' menu, the last group included.
    await page.getByTestId('topmenu-more').click();
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await page.getByTestId('topmenu-layout_editor').click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toContain('/portal/admin/layout');
    // The page is checked for accessibility once loaded: its publish button turns enabled (and fades
    // its colours in) when the stored overlay's version has arrived.
    await layoutEditorLoaded(page);
    await closePage(page);
  });

  it('lists client errors in the log panel, newest first, with secrets redacted', async () => {
    const page = await newPage(browser);
    await signIn(page);
    await openPanel(page);
    await setSwitch(page, 'log', true);
    await closePanel(page);
    await page.getByTestId('topbar-log').click();
    await page.getByTestId('log-empty').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('log-panel').waitFor({ state: 'detached' });
    await page.evaluate(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new Error('boom password=hunter2') }));
      window.dispatchEvent(new ErrorEvent('error', { message: 'second', error: new TypeError('second failure') }));
    });
    await page.getByTestId('topbar-log').click();
    const entries = page.getByTestId('log-entry');
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toContain('TypeError: second failure');
    const first = await entries.nth(1).textContent();
    expect(first).toContain('password=[redacted]');
    expect(first).not.toContain('hunter2');
    await screenshot(page, 'display-log-zh');
    await page.getByTestId('log-clear').click();
    await page.getByTestId('log-empty').waitFor();
    await closePage(page);
  });

  it('puts the portal in full screen from the top bar and back', async () => {
    const page = await newPage(browser);
    await signIn(page);
    await openPanel(page);
    await setSwitch(page, 'fullScreen', true);
    await closePanel(page);
    const button = page.getByTestId('topbar-fullScreen');
    await button.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === document.documentElement)).toBe(true);
    // The button follows the browser's fullscreenchange event, a render after the element is set.
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await button.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await closePage(page);
  });
});

describe('the menu search', () => {
  it('filters the side menu as the user types, by label or pinyin initials, keeping the groups; Esc clears', async () => {
    const page = await newPage(browser);
    await signIn(page);
    const search = page.getByTestId('menu-search');
    await search.fill('订单管理');
    await page.getByTestId('menu-order_v2').waitFor();
    expect(await page.getByTestId('menu-purchase').isVisible()).toBe(true);
    expect(await page.getByTestId('menu-order').isVisible()).toBe(true);
    expect(await page.getByTestId('menu-supplier').count()).toBe(0);
    expect(await page.getByTestId('menu-rfq_v2').count()).toBe(0);
    await search.fill('DDGL');
    await page.getByTestId('menu-order_v2').waitFor();
    expect(await page.getByTestId('menu-order_custom').count()).toBe(0);
    // A page found is opened from the filtered menu.
    await page.getByTestId('menu-order_v2').click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toContain('order');
    await search.fill('nothing like this');
    await page.getByTestId('menu-empty').waitFor();
    await screenshot(page, 'display-search-empty-zh');
    await search.press('Escape');
    expect(await search.inputValue()).toBe('');
    await page.getByTestId('menu-supplier').waitFor();
    expect(await page.getByTestId('menu-empty').count()).toBe(0);
    await closePage(page);
  });
});

describe('the dark theme in a sub-app', () => {
  it('reaches a frame that is open when it changes and one opened after', async () => {
    const page = await newPage(browser);
    await signIn(page, 'frames');
    const src = '/subapps/rfq/#/v2/list';
    await page.getByTestId('menu-purchase').click();
    await page.getByTestId('menu-rfq_v2').click();
    const frame = await contentOf(page, src);
    await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.theme ?? '')).toBe('light');
    await openPanel(page);
    await setSwitch(page, 'theme', true);
    await closePanel(page);
    await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await screenshot(page, 'display-dark-frame-zh');
    await page.getByTestId('menu-finance').click();
    const second = await contentOf(page, '/subapps/report/#/finance/index');
    await expect.poll(() => second.evaluate(() => document.documentElement.dataset.theme ?? '')).toBe('dark');
    await closePage(page);
  });
});

async function contentOf(page: Page, key: string): Promise<Frame> {
  const handle = await page.waitForSelector(`iframe[data-testid="frame"][data-frame-key=${JSON.stringify(key)}]`, { state: 'attached' });
  const frame = await handle.contentFrame();
  if (!frame) throw new Error(`no content frame for ${key}`);
  await frame.waitForFunction(() => document.body?.dataset.loads !== undefined);
  return frame;
}

describe('the first-use guide', () => {
  it('shows once to a new user, walks menu, tabs, top bar and settings, and reopens from the top bar', async () => {
    const context = await newContext(browser, {}, { guide: true });
    const page = await context.newPage();
    await login(page, portal, BUYER_USER, entry());
    const guide = page.getByRole('dialog');
    await page.getByTestId('guide').waitFor();
    expect(await page.getByTestId('guide').getAttribute('data-step')).toBe('menu');
    await screenshot(page, 'display-guide-zh');
    const steps: string[] = [];
    for (let step = 0; step < 3; step += 1) {
      steps.push((await page.getByTestId('guide').getAttribute('data-step')) ?? '');
      await page.getByTestId('guide-next').click();
    }
    expect(steps).toEqual(['menu', 'tabs', 'topBar']);
    expect(await page.getByTestId('guide-count').textContent()).toBe('第 4 步，共 4 步');
    await page.getByTestId('guide-back').click();
    expect(await page.getByTestId('guide').getAttribute('data-step')).toBe('topBar');
    await page.getByTestId('guide-next').click();
    await page.getByTestId('guide-done').click();
    await guide.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('home-blocks').waitFor();
    expect(await page.getByTestId('guide').count()).toBe(0);
    await page.getByTestId('topbar-guide').click();
    await page.getByTestId('guide').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('guide').waitFor({ state: 'detached' });
    await closePage(page);
  });
});

describe('a tablet', () => {
  for (const width of [800, 1024]) {
    it(`at ${width} px in English: the menu starts folded below 992 px, nothing overflows, the display panel fits, the top menu only where there is room`, async () => {
      const page = await newPage(browser, { viewport: { width, height: 900 }, locale: 'en-US' });
      await signIn(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await page.getByTestId('side-menu').getAttribute('data-collapsed')).toBe(String(width < 992));
      const overflow = () => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await screenshot(page, `display-tablet-${width}-en`);
      await openPanel(page);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await screenshot(page, `display-tablet-${width}-panel-en`);
      // Every entry shown: the bar's items still fit, or fold behind one button; none is cut off.
      await setSwitch(page, 'log', true);
      await setSwitch(page, 'fullScreen', true);
      // The top menu needs the width of a desktop: below 992 px the menu stays at the side.
      await setSwitch(page, 'topMenu', true);
      await closePanel(page);
      expect(await page.getByTestId('side-menu').count()).toBe(width < 992 ? 1 : 0);
      expect(await page.getByTestId('top-menu').count()).toBe(width < 992 ? 0 : 1);
      expect(await overflow()).toBeLessThanOrEqual(0);
      const cutOff = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-testid="top-bar"] [data-testid^="topbar-"]')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
            .map((element) => element.getAttribute('data-testid')),
        );
      expect(await cutOff()).toEqual([]);
      await screenshot(page, `display-tablet-${width}-top-menu-en`);
      await closePage(page);
    });
  }
});
