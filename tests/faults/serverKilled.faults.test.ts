// Fault: the reference server is SIGKILLed mid-session and started again (issue 28, point 2). The
// server runs as its own process (tests/scale/instances.ts) on the run's seeded SQLite data dir and
// serves the built shell; a real Chromium is signed in. Checked as the user sees it: the shell says
// it cannot reach the server (role=status), goes back by itself when the server is back (no reload),
// and the session goes on (same user, no sign-in page).
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUYER_USER, launchBrowser, login, newPage, type Portal } from '../e2e/harness';
import { startInstance, type Instance } from '../scale/instances';
import { copySqliteTemplate } from '../../server/testTemplate';
import { distDir } from '../../scripts/start-helpers';
import { shellMessages } from '../../src/shell/messages';

const OFFLINE = shellMessages.zh_cn.i18n_connectivity_offline!;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

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
    await page.getByTestId('top-bar').waitFor();
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
