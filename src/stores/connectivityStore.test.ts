import { describe, expect, it } from 'vitest';
import { ConnectivityStore, probeDelayMs } from './connectivityStore';

/** A store with hand-run timers and a probe answered by the test. */
function setup() {
  const timers: { run: () => void; ms: number }[] = [];
  const probes: ((answered: boolean) => void)[] = [];
  const store = new ConnectivityStore({
    probe: () => new Promise<boolean>((resolve) => probes.push(resolve)),
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => timers.splice(0),
  });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { store, timers, probes, flush };
}

describe('ConnectivityStore', () => {
  it('backs off to at most 4 s between probes', () => {
    expect([0, 1, 2, 3, 4, 50].map(probeDelayMs)).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
  });

  it('goes offline on an unanswered call and schedules one probe however many calls fail', () => {
    const { store, timers } = setup();
    expect(store.online).toBe(true);
    store.unreachable();
    store.unreachable();
    store.httpHooks.onUnreachable();
    expect(store.online).toBe(false);
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(500);
  });

  it('probes with a growing wait while the server is down, and is online again by itself when it answers', async () => {
    const { store, timers, probes, flush } = setup();
    store.unreachable();
    for (const expected of [1000, 2000, 4000, 4000]) {
      timers.shift()!.run();
      expect(probes).toHaveLength(1);
      probes.shift()!(false);
      await flush();
      expect(store.online).toBe(false);
      expect(timers.map((timer) => timer.ms)).toEqual([expected]);
    }
    timers.shift()!.run();
    probes.shift()!(true);
    await flush();
    expect(store.online).toBe(true);
    expect(store.failedProbes).toBe(0);
    expect(timers).toHaveLength(0);
  });

  it('is online at once when another call gets an answer, and stops probing', async () => {
    const { store, timers, probes, flush } = setup();
    store.unreachable();
    store.httpHooks.onReachable();
    expect(store.online).toBe(true);
    expect(timers).toHaveLength(0);
    // A probe already running that then fails does not put it offline again.
    store.unreachable();
    timers.shift()!.run();
    store.reachable();
    probes.shift()!(false);
    await flush();
    expect(store.online).toBe(true);
    expect(timers).toHaveLength(0);
  });

  it('a probe that throws counts as unanswered; nothing runs after dispose', async () => {
    const timers: { run: () => void; ms: number }[] = [];
    const store = new ConnectivityStore({ probe: () => Promise.reject(new Error('down')), setTimer: (run, ms) => timers.push({ run, ms }), clearTimer: () => timers.splice(0) });
    store.unreachable();
    timers.shift()!.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.online).toBe(false);
    expect(timers).toHaveLength(1);
    store.dispose();
    expect(timers).toHaveLength(0);
    store.unreachable();
    expect(timers).toHaveLength(0);
  });
});
