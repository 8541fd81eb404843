/**
 * The pure parts of the broker benchmark: the steps of a ramp, when it stops, what it held, and a
 * process's figures read from /proc text (Linux).
 */

/** first, 2×first, 4×first, … up to `bound` (the bound itself the last step). */
export function rampSteps(first: number, bound: number): number[] {
  if (!Number.isInteger(first) || first < 1 || !Number.isInteger(bound) || bound < first) throw new Error(`bad ramp ${first}…${bound}`);
  const steps: number[] = [];
  for (let step = first; step < bound; step *= 2) steps.push(step);
  steps.push(bound);
  return steps;
}

export interface StepRecord {
  /** Connections the step asked for in all (the step's size). */
  target: number;
  /** Connections subscribed and still open after the settle. */
  held: number;
  /** Failures of the step, by reason. */
  failures: Record<string, number>;
}

/** Why a ramp stops after this step, or undefined to go on. */
export function stopReason(step: StepRecord, isLast: boolean, elapsedMs: number, budgetMs: number): 'failures' | 'bound' | 'time budget' | undefined {
  if (step.held < step.target || Object.keys(step.failures).length > 0) return 'failures';
  if (isLast) return 'bound';
  if (elapsedMs >= budgetMs) return 'time budget';
  return undefined;
}

/** The largest step held whole (every connection subscribed and still open, no failure); 0 when none. */
export function heldWhole(steps: readonly StepRecord[]): number {
  let best = 0;
  for (const step of steps) if (step.held === step.target && Object.keys(step.failures).length === 0) best = Math.max(best, step.target);
  return best;
}

/** A field of /proc/<pid>/status in MiB (VmRSS: "VmRSS:\t  123456 kB"); undefined when absent. */
export function statusMiB(status: string, field: string): number | undefined {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
  return match ? Math.round((Number(match[1]) / 1024) * 10) / 10 : undefined;
}

/** User + system CPU seconds from /proc/<pid>/stat (fields 14 and 15, after the command in parentheses). */
export function statCpuSeconds(stat: string, ticksPerSecond = 100): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): utime is field 14, stime field 15.
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** The soft "Max open files" of /proc/<pid>/limits. */
export function maxOpenFiles(limits: string): number | undefined {
  const match = /^Max open files\s+(\d+|unlimited)/m.exec(limits);
  return match ? (match[1] === 'unlimited' ? Infinity : Number(match[1])) : undefined;
}
