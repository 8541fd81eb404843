import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BENCHES, benchesToRun } from './runAll';

describe('npm run bench', () => {
  it('runs every bench file of tests/bench, the soak last', () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter((file) => file.endsWith('.bench.ts')).map((file) => file.replace('.bench.ts', ''));
    expect([...BENCHES].sort()).toEqual(files.sort());
    expect(BENCHES.at(-1)).toBe('soak');
  });
  it('runs only the benches named, when some are', () => {
    expect(benchesToRun(['tabs', 'push'])).toEqual(['tabs', 'push']);
    expect(benchesToRun([])).toEqual([...BENCHES]);
  });
});
