import { describe, expect, it } from 'vitest';
import { singleFlight, withCrossTabLock, type LockManagerLike } from './singleFlight';

describe('singleFlight', () => {
  it('runs one task for all callers while it runs, and a new one afterwards', async () => {
    let runs = 0;
    let release!: () => void;
    const flight = singleFlight(() => {
      runs += 1;
      return new Promise<number>((resolve) => (release = () => resolve(runs)));
    });
    const waiting = Array.from({ length: 25 }, () => flight.run());
    expect(flight.running).toBe(true);
    release();
    expect(await Promise.all(waiting)).toEqual(Array(25).fill(1));
    expect(flight.running).toBe(false);
    const next = flight.run();
    release();
    expect(await next).toBe(2);
  });
  it('shares a failure too, then lets the next caller try again', async () => {
    let runs = 0;
    const flight = singleFlight(async () => {
      runs += 1;
      throw new Error('no');
    });
    await expect(Promise.all([flight.run(), flight.run()])).rejects.toThrow('no');
    expect(runs).toBe(1);
    await expect(flight.run()).rejects.toThrow('no');
    expect(runs).toBe(2);
  });
});

describe('withCrossTabLock', () => {
  it('runs tasks one at a time under a lock manager, and directly without one', async () => {
    let chain = Promise.resolve();
    const locks: LockManagerLike = {
      request: (_name, _options, callback) => {
        const result = chain.then(callback);
        chain = result.then(
          () => undefined,
          () => undefined,
        );
        return result;
      },
    };
    const order: string[] = [];
    const task = (id: string) => async () => {
      order.push(`start ${id}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`end ${id}`);
    };
    await Promise.all([withCrossTabLock(locks, 'x', task('a')), withCrossTabLock(locks, 'x', task('b'))]);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
    expect(await withCrossTabLock(undefined, 'x', async () => 7)).toBe(7);
  });
});
