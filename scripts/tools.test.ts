import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { runConfigCheck } from './config-check';
import { runDiff } from './layout-diff';
import { runMerge } from './layout-merge';
import type { CheckIo } from './runAsMain';
import { staleReason } from './tools.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), 'tools-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a tool run in this process (from the sources) prints. */
async function fromSources(tool: (args: readonly string[], io: CheckIo) => Promise<number>, args: string[]): Promise<{ code: number; stdout: string }> {
  const out: string[] = [];
  const code = await tool(args, { out: (line) => out.push(line), err: () => undefined, cwd: ROOT });
  return { code, stdout: out.map((line) => `${line}\n`).join('') };
}

/** What the launcher (npm run config:check / merge / diff) prints. */
async function fromLauncher(args: string[]): Promise<{ code: number; stdout: string }> {
  return run(process.execPath, [path.join(ROOT, 'scripts/tools.mjs'), ...args], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
}

describe('the implementer tools run from their bundle (scripts/tools.mjs)', () => {
  it('answer exactly as their sources do: config:check, merge, merge --sources and diff', async () => {
    const files = ['config/base/layout.json', 'config/tenants/acme/layout.json', 'config/tenants/globex/layout.json', 'config/tenants/initech/layout.json'];
    const broken = path.join(dir, 'broken.json');
    writeFileSync(broken, JSON.stringify({ topBar: { weather: { order: 5, kind: 'weather' } }, routes: { wel: { label: 'i18n_route_nowhere' } } }));
    const cases: Array<[Parameters<typeof fromSources>[0], string, string[]]> = [
      [runConfigCheck, 'config-check', [...files, broken]],
      [runMerge, 'merge', ['globex']],
      [runMerge, 'merge', ['acme', '--sources']],
      [runDiff, 'diff', ['acme', 'initech']],
    ];
    for (const [tool, name, args] of cases) {
      const bundled = await fromLauncher([name, ...args]);
      expect(bundled, `${name} ${args.join(' ')}`).toEqual(await fromSources(tool, args));
      expect(bundled.stdout.length).toBeGreaterThan(20);
    }
  }, 60_000);

  it('a changed source is bundled again before the next run, never answered from the stale bundle', async () => {
    const entry = path.join(dir, 'entry.ts');
    const part = path.join(dir, 'part.ts');
    const outDir = path.join(dir, 'out');
    writeFileSync(entry, "import { WORD } from './part';\nexport const tools = { say: async (_args: readonly string[], io: { out: (line: string) => void }) => { io.out(WORD); return 0; } };\n");
    writeFileSync(part, "export const WORD = 'one';\n");
    // In a process of its own, as npm runs it (this process's module cache would keep the first bundle).
    const program = `const { loadTools } = await import(${JSON.stringify(path.join(ROOT, 'scripts/tools.mjs'))});
      const { tools } = await loadTools(${JSON.stringify({ entry, outDir })});
      await tools.say([], { out: (line) => console.log(line), err: () => undefined });`;
    const said = async (): Promise<string[]> => (await run(process.execPath, ['--input-type=module', '-e', program])).stdout.trim().split('\n');
    expect(staleReason(outDir)).toBe('no bundle yet');
    expect(await said()).toEqual(['one']);
    expect(staleReason(outDir)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(part, "export const WORD = 'two';\n");
    expect(staleReason(outDir)).toBe(`${path.relative(ROOT, part)} changed`);
    expect(await said()).toEqual(['two']);
    expect(staleReason(outDir)).toBeUndefined();
    rmSync(part);
    expect(staleReason(outDir)).toBe(`${path.relative(ROOT, part)} is gone`);
  }, 30_000);
});
