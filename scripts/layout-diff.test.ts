import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDiff } from './layout-diff';
import { runMerge } from './layout-merge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'layout-diff-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function diff(args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDiff(args, { out: (l) => out.push(l), err: (l) => err.push(l), cwd: root });
  return { code, out, err };
}

describe('npm run diff', () => {
  it('prints what a tenant changes against the base: pointer, before → after, then the count', async () => {
    const { code, out } = await diff(['base', 'acme']);
    expect(code).toBe(0);
    expect(out[0]).toBe('--- base (config/base/layout.json)');
    expect(out[1]).toBe('+++ acme (config/base/layout.json + config/tenants/acme/layout.json)');
    expect(out).toContain('changed /app/siteTitle: "SRM" → "ACME SRM"');
    expect(out).toContain('removed /topBar/density: {"order":20,"kind":"density","label":"i18n_topbar_density"} → —');
    expect(out.find((line) => line.startsWith('added   /topBar/helpCenter: — → {"order":95'))).toBeDefined();
    expect(out.some((line) => line.includes('$schema'))).toBe(false);
    expect(out.at(-1)).toBe(`${out.length - 3} changes`);
  });

  it('the other way round, removals become additions', async () => {
    const { out } = await diff(['acme', 'base']);
    expect(out).toContain('changed /app/siteTitle: "ACME SRM" → "SRM"');
    expect(out.find((line) => line.startsWith('added   /topBar/density: — → '))).toBeDefined();
  });

  it('a file holding a whole document (the output of merge) is taken as it is: no change against its tenant', async () => {
    const merged: string[] = [];
    await runMerge(['acme'], { out: (l) => merged.push(l), err: () => undefined, cwd: root });
    const whole = path.join(dir, 'acme-merged.json');
    await writeFile(whole, merged.join('\n'));
    const { code, out } = await diff(['acme', whole]);
    expect(code).toBe(0);
    expect(out).toEqual(['--- acme (config/base/layout.json + config/tenants/acme/layout.json)', `+++ ${whole} (a whole document)`, '0 changes']);
  });

  it('a tenant file given by path is merged over the base; long values are cut unless --full', async () => {
    const logo = `data:image/svg+xml;base64,${'A'.repeat(400)}`;
    const tenant = path.join(dir, 'logo.json');
    await writeFile(tenant, JSON.stringify({ app: { branding: { logo } } }));
    const cut = await diff(['base', tenant]);
    expect(cut.out[2]).toMatch(/^added {3}\/app\/branding: — → \{"logo":"data:image\/svg\+xml;base64,A+…$/);
    expect(cut.out[2]!.length).toBeLessThan(200);
    const full = await diff(['base', tenant, '--full']);
    expect(full.out[2]).toBe(`added   /app/branding: — → {"logo":"${logo}"}`);
    expect(full.out[3]).toBe('1 change');
  });

  it('an invalid side: exit 1 with its issues; wrong usage: exit 2', async () => {
    const broken = path.join(dir, 'broken.json');
    await writeFile(broken, JSON.stringify({ app: { defaultLanguage: 'fr' } }));
    const result = await diff(['base', broken]);
    expect(result.code).toBe(1);
    expect(result.err[0]).toMatch(new RegExp(`^${broken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: /app/defaultLanguage: `));
    expect((await diff(['acme'])).code).toBe(2);
    expect((await diff(['acme', 'globex', '--nope'])).code).toBe(2);
  });
});
