import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { expectAccessible } from './a11y';
import { BUYER_ADMIN, closePage, launchBrowser, login, newPage, screenshot, startPortal, tabValues, writeTenant, type Portal } from './harness';
import { endpoints } from '../../src/contract/endpoints';

// Frames, tabs, menu and bridge against the real server and the built shell. Tenant files choose
// the frame settings: `frames` (no init delay), `lru` (pool limit 3), `partner` (another portal
// allowed as a frame origin, written once its port is known); no tenant = the base layout.

let browser: Browser;
let portal: Portal;
/** A second server: another origin serving the same demo sub-apps. */
let foreign: Portal;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal({
    prepareConfig: (configDir) => {
      writeTenant(configDir, 'frames', { frames: { initDelayMs: 0, poolLimit: 12 } });
      writeTenant(configDir, 'lru', { frames: { initDelayMs: 0, poolLimit: 3 } });
    },
  });
  foreign = await startPortal();
  // Tenant files are read at each start of the shell, so this one can name the port found now.
  writeTenant(portal.configDir, 'partner', { frames: { initDelayMs: 0, allowedOrigins: { partner: { order: 1, origin: foreign.origin } } } });
  // The same origin, allowed to ask for the approval-flow dialog only.
  writeTenant(portal.configDir, 'partner-flow', { frames: { initDelayMs: 0, allowedOrigins: { partner: { order: 1, origin: foreign.origin, messages: ['openFlowDialog'] } } } });
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
  await foreign?.close();
});

const entry = (tenant: string | undefined, route = '/login') => `${portal.url}${tenant ? `?tenant=${tenant}` : ''}#${route}`;
const q = (value: string) => JSON.stringify(value);
const frameSelector = (key: string) => `iframe[data-testid="frame"][data-frame-key=${q(key)}]`;
const slotSelector = (key: string) => `[data-testid="frame-slot"][data-frame-key=${q(key)}]`;
const tabSelector = (value: string) => `[data-testid="tab"][data-value=${q(value)}]`;

async function signIn(page: Page, tenant: string | undefined): Promise<void> {
  await login(page, portal, BUYER_ADMIN, entry(tenant));
  await page.getByTestId('home-blocks').waitFor();
}

/** Navigates the shell (hash route, no reload) to a frame page. */
async function goFrame(page: Page, src: string, name: string, extra: Record<string, string> = {}): Promise<void> {
  await page.evaluate(
    ([s, n, e]) => {
      window.location.hash = `#/myiframe/demo?${new URLSearchParams({ ...e, src: s, name: n }).toString()}`;
    },
    [src, name, extra] as const,
  );
}

async function contentOf(page: Page, key: string): Promise<Frame> {
  const handle = await page.waitForSelector(frameSelector(key), { state: 'attached' });
  const frame = await handle.contentFrame();
  if (!frame) throw new Error(`no content frame for ${key}`);
  return frame;
}

/** The demo page's load counter (sessionStorage, per frame URL) once the page has run. */
async function loadCount(page: Page, key: string): Promise<number> {
  const frame = await contentOf(page, key);
  await frame.waitForFunction(() => document.body?.dataset.loads !== undefined);
  return Number(await frame.evaluate(() => document.body.dataset.loads));
}

async function openFrame(page: Page, src: string, name: string): Promise<void> {
  await goFrame(page, src, name);
  await expect.poll(() => page.locator(slotSelector(src)).getAttribute('data-shown')).toBe('true');
  expect(await loadCount(page, src)).toBe(1);
}

async function clickTab(page: Page, value: string): Promise<void> {
  // On the label, left in the tab: the centre of a short tab may be its close mark.
  await page.locator(tabSelector(value)).click({ position: { x: 14, y: 12 } });
  await expect.poll(() => page.locator(slotSelector(value)).getAttribute('data-shown')).toBe('true');
  // The frame shows at once; the address bar follows after the paint (a reload reads it).
  await expect.poll(() => new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '').get('src')).toBe(value);
}

const iframeKeys = (page: Page) => page.locator('iframe[data-testid="frame"]').evaluateAll((frames) => frames.map((f) => f.getAttribute('data-frame-key') ?? ''));

describe('the keep-alive frame pool', () => {
  it('opens ten frame tabs and switches among them without reloading or moving any frame', async () => {
    const page = await newPage(browser, {}, { demoDiagnostics: true });
    await signIn(page, 'frames');
    const apps = ['rfq', 'order', 'supplier', 'report'];
    const srcs = Array.from({ length: 10 }, (_, i) => `/subapps/${apps[i % apps.length]}/?n=${i + 1}#/v2/list`);
    for (const [i, src] of srcs.entries()) await openFrame(page, src, `页面 ${i + 1}`);
    expect(await tabValues(page)).toEqual(['/portal/wel/index', ...srcs]);

    // Mark every iframe element: a re-created or re-parented frame would lose or move its mark.
    await page.locator('iframe[data-testid="frame"]').evaluateAll((frames) => frames.forEach((f, i) => ((f as unknown as { __mark: number }).__mark = i)));
    const orderBefore = await iframeKeys(page);
    const order = [3, 7, 0, 9, 5, 1, 8, 2, 6, 4, 0, 9, 3];
    for (const index of order) {
      await clickTab(page, srcs[index]!);
      await expect.poll(() => page.title()).toBe(`页面 ${index + 1}`);
    }
    // A portal page in between: the frames stay, hidden.
    await page.locator(tabSelector('/portal/wel/index')).click();
    await page.getByTestId('home-blocks').waitFor();
    expect(await page.locator('[data-testid="frame-slot"][data-shown="true"]').count()).toBe(0);
    await clickTab(page, srcs[4]!);

    for (const src of srcs) expect(await loadCount(page, src), src).toBe(1);
    expect(await iframeKeys(page)).toEqual(orderBefore);
    const marks = await page.locator('iframe[data-testid="frame"]').evaluateAll((frames) => frames.map((f) => (f as unknown as { __mark?: number }).__mark));
    expect(marks).toEqual(orderBefore.map((_, i) => i));

    // The frames are told about activation: the shown one is active, a hidden one inactive.
    const shownFrame = await contentOf(page, srcs[4]!);
    const hiddenFrame = await contentOf(page, srcs[6]!);
    await expect.poll(() => shownFrame.getByTestId('bridge-state').textContent()).toBe('active');
    await expect.poll(() => hiddenFrame.getByTestId('bridge-state').textContent()).toBe('inactive');
    // The hidden frames are out of the tab order and the accessibility tree, not only out of sight.
    expect(await page.locator('[data-testid="frame-slot"][data-shown="false"]').count()).toBe(9);
    expect(await page.locator('[data-testid="frame-slot"][data-shown="false"]:not([inert])').count()).toBe(0);
    expect(await page.locator('[data-testid="frame-slot"][data-shown="true"][inert]').count()).toBe(0);
    await expectAccessible(page, 'ten frame tabs');
    await screenshot(page, 'frames-ten-tabs');
    await closePage(page);
  });

  it('evicts the least recently used frame beyond the pool limit; its tab stays and re-creates the frame', async () => {
    const page = await newPage(browser);
    await signIn(page, 'lru');
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((n) => `/subapps/rfq/?lru=${n}#/v2/list`) as [string, string, string, string];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    /** Documents alive in the renderer after garbage collections (the shell's own, and same-origin frames'). */
    const documents = async () => {
      for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'Documents')!.value;
    };
    const before = await documents();
    await openFrame(page, a, 'A');
    await openFrame(page, b, 'B');
    await openFrame(page, c, 'C');
    await clickTab(page, a); // b is now the least recently shown
    await openFrame(page, d, 'D');
    expect((await iframeKeys(page)).sort()).toEqual([a, c, d].sort());
    expect(await tabValues(page)).toEqual(['/portal/wel/index', a, b, c, d]);
    await clickTab(page, b);
    expect(await loadCount(page, b)).toBe(2);
    // c was the least recently shown now.
    expect((await iframeKeys(page)).sort()).toEqual([a, b, d].sort());
    expect(await loadCount(page, a)).toBe(1);
    // The evicted frames' documents are freed: beside the shell's, the renderer holds the three live
    // frames' documents (the idle lock's input watch held every evicted one: five here).
    expect(await documents()).toBe(before + 3);
    await closePage(page);
  });

  it('ends at the page asked for last when a page opens right after a tab click (the LRU test raced here)', async () => {
    const page = await newPage(browser);
    await signIn(page, 'lru');
    const [a, b, d] = ['a', 'b', 'd'].map((n) => `/subapps/rfq/?race=${n}#/v2/list`) as [string, string, string];
    await openFrame(page, a, 'A');
    await openFrame(page, b, 'B');
    // A click on a frame tab moves the router after the paint; the next page is asked for before
    // that paint (a sub-app's openNewTag, a link): the later request wins, the click's move is dropped.
    await page.evaluate(
      ([tab, next]) => {
        (document.querySelector(tab) as HTMLElement).click();
        window.location.hash = `#/myiframe/demo?${new URLSearchParams({ src: next, name: 'D' }).toString()}`;
      },
      [tabSelector(a), d] as const,
    );
    await expect.poll(() => page.locator(slotSelector(d)).getAttribute('data-shown')).toBe('true');
    await page.waitForTimeout(300);
    expect(await page.locator(slotSelector(d)).getAttribute('data-shown')).toBe('true');
    expect(await page.locator('[data-testid="tab"][data-active="true"]').getAttribute('data-value')).toBe(d);
    expect(decodeURIComponent(page.url())).toContain('race=d');
    await closePage(page);
  });

  it('gives the demand pool list a separate frame, shown only while its tab is open', async () => {
    const page = await newPage(browser);
    await signIn(page, 'frames');
    const menu = page.getByTestId('side-menu');
    await menu.getByRole('button', { name: '采购协同' }).click();
    await menu.getByRole('button', { name: '需求池' }).click();
    const pool = '/subapps/rfq/#/demandPool/list';
    await expect.poll(() => page.locator(`iframe[data-non-cached][data-frame-key=${q(pool)}]`).count()).toBe(1);
    expect(await loadCount(page, pool)).toBe(1);
    await menu.getByRole('button', { name: '询价管理' }).click();
    const rfq = '/subapps/rfq/#/v2/list';
    await expect.poll(() => page.locator(slotSelector(rfq)).getAttribute('data-shown')).toBe('true');
    expect(await page.locator('iframe[data-non-cached]').count()).toBe(0);
    await page.locator(tabSelector(pool)).click({ position: { x: 14, y: 12 } });
    await expect.poll(() => page.locator('iframe[data-non-cached]').count()).toBe(1);
    expect(await loadCount(page, pool)).toBe(2);
    expect(await loadCount(page, rfq)).toBe(1);
    await closePage(page);
  });

  it("loads a tab frame's first open at once (no init delay: firstImpressions.e2e), the loading indicator going when it has loaded", async () => {
    const page = await newPage(browser);
    await signIn(page, undefined);
    const src = '/subapps/report/?delay=1';
    await goFrame(page, src, '报表');
    await page.waitForSelector(frameSelector(src), { state: 'attached' });
    expect(await loadCount(page, src)).toBe(1);
    await expect.poll(() => page.getByTestId('frame-loading').count()).toBe(0);
    // The frame fills the content area under the tab strip: no blank band below it (the
    // platform's window height minus 200 left one about 135 px high), at any window size.
    const fills = async () => {
      const frame = (await page.locator(frameSelector(src)).boundingBox())!;
      const strip = (await page.getByTestId('tab-strip').boundingBox())!;
      const viewport = page.viewportSize()!;
      return { top: Math.round(frame.y - (strip.y + strip.height)), bottom: Math.round(viewport.height - (frame.y + frame.height)) };
    };
    expect(await fills()).toEqual({ top: 0, bottom: 0 });
    await screenshot(page, 'frame-fills-content');
    await page.setViewportSize({ width: 1100, height: 640 });
    await expect.poll(fills).toEqual({ top: 0, bottom: 0 });
    await closePage(page);
  });

  it('reloads the frames on a language change and tells them the language', async () => {
    const page = await newPage(browser, {}, { demoDiagnostics: true });
    await signIn(page, 'frames');
    const first = '/subapps/order/?lang=1#/v2/list';
    const second = '/subapps/supplier/?lang=2#/v2/list';
    await openFrame(page, first, '订单');
    await openFrame(page, second, '供应商');
    await page.getByTestId('topbar-language').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => loadCount(page, second)).toBe(2);
    await expect.poll(() => loadCount(page, first)).toBe(2);
    const shown = await contentOf(page, second);
    await expect.poll(() => shown.getByTestId('bridge-language').textContent()).toBe('en');
    // The menu labels follow the language where a translation key exists.
    expect(await page.getByTestId('menu-purchase').textContent()).toContain('Purchasing');
    await closePage(page);
  });
});

describe('the lock screen', () => {
  it('keeps the frames alive behind it: unlocked, each frame is where it was, told it was deactivated and activated', async () => {
    const page = await newPage(browser, {}, { demoDiagnostics: true });
    await signIn(page, 'frames');
    const kept = '/subapps/order/?lock=1';
    const shown = '/subapps/rfq/?lock=2';
    await openFrame(page, kept, '订单');
    await openFrame(page, shown, '询价');
    // Something typed into the shown sub-app: it would be lost if the frame were re-created.
    const before = await contentOf(page, shown);
    await before.evaluate(() => (document.body.dataset.unsaved = 'draft'));

    await page.getByTestId('topbar-lock').click();
    await page.getByTestId('lock-page').waitFor();
    // The shell is out of sight and out of reach; the lock page is all there is to see.
    expect(await page.getByTestId('shell-layout').getAttribute('data-hidden')).toBe('true');
    expect(await page.getByTestId('top-bar').isVisible()).toBe(false);
    expect(await page.locator('iframe[data-testid="frame"]').evaluateAll((frames) => frames.filter((f) => f.checkVisibility()).length)).toBe(0);
    await expect.poll(async () => (await contentOf(page, shown)).getByTestId('bridge-log').textContent()).toContain('deactivate');
    await expectAccessible(page, 'the lock screen over the frames');
    await screenshot(page, 'lock-over-frames');

    await page.locator('input[name="unlockPassword"]').fill(BUYER_ADMIN.password);
    await page.getByTestId('unlock-submit').click();
    await expect.poll(() => page.locator(slotSelector(shown)).getAttribute('data-shown')).toBe('true');
    const after = await contentOf(page, shown);
    expect(await after.evaluate(() => document.body.dataset.unsaved)).toBe('draft');
    await expect.poll(async () => ((await after.getByTestId('bridge-log').textContent()) ?? '').match(/activate zh_cn/g)?.length).toBe(2);
    for (const src of [kept, shown]) expect(await loadCount(page, src)).toBe(1);
    await clickTab(page, kept);
    expect(await loadCount(page, kept)).toBe(1);
    await closePage(page);
  });
});

describe('tabs', () => {
  it('replaces the tab of a group (rfq v2, custom order) and the audit tab', async () => {
    const page = await newPage(browser);
    await signIn(page, 'frames');
    const list = '/subapps/rfq/#/v2/list';
    const detail = '/subapps/rfq/#/v2/detail?id=RFQ-1';
    await openFrame(page, list, '询价管理');
    await openFrame(page, '/subapps/order/#/v2/order/list', '订单管理');
    await openFrame(page, detail, '询价详情');
    expect(await tabValues(page)).toEqual(['/portal/wel/index', detail, '/subapps/order/#/v2/order/list']);
    expect(await page.locator(frameSelector(list)).count()).toBe(0);

    await goFrame(page, '/subapps/order/#/custom/order/list', '定制订单');
    await goFrame(page, '/subapps/order/#/custom/order/detail?id=7', '定制订单详情');
    await expect.poll(() => tabValues(page)).toEqual(['/portal/wel/index', detail, '/subapps/order/#/v2/order/list', '/subapps/order/#/custom/order/detail?id=7']);
    // Highlight by group path: the custom order entry lights up for its detail page.
    await page.getByTestId('side-menu').getByRole('button', { name: '订单', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('menu-order_custom').getAttribute('aria-current')).toBe('page');

    await page.evaluate(() => (window.location.hash = '#/audit?businessType=orderDetail'));
    await page.getByTestId('audit-page').waitFor();
    await page.evaluate(() => (window.location.hash = '#/audit?businessType=rfqEdit'));
    await expect.poll(async () => (await tabValues(page)).filter((v) => v === '/audit').length).toBe(1);
    expect((await tabValues(page)).length).toBe(5);
    // The one approval tab shows the approval centre filtered as the last address says.
    await expect.poll(() => page.getByTestId('audit-centre').getAttribute('data-type')).toBe('rfqEdit');
    await closePage(page);
  });

  it('closes other tabs and all tabs (home stays), dropping their frames', async () => {
    const page = await newPage(browser);
    await signIn(page, 'frames');
    const srcs = ['/subapps/rfq/?c=1', '/subapps/order/?c=2', '/subapps/report/?c=3'];
    for (const src of srcs) await openFrame(page, src, src);
    await page.evaluate(() => (window.location.hash = '#/portal/info/index'));
    await page.getByTestId('personal-info').waitFor();
    await clickTab(page, srcs[1]!);

    await page.getByTestId('tabs-more').click();
    await page.getByTestId('tabs-close-others').click();
    await expect.poll(() => tabValues(page)).toEqual(['/portal/wel/index', srcs[1]]);
    expect(await iframeKeys(page)).toEqual([srcs[1]]);
    expect(await loadCount(page, srcs[1]!)).toBe(1);

    await page.getByTestId('tabs-more').click();
    await page.getByTestId('tabs-close-all').click();
    await expect.poll(() => tabValues(page)).toEqual(['/portal/wel/index']);
    await page.getByTestId('home-blocks').waitFor();
    expect(await iframeKeys(page)).toEqual([]);
    expect(await page.getByTestId('tab').first().getByTestId('tab-close').count()).toBe(0);
    await closePage(page);
  });

  it('restores the tabs after a reload, and clears them on an entry without params', async () => {
    const page = await newPage(browser);
    await signIn(page, 'frames');
    const srcs = ['/subapps/rfq/?r=1#/v2/list', '/subapps/supplier/?r=2#/v2/list'];
    for (const src of srcs) await openFrame(page, src, `R${srcs.indexOf(src)}`);
    await page.evaluate(() => (window.location.hash = '#/portal/info/message'));
    await clickTab(page, srcs[0]!);
    const before = await tabValues(page);

    await page.reload();
    await page.getByTestId('tab-strip').waitFor();
    expect(await tabValues(page)).toEqual(before);
    await expect.poll(() => page.locator(slotSelector(srcs[0]!)).getAttribute('data-shown')).toBe('true');
    await expect.poll(() => page.title()).toBe('R0');
    // Only the shown frame is created after the reload; the others when first shown.
    expect(await iframeKeys(page)).toEqual([srcs[0]]);
    await clickTab(page, srcs[1]!);
    expect(await loadCount(page, srcs[1]!)).toBe(2);

    await page.goto(`${portal.url}?tenant=frames`);
    await page.getByTestId('home-blocks').waitFor();
    expect(await tabValues(page)).toEqual(['/portal/wel/index']);
    await closePage(page);
  });

  it('opens no home tab when the entry says the resource is audit', async () => {
    const page = await newPage(browser);
    await signIn(page, 'frames');
    // A link to an approval opened in a new browser tab (same session, fresh tab strip).
    const linked = await page.context().newPage();
    await linked.goto(`${portal.url}?tenant=frames#/audit?resource=audit&businessType=order`);
    await linked.getByTestId('audit-page').waitFor();
    await expect.poll(() => tabValues(linked)).toEqual(['/audit']);
    expect(await linked.getByTestId('tab-close').count()).toBe(0);
    // Close all brings the home tab back.
    await linked.getByTestId('tabs-more').click();
    await linked.getByTestId('tabs-close-all').click();
    await expect.poll(() => tabValues(linked)).toEqual(['/portal/wel/index']);
    // Without that query the home tab opens as usual.
    const plain = await page.context().newPage();
    await plain.goto(`${portal.url}?tenant=frames#/audit?businessType=order`);
    await plain.getByTestId('audit-page').waitFor();
    await expect.poll(() => tabValues(plain)).toEqual(['/portal/wel/index', '/audit']);
    await closePage(page);
  });

  it('moves between tabs with the keyboard', async () => {
    const page = await newPage(browser);
    await signIn(page, 'frames');
    const srcs = ['/subapps/rfq/?k=1', '/subapps/order/?k=2', '/subapps/report/?k=3'];
    for (const src of srcs) await openFrame(page, src, src);
    await clickTab(page, srcs[0]!);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('tab');
    // Only the active tab is in the tab order (roving tabindex).
    expect(await page.locator('[data-testid="tab"][tabindex="0"]').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-value')))).toEqual([srcs[0]]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator(tabSelector(srcs[1]!)).getAttribute('data-active')).toBe('true');
    await expect.poll(() => page.locator(slotSelector(srcs[1]!)).getAttribute('data-shown')).toBe('true');
    await page.keyboard.press('End');
    await expect.poll(() => page.locator(tabSelector(srcs[2]!)).getAttribute('data-active')).toBe('true');
    await page.keyboard.press('Home');
    await expect.poll(() => page.locator(tabSelector('/portal/wel/index')).getAttribute('data-active')).toBe('true');
    await page.getByTestId('home-blocks').waitFor();
    // A slow machine: the router commits the move to the last tab late (a transition), after the
    // Delete below has closed it; the closed tab must not come back.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.keyboard.press('ArrowLeft'); // wraps to the last tab
    await expect.poll(() => page.locator(tabSelector(srcs[2]!)).getAttribute('data-active')).toBe('true');
    await page.keyboard.press('Delete');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect.poll(() => tabValues(page)).toEqual(['/portal/wel/index', srcs[0], srcs[1]]);
    await expect.poll(() => page.locator(tabSelector(srcs[1]!)).getAttribute('data-active')).toBe('true');
    for (const src of srcs.slice(0, 2)) expect(await loadCount(page, src)).toBe(1);
    // The browser's Back returns to the closed tab's entry: that is a new request, and it opens again.
    await page.goBack();
    await expect.poll(() => tabValues(page)).toEqual(['/portal/wel/index', srcs[0], srcs[1], srcs[2]]);
    await expect.poll(() => page.locator(tabSelector(srcs[2]!)).getAttribute('data-active')).toBe('true');
    await expect.poll(() => page.locator(slotSelector(srcs[2]!)).getAttribute('data-shown')).toBe('true');
    await closePage(page);
  });
  it('keeps every tab the keyboard went to in the history, however fast the keys come', async () => {
    const page = await newPage(browser);
    await signIn(page, 'frames');
    const srcs = ['/subapps/rfq/?f=1', '/subapps/order/?f=2', '/subapps/report/?f=3'];
    for (const src of srcs) await openFrame(page, src, src);
    await clickTab(page, srcs[1]!);
    // Right, then Delete before the paint: the move to the third tab is sent before it closes, so
    // that Back finds its entry (and the closed tab does not come back on its own).
    await page.evaluate((tab) => {
      const element = document.querySelector(tab) as HTMLElement;
      element.focus();
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true }));
    }, tabSelector(srcs[1]!));
    await expect.poll(() => tabValues(page)).toEqual(['/portal/wel/index', srcs[0], srcs[1]]);
    await expect.poll(() => page.locator(tabSelector(srcs[1]!)).getAttribute('data-active')).toBe('true');
    await page.waitForTimeout(300);
    expect(await tabValues(page)).toEqual(['/portal/wel/index', srcs[0], srcs[1]]);
    await page.goBack();
    await expect.poll(() => page.locator(tabSelector(srcs[2]!)).getAttribute('data-active')).toBe('true');
    await expect.poll(() => page.locator(slotSelector(srcs[2]!)).getAttribute('data-shown')).toBe('true');
    await closePage(page);
  });
});

describe('the bridge', () => {
  it('lets a demo sub-app open a tab, the flow dialog and send openNewPage', async () => {
    const page = await newPage(browser, {}, { demoDiagnostics: true });
    await signIn(page, 'frames');
    const menu = page.getByTestId('side-menu');
    await menu.getByRole('button', { name: '采购协同' }).click();
    await menu.getByRole('button', { name: '订单', exact: true }).click();
    await menu.getByRole('button', { name: '订单管理' }).click();
    const list = '/subapps/order/#/v2/order/list';
    expect(await loadCount(page, list)).toBe(1);
    await expect.poll(() => page.getByTestId('menu-order_v2').getAttribute('aria-current')).toBe('page');
    const listFrame = await contentOf(page, list);

    // openNewTag through the client library: a new tab, active, with the page's query.
    await listFrame.getByTestId('open-tag-PO-1001').click();
    const detail = '/subapps/order/#/v2/order/detail';
    await expect.poll(() => page.locator(slotSelector(detail)).getAttribute('data-shown')).toBe('true');
    expect(await tabValues(page)).toEqual(['/portal/wel/index', list, detail]);
    await expect.poll(() => page.title()).toBe('订单详情 PO-1001');
    const detailFrame = await contentOf(page, detail);
    await expect.poll(() => detailFrame.getByTestId('app-hash').textContent()).toBe('#/v2/order/detail?id=PO-1001');

    // The seed's plain message shape works too (its button is among the page's diagnostics).
    await clickTab(page, list);
    await listFrame.locator('[data-testid="diagnostics"] > summary').click();
    await listFrame.getByTestId('plain-tag-PO-1002').click();
    await expect.poll(() => page.title()).toBe('订单详情 PO-1002 (plain)');

    // openNewPage is accepted and does nothing.
    await clickTab(page, list);
    const tabsBefore = await tabValues(page);
    await listFrame.getByTestId('open-new-page').click();
    await expect.poll(() => listFrame.getByTestId('bridge-log').textContent()).toContain('sent openNewPage');
    await page.waitForTimeout(300);
    expect(await tabValues(page)).toEqual(tabsBefore);
    expect(await page.getByTestId('flow-dialog').count()).toBe(0);

    // openFlowDialog: 审批流, 70% wide, a frame at least 300 px high with the diagram from the database.
    await listFrame.getByTestId('open-flow-PO-1001').click();
    const dialog = page.getByTestId('flow-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe('审批流');
    // Once its opening animation is over.
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(Math.round(1366 * 0.7));
    const flowFrameBox = (await page.getByTestId('flow-frame').boundingBox())!;
    expect(flowFrameBox.height).toBeGreaterThanOrEqual(300);
    const flow = await (await page.getByTestId('flow-frame').elementHandle())!.contentFrame();
    await flow!.waitForSelector('body[data-state="ready"]');
    expect(await flow!.getByTestId('flow-title').textContent()).toBe('采购订单 PO-1001 审批');
    expect(await flow!.locator('[data-testid="flow-node"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-status')))).toEqual(['done', 'done', 'done']);
    await screenshot(page, 'flow-dialog');

    // Not closed by a click outside; closed by its close button.
    await page.mouse.click(10, 700);
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    await page.getByTestId('flow-dialog-close').click();
    await expect.poll(() => page.getByTestId('flow-dialog').count()).toBe(0);
    // The modal dialog hid the page from assistive technology; once closed, the page is back, and
    // the focus is back in the frame that asked for the dialog (not on the page's body).
    await expect.poll(() => page.locator('#root').getAttribute('aria-hidden')).toBeNull();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-frame-key'))).toBe(list);
    expect(await loadCount(page, list)).toBe(1);
    await closePage(page);
  });

  it('opens a portal page a sub-app asks for as a page, and refused addresses open nothing, with the reason shown', async () => {
    const page = await newPage(browser);
    await signIn(page, 'frames');
    const own = '/subapps/rfq/?ask=1#/v2/list';
    await openFrame(page, own, '询价');
    const frame = await contentOf(page, own);
    // The seed's plain message asking for a portal page: the page opens as a page (route), not the shell in a frame.
    await frame.evaluate(() => window.parent.postMessage({ action: 'openNewTag', data: { name: 'evil4', src: '/portal/info/index' } }, window.location.origin));
    await page.getByTestId('personal-info').waitFor();
    expect(await tabValues(page)).toEqual(['/portal/wel/index', own, '/portal/info/index']);
    expect(await iframeKeys(page)).toEqual([own]);
    expect(await page.locator('iframe[src*="/portal/"]').count()).toBe(0);
    await clickTab(page, own);

    // Refused addresses: nothing opens, no tab, no frame; a toast in the user's language says why.
    const tabsBefore = await tabValues(page);
    const refusedSrcs = ['javascript:parent.__pwned=1', '//evil.example/x', 'data:text/html,<b>x</b>', 'https://evil.example/app/', 'vbscript:x', 'blob:https://evil.example/1'];
    for (const src of refusedSrcs) {
      await frame.evaluate((s) => window.parent.postMessage({ action: 'openNewTag', data: { name: 'evilx', src: s } }, window.location.origin), src);
    }
    await expect.poll(() => page.getByTestId('toast-warning').filter({ hasText: '“evilx”未打开' }).count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('toast-warning').filter({ hasText: '地址的来源不在允许的来源之列' }).count()).toBe(1);
    await page.waitForTimeout(300);
    expect(await tabValues(page)).toEqual(tabsBefore);
    expect(await iframeKeys(page)).toEqual([own]);
    // The address bar and a forwarding link get the same answer.
    for (const hash of [
      `#/myiframe/evil?${new URLSearchParams({ src: '//evil.example/', name: 'evilx' }).toString()}`,
      `#/myiframe/evil?${new URLSearchParams({ src: '/portal/info/index', name: 'evil5' }).toString()}`,
      `#/forwardPass?${new URLSearchParams({ src: 'data:text/html,x', name: 'evilx' }).toString()}`,
    ]) {
      await page.evaluate((h) => (window.location.hash = h), hash);
      await page.waitForTimeout(200);
      await expect.poll(() => page.locator(tabSelector(own)).getAttribute('data-active')).toBe('true');
    }
    await page.getByTestId('toast-warning').filter({ hasText: '“evil5”未打开：门户页面不能在框架中打开' }).waitFor();
    expect(await tabValues(page)).toEqual(tabsBefore);
    expect(await iframeKeys(page)).toEqual([own]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    // In English the reason is English.
    await page.getByTestId('topbar-language').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => loadCount(page, own)).toBe(2);
    const reloaded = await contentOf(page, own);
    await reloaded.evaluate(() => window.parent.postMessage({ action: 'openNewTag', data: { name: 'evilx', src: 'javascript:1' } }, window.location.origin));
    await page.getByTestId('toast-warning').filter({ hasText: '"evilx" was not opened: the address is neither http(s) nor a portal address' }).waitFor();
    await screenshot(page, 'address-refused-toast');
    expect(await tabValues(page)).toEqual(tabsBefore);
    await closePage(page);
  });

  it('ignores the same messages from a window that is not one of its frames', async () => {
    const page = await newPage(browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await signIn(page, 'frames');
    const own = '/subapps/rfq/?own=1#/v2/list';
    await openFrame(page, own, '自己的');
    const tabsBefore = await tabValues(page);
    const message = { type: 'openNewTag', name: '伪造', src: '/subapps/order/#/v2/order/detail', query: { id: 'X' } };
    const flow = { type: 'openFlowDialog', flowId: 'PI-1001' };

    // 1. The shell window itself, 2. an iframe that is not in the pool, 3. a popup window.
    await page.evaluate(([m, f]) => {
      window.postMessage(m, window.location.origin);
      window.postMessage(f, window.location.origin);
    }, [message, flow] as const);
    await page.evaluate(() => {
      const stranger = document.createElement('iframe');
      stranger.id = 'stranger';
      stranger.src = '/subapps/report/?stranger=1';
      document.body.appendChild(stranger);
    });
    const stranger = await (await page.waitForSelector('#stranger')).contentFrame();
    await stranger!.waitForFunction(() => Boolean(window.SrmBridge));
    await stranger!.evaluate(([m, f]) => {
      window.parent.postMessage(m, window.location.origin);
      window.parent.postMessage(f, window.location.origin);
      window.SrmBridge!.openNewTag({ name: 'client', src: '/subapps/order/#/v2/order/detail', query: { id: 'Y' } });
    }, [message, flow] as const);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open('/subapps/supplier/?popup=1', '_blank'))]);
    await popup.waitForLoadState();
    await popup.evaluate(([m, f]) => {
      window.opener.postMessage(m, window.location.origin);
      window.opener.postMessage(f, window.location.origin);
    }, [message, flow] as const);

    await expect.poll(() => warnings.filter((w) => w.includes('refused (not-own-frame)')).length).toBeGreaterThanOrEqual(7);
    expect(await tabValues(page)).toEqual(tabsBefore);
    expect(await page.getByTestId('flow-dialog').count()).toBe(0);
    expect(await loadCount(page, own)).toBe(1);

    // The same message from the shell's own frame does open the tab (the control).
    await (await contentOf(page, own)).evaluate((m) => window.parent.postMessage(m, window.location.origin), message);
    await expect.poll(() => tabValues(page)).toEqual([...tabsBefore, '/subapps/order/#/v2/order/detail']);
    // The stranger is the test's own, not the portal's: it goes before the page is checked.
    await page.evaluate(() => document.getElementById('stranger')?.remove());
    await closePage(page);
  });

  it('ignores its own frame once it shows a foreign origin; accepts an allowed origin', async () => {
    // The shell's CSP allows frames of its own origin only; the allowed origin needs the CSP to
    // say so too (a deployment concern), so this context bypasses CSP to reach the bridge checks.
    const page = await newPage(browser, { bypassCSP: true }, { demoDiagnostics: true });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await signIn(page, 'frames');
    const own = '/subapps/rfq/?nav=1#/v2/list';
    await openFrame(page, own, '将被导航');
    const tabsBefore = await tabValues(page);
    const frame = await contentOf(page, own);
    await frame.goto(`${foreign.origin}/subapps/rfq/?foreign=1#/v2/list`);
    await frame.waitForFunction(() => Boolean(window.SrmBridge) && document.body?.dataset.loads !== undefined);
    expect(await frame.evaluate(() => window.SrmBridge!.shellOrigin)).toBe(portal.origin);
    await frame.getByTestId('open-tag-RFQ-2026-0001').click();
    await frame.getByTestId('open-flow-RFQ-2026-0001').click();
    await frame.locator('[data-testid="diagnostics"] > summary').click();
    await frame.getByTestId('plain-tag-RFQ-2026-0002').click();
    await expect.poll(() => warnings.filter((w) => w.includes('refused (origin-not-allowed)')).length).toBe(3);
    expect(await tabValues(page)).toEqual(tabsBefore);
    expect(await page.getByTestId('flow-dialog').count()).toBe(0);

    // With the other portal's origin allowed (tenant `partner`), its frame may open a tab.
    await page.goto(entry('partner', '/portal/wel/index'));
    await page.getByTestId('home-blocks').waitFor();
    const partnerSrc = `${foreign.origin}/subapps/rfq/#/v2/list`;
    await goFrame(page, partnerSrc, '合作方询价');
    await expect.poll(() => page.locator(slotSelector(partnerSrc)).getAttribute('data-shown')).toBe('true');
    const partner = await contentOf(page, partnerSrc);
    await partner.waitForFunction(() => document.body?.dataset.loads !== undefined);
    await partner.getByTestId('open-tag-RFQ-2026-0001').click();
    await expect.poll(() => page.title()).toBe('询价详情 RFQ-2026-0001');

    // The layout may narrow what an origin may send (tenant `partner-flow`: openFlowDialog only).
    await page.goto(entry('partner-flow', '/portal/wel/index'));
    await page.getByTestId('home-blocks').waitFor();
    await goFrame(page, partnerSrc, '合作方询价');
    await expect.poll(() => page.locator(slotSelector(partnerSrc)).getAttribute('data-shown')).toBe('true');
    const narrowed = await contentOf(page, partnerSrc);
    await narrowed.waitForFunction(() => document.body?.dataset.loads !== undefined);
    const flowOnlyTabs = await tabValues(page);
    await narrowed.getByTestId('open-tag-RFQ-2026-0001').click();
    await expect.poll(() => warnings.filter((w) => w.includes('openNewTag refused (message-not-allowed)')).length).toBe(1);
    expect(await tabValues(page)).toEqual(flowOnlyTabs);
    await narrowed.getByTestId('open-flow-RFQ-2026-0001').click();
    await page.getByTestId('flow-dialog').waitFor();

    // The longest chain (PI-1001, five nodes) is shown whole: no node cut off on the right, at
    // this window size and at a narrower one (the chain wraps onto a second row).
    const flow = (await (await page.getByTestId('flow-frame').elementHandle())!.contentFrame())!;
    await flow.waitForSelector('body[data-state="ready"]');
    const nodesInView = () =>
      flow.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const nodes = [...document.querySelectorAll('[data-testid="flow-node"]')].map((node) => node.getBoundingClientRect());
        return { count: nodes.length, cut: nodes.filter((box) => box.left < 0 || box.right > width).length, scrolls: document.documentElement.scrollWidth > width };
      });
    await expect.poll(nodesInView).toEqual({ count: 5, cut: 0, scrolls: false });
    await screenshot(page, 'flow-dialog-long-chain');
    await page.setViewportSize({ width: 1000, height: 700 });
    await expect.poll(nodesInView).toEqual({ count: 5, cut: 0, scrolls: false });
    await screenshot(page, 'flow-dialog-long-chain-narrow');
    await expectAccessible(page, 'the flow dialog');
    await page.getByTestId('flow-dialog-close').click();
    await expect.poll(() => page.locator('#root').getAttribute('aria-hidden')).toBeNull();
    await closePage(page);
  });
});

describe('the side menu', () => {
  it('never opens a javascript: or data: menu address, nor a foreign origin', async () => {
    const page = await newPage(browser);
    await page.route(`**/apis${endpoints.getMenu.path}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: unknown[] };
      body.data.push(
        { appCode: 'evil_js', appName: '恶意脚本', appUrl: 'javascript:window.__pwned=1;alert(1)', appIcon: 'icon-x', children: [] },
        { appCode: 'evil_data', appName: '恶意数据', appUrl: 'data:text/html,<script>parent.__pwned=2</script>', appIcon: '', children: [] },
        { appCode: 'evil_far', appName: '外部站点', appUrl: 'https://evil.example/', appIcon: '', children: [] },
      );
      await route.fulfill({ response, json: body });
    });
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await signIn(page, 'frames');
    const before = page.url();
    const tabsBefore = await tabValues(page);
    for (const name of ['恶意脚本', '恶意数据', '外部站点']) {
      await page.getByTestId('side-menu').getByRole('button', { name }).click();
      // Its own refusal (the message names the menu entry), not the previous click's.
      await page.getByTestId('toast-warning').filter({ hasText: name }).waitFor();
    }
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    expect(page.url()).toBe(before);
    expect(await tabValues(page)).toEqual(tabsBefore);
    expect(await iframeKeys(page)).toEqual([]);

    // Typed straight into the address bar, the frame host refuses it too: no tab, no frame, the
    // user is told why and stays on the page they were on.
    await page.evaluate(() => (window.location.hash = `#/myiframe/x?${new URLSearchParams({ src: 'javascript:window.__pwned=3', name: 'evilx' }).toString()}`));
    await page.getByTestId('toast-warning').filter({ hasText: '“evilx”未打开：地址不是 http(s) 或站内地址' }).waitFor();
    await expect.poll(() => page.url()).toBe(before);
    expect(await tabValues(page)).toEqual(tabsBefore);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await closePage(page);
  });

  it("fills the account into a menu address: the report entry loads /subapps/report/?_t=307000", async () => {
    const page = await newPage(browser);
    await signIn(page, 'frames');
    const menu = page.getByTestId('side-menu');
    await menu.getByRole('button', { name: '报表中心' }).click();
    await menu.getByRole('button', { name: '报表', exact: true }).click();
    const src = '/subapps/report/?_t=307000';
    await expect.poll(() => page.locator(slotSelector(src)).getAttribute('data-shown')).toBe('true');
    const frame = await contentOf(page, src);
    await frame.waitForFunction(() => document.body?.dataset.loads !== undefined);
    expect(new URL(frame.url()).search).toBe('?_t=307000');
    expect(await tabValues(page)).toEqual(['/portal/wel/index', src]);
    await expect.poll(() => page.getByTestId('menu-report_index').getAttribute('aria-current')).toBe('page');
    await closePage(page);
  });

  it('highlights, shows icons, and on a small screen folds away with the shade', async () => {
    const page = await newPage(browser);
    await signIn(page, 'frames');
    expect(await page.getByTestId('menu-workbench').locator('[data-icon]').getAttribute('data-icon')).toBe('home');
    expect(await page.getByTestId('menu-supplier').locator('[data-icon]').getAttribute('data-icon')).toBe('people');
    const menu = page.getByTestId('side-menu');
    await menu.getByRole('button', { name: '工作台' }).click();
    await menu.getByRole('button', { name: '个人信息' }).click();
    await page.getByTestId('personal-info').waitFor();
    expect(await page.getByTestId('menu-info_index').getAttribute('aria-current')).toBe('page');
    // The top-level entry without children (文档中心) opens through its index child.
    await page.getByTestId('menu-document_center').click();
    await expect.poll(() => page.getByTestId('menu-document_center').getAttribute('aria-current')).toBe('page');

    await page.setViewportSize({ width: 900, height: 700 });
    await expect.poll(() => menu.getAttribute('data-collapsed')).toBe('true');
    await page.getByTestId('topbar-collapse').click();
    await expect.poll(() => menu.getAttribute('data-collapsed')).toBe('false');
    await page.getByTestId('menu-shade').click({ position: { x: 600, y: 300 } });
    await expect.poll(() => menu.getAttribute('data-collapsed')).toBe('true');
    expect(await page.getByTestId('menu-shade').count()).toBe(0);

    // The logo goes home (below 992 px the title is hidden and the logo alone stands for the site).
    expect(await page.getByTestId('site-title').isVisible()).toBe(false);
    await page.getByTestId('brand').click();
    await expect.poll(() => page.url()).toContain('#/portal/wel/index');
    await closePage(page);
  });
});

describe('pages outside the menu', () => {
  it('forwards /forwardPass to the detail page (data as props) in place of itself, and shows the error pages', async () => {
    const page = await newPage(browser, {}, { demoDiagnostics: true });
    await signIn(page, 'frames');
    const data = JSON.stringify({ orderNumber: 'PO-1001', supplier: '华东精密' });
    await page.evaluate((d) => (window.location.hash = `#/forwardPass?${new URLSearchParams({ name: '订单详情', data: d }).toString()}`), data);
    const detail = page.getByTestId('forward-detail');
    await detail.waitFor();
    expect(await detail.textContent()).toContain('PO-1001');
    expect(await detail.textContent()).toContain('华东精密');
    expect(await tabValues(page)).toEqual(['/portal/wel/index', '/forward/detail']);
    // Back leaves the detail page for the page before /forwardPass, not for /forwardPass again.
    await page.goBack();
    await page.getByTestId('home-blocks').waitFor();

    // With an address, /forwardPass opens it in the frame host.
    await page.evaluate(() => (window.location.hash = `#/forwardPass?${new URLSearchParams({ name: '订单', src: '/subapps/order/#/v2/order/detail', id: 'PO-7' }).toString()}`));
    const src = '/subapps/order/#/v2/order/detail';
    await expect.poll(() => page.locator(slotSelector(src)).getAttribute('data-shown')).toBe('true');
    await expect.poll(async () => (await contentOf(page, src)).getByTestId('app-hash').textContent()).toBe('#/v2/order/detail?id=PO-7');

    for (const code of ['403', '404', '500']) {
      await page.evaluate((c) => (window.location.hash = `#/${c}`), code);
      await page.getByTestId(`error-${code}`).waitFor();
      await expectAccessible(page, `the ${code} page`);
    }
    await page.evaluate(() => (window.location.hash = '#/no/such/page'));
    await page.getByTestId('error-404').waitFor();
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.getByTestId('home-blocks').waitFor();
    await closePage(page);
  });
});
