import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBaseFile, runConfigCheck } from './config-check';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = path.join(root, 'scripts/config-check.ts');
const run = promisify(execFile);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'config-check-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function check(args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runConfigCheck(args, { out: (l) => out.push(l), err: (l) => err.push(l), cwd: root });
  return { code, out, err };
}

async function file(name: string, text: string): Promise<string> {
  const full = path.join(dir, name);
  await writeFile(full, text);
  return full;
}

describe('config-check CLI', () => {
  it('runs as a command: one line per issue, exit 1 on a broken file', async () => {
    const broken = await file('broken.json', JSON.stringify({ topBar: { weather: { order: 5, kind: 'weather' } } }));
    const result = await run(process.execPath, ['--import', 'tsx', script, broken], { cwd: root }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    expect(result.code).toBe(1);
    expect(result.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^${broken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: /topBar/weather/kind: enum: "weather" is not allowed; must be one of: .*"link"$`)),
    ]);
  }, 30_000);

  it('runs as a command: exit 0 and OK lines for the shipped files', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, 'config/base/layout.json', 'config/tenants/acme/layout.json'], { cwd: root });
    expect(stdout.trim().split('\n')).toEqual(['OK config/base/layout.json', 'OK config/tenants/acme/layout.json']);
  }, 30_000);

  it('checks an overlay merged over the base: a new item without order', async () => {
    const overlay = await file('no-order.json', JSON.stringify({ topBar: { help: { kind: 'link', to: '/help' } } }));
    const { code, out } = await check([overlay]);
    expect(code).toBe(1);
    expect(out).toEqual([`${overlay}: /topBar/help/order: required: missing required property "order"`]);
  });

  it('refuses a default language that is not among the offered languages, naming the pointer and rule', async () => {
    const overlay = await file('default-fr.json', JSON.stringify({ app: { defaultLanguage: 'fr', languagePolicy: 'tenant' } }));
    const { code, out } = await check([overlay]);
    expect(code).toBe(1);
    expect(out).toEqual([`${overlay}: /app/defaultLanguage: defaultLanguage: 'fr' is not among the offered languages (app.languages: zh_cn, en); add it there or choose one of them`]);
  });

  it('refuses remote translations on an origin that is not allowed', async () => {
    const overlay = await file('translations-foreign.json', JSON.stringify({ app: { translations: { urlTemplate: 'https://cdn.example.net/i18n/{language}.json' } } }));
    const { code, out } = await check([overlay]);
    expect(code).toBe(1);
    expect(out).toEqual([`${overlay}: /app/translations/urlTemplate: allowedOrigin: the origin https://cdn.example.net is neither the portal's nor among frames.allowedOrigins; use a path (/…) or allow the origin`]);
  });

  it('reports an i18n_ label that no message catalogue has, with its pointer and the id', async () => {
    const overlay = await file('unknown-label.json', JSON.stringify({ routes: { wel: { label: 'i18n_route_nowhere' }, lock: { label: 'i18n_route_lock' } } }));
    const { code, out } = await check([overlay]);
    expect(code).toBe(1);
    expect(out).toEqual([
      `${overlay}: /routes/wel/label: i18nLabel: no message catalogue has 'i18n_route_nowhere' (add it in both languages to src/shell/messages.ts or the plugin's messages)`,
    ]);
  });

  it('reports an extra property with its pointer', async () => {
    const overlay = await file('extra.json', JSON.stringify({ app: { siteTitel: 'x' } }));
    const { code, out } = await check([overlay]);
    expect(code).toBe(1);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/: \/app\/siteTitel: additionalProperties: property "siteTitel" is not allowed \(did you mean "siteTitle"\?\)/);
  });

  it('reports invalid JSON with line and column', async () => {
    const overlay = await file('syntax.json', '{\n  "app": {\n    "siteTitle": "x",\n  }\n}\n');
    const { code, out } = await check([overlay]);
    expect(code).toBe(1);
    expect(out).toEqual([`${overlay}: : parse: invalid JSON at line 4, column 3: trailing comma before '}'`]);
  });

  it('checks every file and fails when one fails', async () => {
    const good = await file('good.json', JSON.stringify({ app: { siteTitle: 'Fine' } }));
    const bad = await file('bad.json', JSON.stringify({ push: { keepaliveSeconds: 0 } }));
    const { code, out } = await check([good, bad]);
    expect(code).toBe(1);
    expect(out).toEqual([`OK ${good}`, `${bad}: /push/keepaliveSeconds: minimum: must be >= 1 (it is 0)`]);
  });

  it('--whole checks a file as a whole document, --partial as an overlay', async () => {
    const overlay = await file('partial.json', JSON.stringify({ app: { siteTitle: 'x' } }));
    const whole = await check(['--whole', overlay]);
    expect(whole.code).toBe(1);
    expect(whole.out).toContain(`${overlay}: /routes: required: missing required property "routes"`);
    expect((await check([overlay, '--partial'])).out).toEqual([`OK ${overlay}`]);
    expect((await check(['config/base/layout.json', '--partial'])).code).toBe(0);
  });

  it('checks a file under config/base as a whole document', async () => {
    expect(isBaseFile(path.join(root, 'config/base/layout.json'))).toBe(true);
    expect(isBaseFile(path.join(root, 'config/tenants/acme/layout.json'))).toBe(false);
    const baseDir = path.join(dir, 'config/base');
    await import('node:fs/promises').then((fs) => fs.mkdir(baseDir, { recursive: true }));
    const partialBase = path.join(baseDir, 'layout.json');
    await writeFile(partialBase, JSON.stringify({ app: { siteTitle: 'x' } }));
    const { code, out } = await check([partialBase]);
    expect(code).toBe(1);
    expect(out).toContain(`${partialBase}: /routes: required: missing required property "routes"`);
  });

  it('exits 2 on a usage error or an unreadable file', async () => {
    expect((await check([])).code).toBe(2);
    expect((await check(['--whole', '--partial', 'x.json'])).code).toBe(2);
    expect((await check(['--nope', 'x.json'])).code).toBe(2);
    const missing = await check([path.join(dir, 'missing.json')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toEqual([`${path.join(dir, 'missing.json')}: cannot read the file: no such file`]);
  });
});
