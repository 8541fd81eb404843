import { describe, expect, it } from 'vitest';
import { growthPercent, perFrameCost } from './frameCost';

describe('perFrameCost', () => {
  it('divides the growth over 0 live frames by the frames added, at each count', () => {
    const points = [
      { liveFrames: 0, jsHeapUsed: 10 * 2 ** 20, nodes: 1000, listeners: 300 },
      { liveFrames: 10, jsHeapUsed: 10 * 2 ** 20 + 10 * 512 * 1024, nodes: 1400, listeners: 500 },
      { liveFrames: 40, jsHeapUsed: 10 * 2 ** 20 + 40 * 600 * 1024, nodes: 2600, listeners: 1100 },
    ];
    expect(perFrameCost(points)).toEqual([
      { liveFrames: 10, jsHeapKiBPerFrame: 512, nodesPerFrame: 40, listenersPerFrame: 20 },
      { liveFrames: 40, jsHeapKiBPerFrame: 600, nodesPerFrame: 40, listenersPerFrame: 20 },
    ]);
  });

  it('refuses figures without the point with no frame', () => {
    expect(() => perFrameCost([{ liveFrames: 10, jsHeapUsed: 1, nodes: 1, listeners: 1 }])).toThrow(/0 live frames/);
  });
});

describe('growthPercent', () => {
  it('answers the growth in per cent to one decimal, negative when it shrank', () => {
    expect(growthPercent(200, 219)).toBe(9.5);
    expect(growthPercent(200, 221)).toBe(10.5);
    expect(growthPercent(200, 190)).toBe(-5);
    expect(growthPercent(3, 3)).toBe(0);
  });

  it('refuses a start of zero (no growth can be said)', () => {
    expect(() => growthPercent(0, 5)).toThrow();
  });
});
