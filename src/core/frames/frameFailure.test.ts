import { describe, expect, it } from 'vitest';
import { failureAfterLoad, failureAtDeadline, failureOf, withFailure, type FrameFailure } from './frameFailure';

const timeout = (generation: number): FrameFailure => ({ reason: 'timeout', generation });
const appFailed = (generation: number): FrameFailure => ({ reason: 'appFailed', generation, detail: 'TypeError: x' });
const stopped = (generation: number): FrameFailure => ({ reason: 'stopped', generation });

describe('frame failures', () => {
  it('times a frame out at its deadline unless that generation has loaded', () => {
    expect(failureAtDeadline(undefined, 2, undefined)).toEqual(timeout(2));
    expect(failureAtDeadline(undefined, 2, 1)).toEqual(timeout(2));
    expect(failureAtDeadline(undefined, 2, 2)).toBeUndefined();
    // A graver failure of the same element stays.
    expect(failureAtDeadline(stopped(2), 2, undefined)).toEqual(stopped(2));
  });

  it('clears a timeout when that element loads late, never a start failure or a stop', () => {
    expect(failureAfterLoad(timeout(1), 1)).toBeUndefined();
    expect(failureAfterLoad(timeout(1), 2)).toEqual(timeout(1));
    expect(failureAfterLoad(appFailed(1), 1)).toEqual(appFailed(1));
    expect(failureAfterLoad(stopped(1), 1)).toEqual(stopped(1));
    expect(failureAfterLoad(undefined, 1)).toBeUndefined();
  });

  it('keeps the graver failure of one element: a stop over a start failure over a timeout', () => {
    expect(withFailure(timeout(1), appFailed(1))).toEqual(appFailed(1));
    expect(withFailure(appFailed(1), timeout(1))).toEqual(appFailed(1));
    expect(withFailure(appFailed(1), stopped(1))).toEqual(stopped(1));
    expect(withFailure(stopped(1), appFailed(1))).toEqual(stopped(1));
    const first = appFailed(1);
    expect(withFailure(first, appFailed(1))).toBe(first);
  });

  it('lets a newer element’s failure replace an older one’s, never the other way round', () => {
    expect(withFailure(stopped(1), timeout(2))).toEqual(timeout(2));
    expect(withFailure(timeout(2), stopped(1))).toEqual(timeout(2));
  });

  it('shows a failure only for the element it belongs to (a retry’s new element starts clean)', () => {
    expect(failureOf(stopped(1), 1)).toEqual(stopped(1));
    expect(failureOf(stopped(1), 2)).toBeUndefined();
    expect(failureOf(undefined, 0)).toBeUndefined();
  });
});
