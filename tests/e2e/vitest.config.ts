import { defineConfig } from 'vitest/config';

// End-to-end tests: the real reference server (SQLite file, tokens) and the built shell in
// Debian's Chromium, driven by playwright-core. Two files at a time, one per core: each file starts its
// own server (a copy of the seeded template) and browser, so files share nothing but the machine.
// Measured on the 2-core machine: 28 files in 772 s with two workers against 1,438 s with one (the
// tests mostly wait on the browser and the server, which the second file's work fills).
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    // The shell built once; one seeded SQLite data dir that every server of the run copies (server/testTemplate.ts).
    globalSetup: ['tests/e2e/globalSetup.ts', 'tests/kit/sqliteTemplateGlobalSetup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    // A loaded machine (2 cores, Chromium and the server) needs more than the 1 s default to settle.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
