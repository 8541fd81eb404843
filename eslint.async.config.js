// Type-aware lint of the server and the tests, run by `npm run lint` beside eslint.config.js (kept
// apart so the layer rules stay fast and their tests lint files that are not in the project). The
// server's data layer is asynchronous: a promise left unawaited (a check that never runs, a Promise
// taken for a truthy row) is a bug the types alone do not catch.
import tseslint from 'typescript-eslint';

export default tseslint.config({
  files: ['server/**/*.ts', 'tests/**/*.ts'],
  ignores: ['server/demo-apps/src/**'],
  extends: [tseslint.configs.base],
  linterOptions: { reportUnusedDisableDirectives: 'off' },
  languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  rules: {
    '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
    '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
    '@typescript-eslint/await-thenable': 'error',
  },
});
