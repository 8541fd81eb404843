// ESLint flat config. Besides the usual TypeScript rules it holds the import rules of
// docs/ARCHITECTURE.md:
//   shell:   app → shell → stores → core → generated; app → plugins/index.ts → plugins/<id> → plugin-api
//   shared:  src/contract imports nothing but itself (and TypeBox); everyone may import it
//   server:  server/modules/<area> → server/platform → src/contract; a module never imports another
//   and no import cycles anywhere (import-x/no-cycle).
// scripts/lintRules.test.ts proves that each rule fails on a violation.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const layer = (name) => [`**/${name}`, `**/${name}/**`];
const forbidGroups = (groups) => ({
  'no-restricted-imports': ['error', { patterns: groups }],
});
const forbid = (...names) =>
  forbidGroups(
    names.map((name) => ({
      group: layer(name),
      message: `This layer may not import from ${name}/ (see docs/ARCHITECTURE.md, dependency direction).`,
    })),
  );

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'data/**',
      'src/generated/**',
      'coverage/**',
      'bench-results/**',
      'server/demo-apps/**',
      'tests/.lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads to follow imports (its default is .js only).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Extensionless imports in the shell, `.js` imports of `.ts` files on the server.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          alias: { '@plugin-api': ['./src/plugin-api/index.ts'] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
      // A cycle makes module start-up order depend on who is imported first. (import-x does not
      // count `import type`, which is erased before anything runs.)
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Plain Node scripts.
  { files: ['**/*.mjs'], languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } } },
  // CommonJS files Node requires as they are (a loader of the build).
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } } },
  // Config files of tools must export default.
  { files: ['*.config.ts', '*.config.js', 'tests/**/vitest.*.ts'], rules: { 'no-restricted-syntax': 'off' } },
  // The contract is shared by the browser and the server: it may import only itself and TypeBox.
  {
    files: ['src/contract/**'],
    ignores: ['src/contract/**/*.test.ts'],
    rules: forbidGroups([{ regex: '^(?!\\./|typebox(/|$))', message: 'src/contract imports nothing but itself and typebox: both the shell and the server import it.' }]),
  },
  // The endpoint declarations sit one folder down: `../` still stays inside the contract.
  {
    files: ['src/contract/*/**'],
    ignores: ['src/contract/**/*.test.ts'],
    rules: forbidGroups([{ regex: '^(?!\\./|\\.\\./(?!\\.\\./)|typebox(/|$))', message: 'src/contract imports nothing but itself and typebox: both the shell and the server import it.' }]),
  },
  // The test kits (fake HTTP by endpoint, stores over the base layout) are for tests only.
  {
    files: ['src/**', 'plugins/**', 'server/**', 'scripts/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [{ target: '.', from: './src/testing', message: 'src/testing holds test kits: only tests import it.' }] }],
    },
  },
  { files: ['src/core/**'], rules: forbid('stores', 'shell', 'app', 'plugins', 'plugin-api', 'server') },
  { files: ['src/stores/**'], rules: forbid('shell', 'app', 'plugins', 'plugin-api', 'server') },
  // The shell renders stores; it never calls the network itself (no API layer).
  { files: ['src/shell/**'], rules: forbid('app', 'plugins', 'server', 'core/api') },
  { files: ['src/plugin-api/**'], rules: forbid('stores', 'shell', 'app', 'plugins', 'server') },
  // A plugin sees only the plugin API (and libraries): never the shell, the stores, core or another plugin.
  {
    files: ['plugins/*/**'],
    rules: forbidGroups([
      { group: ['**/src/**', '../../src/**'], message: 'Plugins import only from src/plugin-api (via the "@plugin-api" path).' },
      { group: ['../*', '../../plugins/**'], message: 'A plugin never imports another plugin (plugin folders are flat).' },
    ]),
  },
  // The server never imports the browser side, except the contract (and the platform's layout check, below).
  { files: ['server/**'], rules: forbid('shell', 'stores', 'app', 'plugins', 'plugin-api') },
  // The platform serves every module and knows none of them.
  {
    files: ['server/platform/**'],
    rules: forbidGroups([
      { group: layer('modules'), message: 'server/platform may not import a module: modules plug into the platform, not the other way round.' },
      { group: layer('shell').concat(layer('stores'), layer('app'), layer('plugins'), layer('plugin-api')), message: 'The server never imports the browser side.' },
    ]),
  },
  // A module imports the platform, the contract and its own files: never another module, and not the
  // shell's core (the platform wraps the one piece of it the server needs, the layout check).
  {
    files: ['server/modules/**'],
    rules: forbidGroups([
      { regex: '^\\.\\./(?!\\.\\./)', message: 'A server module never imports another module; move what both need into server/platform or src/contract.' },
      { group: ['**/src/core', '**/src/core/**', '**/src/generated/**'], message: 'Server modules reach the shell\'s layout check through server/platform, not src/core.' },
      { group: layer('shell').concat(layer('stores'), layer('app'), layer('plugins'), layer('plugin-api')), message: 'The server never imports the browser side.' },
    ]),
  },
);
