import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './a11y';
import { BUYER_ADMIN, BUYER_USER, closePage, fillLogin, launchBrowser, login, newPage, screenshot, startPortal, SUPPLIER, tabValues, writeTenant, type Portal } from './harness';

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

describe('the shell against the reference server', () => {
  it('shows a branded login page', async () => {
    const page = await newPage(browser);
    await page.goto(portal.url);
    await page.getByTestId('login-page').waitFor();
    expect(await page.locator('input[name="password"]').getAttribute('type')).toBe('password');
    await expectAccessible(page, 'the login page');
    await screenshot(page, 'login');
    await closePage(page);
  });

  it('logs the buyer in, shows the server menu, opens two pages as tabs and restores them after reload', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    // The home tab and the home blocks of the layout document.
    await page.getByTestId('home-blocks').waitFor();
    expect(await tabValues(page)).toEqual(['/portal/wel/index']);
    await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(BUYER_ADMIN.name);
    await expectAccessible(page, 'the home page');

    // The side menu comes from the server: open a portal page and a frame sub-app.
    const menu = page.getByTestId('side-menu');
    await menu.getByRole('button', { name: '工作台' }).click();
    await menu.getByRole('button', { name: '个人信息' }).click();
    await page.getByTestId('personal-info').waitFor();
    await expectAccessible(page, 'personal info');
    await menu.getByRole('button', { name: '采购协同' }).click();
    await menu.getByRole('button', { name: '询价管理' }).click();
    await page.getByTestId('frame').waitFor();
    const opened = await tabValues(page);
    expect(opened).toHaveLength(3);
    expect(opened[1]).toBe('/portal/info/index');
    expect(opened[2]).toContain('/subapps/rfq/');
    await screenshot(page, 'shell');

    await page.reload();
    await page.getByTestId('tab-strip').waitFor();
    expect(await tabValues(page)).toEqual(opened);
    // The active page is the frame page, and the browser title is its tab label.
    await page.getByTestId('frame').waitFor();
    await expect.poll(() => page.title()).toBe('询价管理');
    await page.getByTestId('frame-loading').waitFor({ state: 'detached' });
    await expectAccessible(page, 'a frame page');

    // Closing a tab moves to its neighbour and the strip keeps the home tab.
    await page.getByTestId('tab').nth(2).getByTestId('tab-close').click();
    expect(await tabValues(page)).toEqual(['/portal/wel/index', '/portal/info/index']);
    await expect.poll(() => page.title()).toBe('SRM');
    await closePage(page);
  });

  it('shows the WeChat QR item to the buyer and hides it for the supplier (station sale)', async () => {
    const buyerPage = await newPage(browser);
    await login(buyerPage, portal, BUYER_ADMIN);
    expect(await buyerPage.getByTestId('topbar-wechatQr').count()).toBe(1);
    await closePage(buyerPage);

    const page = await newPage(browser);
    await login(page, portal, SUPPLIER);
    await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(SUPPLIER.name);
    expect(await page.getByTestId('topbar-wechatQr').count()).toBe(0);
    expect(await page.getByTestId('topbar-language').count()).toBe(1);
    // The supplier sees its own, smaller menu.
    expect(await page.getByTestId('side-menu').getByRole('button', { name: '询价管理' }).count()).toBe(0);
    await closePage(page);
  });

  it('applies a server overlay saved in the editor after a reload, without a rebuild', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    expect(await page.getByTestId('topbar-density').count()).toBe(1);
    await page.goto(`${portal.url}#/portal/admin/layout`);
    await page.getByTestId('layout-tab-json').click();
    // The CodeMirror editor's editable content (JsonEditor): fill() types into it, innerText() reads it.
    const editor = page.getByTestId('layout-editor-text').locator('.cm-content');
    await editor.waitFor();
    await expect.poll(() => editor.innerText()).toContain('{');
    await expectAccessible(page, 'the layout editor');

    // A mistake is shown live with its pointer and rule, and cannot be saved.
    await editor.fill(JSON.stringify({ topBar: { density: { kind: 'sparkles' } } }));
    await expect.poll(() => page.getByTestId('layout-editor-issues').textContent()).toContain('/topBar/density/kind · enum');
    expect(await page.getByTestId('layout-publish').isDisabled()).toBe(true);

    await editor.fill(JSON.stringify({ app: { siteTitle: 'Globex 采购门户' }, topBar: { density: null } }, null, 2));
    await page.getByTestId('layout-publish').click();
    await page.getByTestId('toast-success').waitFor();

    await page.reload();
    await page.getByTestId('top-bar').waitFor();
    await expect.poll(() => page.getByTestId('site-title').textContent()).toBe('Globex 采购门户');
    expect(await page.getByTestId('topbar-density').count()).toBe(0);
    await page.goto(`${portal.url}#/portal/wel/index`);
    await expect.poll(() => page.title()).toBe('Globex 采购门户');
    await closePage(page);

    // Everyone who signs in to this portal gets it, its suppliers too (README: Tenants and layers).
    const supplierPage = await newPage(browser);
    await login(supplierPage, portal, SUPPLIER);
    await expect.poll(() => supplierPage.getByTestId('site-title').textContent()).toBe('Globex 采购门户');
    await closePage(supplierPage);
  });

  it('deleting the overlay in the editor gives the portal back the layout of its files', async () => {
    // The next tests expect the shipped top bar.
    const adminPage = await newPage(browser);
    await login(adminPage, portal, BUYER_ADMIN);
    await adminPage.goto(`${portal.url}#/portal/admin/layout`);
    await adminPage.getByTestId('layout-editor').waitFor();
    await adminPage.getByRole('button', { name: '删除覆盖层' }).click();
    // The editor asks first, naming the scope (editorDayOne.e2e checks the dialog).
    await adminPage.getByTestId('layout-delete-confirm').click();
    await adminPage.getByTestId('toast-success').waitFor();
    await adminPage.reload();
    await adminPage.getByTestId('top-bar').waitFor();
    await expect.poll(() => adminPage.getByTestId('site-title').textContent()).toBe('SRM');
    await closePage(adminPage);
  });

  it('switches the language and the density, and keeps both after a reload', async () => {
    // The supplier: it signs in to the same portal as the buyer, whose overlay test above ends by deleting its overlay.
    const page = await newPage(browser);
    await login(page, portal, SUPPLIER);
    expect(await page.getByTestId('tabs-more').textContent()).toBe('更多');
    await page.getByTestId('topbar-language').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => page.getByTestId('tabs-more').textContent()).toBe('More');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.getByTestId('tab').first().textContent()).toBe('Home');

    await page.getByTestId('topbar-density').click();
    await page.getByRole('menuitemradio', { name: 'Compact' }).click();
    await expect.poll(() => page.locator('[data-density]').getAttribute('data-density')).toBe('mini');

    await page.reload();
    await page.getByTestId('top-bar').waitFor();
    expect(await page.getByTestId('tabs-more').textContent()).toBe('More');
    expect(await page.locator('[data-density]').getAttribute('data-density')).toBe('mini');
    await closePage(page);
  });

  it('opens the seed hash links (/portal/#/login3?...) and signs in automatically', async () => {
    const page = await newPage(browser);
    const query = new URLSearchParams({ elsAccount: BUYER_ADMIN.elsAccount, elsSubAccount: BUYER_ADMIN.elsSubAccount, password: BUYER_ADMIN.password });
    await page.goto(`${portal.url}#/login3?${query.toString()}`);
    await page.getByTestId('home-blocks').waitFor();
    await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(BUYER_ADMIN.name);
    await closePage(page);
  });

  it('shows the wrong-password message and stays signed out', async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url}#/login`);
    await fillLogin(page, { ...BUYER_ADMIN, password: 'wrong-Password1!' });
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('login-error').textContent()).toContain('账号或密码错误');
    await expectAccessible(page, 'the login page with its error');
    expect(await page.evaluate(() => localStorage.getItem('srm-token'))).toBeNull();
    await page.goto(`${portal.url}#/portal/wel/index`);
    await page.getByTestId('login-page').waitFor();
    await closePage(page);
  });

  it('shows an error with a retry when a page chunk fails to load, never a blank page', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    let failing = true;
    await page.route('**/page-info-personal*.js', (route) => (failing ? route.abort('failed') : route.continue()));
    await page.goto(`${portal.url}#/portal/info/index`);
    const retry = page.getByRole('button', { name: '重试' });
    await retry.waitFor();
    expect(await page.getByTestId('top-bar').count()).toBe(1);
    failing = false;
    await retry.click();
    await page.getByTestId('personal-info').waitFor();
    await closePage(page);
  });

  it('draws the shell only with its style sheet: while it is held back nothing shows unstyled, and a dropped one is fetched again', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    await page.getByTestId('home-blocks').waitFor();
    const asked: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The first request for Griffel's sheet hangs, then drops; the second goes through.
    await page.route(/\/styles\.[0-9a-f]{8}\.css$/, async (route) => {
      asked.push(route.request().url());
      if (asked.length > 1) return route.continue();
      await held;
      return route.abort('connectionreset');
    });
    // (The held sheet holds back the document's load event too.)
    await page.reload({ waitUntil: 'commit' });
    // Everything else of the start-up is done (the bootstrap marks it): only the sheet is missing.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('srm:awaiting-styles').length)).toBe(1);
    expect(asked).toHaveLength(1);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await page.evaluate(() => performance.getEntriesByName('srm:first-render').length)).toBe(0);
    expect(await page.getByTestId('top-bar').count()).toBe(0);
    release();
    await page.getByTestId('home-blocks').waitFor();
    expect(asked).toHaveLength(2);
    expect(asked[1]).toBe(asked[0]);
    // Styled: the bar in the theme's brand colour, not a transparent box.
    const [bar, brand] = await page.getByTestId('top-bar').evaluate((element) => {
      const probe = document.createElement('div');
      probe.style.backgroundColor = 'var(--colorBrandBackground)';
      element.parentElement!.appendChild(probe);
      const colours = [getComputedStyle(element).backgroundColor, getComputedStyle(probe).backgroundColor];
      probe.remove();
      return colours;
    });
    expect(bar).toBe(brand);
    expect(bar).not.toBe('rgba(0, 0, 0, 0)');
    await closePage(page);
  });
});

/** sRGB contrast ratio of two CSS colours (rgb()/rgba() as getComputedStyle gives them). */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour an element's icon is drawn in and the colour behind it (its own background, else the bar's). */
async function iconAndBackground(page: Page, testId: string): Promise<{ icon: string; background: string }> {
  return page.getByTestId(testId).evaluate((button) => {
    const svg = button.querySelector('svg')!;
    let element: Element | null = button;
    let background = 'rgba(0, 0, 0, 0)';
    while (element && /rgba\(0, 0, 0, 0\)|transparent/.test(background)) {
      background = getComputedStyle(element).backgroundColor;
      element = element.parentElement;
    }
    return { icon: getComputedStyle(svg).color, background };
  });
}

describe('the chrome', () => {
  it('keeps the top-bar icons visible on hover and when pressed', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    await page.getByTestId('home-blocks').waitFor();
    for (const testId of ['topbar-collapse', 'topbar-language', 'topbar-wechatQr', 'topbar-lock', 'topbar-personalInfo', 'topbar-logout']) {
      const resting = await iconAndBackground(page, testId);
      expect(contrast(resting.icon, resting.background), `${testId} at rest`).toBeGreaterThanOrEqual(3);
      await page.getByTestId(testId).hover();
      // Once the hover's colour transitions have run.
      await page.getByTestId(testId).evaluate((button) => Promise.all(button.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      const hovered = await iconAndBackground(page, testId);
      expect(contrast(hovered.icon, hovered.background), `${testId} on hover`).toBeGreaterThanOrEqual(3);
      // The hover shows: the button's own background differs from the bar's.
      expect(hovered.background, `${testId} hover background`).not.toBe(await page.getByTestId('top-bar').evaluate((bar) => getComputedStyle(bar).backgroundColor));
      // Pressed (the mouse leaves before it is released: no click).
      await page.mouse.down();
      await page.getByTestId(testId).evaluate((button) => Promise.all(button.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      const pressed = await iconAndBackground(page, testId);
      await page.mouse.move(600, 400);
      await page.mouse.up();
      expect(contrast(pressed.icon, pressed.background), `${testId} pressed`).toBeGreaterThanOrEqual(3);
    }
    await page.getByTestId('topbar-lock').hover();
    await page.waitForTimeout(200);
    await screenshot(page, 'topbar-hover');
    await page.mouse.move(600, 400);
    await closePage(page);
  });

  it('with many tabs: Home stays in sight, the active tab is scrolled into view, arrows and a list reach the hidden tabs', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN, `${portal.url}?tenant=acme#/login`);
    await page.getByTestId('home-blocks').waitFor();
    const srcs = Array.from({ length: 18 }, (_, i) => `/subapps/${['rfq', 'order', 'supplier', 'report'][i % 4]}/?many=${i + 1}`);
    for (const [i, src] of srcs.entries()) {
      await page.evaluate(([s, n]) => (window.location.hash = `#/myiframe/many?${new URLSearchParams({ src: s, name: n }).toString()}`), [src, `页面标签 ${i + 1}`] as const);
      await expect.poll(() => page.locator(`[data-testid="tab"][data-active="true"]`).getAttribute('data-value')).toBe(src);
    }
    expect((await tabValues(page)).length).toBe(19);
    const strip = (await page.getByTestId('tab-strip').boundingBox())!;
    const inStrip = async (value: string) => {
      const box = (await page.locator(`[data-testid="tab"][data-value=${JSON.stringify(value)}]`).boundingBox())!;
      const scroller = (await page.getByTestId('tab-scroller').boundingBox())!;
      const area = value === '/portal/wel/index' ? strip : scroller;
      return box.x >= area.x - 1 && box.x + box.width <= area.x + area.width + 1;
    };
    // Home stays in sight; the active (last opened) tab is scrolled into view.
    await expect.poll(() => inStrip('/portal/wel/index')).toBe(true);
    await expect.poll(() => inStrip(srcs[17]!)).toBe(true);
    await screenshot(page, 'tabs-many');

    // Arrows: the left one scrolls back; the right one is off at the end.
    const left = page.getByTestId('tabs-scroll-left');
    const right = page.getByTestId('tabs-scroll-right');
    expect(await right.isDisabled()).toBe(true);
    expect(await left.isDisabled()).toBe(false);
    const scrollLeft = () => page.getByTestId('tab-scroller').evaluate((el) => el.scrollLeft);
    const before = await scrollLeft();
    await left.click();
    await expect.poll(scrollLeft).toBeLessThan(before);
    await expect.poll(() => right.isDisabled()).toBe(false);

    // The list of hidden tabs: the first tabs are out of sight; choosing one shows it and scrolls it into view.
    await page.getByTestId('tab-scroller').evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await expect.poll(() => inStrip(srcs[0]!)).toBe(false);
    await page.getByTestId('tabs-hidden').click();
    const hiddenItems = page.getByTestId('tabs-hidden-item');
    await expect.poll(() => hiddenItems.count()).toBeGreaterThan(0);
    expect(await hiddenItems.first().textContent()).toContain('页面标签 1');
    await hiddenItems.first().click();
    await expect.poll(() => page.locator(`[data-testid="tab"][data-active="true"]`).getAttribute('data-value')).toBe(srcs[0]);
    await expect.poll(() => inStrip(srcs[0]!)).toBe(true);
    await expect.poll(() => inStrip('/portal/wel/index')).toBe(true);

    // The keyboard's End goes to the last tab and brings it into view.
    await page.locator(`[data-testid="tab"][data-value=${JSON.stringify(srcs[0])}]`).focus();
    await page.keyboard.press('End');
    await expect.poll(() => inStrip(srcs[17]!)).toBe(true);
    await closePage(page);
  });

  it('folds the top-bar items into a menu on a narrow screen, none overlapping', async () => {
    const page = await newPage(browser, { viewport: { width: 390, height: 800 } });
    await login(page, portal, BUYER_ADMIN);
    await page.getByTestId('home-blocks').waitFor();
    const boxes = await page.getByTestId('top-bar').evaluate((bar) =>
      [...bar.querySelectorAll<HTMLElement>('button, img, [data-testid^="topbar-"], [data-testid="site-title"]')]
        .filter((element) => element.checkVisibility() && !element.parentElement?.closest('button'))
        .map((element) => {
          const r = element.getBoundingClientRect();
          return { id: element.dataset.testid ?? element.tagName, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        }),
    );
    expect(boxes.length).toBeGreaterThan(1);
    for (const box of boxes) expect(box.right, box.id).toBeLessThanOrEqual(390);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        const nested = a.left <= b.left && a.right >= b.right && a.top <= b.top && a.bottom >= b.bottom;
        expect(overlap && !nested, `${a.id} overlaps ${b.id}`).toBe(false);
      }
    }
    await screenshot(page, 'topbar-narrow');
    // The folded items are one click away, and work there.
    await page.getByTestId('topbar-overflow').click();
    await page.getByTestId('topbar-language').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => page.getByTestId('tabs-more').textContent()).toBe('More');
    // The panel stays open for the next choice, showing the other items; Escape closes it.
    await page.getByTestId('topbar-overflow-panel').waitFor();
    await page.getByTestId('topbar-userName').waitFor();
    await screenshot(page, 'topbar-narrow-open');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('topbar-overflow-panel').count()).toBe(0);
    // Wide again, the items are back in the bar.
    await page.setViewportSize({ width: 1366, height: 800 });
    await expect.poll(() => page.getByTestId('topbar-overflow').count()).toBe(0);
    await page.getByTestId('topbar-lock').waitFor();
    await closePage(page);
  });
});

describe('a broken tenant file', () => {
  let broken: Portal;
  beforeAll(async () => {
    broken = await startPortal({
      prepareConfig: (configDir) => writeTenant(configDir, 'broken', { app: { siteTitle: 'Broken tenant' }, topBar: { qr: { order: 1, kind: 'hologram' } } }),
    });
  });
  afterAll(async () => broken?.close());

  it('is left out: the shell still works and an admin sees the layer, pointer and rule', async () => {
    const page = await newPage(browser);
    await login(page, broken, BUYER_ADMIN, `${broken.url}?tenant=broken#/login`);
    const banner = page.getByTestId('layout-banner');
    await banner.waitFor();
    const text = await banner.textContent();
    expect(text).toContain('tenants/broken/layout.json');
    expect(text).toContain('/topBar/qr/kind');
    expect(text).toContain('enum');
    // The layer is left out whole: the title is the base one, and the shell works.
    expect(await page.getByTestId('site-title').textContent()).toBe('SRM');
    await page.getByTestId('home-blocks').waitFor();
    await screenshot(page, 'broken-tenant-banner');
    await closePage(page);
  });

  it('does not show the banner to a user who is not an admin', async () => {
    const page = await newPage(browser);
    await login(page, broken, BUYER_USER, `${broken.url}?tenant=broken#/login`);
    await page.getByTestId('home-blocks').waitFor();
    expect(await page.getByTestId('layout-banner').count()).toBe(0);
    expect(await page.getByTestId('topbar-layoutEditor').count()).toBe(0);
    await closePage(page);
  });

  it('applies a valid tenant file (acme) over the base', async () => {
    const page = await newPage(browser);
    await login(page, broken, BUYER_ADMIN, `${broken.url}?tenant=acme#/login`);
    await expect.poll(() => page.getByTestId('site-title').textContent()).toBe('ACME SRM');
    expect(await page.getByTestId('topbar-density').count()).toBe(0);
    expect(await page.getByTestId('topbar-helpCenter').count()).toBe(1);
    await closePage(page);
  });
});
