// @vitest-environment node
// The generator reads files and runs json-schema-to-typescript, which wants Node, not jsdom.
import { describe, expect, it } from 'vitest';
import { checkGenerated } from '../../../scripts/generate-schema';

describe('src/generated', () => {
  it('is up to date with schema/layout.schema.json (run `npx tsx scripts/generate-schema.ts`)', async () => {
    const result = await checkGenerated();
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
  }, 60_000);
});
