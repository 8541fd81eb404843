/**
 * Benchmark of issue 29's budget 3: 100 open tabs, 40 of them live frames. Chromium against the real
 * reference server, a deployment whose tenant file allows a pool of 40 (frames.poolLimit).
 *
 *   npx tsx tests/bench/tabs.bench.ts      (part of npm run bench)
 *
 * 1. The cost of a kept frame: the renderer's JS heap and DOM nodes (after forced GCs, CDP
 *    Performance.getMetrics) with 0, 10, 20 and 40 live frames; per frame = the growth over the
 *    frames added. The sub-apps are same-origin (/subapps/), so their documents live in the shell's
 *    renderer process and its figures hold them; a cross-origin sub-app runs in a renderer process
 *    of its own (site isolation) and is not in these figures.
 * 2. 100 tabs: 59 more frame tabs are opened (home + 99 frame tabs); each beyond the 40th evicts the
 *    least recently shown frame, so 40 frames stay live and 59 tabs are evicted frames.
 * 3. The switch among the 40 live frames, as a person does: a click on the tab strip, and through
 *    the router (the address's hash set to the tab's route). Measured in the page from the click (or
 *    the address change) to the target frame shown with style and layout done (frameProbe.ts, as
 *    frames.bench.ts does); p95 of each way ≤ 16 ms (one frame at 60 Hz).
 *
 * Writes bench-results/tabs.json. Exits 1 when a budget is missed (reportBudgets), a live frame was
 * loaded more than once, or the page does not hold 100 tabs and 40 frames.
 */
import { buildIfStale } from '../../scripts/start-helpers';
import { environmentOf, reportBudgets, runBench, stats, writeResult } from './benchKit';
import { perFrameCost } from './frameCost';
import { frameRoute, heap, installProbe, openFrameTab, shuffle, switchTo, type HeapFigures, type SwitchSample, signedInBenchShell } from './frameProbe';

const TABS = 100;
const LIVE = 40;
const STEPS = [10, 20, 40] as const;
const ROUNDS = 4;
const TARGET_P95_MS = 16;
const APPS = ['rfq', 'order', 'supplier', 'report'];

const srcOf = (n: number) => `/subapps/${APPS[n % APPS.length]}/?tab=${n}#/v2/list`;
const nameOf = (n: number) => `tab ${n}`;

async function main(): Promise<void> {
  buildIfStale();
  const shell = await signedInBenchShell(LIVE);
  const { browser, page, cdp } = shell;
  try {

    // 1. Heap and nodes at 0, 10, 20, 40 live frames.
    const figures: { liveFrames: number; figures: HeapFigures }[] = [{ liveFrames: 0, figures: await heap(page, cdp) }];
    let opened = 0;
    for (const step of STEPS) {
      for (; opened < step; opened += 1) await openFrameTab(page, srcOf(opened + 1), nameOf(opened + 1));
      figures.push({ liveFrames: step, figures: await heap(page, cdp) });
    }
    const perFrame = perFrameCost(figures.map(({ liveFrames, figures: f }) => ({ liveFrames, ...f })));

    // 2. Up to 100 tabs: each new frame tab beyond the pool's 40 evicts the least recently shown frame.
    for (; opened < TABS - 1; opened += 1) await openFrameTab(page, srcOf(opened + 1), nameOf(opened + 1));
    const at100 = await heap(page, cdp);
    const counts = await page.evaluate(() => ({
      tabs: document.querySelectorAll('[data-testid="tab"]').length,
      frames: document.querySelectorAll('iframe[data-testid="frame"]').length,
    }));
    const evictedTabs = TABS - 1 - LIVE;
    const perEvictedTab = {
      jsHeapKiB: Math.round(((at100.jsHeapUsed - figures.at(-1)!.figures.jsHeapUsed) / evictedTabs / 1024) * 10) / 10,
      nodes: Math.round((at100.nodes - figures.at(-1)!.figures.nodes) / evictedTabs),
    };

    // 3. Switches among the 40 live frames (the last 40 opened), by click and through the router.
    const live = Array.from({ length: LIVE }, (_, i) => opened - LIVE + i + 1);
    await installProbe(page);
    const click: SwitchSample[] = [];
    const router: SwitchSample[] = [];
    for (const n of live) await switchTo(page, srcOf(n)); // warm-up, not counted
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const n of shuffle(live, round + 1)) click.push(await switchTo(page, srcOf(n)));
      for (const n of shuffle(live, round + 101)) router.push(await switchTo(page, srcOf(n), { route: frameRoute(srcOf(n), nameOf(n)) }));
    }
    const loads = await page.evaluate(
      (keys) => keys.map((key) => document.querySelector<HTMLIFrameElement>(`iframe[data-frame-key="${CSS.escape(key)}"]`)?.contentDocument?.body?.dataset.loads),
      live.map(srcOf),
    );
    const loadedOnce = loads.every((l) => l === '1');

    const clickShown = stats(click.map((s) => s.shown));
    const routerShown = stats(router.map((s) => s.shown));
    const verdicts = reportBudgets([
      { name: `tab switch, ${TABS} tabs / ${LIVE} live frames, click → frame shown p95`, measured: clickShown.p95, limit: TARGET_P95_MS, unit: 'ms' },
      { name: `tab switch, ${TABS} tabs / ${LIVE} live frames, router → frame shown p95`, measured: routerShown.p95, limit: TARGET_P95_MS, unit: 'ms' },
    ]);
    const result = {
      date: new Date().toISOString(),
      environment: environmentOf(browser),
      tabs: counts.tabs,
      liveFrames: counts.frames,
      poolLimit: LIVE,
      rounds: ROUNDS,
      switch: {
        click: { shownMs: clickShown, nextFrameMs: stats(click.map((s) => s.nextFrame)) },
        router: { shownMs: routerShown, nextFrameMs: stats(router.map((s) => s.nextFrame)) },
      },
      heap: { byLiveFrames: figures, perKeptFrame: perFrame, with100Tabs: at100, perEvictedTab },
      liveFrameLoads: loads,
      budgets: verdicts,
    };
    writeResult('tabs', result);

    const fmt = (s: { median: number; p95: number; min: number; max: number }) => `median ${s.median.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms (min ${s.min.toFixed(2)}, max ${s.max.toFixed(2)})`;
    console.log(`\n${counts.tabs} tabs, ${counts.frames} live frames, ${click.length} switches each way (Chromium ${result.environment.chromium}, ${result.environment.cpus} CPUs)`);
    console.log(`  click → shown:   ${fmt(clickShown)}`);
    console.log(`  router → shown:  ${fmt(routerShown)}`);
    console.log(`  click → next frame: ${fmt(result.switch.click.nextFrameMs)}`);
    for (const { liveFrames, figures: f } of figures) console.log(`  ${String(liveFrames).padStart(2)} live frames: JS heap ${(f.jsHeapUsed / 2 ** 20).toFixed(1)} MiB, ${f.nodes} DOM nodes, ${f.documents} documents, ${f.listeners} listeners`);
    for (const p of perFrame) console.log(`  per kept frame (0 → ${p.liveFrames}): ${p.jsHeapKiBPerFrame} KiB JS heap, ${p.nodesPerFrame} DOM nodes, ${p.listenersPerFrame} listeners`);
    console.log(`  100 tabs (40 live): JS heap ${(at100.jsHeapUsed / 2 ** 20).toFixed(1)} MiB, ${at100.nodes} DOM nodes; per evicted tab ${perEvictedTab.jsHeapKiB} KiB, ${perEvictedTab.nodes} nodes`);
    console.log(`  live frames loaded once: ${loadedOnce}`);
    console.log(`  written to bench-results/tabs.json`);
    if (counts.tabs !== TABS || counts.frames !== LIVE) {
      console.log(`  expected ${TABS} tabs and ${LIVE} frames, saw ${counts.tabs} and ${counts.frames}`);
      process.exitCode = 1;
    }
    if (!loadedOnce) process.exitCode = 1;
  } finally {
    await shell.close();
  }
}

runBench(main);
