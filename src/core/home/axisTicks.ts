/**
 * The value axis of the home charts: ticks on round numbers (0, 10, 20…; 0, 250K, 500K…), never on
 * a fraction of the largest value (the chart library's own split gave 0/11/22/33 and 212.5K, 425.1K).
 */

/** The steps tried in each power of ten, smallest first. */
const STEPS = [1, 2, 2.5, 5, 10] as const;

export interface ValueAxis {
  /** The top of the axis: a multiple of `step`, at least the largest value. */
  max: number;
  /** The distance between two ticks. */
  step: number;
  /** The number of intervals (the ticks are 0, step, … max: intervals + 1 of them). */
  intervals: number;
  ticks: number[];
}

/**
 * A value axis from 0 over values up to `largest`, with about `target` intervals (never more) on a
 * round step: 1, 2, 2.5 or 5 times a power of ten; `integral` (counts) leaves out steps below 1 and
 * the step 2.5. An axis without values (all 0, none, not finite) is 0 to `target` in steps of 1.
 */
export function valueAxis(largest: number, { target = 4, integral = false }: { target?: number; integral?: boolean } = {}): ValueAxis {
  const intervals = Math.max(1, Math.floor(target));
  if (!Number.isFinite(largest) || largest <= 0) return axisOf(1, intervals);
  const magnitude = 10 ** Math.floor(Math.log10(largest / intervals));
  for (const factor of STEPS) {
    const step = factor * magnitude;
    if (integral && (step < 1 || !Number.isInteger(step))) continue;
    const needed = Math.ceil(largest / step - 1e-9);
    if (needed <= intervals) return axisOf(step, Math.max(1, needed));
  }
  // Only reached by integral axes whose every step was left out (largest below `intervals`).
  return axisOf(1, Math.max(1, Math.ceil(largest)));
}

function axisOf(step: number, intervals: number): ValueAxis {
  // Rounded to the step's own precision, so that 0.1 * 3 is 0.3 and not 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  const round = (value: number) => Number(value.toFixed(decimals));
  const ticks = Array.from({ length: intervals + 1 }, (_, index) => round(index * step));
  return { max: ticks[ticks.length - 1]!, step, intervals, ticks };
}
