import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT } from '../../server/app';
import { HASHED_FILE } from '../../scripts/releases';
import { distDir } from '../../scripts/start-helpers';
import { BUYER_ADMIN, closePage, launchBrowser, login, newPage, screenshot, startPortal, type Portal } from './harness';

// Releases that keep open tabs working (docs/deployment.md): release A (dist/) in a folder of its own, open
// the portal on it, build B into the same folder (SRM_BUILD_ID salts every hash: the same sources
// under new names), and the open tab still loads A's page chunks, learns of B and offers it; a chunk
// that is really gone shows the chunk failure with a Reload that runs B.

/**
 * Builds the shell into `folder` (the test file runs under the e2e lock, so no lock here). Not
 * spawnSync: the server under test runs in this process, and a build that blocked its event loop for
 * 40 s made its load shedding refuse the calls that came right after (a deployment builds elsewhere).
 */
function build(folder: string, buildId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['rspack', 'build'], { cwd: REPO_ROOT, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production', SRM_DIST_DIR: folder, SRM_BUILD_ID: buildId } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => (status === 0 ? resolve() : reject(new Error(`build ${buildId} failed (exit ${status}):\n${output}`))));
  });
}

/**
 * Release A: the suite's own build of these sources (dist/, made by the e2e set-up), copied with its
 * newest release only (dist/ may keep older ones) — the same files a build into `folder` makes,
 * without a second 40 s build.
 */
function copyNewestRelease(from: string, to: string): void {
  const [newest] = releases(from);
  const kept = new Set(newest!.files);
  cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const name = path.relative(from, source);
      return name !== 'releases.json' && (name.startsWith('subapps') || !HASHED_FILE.test(name) || kept.has(name));
    },
  });
  writeFileSync(path.join(to, 'releases.json'), JSON.stringify({ releases: [newest] }));
}

const version = (folder: string) => (JSON.parse(readFileSync(path.join(folder, 'version.json'), 'utf8')) as { release: string }).release;
const releases = (folder: string) => (JSON.parse(readFileSync(path.join(folder, 'releases.json'), 'utf8')) as { releases: Array<{ id: string; files: string[] }> }).releases;
/** The page chunk named `name` (page-info-personal.<hash>.js) among a release's files. */
const chunkOf = (files: string[], name: string) => files.find((file) => new RegExp(`^${name}\\.[0-9a-f]{8}\\.js$`).test(file))!;
const pageRelease = (page: Page) => page.locator('meta[name="srm-release"]').getAttribute('content');
/** Opens a route of the shell in the running tab (a hash change: the page is not loaded again). */
const openRoute = (page: Page, route: string) => page.evaluate((hash) => void (window.location.hash = hash), route);
/** What a tab hears when the user comes back to it. */
const cameBack = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

let folder: string;
let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'srm-release-dist-'));
  copyNewestRelease(distDir(), folder);
  portal = await startPortal({ staticDir: folder });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('a release while tabs are open', () => {
  it('keeps A’s chunks (and the newest three releases) for the open tab, offers B, and a chunk that is gone reloads into B', async () => {
    const releaseA = version(folder);
    const english = await newPage(browser, { locale: 'en-US' });
    const chinese = await newPage(browser, { locale: 'zh-CN' });
    for (const page of [english, chinese]) {
      await login(page, portal, BUYER_ADMIN);
      expect(await pageRelease(page)).toBe(releaseA);
    }

    // Two older releases were deployed before A: with B the oldest falls out of the newest three.
    const manifest = path.join(folder, 'releases.json');
    const old = ['0000000000000001', '0000000000000002'].map((id, n) => ({ id, time: '2026-01-01T00:00:00.000Z', files: [`page-old.0000000${n}.js`] }));
    for (const release of old) writeFileSync(path.join(folder, release.files[0]!), '// an old release\n');
    writeFileSync(manifest, JSON.stringify({ releases: [...releases(folder), ...old.reverse()] }));

    await build(folder, 'release-b');
    const releaseB = version(folder);
    expect(releaseB).not.toBe(releaseA);
    const [b, a, older] = releases(folder);
    expect(releases(folder).map((release) => release.id)).toEqual([releaseB, releaseA, '0000000000000002']);
    expect(existsSync(path.join(folder, older!.files[0]!))).toBe(true);
    expect(existsSync(path.join(folder, 'page-old.00000000.js'))).toBe(false);
    const personalA = chunkOf(a!.files, 'page-info-personal');
    expect(chunkOf(b!.files, 'page-info-personal')).not.toBe(personalA);
    expect(existsSync(path.join(folder, personalA))).toBe(true);

    // A page whose chunk only A had loads in the open tab, from A's file.
    const served: Array<{ url: string; status: number }> = [];
    english.on('response', (response) => served.push({ url: response.url(), status: response.status() }));
    await openRoute(english, '#/portal/info/index');
    await english.getByTestId('personal-info').waitFor();
    expect(served.find((answer) => answer.url.endsWith(`/${personalA}`))?.status).toBe(200);
    // Nothing offered before the tab asks (no busy polling); the user coming back to the tab asks.
    expect(await english.getByTestId('release-notice').count()).toBe(0);
    for (const page of [english, chinese]) await cameBack(page);
    await expect.poll(() => english.getByTestId('release-notice').textContent()).toContain('A new version of the portal is available');
    await expect.poll(() => chinese.getByTestId('release-notice').textContent()).toContain('门户有新版本');
    await screenshot(english, 'release-notice-en');
    await screenshot(chinese, 'release-notice-zh');
    // The notice waits for the user: the tab still runs A until Reload.
    expect(await pageRelease(english)).toBe(releaseA);
    await closePage(chinese);

    // A's messages chunk is really gone (e.g. pruned by later releases): the chunk failure, Retry
    // fails again (404), and its Reload runs B on the same page.
    const messagesA = chunkOf(a!.files, 'page-info-messages');
    for (const suffix of ['', '.br', '.gz']) rmSync(path.join(folder, `${messagesA}${suffix}`), { force: true });
    await openRoute(english, '#/portal/info/message');
    const failure = english.getByRole('alert').filter({ hasText: 'The page could not be loaded' });
    await failure.waitFor();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => failure.textContent()).toContain('no longer served');
    expect(served.filter((answer) => answer.url.endsWith(`/${messagesA}`)).map((answer) => answer.status)).toContain(404);
    await screenshot(english, 'release-chunk-gone-en');
    await Promise.all([english.waitForEvent('load'), failure.getByRole('button', { name: 'Reload' }).click()]);
    await english.getByTestId('messages-table').waitFor();
    expect(await pageRelease(english)).toBe(releaseB);
    expect(served.some((answer) => answer.url.endsWith(`/${chunkOf(b!.files, 'page-info-messages')}`) && answer.status === 200)).toBe(true);
    expect(await english.getByTestId('release-notice').count()).toBe(0);
    await closePage(english);
  }, 180_000);
});
