/**
 * The implementer tools as one module, the entry that scripts/tools.mjs bundles (into dist-tools/,
 * rebuilt whenever one of its sources changes): `npm run config:check`, `merge` and `diff` then start
 * in a fraction of a second instead of compiling their TypeScript at each start.
 */
import { runConfigCheck } from './config-check';
import { runDiff } from './layout-diff';
import { runMerge } from './layout-merge';
import type { CheckIo } from './runAsMain';

export const tools: Readonly<Record<string, (args: readonly string[], io: CheckIo) => Promise<number>>> = {
  'config-check': runConfigCheck,
  merge: runMerge,
  diff: runDiff,
};
