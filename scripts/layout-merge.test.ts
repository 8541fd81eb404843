import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import base from '../config/base/layout.json';
import { runMerge } from './layout-merge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'layout-merge-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function merge(args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runMerge(args, { out: (l) => out.push(l), err: (l) => err.push(l), cwd: root });
  return { code, out, err };
}

async function file(name: string, value: unknown): Promise<string> {
  const full = path.join(dir, name);
  await writeFile(full, typeof value === 'string' ? value : JSON.stringify(value));
  return full;
}

describe('npm run merge', () => {
  it('prints the merged document of a tenant: the base with the tenant file over it', async () => {
    const { code, out, err } = await merge(['acme']);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const document = JSON.parse(out.join('\n'));
    expect(document.app.siteTitle).toBe('ACME SRM');
    expect(document.topBar.density).toBeUndefined();
    expect(document.app.defaultAccount).toEqual(base.app.defaultAccount);
  });

  it('adds a stored overlay on top with --with, and --sources names the layer of each value', async () => {
    const overlay = await file('overlay.json', { app: { siteTitle: 'From the overlay' }, topBar: { lock: null } });
    const { code, out } = await merge(['acme', '--with', overlay, '--sources']);
    expect(code).toBe(0);
    const rows = new Map(out.map((line) => line.split('\t')).map(([pointer, kind, source]) => [pointer, `${kind} ${source}`]));
    expect(rows.get('/app/siteTitle')).toBe(`server ${overlay}`);
    expect(rows.get('/topBar/helpCenter/to')).toBe('tenant config/tenants/acme/layout.json');
    expect(rows.get('/app/defaultAccount/elsAccount')).toBe('base config/base/layout.json');
    expect([...rows.keys()].some((pointer) => pointer?.startsWith('/topBar/lock/'))).toBe(false);
  });

  it('`base` prints the base alone; a tenant file may be named by its path', async () => {
    const alone = await merge(['base']);
    expect(JSON.parse(alone.out.join('\n'))).toEqual(base);
    const tenantFile = await file('tenant.json', { app: { siteTitle: 'By path' } });
    const byPath = await merge([tenantFile]);
    expect(JSON.parse(byPath.out.join('\n')).app.siteTitle).toBe('By path');
  });

  it('an invalid tenant file: exit 1 with file, JSON pointer and rule, and nothing printed', async () => {
    const broken = await file('broken.json', { topBar: { weather: { order: 5, kind: 'weather' } }, app: { siteTitle: 'i18n_no_such_label' } });
    const { code, out, err } = await merge([broken]);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toEqual([
      expect.stringMatching(new RegExp(`^${broken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: /topBar/weather/kind: enum: `)),
      `${broken}: /app/siteTitle: i18nLabel: no message catalogue has 'i18n_no_such_label' (add it in both languages to src/shell/messages.ts or the plugin's messages)`,
    ]);
  });

  it('an invalid overlay on a valid tenant: the overlay is named, with the item it names that does not exist', async () => {
    // acme's file removes the density item, so the overlay names an item that is not there.
    const overlay = await file('stale.json', { topBar: { density: { order: 5 } } });
    const { code, err } = await merge(['acme', '--with', overlay]);
    expect(code).toBe(1);
    expect(err).toEqual([`${overlay}: /topBar/density: unknownItem: no item \`density\` exists in topBar (a new item needs \`kind\`)`]);
  });

  it('an unknown tenant or a file that is not JSON: exit 2 or 1 with what is wrong', async () => {
    const unknown = await merge(['nosuchtenant']);
    expect(unknown.code).toBe(2);
    expect(unknown.err[0]).toMatch(/^config\/tenants\/nosuchtenant\/layout\.json: cannot read the file: no such file \(known tenants: .*acme.*\)$/);
    const notJson = await file('not.json', '{ "app": { ');
    const parsed = await merge([notJson]);
    expect(parsed.code).toBe(1);
    expect(parsed.err[0]).toMatch(/: : parse: invalid JSON at line 1/);
    expect((await merge(['../etc'])).code).toBe(2);
    expect((await merge([])).code).toBe(2);
    expect((await merge(['acme', '--with'])).code).toBe(2);
  });

  it('runs as a command (npm run merge) and exits 0', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/layout-merge.ts'), 'acme', '--sources'], { cwd: root });
    expect(stdout.split('\n')).toContain('/app/siteTitle\ttenant\tconfig/tenants/acme/layout.json');
  }, 30_000);
});
