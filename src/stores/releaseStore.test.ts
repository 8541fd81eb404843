import { describe, expect, it, vi } from 'vitest';
import { RELEASE_CHECK_INTERVAL_MS, ReleaseStore, type ReleaseStoreDeps } from './releaseStore';

const A = 'aaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbb';

function setup(overrides: Partial<ReleaseStoreDeps> = {}) {
  let clock = 0;
  let tick: (() => void) | undefined;
  let intervalMs = 0;
  let visible: (() => void) | undefined;
  let served: unknown = { release: A };
  const fetchVersion = vi.fn(async () => {
    if (served instanceof Error) throw served;
    return served;
  });
  const reload = vi.fn();
  const store = new ReleaseStore({
    current: A,
    fetchVersion,
    reload,
    now: () => clock,
    every: (fn, ms) => ((tick = fn), (intervalMs = ms), () => (tick = undefined)),
    subscribeVisible: (listener) => ((visible = listener), () => (visible = undefined)),
    ...overrides,
  });
  return {
    store,
    fetchVersion,
    reload,
    serve: (body: unknown) => (served = body),
    advance: (ms: number) => (clock += ms),
    tick: async () => (tick?.(), await Promise.resolve(), await new Promise((resolve) => setTimeout(resolve, 0))),
    visible: async () => (visible?.(), await new Promise((resolve) => setTimeout(resolve, 0))),
    intervalMs: () => intervalMs,
    running: () => tick !== undefined || visible !== undefined,
  };
}

describe('ReleaseStore', () => {
  it('offers the newer release the server names, and not the own one', async () => {
    const t = setup();
    await t.store.check('chunk');
    expect(t.store.offered).toBe(false);
    t.serve({ release: B, time: 'now' });
    await t.store.check('chunk');
    expect(t.store.newer).toBe(B);
    expect(t.store.offered).toBe(true);
    expect(t.reload).not.toHaveBeenCalled(); // never by itself
  });

  it('asks every few minutes, not more often', async () => {
    const t = setup();
    t.store.start();
    expect(t.intervalMs()).toBe(RELEASE_CHECK_INTERVAL_MS);
    expect(RELEASE_CHECK_INTERVAL_MS).toBeGreaterThanOrEqual(60_000);
    expect(t.fetchVersion).not.toHaveBeenCalled();
    t.serve({ release: B });
    await t.tick();
    expect(t.fetchVersion).toHaveBeenCalledTimes(1);
    expect(t.store.offered).toBe(true);
  });

  it('asks when the tab becomes visible, at most once a minute', async () => {
    const t = setup();
    t.store.start();
    await t.visible();
    await t.visible();
    expect(t.fetchVersion).toHaveBeenCalledTimes(1);
    t.advance(61_000);
    await t.visible();
    expect(t.fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('asks on every chunk failure, one request at a time', async () => {
    const t = setup();
    await Promise.all([t.store.check('chunk'), t.store.check('chunk'), t.store.check('visible')]);
    expect(t.fetchVersion).toHaveBeenCalledTimes(1);
    await t.store.check('chunk');
    expect(t.fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('keeps quiet on a failed or foreign answer', async () => {
    const t = setup();
    t.serve(new Error('offline'));
    await t.store.check('chunk');
    t.serve('<html>502</html>');
    await t.store.check('chunk');
    t.serve({ release: 'javascript:alert(1)' });
    await t.store.check('chunk');
    expect(t.store.offered).toBe(false);
  });

  it('stays away once dismissed until a still newer release appears; Reload reloads', async () => {
    const t = setup();
    t.serve({ release: B });
    await t.store.check('chunk');
    t.store.dismiss();
    expect(t.store.offered).toBe(false);
    t.serve({ release: 'cccccccccccccccc' });
    await t.store.check('chunk');
    expect(t.store.offered).toBe(true);
    t.store.reload();
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('checks nothing in a build without a release (development), and stops', async () => {
    const dev = setup({ current: undefined });
    dev.store.start();
    await dev.store.check('chunk');
    expect(dev.fetchVersion).not.toHaveBeenCalled();
    const t = setup();
    const stop = t.store.start();
    stop();
    expect(t.running()).toBe(false);
  });
});
