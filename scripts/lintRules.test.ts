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
    ['a server module imports another module', 'server/modules/auth/example.ts', "import { menuModule } from '../menu/index.js';\nexport const a = menuModule;\n"],
    ['a server module imports the shell core', 'server/modules/auth/example.ts', "import { mergePatch } from '../../../src/core/config/mergePatch.js';\nexport const a = mergePatch;\n"],
    ['the platform imports a module', 'server/platform/example.ts', "import { menuModule } from '../modules/menu/index.js';\nexport const a = menuModule;\n"],
    ['the server imports a store', 'server/platform/example.ts', "import { RootStore } from '../../src/stores/RootStore.js';\nexport const a = RootStore;\n"],
    ['an endpoint declaration imports outside the contract', 'src/contract/endpoints/example.ts', "import { isVisible } from '../../core/visibility';\nexport const a = isVisible;\n"],
  ];

  it.each(refused)('refuses: %s', async (_name, filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).toContain('no-restricted-imports');
  });

  const allowed: [string, string, string][] = [
    ['a module imports the platform and the contract', 'server/modules/auth/example.ts', "import { ok } from '../../platform/http/envelope.js';\nimport { isAdmin } from '../../../src/contract/permissions.js';\nexport const a = [ok, isAdmin];\n"],
    ['a store imports the core and the contract', 'src/stores/Example.ts', "import { isVisible } from '../core/visibility';\nimport { isAdmin } from '../contract/permissions';\nexport const a = [isVisible, isAdmin];\n"],
    ['an endpoint declaration imports a contract type', 'src/contract/endpoints/example.ts', "import type { LoginResult } from '../auth';\nexport const a = (r: LoginResult) => r;\n"],
    ['the contract imports typebox and itself', 'src/contract/example.ts', "import { Type } from 'typebox';\nimport { isAdmin } from './permissions';\nexport const a = [Type, isAdmin];\n"],
  ];

  it.each(allowed)('allows: %s', async (_name, filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).not.toContain('no-restricted-imports');
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
