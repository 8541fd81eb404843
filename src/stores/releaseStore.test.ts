import { describe, expect, it, vi } from 'vitest';
import { readVersionFile, RELEASE_CHECK_INTERVAL_MS, ReleaseStore, type ReleaseStoreDeps } from './releaseStore';

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

describe('readVersionFile', () => {
  const heard = () => {
    const said: string[] = [];
    return { said, reachability: { onUnreachable: () => void said.push('unreachable'), onReachable: () => void said.push('reachable') } };
  };
  it('says the server cannot be reached when the read gets no answer or a gateway error page (a chunk failed with the server down)', async () => {
    const none = heard();
    await expect(readVersionFile(() => Promise.reject(new TypeError('Failed to fetch')), '/portal/version.json', none.reachability)).rejects.toThrow('Failed to fetch');
    expect(none.said).toEqual(['unreachable']);
    const gateway = heard();
    await expect(readVersionFile(() => Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502 })), '/portal/version.json', gateway.reachability)).rejects.toThrow('HTTP 502');
    expect(gateway.said).toEqual(['unreachable']);
  });
  it('says it was reached by any other answer, and reads the file', async () => {
    const ok = heard();
    const url: string[] = [];
    const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => {
      url.push(`${String(input)} ${init?.cache}`);
      return Promise.resolve(new Response('{"release":"abc"}', { status: 200 }));
    };
    expect(await readVersionFile(fetchFn as typeof fetch, '/portal/version.json', ok.reachability)).toEqual({ release: 'abc' });
    expect([ok.said, url]).toEqual([['reachable'], ['/portal/version.json no-store']]);
    const missing = heard();
    await expect(readVersionFile(() => Promise.resolve(new Response('', { status: 404 })), '/portal/version.json', missing.reachability)).rejects.toThrow('HTTP 404');
    expect(missing.said).toEqual(['reachable']);
  });
});
