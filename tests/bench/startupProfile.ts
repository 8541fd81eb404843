/**
 * Where the start-up's time goes (issue 29): a CPU profile (CDP Profiler, 100 µs sampling) of the
 * page from the sign-in click until home is usable, with a server menu of PAGES pages (default
 * 10,000; startup.bench.ts's shape), then of a signed-in reload; prints the functions with the most
 * self time and the menu call's server time and size. A tool, not a bench: no budget.
 *
 *   flock /tmp/e2e.lock npx tsx tests/bench/startupProfile.ts [pages]
 */
import type { CDPSession, Page } from 'playwright-core';
import { sql } from 'kysely';
import { buildIfStale } from '../../scripts/start-helpers';
import { runBench } from './benchKit';
import { menuShape, pageLabel } from './luigiFixture';
import { BUYER_ADMIN, fillLogin, launchBrowser, newContext, startPortal } from '../e2e/harness';
import { insertMenuTree } from '../../server/modules/menu/repo';
import { tablesOf } from '../../server/platform/db/handle';
import type { MenuTables } from '../../server/modules/menu/tables';

const PAGES = Number(process.argv[2] ?? 10000);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}

/** Self time by function (ms), the top `count`. */
function topSelf(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }, count = 25): string[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byNode.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${key}`);
}

async function profiled<T>(cdp: CDPSession, run: () => Promise<T>): Promise<T> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = await cdp.send('Profiler.stop');
  for (const line of topSelf(profile as never)) console.log(line);
  return result;
}

const homeUsable = (page: Page) =>
  page.waitForFunction(() => ['[data-testid="home-blocks"]', '[data-testid="topbar-userName"]', '[data-testid="side-menu"]'].every((selector) => document.querySelector(selector)), undefined, { polling: 'raf', timeout: 30_000 });

async function main(): Promise<void> {
  buildIfStale();
  const portal = await startPortal({ checkAnswers: false });
  const browser = await launchBrowser();
  try {
    const { groups, subGroups, perSubGroup } = menuShape(PAGES);
    await tablesOf<MenuTables>(portal.server.db).deleteFrom('menus').where(sql`substr(app_code, 1, 6)`, '=', 'bench_').execute();
    await insertMenuTree(
      portal.server.db,
      BUYER_ADMIN.elsAccount,
      Array.from({ length: groups }, (_, group) => ({
        appCode: `bench_${group}`,
        appName: `基准分组 ${group}`,
        children: Array.from({ length: subGroups }, (_, sub) => ({
          appCode: `bench_${group}_${sub}`,
          appName: `基准子组 ${group}-${sub}`,
          children: Array.from({ length: perSubGroup }, (_, item) => ({ appCode: `bench_${group}_${sub}_${item}`, appName: pageLabel(group, sub, item), appUrl: `/subapps/order/#/bench/${group}/${sub}/${item}`, appIcon: 'icon-order' })),
        })),
      })),
    );
    const context = await newContext(browser);
    const page = await context.newPage();
    page.on('response', (response) => {
      if (response.url().includes('getMenu')) void response.body().then((body) => console.log(`menu call: ${body.length} bytes, ${Math.round(response.request().timing().responseStart)} ms to its first byte`));
    });
    await page.goto(`${portal.url}#/login`);
    await fillLogin(page, BUYER_ADMIN);
    const cdp = await context.newCDPSession(page);
    console.log(`\nsign-in → home, ${PAGES} pages: self time`);
    await profiled(cdp, async () => {
      await page.getByTestId('login-submit').click();
      await homeUsable(page);
      await page.waitForTimeout(300);
    });
    console.log(`\nsigned-in reload → home, ${PAGES} pages: self time`);
    await profiled(cdp, async () => {
      await page.reload({ waitUntil: 'commit' });
      await homeUsable(page);
      await page.waitForTimeout(300);
    });
    await context.close();
  } finally {
    await browser.close();
    await portal.close();
  }
}

runBench(main);
