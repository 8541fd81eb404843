import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { buildServer, REPO_ROOT, type ServerOptions, type SrmServer } from '../../server/app';
import { copySqliteTemplate, startsFromTemplate } from '../../server/testTemplate';
import { distDir } from '../../scripts/start-helpers';
import { browserPath } from '../../scripts/ensure-browser';
import { expectAccessible } from './a11y';

export interface Portal {
  /** e.g. http://127.0.0.1:43210 */
  origin: string;
  /** The shell's entry, e.g. http://127.0.0.1:43210/portal/ */
  url: string;
  configDir: string;
  /** The running server (its database and services), for tests that arrange data directly. */
  server: SrmServer;
  close(): Promise<void>;
}

// The seeded demo logins: the contract's one list (server/fixtures/demoLogins.ts).
export { BUYER_ADMIN, BUYER_USER, SUPPLIER_USER as SUPPLIER } from '../../server/fixtures/demoLogins';
import { DEMO_LOGINS, BUYER_ADMIN } from '../../server/fixtures/demoLogins';
import { endpoints } from '../../src/contract/endpoints';

/**
 * The run's seeded SQLite data dir (tests/kit/sqliteTemplateGlobalSetup.ts), when this runs in vitest
 * under that global setup; else undefined (the benchmarks run outside vitest: their servers seed).
 */
async function seededTemplate(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('srmSqliteTemplate')?.dataDir;
}

/**
 * Starts the real reference server on a fresh temporary database and a free port, as a test
 * harness: with the development endpoints (captcha answers, the SMS inbox, counters), and with its
 * demo sub-apps framable by any local port (another portal of the same test plays a foreign origin).
 * The fresh database is a copy of the run's seeded template (server/testTemplate.ts) when there is
 * one and the options leave the data where the seeds put it; else the server seeds it on start.
 */
export async function startPortal(options: Partial<ServerOptions> & { prepareConfig?: (configDir: string) => void } = {}): Promise<Portal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'srm-e2e-data-'));
  const template = startsFromTemplate(options) ? await seededTemplate() : undefined;
  if (template) copySqliteTemplate(template, dataDir, options.storageDir);
  const configDir = mkdtempSync(path.join(tmpdir(), 'srm-e2e-config-'));
  cpSync(path.join(REPO_ROOT, 'config'), configDir, { recursive: true });
  options.prepareConfig?.(configDir);
  const server = await buildServer({
    dataDir,
    configDir,
    staticDir: distDir(),
    logger: false,
    devEndpoints: true,
    checkAnswers: true,
    subAppFrameAncestors: ['http://127.0.0.1:*'],
    ...options,
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    url: `${origin}/portal/`,
    configDir,
    server,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}

/**
 * Playwright's own --disable-features list (playwright-core 1.65, chromiumSwitches): Chromium keeps
 * only the last --disable-features switch, so the list below replaces it and must repeat it (it
 * keeps Chromium from calling Google's hosts, among others). launchBrowser fails when Playwright's
 * list has changed, rather than silently turning those features back on.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The omnibox popups that headless Chromium 156 loads as WebUI pages into every new window, i.e.
 * into every browser context: about 0.5 s of CPU per context, on a two-core machine, while the
 * page under test loads. A person's browser pays that once per window, not once per page.
 */
const PRELOADED_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLED_FEATURES_SWITCH = '--disable-features=';

/**
 * A script that starts Chromium without the right to raise its threads' CPU priority (CAP_SYS_NICE
 * taken from its bounding set), as it runs for any user but root: run as root, Chromium puts its
 * compositor and IO threads at nice -8, and a test with many tabs then starves every other process
 * of the machine (the server under test went seconds without running).
 */
function browserWithoutPriorityRaise(executable: string): string {
  const script = path.join(tmpdir(), `srm-chromium-without-sys-nice-${process.pid}`);
  writeFileSync(script, `#!/bin/sh\nexec /usr/bin/setpriv --bounding-set -sys_nice -- ${JSON.stringify(executable)} "$@"\n`, { mode: 0o755 });
  return script;
}

/**
 * `args`: further Chromium switches (e.g. `--host-resolver-rules=MAP srm.example.test 127.0.0.1` to
 * serve a host name). `ownPriority: false`: Chromium may not raise its threads' priority (when the
 * tests run as root; see browserWithoutPriorityRaise), for tests that run many tabs beside a server.
 */
export async function launchBrowser({ args = [], ownPriority = true }: { args?: readonly string[]; ownPriority?: boolean } = {}): Promise<Browser> {
  const asRoot = process.getuid?.() === 0 && existsSync('/usr/bin/setpriv');
  const browser = await chromium.launch({
    executablePath: !ownPriority && asRoot ? browserWithoutPriorityRaise(browserPath()) : browserPath(),
    headless: true,
    ignoreDefaultArgs: [`${DISABLED_FEATURES_SWITCH}${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`],
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `${DISABLED_FEATURES_SWITCH}${[...PLAYWRIGHT_DISABLED_FEATURES, ...PRELOADED_WEBUI_FEATURES].join(',')}`,
      ...args,
    ],
  });
  await expectOneFeatureSwitch(browser);
  return browser;
}

/** The browser's own command line has a single --disable-features (ours): else Playwright's list changed. */
async function expectOneFeatureSwitch(browser: Browser): Promise<void> {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as { processInfo: Array<{ type: string; id: number }> };
  await session.detach();
  const pid = processInfo.find((process) => process.type === 'browser')?.id;
  if (pid === undefined) return;
  const switches = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter((arg) => arg.startsWith(DISABLED_FEATURES_SWITCH));
  if (switches.length !== 1) {
    await browser.close();
    throw new Error(`Chromium got ${switches.length} ${DISABLED_FEATURES_SWITCH} switches: Playwright's default list changed; update PLAYWRIGHT_DISABLED_FEATURES in tests/e2e/harness.ts from its chromiumSwitches`);
  }
}

/** The browser window of every test and benchmark: a large screen, Chinese. */
export const CONTEXT_OPTIONS = { viewport: { width: 1366, height: 800 }, locale: 'zh-CN' } as const satisfies BrowserContextOptions;

/** Uncaught errors of the pages of each context made here (every page: new tabs and popups too). */
const pageErrors = new WeakMap<BrowserContext, string[]>();

/**
 * A browser context with CONTEXT_OPTIONS (and `extra`) whose pages' uncaught errors closePage checks.
 * The first-use guide (a modal tour shown once to each new user) is marked seen for the demo users,
 * so that it covers nothing in tests of other things; `guide: true` leaves it to show (display.e2e).
 * `demoDiagnostics: true` switches on the demo sub-apps' diagnostics panel (load counter, query,
 * bridge state and log, plain-message buttons: server/demo-apps/src/demo/diagnostics.ts), which users never see.
 */
export async function newContext(
  browser: Browser,
  extra: BrowserContextOptions = {},
  { guide = false, demoDiagnostics = false }: { guide?: boolean; demoDiagnostics?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, ...extra });
  if (demoDiagnostics) {
    await context.addInitScript(() => {
      try {
        window.localStorage.setItem('srm-demo-diagnostics', 'on');
      } catch {
        // a page without storage (about:blank)
      }
    });
  }
  if (!guide) {
    await context.addInitScript((users: string[]) => {
      try {
        for (const user of users) window.localStorage.setItem(`srm-guideSeen:${user}`, JSON.stringify({ dataType: 'boolean', content: true, datetime: Date.now() }));
      } catch {
        // a page without storage (about:blank)
      }
    }, DEMO_LOGINS.map((demo) => `${demo.elsAccount}_${demo.elsSubAccount}`));
  }
  const errors: string[] = [];
  pageErrors.set(context, errors);
  context.on('page', (page) => page.on('pageerror', (error) => errors.push(error.message)));
  return context;
}

/** Opens a page in a context of its own; closePage fails the test on any uncaught page error. */
export async function newPage(browser: Browser, extra: BrowserContextOptions = {}, options: { demoDiagnostics?: boolean } = {}): Promise<Page> {
  return (await newContext(browser, extra, options)).newPage();
}

/**
 * Fails the test if any page of the page's context had an uncaught error, or if a portal page of
 * the context, as it stands at the end of the test, has an accessibility violation (a11y.ts: every
 * page the suite visits is held to it); then closes the context.
 */
export async function closePage(page: Page): Promise<void> {
  const context = page.context();
  try {
    // Imported here: the benchmarks use this module outside vitest, where importing it throws.
    const { expect } = await import('vitest');
    expect(pageErrors.get(context) ?? []).toEqual([]);
    for (const open of context.pages()) {
      if (!open.isClosed() && new URL(open.url()).pathname.startsWith('/portal')) await expectAccessible(open);
    }
  } finally {
    await context.close();
  }
}

/** The layout editor page is there with its stored overlay and version loaded (the version line has a number). */
export async function layoutEditorLoaded(page: Page): Promise<void> {
  await page.getByTestId('layout-editor').waitFor();
  const { expect } = await import('vitest');
  await expect.poll(() => page.getByTestId('layout-base-version').textContent()).toMatch(/\d|无|no/i);
}

export async function fillLogin(page: Page, account: { elsAccount: string; elsSubAccount: string; password: string }): Promise<void> {
  await page.locator('input[name="elsAccount"]').fill(account.elsAccount);
  await page.locator('input[name="elsSubAccount"]').fill(account.elsSubAccount);
  await page.locator('input[name="password"]').fill(account.password);
}

export async function login(page: Page, portal: Portal, account: { elsAccount: string; elsSubAccount: string; password: string }, entryUrl = `${portal.url}#/login`): Promise<void> {
  await page.goto(entryUrl);
  await fillLogin(page, account);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('top-bar').waitFor();
}

/** Writes a tenant's layout overlay (config/tenants/<tenant>/layout.json) into a portal's config folder. */
export function writeTenant(configDir: string, tenant: string, patch: unknown): void {
  mkdirSync(path.join(configDir, 'tenants', tenant), { recursive: true });
  writeFileSync(path.join(configDir, 'tenants', tenant, 'layout.json'), JSON.stringify(patch));
}

/** The values (path or src) of the open tabs, in order. */
export async function tabValues(page: Page): Promise<string[]> {
  return page.getByTestId('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-value') ?? ''));
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(REPO_ROOT, 'tests/e2e/artifacts', `${name}.png`), fullPage: false });
}

/**
 * The same session's token, signed with the server's own key, whose life ended a minute ago. The key
 * is read from the server's database (a server run as its own process: its data dir opened with
 * openDatabase, which WAL lets a reader do while it writes).
 */
export async function expiredTwin(portal: { server: Pick<SrmServer, 'db'> }, token: string): Promise<string> {
  const claims = decodeJwt(token);
  const secret = await portal.server.db.selectFrom('app_secrets').select('value').where('name', '=', 'jwt_hs256').executeTakeFirstOrThrow();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ elsAccount: claims.elsAccount, elsSubAccount: claims.elsSubAccount, permission: claims.permission, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub!)
    .setJti(crypto.randomUUID())
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new Uint8Array(Buffer.from(secret.value, 'base64')));
}

/** A signed-in buyer administrator for calls made from the test itself (sending messages, …). */
export interface AdminSession {
  api: string;
  headers: Record<string, string>;
}

export async function adminSession(portal: Portal): Promise<AdminSession> {
  const api = `${portal.origin}/portal/apis`;
  const answer = await fetch(`${api}${endpoints.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ elsAccount: BUYER_ADMIN.elsAccount, elsSubAccount: BUYER_ADMIN.elsSubAccount, password: BUYER_ADMIN.password }),
  });
  const token = ((await answer.json()) as { data: { token: string } }).data.token;
  return { api, headers: { 'content-type': 'application/json', token, elsAccount: `${BUYER_ADMIN.elsAccount}_${BUYER_ADMIN.elsSubAccount}` } };
}
