/**
 * The message budget of one window that posts to the shell (docs/bridge.md, "Budget and stop"): a
 * token bucket. A window may send `burst` messages at once and `perSecond` a second after that; a
 * message over the budget is dropped before any other work is done on it. A window that keeps
 * sending over its budget is stopped: `stopAfterDrops` messages dropped since its bucket was last at
 * least half full (at 10,000 messages a second, about 0.2 s after its burst; at 200 a second, after
 * 20 s; at `perSecond` or below, never). Pure: the caller keeps one Budget per window and the clock.
 */
export interface BudgetRule {
  /** Messages a window may send at once (the bucket's size). */
  burst: number;
  /** Messages a second the bucket refills. */
  perSecond: number;
  /** Drops since the bucket was last half full that stop the window. */
  stopAfterDrops: number;
}

export const BRIDGE_BUDGET: BudgetRule = { burst: 200, perSecond: 100, stopAfterDrops: 2000 };

export interface Budget {
  /** Messages the window may still send now (fractions refill over time). */
  tokens: number;
  /** When `tokens` was computed (ms, the caller's clock). */
  at: number;
  /** Messages dropped since the bucket was last at least half full. */
  drops: number;
  /** The window was stopped: everything it sends is dropped. */
  stopped: boolean;
}

/** What to do with one message: take it, drop it, or drop it and stop its window (said once). */
export type Admission = 'admit' | 'drop' | 'stop';

/** A window's budget before its first message: the whole burst. */
export function freshBudget(now: number, rule: BudgetRule = BRIDGE_BUDGET): Budget {
  return { tokens: rule.burst, at: now, drops: 0, stopped: false };
}

/**
 * One message of the window at `now`: the bucket refills for the time since its last message (a
 * clock that went back refills nothing), then the message takes a token or is dropped. Answers the
 * verdict and the budget after the message.
 */
export function admit(budget: Budget, now: number, rule: BudgetRule = BRIDGE_BUDGET): { verdict: Admission; budget: Budget } {
  if (budget.stopped) return { verdict: 'drop', budget };
  const at = Math.max(budget.at, now);
  const tokens = refilled(budget, at, rule);
  const drops = tokens * 2 >= rule.burst ? 0 : budget.drops;
  if (tokens >= 1) return { verdict: 'admit', budget: { tokens: tokens - 1, at, drops, stopped: false } };
  const stopped = drops + 1 >= rule.stopAfterDrops;
  return { verdict: stopped ? 'stop' : 'drop', budget: { tokens, at, drops: drops + 1, stopped } };
}

/**
 * Whether the window is flooding at `now`: stopped, or its bucket (refilled to now) below half. A
 * window posting at its refill rate or below is not; one that used up half its burst is.
 */
export function isFlooding(budget: Budget | undefined, now: number, rule: BudgetRule = BRIDGE_BUDGET): boolean {
  if (!budget) return false;
  return budget.stopped || refilled(budget, now, rule) * 2 < rule.burst;
}

/** The bucket's tokens at `now`: refilled for the time since its last message (a clock that went back refills nothing). */
function refilled(budget: Budget, now: number, rule: BudgetRule): number {
  return Math.min(rule.burst, budget.tokens + ((Math.max(budget.at, now) - budget.at) * rule.perSecond) / 1000);
}
