/**
 * What the frame benches share (frames, tabs, soak): the in-page switch probe, opening a frame tab,
 * the heap and DOM figures after a forced GC, a seeded shuffle.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { BUYER_ADMIN, launchBrowser, login, newContext, startPortal, writeTenant, type Portal } from '../e2e/harness';

/** A frame bench's shell: the portal (tenant `bench`: no init delay, a pool of `poolLimit`), a signed-in buyer admin on home, a CDP session with Performance on. */
export interface BenchShell {
  portal: Portal;
  browser: Browser;
  page: Page;
  cdp: CDPSession;
  close(): Promise<void>;
}

export async function signedInBenchShell(poolLimit: number): Promise<BenchShell> {
  // No init delay: it would only add a constant 2 s to every first load.
  const portal = await startPortal({ prepareConfig: (configDir) => writeTenant(configDir, 'bench', { frames: { initDelayMs: 0, poolLimit } }) });
  const browser = await launchBrowser();
  const close = async () => {
    await browser.close();
    await portal.close();
  };
  try {
    const context = await newContext(browser);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await login(page, portal, BUYER_ADMIN, `${portal.url}?tenant=bench#/login`);
    await page.getByTestId('home-blocks').waitFor();
    return { portal, browser, page, cdp, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** One switch: click (or address change) → the target frame shown, and → the next animation frame. */
export interface SwitchSample {
  shown: number;
  nextFrame: number;
}

/** How a switch is made: a click on the tab strip, or the router (the address's hash set to the tab's route). */
export type SwitchWay = 'click' | 'router';

/**
 * The in-page measuring function: click a tab (or set the address to its route), wait until its
 * frame is shown. Plain JavaScript in a string, so that the TypeScript runner's helpers never reach
 * the page.
 *
 * "Shown": the frame's slot is visible with style and layout done (kept frames), or the re-created
 * frame has loaded its document and is visible (re-created frames); then the time to the next
 * animation frame (paint alignment, up to one vsync more).
 */
const PROBE = `
(() => {
  const yieldTask = () => new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
  window.__switch = async (value, recreated, route) => {
    const tab = document.querySelector('[data-testid="tab"][data-value="' + CSS.escape(value) + '"]');
    if (!tab) throw new Error('no tab ' + value);
    const shown = () => {
      const slot = document.querySelector('[data-testid="frame-slot"][data-frame-key="' + CSS.escape(value) + '"]');
      if (!slot || slot.dataset.shown !== 'true') return false;
      const frame = slot.querySelector('iframe');
      if (!frame || getComputedStyle(frame).visibility !== 'visible') return false;
      if (recreated) {
        // A re-created frame is shown once its document has loaded and the spinner is gone.
        const doc = frame.contentDocument;
        if (!doc || doc.readyState !== 'complete' || !doc.body || doc.body.dataset.loads === undefined) return false;
        if (slot.querySelector('[data-testid="frame-loading"]')) return false;
      }
      slot.getBoundingClientRect(); // style and layout done
      return true;
    };
    const t0 = performance.now();
    if (route) window.location.hash = route;
    else tab.click();
    await Promise.resolve();
    const deadline = t0 + 10000;
    while (!shown()) {
      if (performance.now() > deadline) throw new Error('frame ' + value + ' not shown');
      await yieldTask();
    }
    const t1 = performance.now();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const t2 = performance.now();
    // Not measured: let the switch settle (the router follows after the paint) before the next
    // one, as between two clicks of a person.
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
    return { shown: t1 - t0, nextFrame: t2 - t0 };
  };
})();
`;

export async function installProbe(page: Page): Promise<void> {
  await page.evaluate(PROBE);
}

/** The hash route of a frame tab opened by openFrameTab. */
export function frameRoute(src: string, name: string): string {
  return `#/myiframe/bench?${new URLSearchParams({ src, name }).toString()}`;
}

/**
 * One switch to the tab `value` (a frame tab): by a click on its tab, or through the router with
 * `route` (frameRoute). `recreated`: the frame is re-created on showing (waits for its document).
 */
export async function switchTo(page: Page, value: string, options: { recreated?: boolean; route?: string } = {}): Promise<SwitchSample> {
  return page.evaluate(
    ([v, r, route]) => (window as unknown as { __switch: (v: string, r: boolean, route: string | undefined) => Promise<SwitchSample> }).__switch(v, r, route),
    [value, options.recreated ?? false, options.route] as const,
  );
}

/** Opens a frame tab through the router and waits until its document has loaded. */
export async function openFrameTab(page: Page, src: string, name: string): Promise<void> {
  await page.evaluate((route) => {
    window.location.hash = route;
  }, frameRoute(src, name));
  await page.waitForFunction(
    (key) => {
      const frame = document.querySelector<HTMLIFrameElement>(`iframe[data-testid="frame"][data-frame-key="${CSS.escape(key)}"]`);
      return frame?.contentDocument?.body?.dataset.loads !== undefined;
    },
    src,
    { timeout: 20_000 },
  );
}

export interface HeapFigures {
  /** JS heap used by the page's renderer isolate (same-origin frames included), bytes. */
  jsHeapUsed: number;
  /** DOM nodes alive in the renderer (every same-process document). */
  nodes: number;
  documents: number;
  frames: number;
  /** Event listeners alive in the renderer. */
  listeners: number;
}

/** The renderer's JS heap and DOM figures after forced garbage collections (CDP Performance.getMetrics). */
export async function heap(page: Page, cdp: CDPSession): Promise<HeapFigures> {
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  await page.waitForTimeout(200);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { jsHeapUsed: get('JSHeapUsedSize'), nodes: get('Nodes'), documents: get('Documents'), frames: get('Frames'), listeners: get('JSEventListeners') };
}

/** A seeded shuffle (the same order in every run). */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const result = [...items];
  let state = seed;
  for (let i = result.length - 1; i > 0; i -= 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}
