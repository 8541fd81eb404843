// merge, diff and config:check read any config folder (a deployment's SRM_CONFIG_DIR or --config), not only
// the repository's config/.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { runConfigCheck } from './config-check';
import { runDiff } from './layout-diff';
import { runMerge } from './layout-merge';
import type { CheckIo } from './runAsMain';

const ROOT = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

// A deployment's folder, outside the repository: the base, a tenant the repository does not have, a broken one.
const cwd = mkdtempSync(path.join(tmpdir(), 'config-folder-'));
const deploy = path.join(cwd, 'srv-config');
mkdirSync(path.join(deploy, 'base'), { recursive: true });
copyFileSync(path.join(ROOT, 'config/base/layout.json'), path.join(deploy, 'base/layout.json'));
const tenant = (id: string, doc: unknown) => {
  mkdirSync(path.join(deploy, 'tenants', id), { recursive: true });
  writeFileSync(path.join(deploy, 'tenants', id, 'layout.json'), JSON.stringify(doc));
};
tenant('contoso', { app: { siteTitle: 'Contoso SRM' } });
tenant('fabrikam', { push: { keepaliveSeconds: 0 } });
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

async function inProcess(tool: (args: readonly string[], io: CheckIo) => Promise<number>, args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await tool(args, { out: (line) => out.push(line), err: (line) => err.push(line), cwd, env });
  return { code, out, err };
}

describe('the tools find tenants in the config folder named by --config or SRM_CONFIG_DIR', () => {
  it('merge: a tenant of the folder, by --config and by SRM_CONFIG_DIR; unknown without either', async () => {
    for (const [args, env] of [
      [['contoso', '--config', 'srv-config'], {}],
      [['contoso'], { SRM_CONFIG_DIR: deploy }],
    ] as const) {
      const { code, out } = await inProcess(runMerge, [...args], env);
      expect(code).toBe(0);
      expect(JSON.parse(out.join('\n')).app.siteTitle).toBe('Contoso SRM');
    }
    const sources = await inProcess(runMerge, ['contoso', '--sources'], { SRM_CONFIG_DIR: 'srv-config' });
    expect(sources.out).toContain(`/app/siteTitle\ttenant\t${path.join('srv-config', 'tenants/contoso/layout.json')}`);
    expect(sources.out).toContain(`/app/defaultLanguage\tbase\t${path.join('srv-config', 'base/layout.json')}`);
    const without = await inProcess(runMerge, ['contoso']);
    expect(without.code).toBe(2);
    expect(without.err[0]).toMatch(/cannot read the file: no such file \(known tenants: acme, /);
  });

  it('diff: two tenants of the folder', async () => {
    const { code, out } = await inProcess(runDiff, ['base', 'contoso', '--config', deploy]);
    expect(code).toBe(0);
    expect(out).toContainEqual(expect.stringMatching(/^changed {1}\/app\/siteTitle: ".+" → "Contoso SRM"$/));
    expect(out.at(-1)).toBe('1 change');
  });

  it('config:check: a tenant id of the folder, or the whole folder (base and every tenant) when no file is named', async () => {
    const one = await inProcess(runConfigCheck, ['contoso', '--config', 'srv-config']);
    expect(one).toEqual({ code: 0, out: [`OK ${path.join('srv-config', 'tenants/contoso/layout.json')}`], err: [] });
    const all = await inProcess(runConfigCheck, [], { SRM_CONFIG_DIR: deploy });
    expect(all.code).toBe(1);
    expect(all.out).toEqual([
      `OK ${path.join('srv-config', 'base/layout.json')}`,
      `OK ${path.join('srv-config', 'tenants/contoso/layout.json')}`,
      `${path.join('srv-config', 'tenants/fabrikam/layout.json')}: /push/keepaliveSeconds: minimum: must be >= 1 (it is 0)`,
    ]);
    // The folder's base is checked whole even though its folder is not called config/.
    writeFileSync(path.join(cwd, 'base-partial.json'), JSON.stringify({ app: { siteTitle: 'x' } }));
    const partialBase = await inProcess(runConfigCheck, ['base-partial.json', '--base=base-partial.json']);
    expect(partialBase.out).toContain('base-partial.json: /routes: required: missing required property "routes"');
  });

  it('npm run merge / config:check read SRM_CONFIG_DIR from the environment (the launcher, as a deployment runs it)', async () => {
    const env = { ...process.env, SRM_CONFIG_DIR: deploy };
    const merged = await run(process.execPath, [path.join(ROOT, 'scripts/tools.mjs'), 'merge', 'contoso'], { cwd, env, maxBuffer: 16 * 1024 * 1024 });
    expect(JSON.parse(merged.stdout).app.siteTitle).toBe('Contoso SRM');
    const checked = await run(process.execPath, [path.join(ROOT, 'scripts/tools.mjs'), 'config-check', 'contoso'], { cwd, env });
    expect(checked.stdout.trim()).toBe(`OK ${path.join('srv-config', 'tenants/contoso/layout.json')}`);
  }, 30_000);
});
