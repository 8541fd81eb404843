// The import rules of docs/ARCHITECTURE.md are only worth having if they fail on a violation:
// each case below writes the import a careless change would write and expects the rule to refuse it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('layer rules', () => {
  const refused: [string, string, string][] = [
    ['the contract imports a library', 'src/contract/example.ts', "import axios from 'axios';\nexport const a = axios;\n"],
    ['the contract imports the core', 'src/contract/example.ts', "import { isVisible } from '../core/visibility';\nexport const a = isVisible;\n"],
    ['the core imports a store', 'src/core/example.ts', "import { RootStore } from '../stores/RootStore';\nexport const a = RootStore;\n"],
    ['the shell calls the API layer', 'src/shell/Example.tsx', "import { getMenu } from '../core/api/services';\nexport const a = getMenu;\n"],
    ['a plugin imports a store', 'plugins/home/example.ts', "import { RootStore } from '../../src/stores/RootStore';\nexport const a = RootStore;\n"],
    ['a plugin imports another plugin', 'plugins/home/example.ts', "import { infoPlugin } from '../info';\nexport const a = infoPlugin;\n"],
    ['a plugin sub-folder imports another plugin', 'plugins/home/model/example.ts', "import { infoPlugin } from '../../info';\nexport const a = infoPlugin;\n"],
    ['a plugin sub-folder imports a store', 'plugins/home/model/example.ts', "import { RootStore } from '../../../src/stores/RootStore';\nexport const a = RootStore;\n"],
    ['a server module imports another module', 'server/modules/auth/example.ts', "import { menuModule } from '../menu/index.js';\nexport const a = menuModule;\n"],
    ['a server module imports the shell core', 'server/modules/auth/example.ts', "import { mergePatch } from '../../../src/core/config/mergePatch.js';\nexport const a = mergePatch;\n"],
    ['the platform imports a module', 'server/platform/example.ts', "import { menuModule } from '../modules/menu/index.js';\nexport const a = menuModule;\n"],
    ['the server imports a store', 'server/platform/example.ts', "import { RootStore } from '../../src/stores/RootStore.js';\nexport const a = RootStore;\n"],
    ['a demo sub-app imports the shell core', 'server/demo-apps/src/demo/example.ts', "import { isVisible } from '../../../../src/core/visibility';\nexport const a = isVisible;\n"],
    ['a demo sub-app imports the server', 'server/demo-apps/src/demo/example.ts', "import { REPO_ROOT } from '../../../platform/paths';\nexport const a = REPO_ROOT;\n"],
    ['a demo sub-app imports a library', 'server/demo-apps/src/demo/example.ts', "import { observable } from 'mobx';\nexport const a = observable;\n"],
    ['the core imports the plugin manifests', 'src/core/config/example.ts', "import { PLUGIN_CATALOGUE } from '../../../plugins/manifests';\nexport const a = PLUGIN_CATALOGUE;\n"],
    ['a plugin other than the layout editor imports the layout-admin entry', 'plugins/home/example.ts', "import { mergedDocument } from '@plugin-api/layout-admin';\nexport const a = mergedDocument;\n"],
    ['a plugin manifest imports something', 'plugins/home/manifest.ts', "import { listMessages } from '@plugin-api';\nexport const a = listMessages;\n"],
    ['the list of manifests imports a plugin object', 'plugins/manifests.ts', "import { homePlugin } from './home';\nexport const a = homePlugin;\n"],
    ["the server's shell rules import a plugin object", 'server/platform/shellRules.ts', "import { plugins } from '../../plugins/index.js';\nexport const a = plugins;\n"],
    ['an endpoint declaration imports outside the contract', 'src/contract/endpoints/example.ts', "import { isVisible } from '../../core/visibility';\nexport const a = isVisible;\n"],
  ];

  it.each(refused)('refuses: %s', async (_name, filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).toContain('no-restricted-imports');
  });

  const allowed: [string, string, string][] = [
    ['a module imports the platform and the contract', 'server/modules/auth/example.ts', "import { ok } from '../../platform/http/envelope.js';\nimport { isAdmin } from '../../../src/contract/permissions.js';\nexport const a = [ok, isAdmin];\n"],
    ['a store imports the core and the contract', 'src/stores/Example.ts', "import { isVisible } from '../core/visibility';\nimport { isAdmin } from '../contract/permissions';\nexport const a = [isVisible, isAdmin];\n"],
    ['a plugin sub-folder imports its own plugin', 'plugins/layoutAdmin/history/Example.tsx', "import { historyMessages } from '../messages/history';\nexport const a = historyMessages;\n"],
    ['the layout editor imports the layout-admin entry', 'plugins/layoutAdmin/example.ts', "import { mergedDocument } from '@plugin-api/layout-admin';\nimport { usePortal } from '@plugin-api';\nexport const a = [mergedDocument, usePortal];\n"],
    ["the server's shell rules read the plugin manifests", 'server/platform/shellRules.ts', "import { PLUGIN_CATALOGUE } from '../../plugins/manifests.js';\nexport const a = PLUGIN_CATALOGUE;\n"],
    ['an endpoint declaration imports a contract type', 'src/contract/endpoints/example.ts', "import type { LoginResult } from '../auth';\nexport const a = (r: LoginResult) => r;\n"],
    ['the contract imports typebox and itself', 'src/contract/example.ts', "import { Type } from 'typebox';\nimport { isAdmin } from './permissions';\nexport const a = [Type, isAdmin];\n"],
    ['the contract imports its ICU formatter', 'src/contract/example.ts', "import { IntlMessageFormat } from 'intl-messageformat';\nexport const a = IntlMessageFormat;\n"],
    ['a demo sub-app imports the bridge client, the contract and its own files', 'server/demo-apps/src/demo/example.ts', "import type { SrmBridge } from '../../../../src/bridge-client/client';\nimport { PROCESS_INSTANCE_ID } from '../../../../src/contract/flow';\nimport { el } from '../shared/dom';\nimport TEXTS from './texts.json';\nexport const a = [PROCESS_INSTANCE_ID, el, TEXTS] as unknown as SrmBridge;\n"],
  ];

  it.each(allowed)('allows: %s', async (_name, filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).not.toContain('no-restricted-imports');
  });
});

describe('demo logins stay out of the shell', () => {
  it.each([
    ['the core', 'src/core/example.ts', "import { BUYER_ADMIN } from '../../server/fixtures/demoLogins';\nexport const a = BUYER_ADMIN;\n"],
    ['a plugin', 'plugins/home/example.ts', "import { DEMO_LOGINS } from '../../server/fixtures/demoLogins';\nexport const a = DEMO_LOGINS;\n"],
  ])('refuses: %s imports the server fixtures', async (_name, filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).toContain('import-x/no-restricted-paths');
  });

  it('allows the server and the tests to import them', async () => {
    expect(await ruleIdsFor('server/modules/auth/example.ts', "import { BUYER_ADMIN } from '../../fixtures/demoLogins.js';\nexport const a = BUYER_ADMIN;\n")).not.toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('tests/e2e/example.ts', "import { BUYER_ADMIN } from '../../server/fixtures/demoLogins';\nexport const a = BUYER_ADMIN;\n")).not.toContain('import-x/no-restricted-paths');
  });
});

describe('the SQLite driver stays inside server/platform/db', () => {
  const driverImport = "import BetterSqlite3 from 'better-sqlite3';\nexport const a = BetterSqlite3;\n";

  it.each([
    ['a module', 'server/modules/messages/example.ts', driverImport],
    ['the platform outside db/', 'server/platform/auth/example.ts', driverImport],
    ["a module's test", 'server/modules/messages/example.test.ts', driverImport],
    ['a test kit', 'tests/kit/example.ts', driverImport],
    ['a script, as a type only', 'scripts/example.ts', "import type BetterSqlite3 from 'better-sqlite3';\nexport type A = BetterSqlite3.Database;\n"],
  ])('refuses: %s imports it', async (_name, filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('allows it in server/platform/db, and keeps the folder rules apart from it', async () => {
    expect(await ruleIdsFor('server/platform/db/example.ts', driverImport)).not.toContain('@typescript-eslint/no-restricted-imports');
    // A module importing the driver and another module is refused by both rules.
    const both = await ruleIdsFor('server/modules/auth/example.ts', `${driverImport}import { menuModule } from '../menu/index.js';\nexport const b = menuModule;\n`);
    expect(both).toEqual(expect.arrayContaining(['@typescript-eslint/no-restricted-imports', 'no-restricted-imports']));
  });
});

describe('test kits', () => {
  const kitImport = "import { scriptedHttp } from '../testing/http';\nexport const a = scriptedHttp;\n";

  it('refuses src/testing in production code', async () => {
    expect(await ruleIdsFor('src/stores/example.ts', kitImport)).toContain('import-x/no-restricted-paths');
  });

  it('allows src/testing in a test', async () => {
    expect(await ruleIdsFor('src/stores/example.test.ts', kitImport)).not.toContain('import-x/no-restricted-paths');
  });
});

describe('one constructor convention for the stores', () => {
  it('refuses a store whose constructor takes positional parameters', async () => {
    const code = 'export class ExampleStore {\n  constructor(\n    private readonly a: number,\n    private readonly b: string,\n  ) {}\n  get both(): string {\n    return `${this.a}${this.b}`;\n  }\n}\n';
    expect(await ruleIdsFor('src/stores/work/exampleStore.ts', code)).toContain('no-restricted-syntax');
  });

  it('allows one deps object, and keeps refusing a default export there', async () => {
    const code = 'export interface ExampleStoreDeps {\n  a: number;\n  b: string;\n}\n\nexport class ExampleStore {\n  constructor(private readonly deps: ExampleStoreDeps) {}\n  get both(): string {\n    return `${this.deps.a}${this.deps.b}`;\n  }\n}\n';
    expect(await ruleIdsFor('src/stores/work/exampleStore.ts', code)).not.toContain('no-restricted-syntax');
    expect(await ruleIdsFor('src/stores/exampleStore.ts', 'const a = 1;\nexport default a;\n')).toContain('no-restricted-syntax');
  });
});

describe('import cycles', () => {
  const dir = path.join(root, 'tests/.lint-fixtures', `cycle-${process.pid}`);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('fails on two files that import each other, and passes once the cycle is broken', async () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = (): number => (a ? 1 : 0);\n");
    const linter = new ESLint({ cwd: root, ignore: false, cache: false });
    const cyclic = await linter.lintFiles([path.join(dir, 'a.ts')]);
    expect(cyclic[0]?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');

    fs.writeFileSync(path.join(dir, 'b.ts'), 'export const b = (): number => 1;\n');
    const fresh = new ESLint({ cwd: root, ignore: false, cache: false });
    const broken = await fresh.lintFiles([path.join(dir, 'a.ts')]);
    expect(broken[0]?.messages.map((message) => message.ruleId)).not.toContain('import-x/no-cycle');
  });
});
