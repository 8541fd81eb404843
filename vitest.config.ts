import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

// The second entry first: an alias also matches the start of a longer import path.
const alias = {
  '@plugin-api/layout-admin': fileURLToPath(new URL('./src/plugin-api/layout-admin/index.ts', import.meta.url)),
  '@plugin-api': fileURLToPath(new URL('./src/plugin-api/index.ts', import.meta.url)),
};

// Two projects: browser-like unit tests (jsdom) for the shell, node tests for the server and scripts.
// End-to-end tests and benchmarks run through their own configs (tests/e2e, tests/bench); the
// benchmarks' pure helpers have unit tests here (tests/bench/*.test.ts).
export default defineConfig({
  test: {
    // One worker per core (vitest's default keeps one core for its main process, i.e. a single worker on
    // this 2-core CI machine, while the main process only transforms files).
    // Measured on the 2-core machine (both green): the unit project 307 s → 150 s; the server project on
    // SQLite 211 s with two workers. Each test file still runs in its own forked process with its own
    // module graph (pool forks, isolate: true). test:pg keeps one worker (--maxWorkers=1) until it is
    // measured green with two.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/jsdomSetup.ts'],
        },
      },
      {
        // scripts/messageCatalogues.ts reads the plugins' messages (messages:check, config:check).
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/bench/**/*.test.ts', 'tests/kit/**/*.test.ts'],
          // One seeded starting point per run, copied for each test server instead of seeding again
          // (server/testTemplate.ts): on SQLite a data dir (sqliteTemplateGlobalSetup); under npm run
          // test:pg (SRM_TEST_DATABASE=postgres) a PostgreSQL cluster and a template database
          // (postgresGlobalSetup). Each does nothing in the other's run.
          globalSetup: ['tests/kit/postgresGlobalSetup.ts', 'tests/kit/sqliteTemplateGlobalSetup.ts'],
          testTimeout: 20000,
          // A hook starts a server (a copy of the seeded template; a real first start, 12,700 messages and
          // files, when the test brings its own data dir) and signs in
          // up to three users: ≈1 s on a quiet machine, measured 5–9 s with the 2 cores shared five
          // ways. Vitest's generic 10 s would fail a slow start, not a wrong one.
          hookTimeout: 30000,
        },
      },
    ],
  },
});
