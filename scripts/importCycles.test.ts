import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KNOWN_CYCLES, runImportCycles } from './importCycles';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'srm-cycles-'));
  files['tsconfig.json'] ??= JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx' } });
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

async function check(root: string, known: typeof KNOWN_CYCLES = []): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runImportCycles(['src'], { out: (line) => out.push(line), err: (line) => err.push(line), cwd: root }, known);
  return { code, out, err };
}

// The props type declared by the dispatcher that imports the item: import-x/no-cycle does not see it.
const DISPATCHER = "import { Item } from './Item';\nexport interface ItemProps { label: string }\nexport const pick = () => Item;\n";
const ITEM = "import type { ItemProps } from './Dispatcher';\nexport const Item = (props: ItemProps) => props.label;\n";

describe('the import cycle check', () => {
  it('finds a cycle that only a type-only import closes, and names it as such', async () => {
    const result = await check(tree({ 'src/Dispatcher.ts': DISPATCHER, 'src/Item.ts': ITEM }));
    expect(result.code).toBe(1);
    expect(result.out).toEqual(['type-only cycle of 2 file(s): src/Dispatcher.ts → src/Item.ts → src/Dispatcher.ts']);
    expect(result.err[0]).toMatch(/^import cycles: 1 problem\(s\); 2 files, 2 imports \(1 type-only\) in src/);
  });

  it('passes once the declaration has a file of its own', async () => {
    const result = await check(
      tree({
        'src/itemProps.ts': 'export interface ItemProps { label: string }\n',
        'src/Dispatcher.ts': "import { Item } from './Item';\nexport const pick = () => Item;\n",
        'src/Item.ts': "import type { ItemProps } from './itemProps';\nexport const Item = (props: ItemProps) => props.label;\n",
      }),
    );
    expect(result).toMatchObject({ code: 0, err: [] });
    expect(result.out).toEqual([expect.stringMatching(/^OK import cycles: none; 3 files, 2 imports/)]);
  });

  it('follows re-exports, dynamic imports, import() types and the tsconfig paths, and reports one group per cycle', async () => {
    const result = await check(
      tree({
        'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', baseUrl: '.', paths: { '@api': ['./src/api/index.ts'] } } }),
        'src/api/index.ts': "export * from './parts';\n",
        'src/api/parts.ts': "export type Page = import('../page/Page').PageProps;\n",
        'src/page/Page.ts': "import type { Page } from '@api';\nexport interface PageProps { id: string }\nexport type P = Page;\n",
        'src/lazy/host.ts': "export const load = (): Promise<unknown> => import('./view');\n",
        'src/lazy/view.ts': "import { load } from './host';\nexport const again = load;\n",
        'src/alone.ts': "import { alone } from './alone';\nexport const a = alone;\n",
      }),
    );
    expect(result.code).toBe(1);
    expect(result.out).toEqual([
      'cycle of 1 file(s): src/alone.ts → src/alone.ts',
      'type-only cycle of 3 file(s): src/api/index.ts → src/api/parts.ts → src/page/Page.ts → src/api/index.ts',
      'cycle of 2 file(s): src/lazy/host.ts → src/lazy/view.ts → src/lazy/host.ts',
    ]);
  });

  it('lets a known cycle pass while it lasts and fails once it is gone, so the list only shrinks', async () => {
    const known = [{ files: ['src/Dispatcher.ts', 'src/Item.ts'], until: 'the next step' }];
    const lasting = await check(tree({ 'src/Dispatcher.ts': DISPATCHER, 'src/Item.ts': ITEM }), known);
    expect(lasting.code).toBe(0);
    expect(lasting.out[0]).toBe('known type-only cycle of 2 file(s), until the next step: src/Dispatcher.ts → src/Item.ts → src/Dispatcher.ts');
    rmSync(dir, { recursive: true, force: true });

    const gone = await check(tree({ 'src/Dispatcher.ts': "export const pick = 1;\n", 'src/Item.ts': ITEM }), known);
    expect(gone.code).toBe(1);
    expect(gone.out).toEqual(['stale: the known cycle of src/Dispatcher.ts, src/Item.ts is gone; remove it from KNOWN_CYCLES (scripts/importCycles.ts)']);
  });

  it('runs in npm run lint (so in npm test), after ESLint', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    expect(manifest.scripts.lint).toMatch(/^eslint \. && .*tsx scripts\/importCycles\.ts$/);
  });

  it('finds no cycle in the tree but the known ones, as npm run lint runs it', async () => {
    const out: string[] = [];
    const code = await runImportCycles([], { out: (line) => out.push(line), err: (line) => out.push(line) });
    expect(out.filter((line) => !line.startsWith('known ') && !line.startsWith('  the group: '))).toEqual([expect.stringMatching(/^OK import cycles: /)]);
    expect(code).toBe(0);
  });
});
