import { defineConfig } from 'vitest/config';

// Scale tests (npm run test:scale): Debian's PostgreSQL and Redis on loopback, two server instances
// (tsx server/main.ts child processes) behind Debian's nginx with the repository's site and its
// srm-upstream.conf, Chromium through nginx. The shell is built once as for the end-to-end tests.
// SRM_SCALE_DATABASE=sqlite runs each instance on its own SQLite file (to debug nginx, Redis and the
// processes alone: the tests that read one instance's writes through the other then fail).
export default defineConfig({
  test: {
    name: 'scale',
    environment: 'node',
    include: ['tests/scale/**/*.scale.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 180_000,
  },
});
