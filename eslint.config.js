// ESLint flat config. Besides the usual TypeScript rules it holds the dependency direction of
// docs/ARCHITECTURE.md: app → shell → stores → core → generated; app → plugins/index.ts →
// plugins/<id> → plugin-api. A layer may import only from the layers to its right.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const layer = (name) => [`**/${name}`, `**/${name}/**`];
const forbid = (...names) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: names.map((name) => ({
        group: layer(name),
        message: `This layer may not import from ${name}/ (see docs/ARCHITECTURE.md, dependency direction).`,
      })),
    },
  ],
});

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'data/**', 'src/generated/**', 'coverage/**', 'bench-results/**', 'server/demo-apps/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  // Plain Node scripts.
  { files: ['**/*.mjs'], languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } } },
  // Config files of tools must export default.
  { files: ['*.config.ts', '*.config.js', 'tests/**/vitest.*.ts'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['src/generated/**', 'src/core/**'], ignores: ['src/generated/**'], rules: forbid('stores', 'shell', 'app', 'plugins', 'plugin-api') },
  { files: ['src/stores/**'], rules: forbid('shell', 'app', 'plugins', 'plugin-api') },
  { files: ['src/shell/**'], rules: forbid('app', 'plugins') },
  { files: ['src/plugin-api/**'], rules: forbid('stores', 'shell', 'app', 'plugins') },
  // A plugin sees only the plugin API (and libraries): never the shell, the stores, core or another plugin.
  {
    files: ['plugins/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**', '../../src/**'], message: 'Plugins import only from src/plugin-api (via the "@plugin-api" path).' },
            { group: ['../*', '../../plugins/**'], message: 'A plugin never imports another plugin (plugin folders are flat).' },
          ],
        },
      ],
    },
  },
  { files: ['server/**'], rules: forbid('shell', 'stores', 'app', 'plugins', 'plugin-api') },
);
