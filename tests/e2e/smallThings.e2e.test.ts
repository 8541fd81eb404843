import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUYER_ADMIN, BUYER_USER, closePage, launchBrowser, login, newPage, startPortal, SUPPLIER, type Portal } from './harness';
import { shellMessages } from '../../src/shell/messages';
import { listMessages } from '../../src/plugin-api/lists/listMessages';
import { endpoints } from '../../src/contract/endpoints';
import { endpointUrl } from '../../src/testing/endpointUrl';

// The small things a new user met walking the portal in both languages (issue items 15 and 17):
// the phone layout of the login pages and the document centre, the logo, the charts, the tab strip,
// the personal info's codes, the push toast's place, the search boxes' clear button, and one name
// per page.

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

const PHONE = { width: 390, height: 800 } as const;
type Language = 'zh' | 'en';
const LOCALE: Record<Language, string> = { zh: 'zh-CN', en: 'en-US' };
/** The charts' captions (plugins/home's catalogue: the e2e suite cannot load a plugin's module). */
const CAPTIONS = {
  zh: {
    requests: '近 12 个月每月新建的采购申请数（张）',
    orders: '近 12 个月每月下达的采购订单数（张）',
    deliveries: '近 12 个月每月的送货单数（张）',
    finance: '近 12 个月每月对账单的应收、已开票与已收金额（元）',
  },
  en: {
    requests: 'Purchase requests created per month, last 12 months',
    orders: 'Purchase orders placed per month, last 12 months',
    deliveries: 'Delivery notes per month, last 12 months',
    finance: 'Receivable, invoiced and received per month from statements (CNY), last 12 months',
  },
} as const;
/** The personal info's terms (plugins/info's catalogue). */
const TERMS = { zh: ['岗位', '权限', '环境'], en: ['Station', 'Permission', 'Environment'] } as const;
const shellText = (language: Language, id: keyof (typeof shellMessages)['en']) => shellMessages[language === 'zh' ? 'zh_cn' : 'en'][id]!;

/** How far the page scrolls sideways (0: it fits the window). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function captchaAnswer(page: Page): Promise<string> {
  const image = page.locator('img[data-captcha-id]');
  await image.waitFor();
  const id = await image.getAttribute('data-captcha-id');
  const response = await fetch(`${portal.origin}/portal/apis${endpointUrl(endpoints.devCaptcha, { id: String(id) })}`);
  return ((await response.json()) as { data: { answer: string } }).data.answer;
}

describe('a 390 px phone', () => {
  for (const language of ['zh', 'en'] as const) {
    it(`shows the login page without sideways scrolling, the static copy and the live page (${language})`, async () => {
      // The copy prerendered into index.html, as it stands before any script of the app has run.
      const still = await newPage(browser, { viewport: PHONE, locale: LOCALE[language] });
      await still.route(/\/portal\/[^/]+\.js$/, (route) => route.abort());
      await still.goto(`${portal.url}#/login`);
      await still.locator('input[name="elsAccount"]').waitFor();
      expect(await sidewaysScroll(still)).toBe(0);
      await still.context().close();

      const page = await newPage(browser, { viewport: PHONE, locale: LOCALE[language] });
      await page.goto(`${portal.url}#/login`);
      await page.getByTestId('login-page').waitFor();
      await page.locator('input[name="elsAccount"]').fill('x');
      expect(await sidewaysScroll(page)).toBe(0);
      // Every field and button is wholly inside the window.
      const rightmost = await page.getByTestId('login-page').evaluate((root) => Math.max(...[...root.querySelectorAll('input, button')].map((element) => element.getBoundingClientRect().right)));
      expect(rightmost).toBeLessThanOrEqual(PHONE.width);
      await closePage(page);
    });

    it(`shows the whole SMS countdown on the forgot-password page (${language})`, async () => {
      const page = await newPage(browser, { viewport: PHONE, locale: LOCALE[language] });
      await page.goto(`${portal.url}#/forgotPassword`);
      await page.getByTestId('forgot-page').waitFor();
      expect(await sidewaysScroll(page)).toBe(0);
      await page.locator('input[name="mobile"]').fill('13900000001');
      await page.locator('input[name="captcha"]').fill(await captchaAnswer(page));
      await page.getByTestId('forgot-send').click();
      const send = page.getByTestId('forgot-send');
      await expect.poll(() => send.textContent()).toMatch(language === 'zh' ? /^\d+ 秒后重新获取$/ : /^Resend in \d+ s$/);
      // Its text is not cut off: the button is as wide as its text and inside the window.
      expect(await send.evaluate((button) => button.scrollWidth - button.clientWidth)).toBeLessThanOrEqual(0);
      const box = (await send.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(await sidewaysScroll(page)).toBe(0);
      await closePage(page);
    });
  }

  it('draws the document centre table with no column over another; the table scrolls, the page does not', async () => {
    const page = await newPage(browser, { viewport: PHONE });
    await login(page, portal, BUYER_USER);
    await page.goto(`${portal.url}#/portal/info/documentCenter`);
    await page.locator('[data-testid^="document-row-"]').first().waitFor();
    const overlaps = await page.getByTestId('documents-table').evaluate((table) => {
      const problems: string[] = [];
      for (const row of table.querySelectorAll('tr')) {
        const cells = [...row.children] as HTMLElement[];
        cells.forEach((cell, index) => {
          // A cell's content stays inside it, and each cell starts where the one before ends.
          if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${cell.textContent} runs over its cell`);
          const next = cells[index + 1];
          if (next && next.getBoundingClientRect().left < cell.getBoundingClientRect().right - 1) problems.push(`${next.textContent} overlaps ${cell.textContent}`);
        });
      }
      return problems;
    });
    expect(overlaps).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
    const scroller = page.getByTestId('documents-table-scroll');
    expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await closePage(page);
  });
});

describe('the look', () => {
  it('draws the default logo\'s letters SRM side by side, not stretched apart', async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url}default-logo.svg`);
    const gaps = await page.evaluate(() => {
      const text = document.querySelector('text')!;
      return [1, 2].map((index) => text.getStartPositionOfChar(index).x - text.getEndPositionOfChar(index - 1).x);
    });
    for (const gap of gaps) expect(Math.abs(gap)).toBeLessThan(2);
    await page.context().close();
  });

  for (const language of ['zh', 'en'] as const) {
    it(`captions each home chart with what it counts and draws its axis on round numbers (${language})`, async () => {
      const page = await newPage(browser, { locale: LOCALE[language] });
      await login(page, portal, BUYER_ADMIN);
      const charts = page.getByTestId('month-chart');
      await expect.poll(() => charts.count()).toBe(3);
      expect(await page.getByTestId('chart-caption').allTextContents()).toEqual([CAPTIONS[language].requests, CAPTIONS[language].orders, CAPTIONS[language].deliveries]);
      for (const chart of await charts.all()) {
        await chart.locator('.fui-cart__yAxis .tick text').first().waitFor();
        const ticks = (await chart.locator('.fui-cart__yAxis .tick text').allTextContents()).map((text) => Number(text.replace(/,/g, '')));
        expect(ticks[0]).toBe(0);
        const step = ticks[1]! - ticks[0]!;
        // 1, 2 or 5 times a power of ten (counts: never 2.5), the same between every two ticks.
        expect([1, 2, 5]).toContain(step / 10 ** Math.floor(Math.log10(step)));
        ticks.forEach((tick, index) => expect(tick).toBe(index * step));
      }
      await closePage(page);
    });
  }

  it("captions the supplier's finance chart and puts its amounts on round ticks", async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    await login(page, portal, SUPPLIER);
    const chart = page.getByTestId('finance-chart');
    await chart.locator('.fui-cart__yAxis .tick text').first().waitFor();
    expect(await chart.getByTestId('chart-caption').textContent()).toBe(CAPTIONS.en.finance);
    const ticks = await chart.locator('.fui-cart__yAxis .tick text').allTextContents();
    // CN¥0, CN¥250K, CN¥500K…: whole thousands or millions, never 212.5K.
    for (const tick of ticks) expect(tick).toMatch(/^CN¥\d+[KM]?$/);
    await closePage(page);
  });

  it('keeps a whole tab beside the pinned Home tab when the strip scrolls', async () => {
    const page = await newPage(browser, { viewport: { width: 760, height: 700 } });
    await login(page, portal, BUYER_ADMIN);
    for (const path of ['/portal/info/message', '/portal/info/todo', '/portal/info/list', '/portal/info/documentCenter', '/portal/info/index', '/portal/admin/layout']) {
      await page.goto(`${portal.url}#${path}`);
      await expect.poll(() => page.locator('[data-testid="tab"][data-active="true"]').getAttribute('data-value')).toBe(path);
    }
    await page.getByTestId('tabs-hidden').waitFor();
    // The strip has scrolled to the last tab opened (the list of hidden tabs is measured after that
    // scroll, one frame later: read before, it named the tabs hidden before it).
    await expect.poll(() => page.getByTestId('tabs-scroll-right').isDisabled()).toBe(true);
    /** The first tab in view at the strip's left edge starts at that edge (no tab is cut there). */
    const leftEdgeCut = () =>
      page.getByTestId('tab-scroller').evaluate((scroller) => {
        const tabs = [...scroller.querySelectorAll<HTMLElement>('[data-testid="tab"]')];
        const first = tabs.find((tab) => tab.offsetLeft + tab.offsetWidth > scroller.scrollLeft + 1);
        return first ? Math.round(scroller.scrollLeft - first.offsetLeft) : 0;
      });
    // A tab out of sight on the left, chosen from the list of hidden tabs, comes into view whole,
    // with no sliver of the tab before it.
    await page.getByTestId('tabs-hidden').click();
    const hidden = page.getByTestId('tabs-hidden-item');
    const value = await hidden.nth((await hidden.count()) - 2 >= 0 ? 1 : 0).getAttribute('data-value');
    await page.locator(`[data-testid="tabs-hidden-item"][data-value="${value}"]`).click();
    await expect.poll(() => page.locator('[data-testid="tab"][data-active="true"]').getAttribute('data-value')).toBe(value);
    await expect.poll(leftEdgeCut).toBe(0);
    // The arrows page by whole tabs: the first tab not wholly in view comes to the left edge, or, where
    // the strip ends before that, the last tab ends at the right edge.
    const before = await page.getByTestId('tab-scroller').evaluate((scroller) => scroller.scrollLeft);
    await page.getByTestId('tabs-scroll-right').click();
    // Read once the smooth scroll has stopped (the same place over 100 ms).
    const settled = () =>
      page.getByTestId('tab-scroller').evaluate(async (scroller) => {
        const start = scroller.scrollLeft;
        await new Promise((resolve) => setTimeout(resolve, 100));
        const moving = scroller.scrollLeft !== start;
        return { moving, scrollLeft: scroller.scrollLeft, atEnd: scroller.scrollLeft >= scroller.scrollWidth - scroller.clientWidth - 1 };
      });
    await expect.poll(async () => {
      const place = await settled();
      return !place.moving && place.scrollLeft > before && (place.atEnd || (await leftEdgeCut()) === 0);
    }).toBe(true);
    await closePage(page);
  });
});

/** Sends a message to `owner` through the administrators' endpoint (stored, then pushed by the server). */
async function sendMessage(owner: { elsAccount: string; elsSubAccount: string }, title: string): Promise<void> {
  const api = `${portal.origin}/portal/apis`;
  const signIn = await fetch(`${api}${endpoints.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ elsAccount: BUYER_ADMIN.elsAccount, elsSubAccount: BUYER_ADMIN.elsSubAccount, password: BUYER_ADMIN.password }),
  });
  const token = ((await signIn.json()) as { data: { token: string } }).data.token;
  const headers = { 'content-type': 'application/json', token, elsAccount: `${BUYER_ADMIN.elsAccount}_${BUYER_ADMIN.elsSubAccount}` };
  const sent = await fetch(`${api}${endpoints.sendMessage.path}`, { method: 'POST', headers, body: JSON.stringify({ elsAccount: owner.elsAccount, elsSubAccount: owner.elsSubAccount, title }) });
  expect(sent.status).toBe(200);
}

describe('the push toast', () => {
  it('lies over a sub-app frame tab, not under its iframe', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    await expect.poll(() => page.getByTestId('topbar-pushStatus').getAttribute('data-state')).toBe('connected');
    await page.evaluate(() => (window.location.hash = `#/myiframe/supplier?${new URLSearchParams({ src: '/subapps/supplier/#/v2/list', name: 'Suppliers' }).toString()}`));
    await page.locator('[data-testid="frame-slot"] iframe').first().waitFor();
    await sendMessage(BUYER_ADMIN, '送货单 DN-2026-0042 已签收');
    const toast = page.getByTestId('push-toast');
    await toast.waitFor();
    // What a click at the toast's centre would reach is the toast itself (before: the frame's iframe).
    await expect
      .poll(() =>
        toast.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return top !== null && element.contains(top);
        }),
      )
      .toBe(true);
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="toasts"] .fui-Toast')].every((toast) => {
      for (let element: Element | null = toast; element && element.getAttribute('data-testid') !== 'toasts'; element = element.parentElement) if (getComputedStyle(element).opacity !== '1') return false;
      return true;
    }));
    await closePage(page);
  });

  it('appears below the top bar, leaving its controls free', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    await expect.poll(() => page.getByTestId('topbar-pushStatus').getAttribute('data-state')).toBe('connected');
    await sendMessage(BUYER_ADMIN, '采购订单 PO-2026-0099 已确认');
    const toast = page.getByTestId('push-toast');
    await toast.waitFor();
    const bar = (await page.getByTestId('top-bar').boundingBox())!;
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    // The controls at the bar's right end can still be clicked: nothing lies over their centre.
    const signOut = page.getByTestId('topbar-logout');
    expect(await signOut.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && button.contains(top);
    })).toBe(true);
    // The toast fades in: the accessibility check waits until it is wholly there.
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="toasts"] .fui-Toast')].every((toast) => {
      for (let element: Element | null = toast; element && element.getAttribute('data-testid') !== 'toasts'; element = element.parentElement) if (getComputedStyle(element).opacity !== '1') return false;
      return true;
    }));
    await closePage(page);
  });
});

describe('the texts', () => {
  for (const language of ['zh', 'en'] as const) {
    it(`shows the station, permission and environment by their names on personal info (${language})`, async () => {
      const page = await newPage(browser, { locale: LOCALE[language] });
      await login(page, portal, BUYER_ADMIN);
      await page.goto(`${portal.url}#/portal/info/index`);
      const value = (term: string) => page.locator('[data-testid="info-detail"] dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
      const expected = language === 'zh' ? ['采购', '管理员', '演示环境'] : ['Purchasing', 'Administrator', 'Demo'];
      for (const [index, term] of TERMS[language].entries()) await expect.poll(() => value(term).textContent()).toBe(expected[index]);
      await closePage(page);
    });

    it(`names the search boxes' clear buttons in the language (${language})`, async () => {
      const page = await newPage(browser, { locale: LOCALE[language] });
      await login(page, portal, BUYER_USER);
      const clearOf = (testId: string) => page.locator('.fui-SearchBox', { has: page.getByTestId(testId) }).locator('.fui-SearchBox__dismiss');
      await page.getByTestId('menu-search').fill('wd');
      await expect.poll(() => clearOf('menu-search').getAttribute('aria-label')).toBe(shellText(language, 'i18n_menu_search_clear'));
      await page.goto(`${portal.url}#/portal/info/documentCenter`);
      await page.getByTestId('documents-search').fill('pdf');
      const listClear = (listMessages[language === 'zh' ? 'zh_cn' : 'en'] as Record<string, string>).i18n_list_search_clear;
      await expect.poll(() => clearOf('documents-search').getAttribute('aria-label')).toBe(listClear);
      await closePage(page);
    });
  }

  it('opens the home link 审批列表 as a tab and a page of that name', async () => {
    const page = await newPage(browser);
    await login(page, portal, BUYER_ADMIN);
    await page.getByTestId('home-navigation').getByText('审批列表', { exact: true }).click();
    await expect.poll(() => page.locator('[data-testid="tab"][data-active="true"]').textContent()).toBe('审批列表');
    expect(await page.locator('main h1').textContent()).toBe('审批列表');
    await closePage(page);
  });

  it('gives a page one name in the menu, its tab, its heading and the home links (en)', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    await login(page, portal, BUYER_ADMIN);
    const navigation = page.getByTestId('home-navigation').locator('a, button');
    await expect.poll(() => navigation.count()).toBeGreaterThan(0);
    const links = await navigation.allTextContents();
    await page.getByTestId('menu-workbench').click();
    for (const [appCode, id] of [
      ['info_message', 'i18n_menu_message'],
      ['info_todo', 'i18n_menu_todo'],
      ['document_center', 'i18n_menu_documentCenter'],
    ] as const) {
      const name = shellText('en', id);
      const item = page.getByTestId(`menu-${appCode}`);
      expect((await item.textContent())?.trim()).toBe(name);
      await item.click();
      await expect.poll(() => page.locator('[data-testid="tab"][data-active="true"]').textContent()).toBe(name);
      expect(await page.locator('main h1').textContent()).toBe(name);
      expect(links).toContain(name);
    }
    await closePage(page);
  });
});
