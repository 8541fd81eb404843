// The contract's two boundaries: it imports nothing but itself and TypeBox, and TypeBox stays out
// of the browser bundle (only the *Bodies.ts files create TypeBox values, and the shell imports them
// as types only).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { Type } from 'typebox';
import { LayoutConfigSaveBody, LoginBody, type SendNoteCodeBody } from './bodies';
import { isAdmin } from './permissions';
import { audienceForScope, isTenantWideRow, scopeOfRow, subAccountForScope } from './overlayScope';
import { EXPIRED_REASON, isUnauthorizedReason } from './auth';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every import or re-export of a file: what it names, and whether it is type-only. */
function importsOf(file: string): { specifier: string; typeOnly: boolean }[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
  for (const match of text.matchAll(pattern)) {
    const specifier = match[4] ?? match[5] ?? match[6] ?? '';
    const clause = match[3] ?? '';
    // `import { type A, type B }` is type-only too.
    const allTyped = /^\{[^}]*\}$/.test(clause.trim()) && clause.replace(/[{}]/g, '').split(',').every((part) => part.trim() === '' || part.trim().startsWith('type '));
    found.push({ specifier, typeOnly: match[2] !== undefined || (clause !== '' && allTyped) });
  }
  return found;
}

describe('contract boundaries', () => {
  const contractFiles = sourceFiles(HERE).filter((file) => !file.endsWith('.test.ts'));

  it('imports nothing but itself, TypeBox and the ICU formatter of its message texts', () => {
    // TypeBox and its compiler (the answer check of endpoints/answerSchemas.ts), the ICU formatter.
    const libraries = new Set(['typebox', 'typebox/compile', 'intl-messageformat', '@formatjs/icu-messageformat-parser']);
    for (const file of contractFiles) {
      for (const { specifier } of importsOf(file)) {
        if (libraries.has(specifier)) continue;
        expect(specifier.startsWith('.'), `${path.relative(ROOT, file)} imports ${specifier}`).toBe(true);
        const target = path.resolve(path.dirname(file), specifier);
        expect(target.startsWith(HERE), `${path.relative(ROOT, file)} imports ${specifier}`).toBe(true);
      }
    }
  });

  it('creates TypeBox values only in the *Bodies.ts files, and the run-time index never reaches them', () => {
    // The endpoints' request and answer schemas (endpoints/schemas.ts, endpoints/answerSchemas.ts) are such files too.
    const isBodies = (name: string) => /(?:[Bb]odies|[Ss]chemas)(\.ts)?$/.test(name);
    for (const file of contractFiles.filter((f) => !isBodies(path.basename(f)))) {
      const imports = importsOf(file);
      expect(imports.some((entry) => entry.specifier === 'typebox'), path.relative(ROOT, file)).toBe(false);
      expect(imports.some((entry) => !entry.typeOnly && isBodies(entry.specifier)), path.relative(ROOT, file)).toBe(false);
    }
  });

  it('the shell and the plugins import the body schemas as types only', () => {
    const shellFiles = [...sourceFiles(path.join(ROOT, 'src')), ...sourceFiles(path.join(ROOT, 'plugins'))].filter(
      // src/testing holds the test kits (lint keeps production code from importing them): its HTTP fake checks answers.
      (file) => !file.startsWith(HERE) && !file.startsWith(path.join(ROOT, 'src', 'testing')) && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'),
    );
    for (const file of shellFiles) {
      for (const { specifier, typeOnly } of importsOf(file)) {
        if (/^typebox(?:\/|$)/.test(specifier) || /contract\/(?:\w*[Bb]odies|endpoints\/\w*[Ss]chemas)$/.test(specifier)) {
          expect(typeOnly, `${path.relative(ROOT, file)} imports ${specifier} at run time`).toBe(true);
        }
      }
    }
  });

  it('the scanner sees value and type imports apart', () => {
    const probe = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contract-probe-')), 'probe.ts');
    fs.writeFileSync(probe, "import type { A } from './a';\nimport { type B, type C } from './b';\nimport { D } from './d';\nexport { E } from './e';\nimport './f';\n");
    try {
      expect(importsOf(probe)).toEqual([
        { specifier: './a', typeOnly: true },
        { specifier: './b', typeOnly: true },
        { specifier: './d', typeOnly: false },
        { specifier: './e', typeOnly: false },
        { specifier: './f', typeOnly: false },
      ]);
    } finally {
      fs.rmSync(path.dirname(probe), { recursive: true, force: true });
    }
  });
});

describe('contract rules', () => {
  it('a body schema is plain JSON Schema whose type is inferred', () => {
    expect(JSON.parse(JSON.stringify(LoginBody))).toMatchObject({ type: 'object', required: ['password'] });
    expect(Type.Object({}).type).toBe('object');
  });

  it('infers the body types the shell sends', () => {
    expectTypeOf<SendNoteCodeBody['purpose']>().toEqualTypeOf<'resetPassword'>();
    expectTypeOf<LayoutConfigSaveBody['configJson']>().toEqualTypeOf<string | null>();
    expectTypeOf<LoginBody>().toEqualTypeOf<{
      elsAccount?: string;
      elsSubAccount?: string;
      loginName?: string;
      password: string;
      captchaId?: string;
      captcha?: string;
      tenant?: string;
    }>();
    // Nullable configJson is one JSON type list: a union would let the server's coercion turn null into ''.
    expect(JSON.parse(JSON.stringify(LayoutConfigSaveBody)).properties.configJson).toEqual({ type: ['string', 'null'] });
  });

  it('isAdmin: only the admin permission', () => {
    expect(isAdmin({ permission: 'admin' })).toBe(true);
    expect(isAdmin({ permission: 'user' })).toBe(false);
    expect(isAdmin({ permission: 'Admin' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin({})).toBe(false);
  });

  it('overlay scope: the empty sub-account is the tenant-wide row', () => {
    expect(scopeOfRow({ elsSubAccount: '' })).toBe('tenant');
    expect(scopeOfRow({ elsSubAccount: '1001' })).toBe('user');
    expect(isTenantWideRow({ elsSubAccount: '' })).toBe(true);
    expect(subAccountForScope('tenant', '1001')).toBe('');
    expect(subAccountForScope('user', '1001')).toBe('1001');
    // The suppliers' overlay: the company's row with toElsAccount '*', not the tenant-wide one.
    expect(scopeOfRow({ elsSubAccount: '', toElsAccount: '*' })).toBe('suppliers');
    expect(isTenantWideRow({ elsSubAccount: '', toElsAccount: '*' })).toBe(false);
    expect(subAccountForScope('suppliers', '1001')).toBe('');
    expect(audienceForScope('suppliers')).toBe('*');
    expect(audienceForScope('tenant')).toBe('');
  });

  it('401 reasons: only expired may be cured by a refresh', () => {
    expect(EXPIRED_REASON).toBe('expired');
    expect(isUnauthorizedReason('account-mismatch')).toBe(true);
    expect(isUnauthorizedReason('stale')).toBe(false);
  });
});
