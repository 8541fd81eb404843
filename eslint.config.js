// ESLint flat config. Besides the usual TypeScript rules it holds the import rules of
// docs/ARCHITECTURE.md:
//   shell:   app → shell → stores → core → generated; app → plugins/index.ts → plugins/<id> → plugin-api
//   shared:  src/contract imports nothing but itself (and TypeBox, the ICU formatter); everyone may import it
//   server:  server/modules/<area> → server/platform → src/contract; a module never imports another
//   demo sub-apps: server/demo-apps/src → src/bridge-client, src/contract (browser code, no libraries)
//   and no import cycles anywhere (import-x/no-cycle here; scripts/importCycles.ts, run by `npm run lint`
//   after ESLint, counts the type-only ones too).
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
          alias: { '@plugin-api/layout-admin': ['./src/plugin-api/layout-admin/index.ts'], '@plugin-api': ['./src/plugin-api/index.ts'] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
      // A cycle makes module start-up order depend on who is imported first. (import-x does not
      // count `import type`, which is erased before anything runs; scripts/importCycles.ts does.)
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Demo logins (with their passwords) are server fixtures: nothing of the shell imports them
      // (scripts/demoPasswordCheck.ts also fails a build that contains one). A rule of its own, so
      // that it adds to each folder's no-restricted-imports instead of replacing it.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src', './plugins'],
              from: './server/fixtures',
              message: 'Demo logins are server fixtures: the shell never imports them (they would ship the demo passwords).',
            },
          ],
        },
      ],
    },
  },
  // The engine boundary: only server/platform/db opens the SQLite driver; every module, script and
  // test reads and writes through Kysely (Db, openDatabase, server.db), so each runs on PostgreSQL
  // too. A rule of its own (typescript-eslint's twin of no-restricted-imports), so that it adds to
  // each folder's no-restricted-imports instead of replacing it. Type imports are refused as well.
  {
    ignores: ['server/platform/db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'better-sqlite3',
              message: 'Only server/platform/db touches the SQLite driver: read and write through Kysely (ctx.db, server.db; openDatabase), which runs on SQLite and PostgreSQL alike.',
            },
          ],
        },
      ],
    },
  },
  // Plain Node scripts.
  { files: ['**/*.mjs'], languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } } },
  // CommonJS files Node requires as they are (a loader of the build).
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } } },
  // Config files of tools must export default.
  { files: ['*.config.ts', '*.config.js', 'tests/**/vitest.*.ts'], rules: { 'no-restricted-syntax': 'off' } },
  // The contract is shared by the browser and the server: it may import only itself, TypeBox and
  // the ICU formatter of its message texts (intl-messageformat, which react-intl runs in the shell).
  {
    files: ['src/contract/**'],
    ignores: ['src/contract/**/*.test.ts'],
    rules: forbidGroups([
      {
        regex: '^(?!\\./|typebox(/|$)|intl-messageformat$|@formatjs/icu-messageformat-parser$)',
        message: 'src/contract imports nothing but itself, typebox and the ICU formatter: both the shell and the server import it.',
      },
    ]),
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
      // Both zones in one rule: a later block's setting of the same rule replaces the earlier one.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: '.', from: './src/testing', message: 'src/testing holds test kits: only tests import it.' },
            {
              target: ['./src', './plugins'],
              from: './server/fixtures',
              message: 'Demo logins are server fixtures: the shell never imports them (they would ship the demo passwords).',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/core/**'], rules: forbid('stores', 'shell', 'app', 'plugins', 'plugin-api', 'server') },
  { files: ['src/stores/**'], rules: forbid('shell', 'app', 'plugins', 'plugin-api', 'server') },
  // One constructor convention: a class of src/stores takes one object, its `<Store>Deps` declared
  // beside it, so that the root's wiring names every dependency. (The named-exports selector is
  // repeated: a later no-restricted-syntax replaces the earlier one.)
  {
    files: ['src/stores/**/*.ts'],
    ignores: ['src/stores/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector: "MethodDefinition[kind='constructor'] > FunctionExpression[params.length>1]",
          message: 'A store takes one deps object (`constructor(deps: <Store>Deps)`, the type declared beside the class), not positional parameters.',
        },
      ],
    },
  },
  // The shell renders stores; it never calls the network itself (no API layer).
  { files: ['src/shell/**'], rules: forbid('app', 'plugins', 'server', 'core/api') },
  { files: ['src/plugin-api/**'], rules: forbid('stores', 'shell', 'app', 'plugins', 'server') },
  // A plugin sees only the plugin API (and libraries): never the shell, the stores, core or another plugin.
  // A file in a sub-folder of a plugin (model/, history/…) may import its plugin's other files, never
  // above the plugin's own folder: one block per depth, the relative way out of the plugin refused.
  // The layout editor's privileged entry ("@plugin-api/layout-admin") is for plugins/layoutAdmin only.
  ...[1, 2, 3, 4].flatMap((depth) => {
    const files = [`plugins/*/${'*/'.repeat(depth - 1)}*`];
    const groups = [
      { group: ['**/src/**', '../../src/**'], message: 'Plugins import only from src/plugin-api (via the "@plugin-api" path).' },
      { group: [`${'../'.repeat(depth)}*`, '**/plugins/**'], message: 'A plugin never imports another plugin, nor anything above its own folder.' },
    ];
    const layoutAdminEntry = {
      group: ['@plugin-api/layout-admin', '@plugin-api/layout-admin/**'],
      message: 'Only plugins/layoutAdmin imports "@plugin-api/layout-admin" (the layout editor\'s privileged functions).',
    };
    return [
      { files, ignores: ['plugins/layoutAdmin/**'], rules: forbidGroups([...groups, layoutAdminEntry]) },
      { files: files.map((pattern) => pattern.replace('plugins/*/', 'plugins/layoutAdmin/')), rules: forbidGroups(groups) },
    ];
  }),
  // A plugin's tests may drive its model over the shell's real calls and test kits (src/), never
  // another plugin: per depth, climbing to plugins/ is refused, and climbing to the root leads only to src/.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`plugins/*/${'*/'.repeat(depth - 1)}*.test.ts`, `plugins/*/${'*/'.repeat(depth - 1)}*.test.tsx`],
    rules: forbidGroups([
      { regex: `^(\\.\\./){${depth}}(?!\\.\\./)`, message: 'A plugin never imports another plugin; its tests may import src/ only.' },
      { regex: `^(\\.\\./){${depth + 1}}(?!src/)`, message: 'A plugin never imports another plugin; its tests may import src/ only.' },
    ]),
  })),
  // A manifest is plain data that Node reads (config:check, the server): it imports nothing, and the
  // list of manifests imports only the manifests.
  {
    files: ['plugins/*/manifest.ts'],
    rules: forbidGroups([{ regex: '.*', message: 'A plugin manifest is plain data: it imports nothing (Node reads it without the plugin).' }]),
  },
  {
    files: ['plugins/manifests.ts'],
    rules: forbidGroups([{ regex: '^(?!\\./[A-Za-z]+/manifest$)', message: 'plugins/manifests.ts lists the plugins\' manifests and imports nothing else.' }]),
  },
  // The server never imports the browser side, except the contract (and the platform's layout check, below).
  { files: ['server/**'], rules: forbid('shell', 'stores', 'app', 'plugins', 'plugin-api') },
  // The demo sub-apps are sub-apps as a customer writes them, built with the shell but apart from it:
  // of the portal they know the bridge client and the contract, no library, nothing of the server.
  {
    files: ['server/demo-apps/src/**'],
    ignores: ['server/demo-apps/src/**/*.test.ts'],
    rules: forbidGroups([
      { regex: '^[^.]', message: 'A demo sub-app uses no library: it is a plain browser program (and its own bundle).' },
      {
        group: ['**/src/**', '!**/src/bridge-client', '!**/src/bridge-client/**', '!**/src/contract', '!**/src/contract/**'],
        message: 'A demo sub-app knows the portal only through the bridge client (src/bridge-client) and the contract (src/contract).',
      },
      { group: layer('platform').concat(layer('modules')), message: 'A demo sub-app runs in the browser: it never imports the server.' },
    ]),
  },
  // The platform serves every module and knows none of them.
  {
    files: ['server/platform/**'],
    rules: forbidGroups([
      { group: layer('modules'), message: 'server/platform may not import a module: modules plug into the platform, not the other way round.' },
      { group: layer('shell').concat(layer('stores'), layer('app'), layer('plugins'), layer('plugin-api')), message: 'The server never imports the browser side.' },
    ]),
  },
  // The platform's one wrapper of the shell's rules reads the plugins' manifests (plain data), nothing else of them.
  {
    files: ['server/platform/shellRules.ts'],
    rules: forbidGroups([
      { group: layer('modules'), message: 'server/platform may not import a module: modules plug into the platform, not the other way round.' },
      { group: layer('shell').concat(layer('stores'), layer('app'), layer('plugin-api'), ['**/plugins/**', '!**/plugins/manifests.js']), message: 'The server never imports the browser side (shellRules reads only plugins/manifests.ts).' },
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
