// Settings the layout accepts do something (issue 25, point 7): every image form the schema accepts for
// an image setting is shown where the setting is used — here the form that used to pass the check and be
// ignored, a data: image as the login page's background, and a data: image as the browser tab's icon. And
// what docs/layout.md says of texts holds: a tenant's own translation file words the registration agreement.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { closePage, launchBrowser, newPage, screenshot, startPortal, writeTenant, type Portal } from './harness';

/** An 8×8 crimson PNG. */
const CRIMSON = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4IWeDFTEMLQkAd2xIgco4MNEAAAAASUVORK5CYII=';
const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxNiAxNiI+PHJlY3Qgd2lkdGg9IjE2IiBoZWlnaHQ9IjE2IiBmaWxsPSIjYzgxZTNjIi8+PC9zdmc+';

const AGREEMENT = { zh_cn: '图片公司供应商注册协议：第一条，供应商应如实填写资料。', en: 'Pictures Ltd supplier agreement: article 1, suppliers give true information.' };

let browser: Browser;
let portal: Portal;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal({
    prepareConfig: (configDir) => {
      writeTenant(configDir, 'pictures', {
        loginPage: { defaults: { background: CRIMSON } },
        app: { branding: { favicon: ICON }, translations: { urlTemplate: '{prefix}/config/tenants/pictures/i18n/{language}.json' } },
      });
      mkdirSync(path.join(configDir, 'tenants/pictures/i18n'), { recursive: true });
      writeFileSync(path.join(configDir, 'tenants/pictures/i18n/zh_cn.json'), JSON.stringify({ i18n_agreement_body: AGREEMENT.zh_cn }));
      writeFileSync(path.join(configDir, 'tenants/pictures/i18n/en.json'), JSON.stringify({ i18n_agreement_body: AGREEMENT.en }));
    },
  });
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

describe('image settings take every form the schema accepts', () => {
  it('a data: image as the login background is drawn (the CSP lets it load) and a data: favicon is the tab icon', async () => {
    const page = await newPage(browser);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${portal.url}?tenant=pictures#/login`);
    const loginPage = page.getByTestId('login-page');
    await expect.poll(() => loginPage.evaluate((element) => getComputedStyle(element).backgroundImage), { timeout: 10_000 }).toContain(CRIMSON);
    // The page may load it: the image decodes under the page's own Content-Security-Policy.
    expect(await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return `${image.naturalWidth}×${image.naturalHeight}`;
    }, CRIMSON)).toBe('8×8');
    await expect.poll(() => page.locator('link[rel="icon"]').getAttribute('href')).toBe(ICON);
    expect(violations).toEqual([]);
    await screenshot(page, 'honest-settings-login-background');
    await closePage(page);
  });
});

describe('a tenant words its own texts (app.translations)', () => {
  it.each([
    ['zh_cn', 'zh-CN'],
    ['en', 'en-US'],
  ] as const)("the registration agreement (i18n_agreement_body) comes from the tenant's own translation file (%s)", async (language, locale) => {
    const page = await newPage(browser, { locale });
    await page.goto(`${portal.url}?tenant=pictures#/register`);
    await page.getByTestId('register-agreement-open').click();
    await expect.poll(() => page.getByTestId('agreement-text').textContent(), { timeout: 10_000 }).toBe(AGREEMENT[language]);
    await screenshot(page, `honest-settings-agreement-${language}`);
    await closePage(page);
  });
});
