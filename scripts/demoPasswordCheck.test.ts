import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BUYER_ADMIN, SUPPLIER_USER } from '../server/fixtures/demoLogins';
import { demoPasswords, findSecrets, runDemoPasswordCheck } from './demoPasswordCheck';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string | Buffer>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'srm-dist-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

async function run(distDir: string): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDemoPasswordCheck([distDir], { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}

describe('the demo password check of the build', () => {
  it('reads the passwords from the server fixture, each once', () => {
    expect(demoPasswords()).toEqual([BUYER_ADMIN.password, SUPPLIER_USER.password]);
  });

  it('passes a build without a demo password', async () => {
    const result = await run(build({ 'main.1.js': 'const a="Buyer";', 'index.html': '<div>2026</div>' }));
    expect(result).toMatchObject({ code: 0, out: ['OK demo passwords: none in the build'] });
  });

  it('fails a build with a demo password in a script, a nested file or a precompressed copy, naming each file but not the password', async () => {
    const script = `const u={password:"${BUYER_ADMIN.password}"};`;
    const distDir = build({
      'main.1.js': script,
      'main.1.js.br': brotliCompressSync(Buffer.from(script)),
      'page.2.js.gz': gzipSync(Buffer.from(`x="${SUPPLIER_USER.password}"`)),
      'maps/main.1.js.map': `{"sourcesContent":["${BUYER_ADMIN.password}"]}`,
      'styles.css': 'a{}',
    });
    expect(findSecrets(distDir, demoPasswords()).map((leak) => leak.file)).toEqual(['main.1.js', 'main.1.js.br', 'maps/main.1.js.map', 'page.2.js.gz']);
    const result = await run(distDir);
    expect(result.code).toBe(1);
    expect(result.out).toHaveLength(4);
    expect(result.out.join('\n')).not.toContain(BUYER_ADMIN.password);
    expect(result.err.join('\n')).toMatch(/4 file\(s\) of the build contain a demo password/);
  });

  it('refuses to run without a build folder', async () => {
    expect((await runDemoPasswordCheck([], { out: () => {}, err: () => {} }))).toBe(2);
  });
});
