import { defineConfig } from 'vitest/config';

// Deployment tests (npm run test:deploy): Debian's nginx and Mosquitto started on loopback
// ports with the repository's files in deploy/, the reference server behind them, and Chromium
// through them. The shell is built once as for the end-to-end tests. One file at a time.
export default defineConfig({
  test: {
    name: 'deploy',
    environment: 'node',
    include: ['tests/deploy/**/*.deploy.test.ts'],
    // The shell built once; one seeded SQLite data dir that every server of the run copies (server/testTemplate.ts).
    globalSetup: ['tests/e2e/globalSetup.ts', 'tests/kit/sqliteTemplateGlobalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
