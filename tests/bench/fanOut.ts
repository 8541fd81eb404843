/**
 * The pure parts of the push benchmark at scale (push.bench.ts with fleetProcess.ts): what one
 * fan-out delivered and when, and the supplier accounts the benchmark seeds in its own database.
 */

/** What one event sent to many subscribers did: who got it, who did not, how long the last one waited. */
export interface FanOutFigures {
  /** Subscribers that should have received the event. */
  expected: number;
  delivered: number;
  /** Expected subscribers without a receipt when the wait ended. */
  missed: number;
  /** Receipts after a subscriber's first one (each subscriber should get the event once). */
  duplicates: number;
  /** Milliseconds from the start to the first and the last receipt; 0 when nothing arrived. */
  firstMs: number;
  lastMs: number;
  /** Median and p95 (nearest rank) of the receipts' delays, ms. */
  medianMs: number;
  p95Ms: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The figures of a fan-out from the receipts: `receipts[i]` the wall-clock time (ms) subscriber i first
 * received it, or null; `startedAt` the wall-clock time the publish began (same clock).
 */
export function fanOutFigures(startedAt: number, receipts: ReadonlyArray<number | null>, duplicates = 0): FanOutFigures {
  const delays = receipts.filter((at): at is number => at !== null).map((at) => at - startedAt).sort((a, b) => a - b);
  const rank = (p: number) => (delays.length === 0 ? 0 : delays[Math.min(delays.length - 1, Math.max(0, Math.ceil(p * delays.length) - 1))]!);
  return {
    expected: receipts.length,
    delivered: delays.length,
    missed: receipts.length - delays.length,
    duplicates,
    firstMs: round1(delays[0] ?? 0),
    lastMs: round1(delays.at(-1) ?? 0),
    medianMs: round1(rank(0.5)),
    p95Ms: round1(rank(0.95)),
  };
}

/** A supplier-side user the benchmark seeds: company and sub-account. */
export interface SeededSupplier {
  elsAccount: string;
  elsSubAccount: string;
}

/**
 * `count` supplier users in companies of `perCompany` users each: companies firstCompany,
 * firstCompany + 1, … (6 digits, as the portal's accounts), sub-accounts 1001, 1002, …
 */
export function supplierAccounts(count: number, perCompany: number, firstCompany: number): SeededSupplier[] {
  if (!Number.isInteger(count) || count < 0) throw new Error(`count: a whole number ≥ 0, got ${count}`);
  if (!Number.isInteger(perCompany) || perCompany < 1) throw new Error(`perCompany: a whole number ≥ 1, got ${perCompany}`);
  const lastCompany = firstCompany + Math.ceil(count / perCompany) - 1;
  if (firstCompany < 100_000 || lastCompany > 999_999) throw new Error(`companies ${firstCompany}…${lastCompany} are not 6 digits`);
  return Array.from({ length: count }, (_, n) => ({ elsAccount: String(firstCompany + Math.floor(n / perCompany)), elsSubAccount: String(1001 + (n % perCompany)) }));
}
