import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildServer, REPO_ROOT, type ServerOptions, type SrmServer } from '../../server/app';
import { createLayoutPatchValidator } from '../../server/layoutValidation';
import { distDir } from '../../scripts/start-helpers';

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

export const BUYER_ADMIN = { elsAccount: '307000', elsSubAccount: '1001', password: 'Buyer@2026', name: '张采购' };
export const BUYER_USER = { elsAccount: '307000', elsSubAccount: '1002', password: 'Buyer@2026', name: '李采购' };
export const SUPPLIER = { elsAccount: '300100', elsSubAccount: '1001', password: 'Supplier@2026', name: '王销售' };

/** Starts the real reference server on a fresh temporary database and a free port. */
export async function startPortal(options: Partial<ServerOptions> & { prepareConfig?: (configDir: string) => void } = {}): Promise<Portal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'srm-e2e-data-'));
  const configDir = mkdtempSync(path.join(tmpdir(), 'srm-e2e-config-'));
  cpSync(path.join(REPO_ROOT, 'config'), configDir, { recursive: true });
  options.prepareConfig?.(configDir);
  const server = await buildServer({ dataDir, configDir, staticDir: distDir(), logger: false, validateLayoutPatch: createLayoutPatchValidator(), ...options });
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

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Opens a page that fails the test on any uncaught page error. */
export async function newPage(browser: Browser, errors: string[] = []): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN' });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

export async function login(page: Page, portal: Portal, account: { elsAccount: string; elsSubAccount: string; password: string }, entryUrl = `${portal.url}#/login`): Promise<void> {
  await page.goto(entryUrl);
  await page.locator('input[name="elsAccount"]').fill(account.elsAccount);
  await page.locator('input[name="elsSubAccount"]').fill(account.elsSubAccount);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('top-bar').waitFor();
}

/** The values (path or src) of the open tabs, in order. */
export async function tabValues(page: Page): Promise<string[]> {
  return page.getByTestId('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-value') ?? ''));
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(REPO_ROOT, 'tests/e2e/artifacts', `${name}.png`), fullPage: false });
}
