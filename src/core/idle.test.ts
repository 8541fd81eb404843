import { describe, expect, it, vi } from 'vitest';
import { IDLE_STEP_MS, IDLE_WAIT_MS, onIdle, whenIdle, type IdleHost } from './idle';

describe('onIdle', () => {
  it('hands the step to requestIdleCallback, with the timeout when there is one', () => {
    const requestIdleCallback = vi.fn((callback: (time: { timeRemaining(): number }) => void, _options?: { timeout: number }) => {
      callback({ timeRemaining: () => 7 });
      return 1;
    });
    const host: IdleHost = { requestIdleCallback, setTimeout: vi.fn() };
    const left: number[] = [];
    onIdle((time) => left.push(time.timeRemaining()), 2000, host);
    onIdle((time) => left.push(time.timeRemaining()), undefined, host);
    expect(left).toEqual([7, 7]);
    expect(requestIdleCallback.mock.calls.map((call) => call[1])).toEqual([{ timeout: 2000 }, undefined]);
    expect(host.setTimeout).not.toHaveBeenCalled();
  });

  it('falls back to a timer without requestIdleCallback (Safari): a step after 50 ms, a wait after at most 300 ms', () => {
    vi.useFakeTimers();
    try {
      const host: IdleHost = { setTimeout: (callback, ms) => setTimeout(callback, ms) };
      const steps: string[] = [];
      onIdle(() => steps.push('step'), undefined, host);
      onIdle(() => steps.push('short wait'), 20, host);
      onIdle(() => steps.push('long wait'), 2000, host);
      vi.advanceTimersByTime(20);
      expect(steps).toEqual(['short wait']);
      vi.advanceTimersByTime(IDLE_STEP_MS - 20);
      expect(steps).toEqual(['short wait', 'step']);
      vi.advanceTimersByTime(IDLE_WAIT_MS - IDLE_STEP_MS);
      expect(steps).toEqual(['short wait', 'step', 'long wait']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('whenIdle', () => {
  it('resolves in the idle period', async () => {
    let idle: (() => void) | undefined;
    const host: IdleHost = { requestIdleCallback: (callback) => ((idle = () => callback({ timeRemaining: () => 5 })), 1), setTimeout: vi.fn() };
    let resolved = false;
    const waiting = whenIdle(1000, host).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    idle!();
    await waiting;
    expect(resolved).toBe(true);
  });
});
