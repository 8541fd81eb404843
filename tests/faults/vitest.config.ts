import { defineConfig } from 'vitest/config';

// Fault tests (npm run test:faults): each file starts what it needs (the reference server, a real broker,
// Chromium), breaks it, and checks that nothing was lost and the user was told the truth. Same set-up as
// the end-to-end tests: the shell built once, one seeded SQLite data dir that every server copies;
// one file at a time (2 cores).
export default defineConfig({
  test: {
    name: 'faults',
    environment: 'node',
    include: ['tests/faults/**/*.faults.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts', 'tests/kit/sqliteTemplateGlobalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
