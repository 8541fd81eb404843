import { describe, expect, it } from 'vitest';
import { admit, isFlooding, BRIDGE_BUDGET, freshBudget, type Admission, type Budget } from './budget';

/** Sends `count` messages `gapMs` apart from `start`; the verdicts and the budget after them. */
function send(budget: Budget, start: number, count: number, gapMs: number): { verdicts: Admission[]; budget: Budget; at: number } {
  const verdicts: Admission[] = [];
  let at = start;
  for (let n = 0; n < count; n += 1) {
    at = start + n * gapMs;
    const next = admit(budget, at);
    verdicts.push(next.verdict);
    budget = next.budget;
  }
  return { verdicts, budget, at };
}

const tally = (verdicts: Admission[]) => ({ admit: verdicts.filter((v) => v === 'admit').length, drop: verdicts.filter((v) => v === 'drop').length, stop: verdicts.filter((v) => v === 'stop').length });

describe('the bridge budget (token bucket per window)', () => {
  it('takes a burst of 200 at once, drops the 201st, and takes one more every 10 ms (100 a second)', () => {
    const burst = send(freshBudget(0), 0, 201, 0);
    expect(tally(burst.verdicts)).toEqual({ admit: 200, drop: 1, stop: 0 });
    expect(admit(burst.budget, 5).verdict).toBe('drop');
    expect(admit(burst.budget, 10).verdict).toBe('admit');
    // A second later the bucket has 100 again.
    expect(tally(send(burst.budget, 1000, 101, 0).verdicts)).toEqual({ admit: 100, drop: 1, stop: 0 });
  });

  it('never drops a window that keeps to 100 a second, however long', () => {
    const steady = send(freshBudget(0), 0, 6000, 10);
    expect(tally(steady.verdicts)).toEqual({ admit: 6000, drop: 0, stop: 0 });
  });

  it('stops a window flooding at 10,000 a second once 2,000 of its messages were dropped: about 0.22 s in, said once', () => {
    const flood = send(freshBudget(0), 0, 50_000, 0.1);
    const stopAt = flood.verdicts.indexOf('stop');
    expect(flood.verdicts.filter((v) => v === 'stop')).toHaveLength(1);
    // 200 of the burst and the refill of the time it took (100 a second), then 2,000 dropped.
    const admitted = flood.verdicts.slice(0, stopAt).filter((v) => v === 'admit').length;
    expect(stopAt - admitted + 1).toBe(BRIDGE_BUDGET.stopAfterDrops);
    expect(admitted).toBeGreaterThanOrEqual(200);
    expect(admitted).toBeLessThanOrEqual(225);
    expect(stopAt * 0.1).toBeGreaterThan(200);
    expect(stopAt * 0.1).toBeLessThan(250);
    // Stopped for good: nothing of it is taken again, even after a long quiet.
    expect(flood.verdicts.slice(stopAt + 1).every((v) => v === 'drop')).toBe(true);
    expect(admit(flood.budget, 3_600_000)).toEqual({ verdict: 'drop', budget: flood.budget });
  });

  it('stops a window at 200 a second only after some 20 s (the drops since its bucket was half full count)', () => {
    const twice = send(freshBudget(0), 0, 6000, 5);
    const stopAt = twice.verdicts.indexOf('stop');
    expect(stopAt).toBeGreaterThan(0);
    expect(stopAt * 5).toBeGreaterThan(20_000);
    expect(stopAt * 5).toBeLessThan(24_000);
  });

  it('forgets the drops of a burst once its bucket is half full again: bursts apart are never stopped', () => {
    let budget = freshBudget(0);
    let all: Admission[] = [];
    for (let round = 0; round < 20; round += 1) {
      // 1,900 at once (1,700 dropped), then a second of quiet: the bucket is at 100, half of it.
      const burst = send(budget, round * 1000, 1900, 0);
      budget = burst.budget;
      all = all.concat(burst.verdicts);
    }
    expect(all).not.toContain('stop');
    expect(tally(all).drop).toBeGreaterThan(30_000);
  });

  it('refills nothing for a clock that went back, and still decides', () => {
    const spent = send(freshBudget(1000), 1000, 200, 0).budget;
    expect(admit(spent, 0).verdict).toBe('drop');
    expect(admit(spent, 0).budget.at).toBe(1000);
    expect(admit(spent, 1010).verdict).toBe('admit');
  });

  it('calls a window flooding while its bucket is below half or it is stopped; one posting at the refill rate never', () => {
    expect(isFlooding(undefined, 0)).toBe(false);
    expect(isFlooding(send(freshBudget(0), 0, 99, 0).budget, 0)).toBe(false);
    const spent = send(freshBudget(0), 0, 101, 0).budget;
    expect(isFlooding(spent, 0)).toBe(true);
    // 100 a second refill: a second later it is above half again.
    expect(isFlooding(spent, 1000)).toBe(false);
    expect(isFlooding({ ...freshBudget(0), stopped: true }, 60_000)).toBe(true);
    let steady = freshBudget(0);
    for (let ms = 0; ms < 10_000; ms += 10) steady = admit(steady, ms).budget;
    expect(isFlooding(steady, 10_000)).toBe(false);
  });
});
