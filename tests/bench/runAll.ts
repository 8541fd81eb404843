// npm run bench: every benchmark in turn, each in its own process (a cold Node and browser), all of
// them run even when one misses a budget (a chain of `&&` stopped at the first miss, so the later
// budgets went unmeasured); exits 1 when any of them did, naming which.
import { spawnSync } from 'node:child_process';

/** In this order: the soak (10 minutes) last. */
export const BENCHES = ['frames', 'tabs', 'startup', 'messages', 'push', 'firstOpen', 'brokers', 'scale', 'soak'] as const;

/** The benches named on the command line (`npm run bench -- tabs push`), else all of them. */
export function benchesToRun(argv: readonly string[]): string[] {
  const asked = argv.filter((name) => (BENCHES as readonly string[]).includes(name));
  return asked.length > 0 ? asked : [...BENCHES];
}

function main(): void {
  const failed: string[] = [];
  for (const name of benchesToRun(process.argv.slice(2))) {
    console.log(`\n=== bench ${name}`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', `tests/bench/${name}.bench.ts`], { stdio: 'inherit' });
    if (run.status !== 0) failed.push(`${name} (exit ${run.status ?? run.signal})`);
  }
  console.log(failed.length === 0 ? '\nbench: every budget met' : `\nbench: missed or failed: ${failed.join(', ')}`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}

if (process.argv[1]?.endsWith('runAll.ts')) main();
