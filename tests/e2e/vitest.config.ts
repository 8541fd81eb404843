import { defineConfig } from 'vitest/config';

// End-to-end tests: the real reference server (SQLite file, tokens) and the built shell in
// Debian's Chromium, driven by playwright-core. One file at a time: the machine has 2 cores.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    // The shell built once; one seeded SQLite data dir that every server of the run copies (server/testTemplate.ts).
    globalSetup: ['tests/e2e/globalSetup.ts', 'tests/kit/sqliteTemplateGlobalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // A loaded machine (2 cores, Chromium and the server) needs more than the 1 s default to settle.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
