// Fault: the reference server is SIGKILLed mid-session and started again (issue 28, point 2). The
// server runs as its own process (tests/scale/instances.ts) on the run's seeded SQLite data dir and
// serves the built shell; a real Chromium is signed in. Checked as the user sees it: the shell says
// it cannot reach the server (role=status), goes back by itself when the server is back (no reload),
// and the session goes on (same user, no sign-in page). Saves: one the server acknowledged before
// the kill is there after the restart (the page read again, and the API); one sent while the server
// is dead is reported failed in the user's language, what was entered stays, and the retry after
// the restart stores it (the personal table settings, and the layout editor's publish).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUYER_ADMIN, BUYER_USER, launchBrowser, login, newPage, type Portal } from '../e2e/harness';
import { freePort } from '../deploy/nginxSite';
import { startInstance, type Instance } from '../scale/instances';
import { copySqliteTemplate } from '../../server/testTemplate';
import { distDir } from '../../scripts/start-helpers';
import { shellMessages } from '../../src/shell/messages';
import { storeMessages } from '../../src/stores/storeMessages';
import { endpoints, type Endpoint } from '../../src/contract/endpoints';
import { endpointUrl } from '../../src/testing/endpointUrl';

const OFFLINE = shellMessages.zh_cn.i18n_connectivity_offline!;
/** What the user reads when a save got no answer: the shell's network text (seed: 网络连接中断，请检查网络). */
const NETWORK = storeMessages.zh_cn!.i18n_network_error!;

let browser: Browser;
let server: Instance;
let page: Page;

beforeAll(async () => {
  const { inject } = await import('vitest');
  const template = inject('srmSqliteTemplate')?.dataDir;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'srm-killed-'));
  if (template) copySqliteTemplate(template, dataDir, undefined);
  server = await startInstance({ name: 'killed', port: await freePort(), staticDir: distDir(), dataDir, extraEnv: { SRM_DEV_ENDPOINTS: '1' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the server killed mid-session', () => {
  it('shows that the server cannot be reached, and goes on by itself, signed in, when it is back', async () => {
    const origin = `http://127.0.0.1:${server.port}`;
    page = await newPage(browser);
    await login(page, { url: `${origin}/portal/`, origin } as Portal, BUYER_USER);
    const status = page.getByTestId('connectivity-status');
    const user = await page.getByTestId('topbar-userName').textContent();
    await expect.poll(() => status.getAttribute('data-online')).toBe('true');

    // The pages' code is loaded before the kill: what fails after it is the pages' calls.
    const go = (hash: string) => page.evaluate((to) => void (window.location.hash = to), hash);
    await go('#/portal/info/message');
    // Its own content, not the top bar: the page's chunk must be in before the kill (the top bar is
    // there at once, and a chunk still on the wire at the kill failed with it).
    await page.getByTestId('messages-tab-all').waitFor();
    await go('#/portal/wel/index');
    await expect.poll(() => page.url()).toContain('#/portal/wel/index');
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));

    await server.kill();
    // The user works on: the message centre's calls get no answer (a hash route: no page load).
    await go('#/portal/info/message');
    await expect.poll(async () => `${await status.textContent()} ${failed.join(' ')}`, { timeout: 20_000 }).toContain(OFFLINE);
    await server.restart();
    await expect.poll(() => status.getAttribute('data-online'), { timeout: 20_000 }).toBe('true');
    expect(await page.getByTestId('topbar-userName').textContent()).toBe(user);
    expect(page.url()).not.toContain('#/login');
  });
});

const origin = () => `http://127.0.0.1:${server.port}`;

/** A page of the buyer administrator, signed in, on `hash`, the shell online. */
async function adminOn(hash: string): Promise<Page> {
  const admin = await newPage(browser);
  await login(admin, { url: `${origin()}/portal/`, origin: origin() } as Portal, BUYER_ADMIN);
  await admin.evaluate((to) => void (window.location.hash = to), hash);
  await expect.poll(() => admin.getByTestId('connectivity-status').getAttribute('data-online')).toBe('true');
  return admin;
}

/** A call of the API with the page's own session (its token and account), from the test: what the server has stored. */
async function apiCall<T>(page: Page, endpoint: Endpoint, body: unknown): Promise<T> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('srm-token') ?? '{}') as { content?: string }).content ?? '');
  const answer = await fetch(`${origin()}/portal/apis${endpointUrl(endpoint)}`, {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', token, elsAccount: `${BUYER_ADMIN.elsAccount}_${BUYER_ADMIN.elsSubAccount}` },
    body: JSON.stringify(body),
  });
  const envelope = (await answer.json()) as { code: string; data: T };
  expect(envelope.code).toBe('200');
  return envelope.data;
}

/** Kills the server, runs `whileDead`, starts it again and waits until the page says it is online. */
async function withServerDead(page: Page, whileDead: () => Promise<void>): Promise<void> {
  await server.kill();
  try {
    await whileDead();
  } finally {
    await server.restart();
  }
  await expect.poll(() => page.getByTestId('connectivity-status').getAttribute('data-online'), { timeout: 20_000 }).toBe('true');
}

describe('a save around the kill', () => {
  it('personal table settings: one acknowledged before the kill is kept; one sent while the server is dead is reported failed, kept in the form, and stored by the retry', async () => {
    const admin = await adminOn('#/portal/info/index');
    const configs = admin.getByTestId('info-configs');
    await configs.waitFor();
    const stamp = Date.now().toString(36);
    const before = `killedBefore${stamp}`;
    const during = `killedDuring${stamp}`;

    // Acknowledged before the kill.
    await admin.getByTestId('info-config-new').click();
    await admin.getByTestId('info-config-table').fill(before);
    await admin.getByTestId('info-config-field').first().fill('orderNumber');
    await admin.getByTestId('info-config-save').click();
    await admin.getByTestId(`info-config-row-${before}`).waitFor();

    // The next one is entered, then the server dies before it is saved.
    await admin.getByTestId('info-config-new').click();
    await admin.getByTestId('info-config-table').fill(during);
    await admin.getByTestId('info-config-field').first().fill('orderDate');
    await admin.getByTestId('info-config-add-column').click();
    await admin.getByTestId('info-config-field').nth(1).fill('supplierName');
    const problem = admin.getByTestId('info-config-problem');
    await withServerDead(admin, async () => {
      await admin.getByTestId('info-config-save').click();
      // Told, in Chinese, in the dialog; nothing of what was entered is gone.
      await expect.poll(() => problem.textContent()).toBe(NETWORK);
      expect(await admin.getByTestId('info-config-table').inputValue()).toBe(during);
      expect(await admin.getByTestId('info-config-field').evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value))).toEqual(['orderDate', 'supplierName']);
      expect(await admin.getByTestId(`info-config-row-${during}`).count()).toBe(0);
    });

    // Back: the user's retry stores it.
    await admin.getByTestId('info-config-save').click();
    await admin.getByTestId(`info-config-row-${during}`).waitFor();
    // The earlier failure is not shown beside the success; the dialog closes (after its exit animation).
    expect(await problem.count()).toBe(0);
    await expect.poll(() => admin.getByRole('dialog').count()).toBe(0);

    // Read again from the server: the page reloaded lists both, and so does the API.
    await admin.reload();
    await admin.getByTestId(`info-config-row-${during}`).waitFor();
    expect(await admin.getByTestId(`info-config-row-${before}`).textContent()).toContain('显示 1 / 共 1 列');
    expect(await admin.getByTestId(`info-config-row-${during}`).textContent()).toContain('显示 2 / 共 2 列');
    const stored = await apiCall<{ rows: Array<{ toElsAccount: string; configJson: string }> }>(admin, endpoints.findLayoutConfigs, {
      elsAccount: BUYER_ADMIN.elsAccount,
      elsSubAccount: BUYER_ADMIN.elsSubAccount,
      configType: 'table',
      pageSize: 100,
    });
    const fieldsOf = (table: string) => {
      const row = stored.rows.find((each) => each.toElsAccount === table);
      return row ? (JSON.parse(row.configJson) as { columns: Array<{ field: string }> }).columns.map((column) => column.field) : undefined;
    };
    expect([fieldsOf(before), fieldsOf(during)]).toEqual([['orderNumber'], ['orderDate', 'supplierName']]);
    await admin.context().close();
  });

  it('the layout editor: a publish sent while the server is dead is reported failed in the user’s language, the text kept, and the retry publishes it', async () => {
    const admin = await adminOn('#/portal/admin/layout');
    await admin.getByTestId('layout-editor').waitFor();
    await expect.poll(() => admin.getByTestId('layout-base-version').textContent()).toMatch(/\d|无/);
    const { current: base } = await apiCall<{ current: number }>(admin, endpoints.listLayoutOverlayVersions, { elsAccount: BUYER_ADMIN.elsAccount, elsSubAccount: '', toElsAccount: '', pageNo: 1, pageSize: 1 });
    const title = `断电之后 ${Date.now().toString(36)}`;
    const overlay = { app: { siteTitle: title } };
    await admin.getByTestId('layout-tab-json').click();
    const text = admin.getByTestId('layout-editor-text').locator('.cm-content');
    await text.fill(JSON.stringify(overlay, null, 2));
    await admin.getByTestId('layout-note').fill('kill');
    const error = admin.getByTestId('layout-publish-error');
    await withServerDead(admin, async () => {
      await admin.getByTestId('layout-publish').click();
      await expect.poll(() => error.textContent()).toContain(NETWORK);
      expect(await error.textContent()).not.toContain('Network Error');
      expect(JSON.parse(await text.innerText())).toEqual(overlay);
      expect(await admin.getByTestId('site-title').textContent()).not.toBe(title);
    });

    // Back: the same click publishes it, as the next version of the one it started from.
    await admin.getByTestId('layout-publish').click();
    await admin.getByTestId('toast-success').filter({ hasText: `版本 ${base + 1}` }).waitFor();
    expect(await error.count()).toBe(0);
    await expect.poll(() => admin.getByTestId('site-title').textContent()).toBe(title);
    await admin.reload();
    await expect.poll(() => admin.getByTestId('site-title').textContent()).toBe(title);
    const versions = await apiCall<{ current: number }>(admin, endpoints.listLayoutOverlayVersions, { elsAccount: BUYER_ADMIN.elsAccount, elsSubAccount: '', toElsAccount: '', pageNo: 1, pageSize: 1 });
    expect(versions.current).toBe(base + 1);
    await admin.context().close();
  });
});
