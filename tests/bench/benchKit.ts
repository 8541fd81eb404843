/** What the benchmarks share: percentiles, the machine they ran on, the JSON result file, the runner. */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ROOT } from '../../scripts/start-helpers';
import { CONTEXT_OPTIONS } from '../e2e/harness';

/** Median, p95 (nearest rank), min, max and mean, rounded to `decimals`. */
export function stats(values: number[], decimals = 3) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
  const scale = 10 ** decimals;
  const round = (n: number) => Math.round(n * scale) / scale;
  return {
    n: sorted.length,
    median: round(at(0.5)),
    p95: round(at(0.95)),
    min: round(sorted[0]!),
    max: round(sorted[sorted.length - 1]!),
    mean: round(sorted.reduce((sum, v) => sum + v, 0) / sorted.length),
  };
}

/** The machine without a browser: CPUs, their model, Node, the kernel. */
export function machineOf() {
  return { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, kernel: os.release(), memoryMiB: Math.round(os.totalmem() / 2 ** 20) };
}

export function environmentOf(browser: Browser) {
  return { chromium: browser.version(), cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, viewport: `${CONTEXT_OPTIONS.viewport.width}x${CONTEXT_OPTIONS.viewport.height}` };
}

/** Writes bench-results/<name>.json. */
export function writeResult(name: string, result: unknown): void {
  const outDir = path.join(ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

/** Runs a benchmark's main; an error ends the process with exit code 1 (a missed target sets it too). */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** One budget of issue 29's list: a measured figure against its limit (met when the figure is at most the limit). */
export interface Budget {
  /** What is measured, as the README's table names it, e.g. "sign-in → home, 1,000 menu items / Luigi". */
  name: string;
  measured: number;
  limit: number;
  /** "ms", "×", "%", "req/s"…: printed after the figures. */
  unit: string;
}

export interface BudgetVerdict extends Budget {
  met: boolean;
  /** How far over the limit the figure is (0 when met), in the budget's unit. */
  missedBy: number;
  /** One line: the figure, the limit, met or MISSED by how much. */
  text: string;
}

/** The verdict on one budget; figures rounded to 3 decimals. */
export function budgetVerdict(budget: Budget): BudgetVerdict {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const met = budget.measured <= budget.limit;
  const missedBy = met ? 0 : round(round(budget.measured) - round(budget.limit));
  const figures = `${round(budget.measured)} ${budget.unit} (limit ≤ ${round(budget.limit)} ${budget.unit})`;
  return { ...budget, met, missedBy, text: `${budget.name}: ${figures} ${met ? 'met' : `MISSED by ${missedBy} ${budget.unit}`}` };
}

/** Prints each budget's line and sets the exit code to 1 when one is missed; answers the verdicts (for the JSON file). */
export function reportBudgets(budgets: Budget[]): BudgetVerdict[] {
  const verdicts = budgets.map(budgetVerdict);
  for (const verdict of verdicts) console.log(`  budget ${verdict.text}`);
  if (verdicts.some((verdict) => !verdict.met)) process.exitCode = 1;
  return verdicts;
}
