import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISPLAY_SWITCHES } from '../src/core/theme/displayChoices';
import { isRead, namesReadBy, readsOf, schemaProperties, sourceFiles, unreadProperties } from './schemaReads';

const ROOT = path.resolve(import.meta.dirname, '..');
const schema = JSON.parse(readFileSync(path.join(ROOT, 'schema', 'layout.schema.json'), 'utf8'));

/**
 * Properties read by something other than the shell's or the server's code, with the reader. Every
 * entry is a decision: a setting that no code reads does nothing, so it belongs in the schema only
 * when another reader needs it.
 */
const READ_ELSEWHERE: Record<string, string> = {
  $schema: 'editors (completion and checks through the file’s $schema)',
  // Read by a key from a list of names, which no property access shows: readChoices reads display[key].
  ...Object.fromEntries(DISPLAY_SWITCHES.map((name) => [`app.display.${name}`, 'readChoices of src/core/theme/displayChoices.ts, display[key] for each of DISPLAY_SWITCHES'])),
};

describe('every property of the layout schema is read by the shell or the server', () => {
  it('no setting is accepted and then ignored', () => {
    const files = sourceFiles(['src', 'plugins', 'server'].map((folder) => path.join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    const unread = unreadProperties(schema, files, READ_ELSEWHERE).map((property) => property.path);
    expect(unread, `read by nothing in src/, plugins/ or server/: wire them or remove them from the schema`).toEqual([]);
  });

  it('finds a property nothing reads (a fixture schema and source)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'schema-reads-'));
    try {
      writeFileSync(
        path.join(dir, 'reader.ts'),
        [
          'export const a = (doc: any) => doc.frames.poolLimit;',
          "export const b = (doc: any) => doc['push']?.enabled;",
          'export const c = ({ session: { idleLockSeconds } }: any) => idleLockSeconds;',
          "export const d = (doc: any) => 'captcha' in doc.session;",
          '// doc.frames.heightOffsets is only named in a comment',
          "export const e = 'heightOffsets';",
        ].join('\n'),
      );
      writeFileSync(path.join(dir, 'reader.test.ts'), 'export const t = (doc: any) => doc.frames.heightOffsets;');
      const fixture = {
        type: 'object',
        properties: {
          frames: { $ref: '#/definitions/Frames' },
          push: { type: 'object', properties: { enabled: { type: 'boolean' } } },
          session: { type: 'object', properties: { idleLockSeconds: { type: 'integer' }, captcha: { enum: ['always'] } } },
        },
        definitions: {
          Frames: { type: 'object', properties: { poolLimit: { type: 'integer' }, heightOffsets: { type: 'object', properties: { normal: { type: 'integer' } } } } },
        },
      };
      const files = sourceFiles([dir]);
      expect(files.map((file) => path.basename(file))).toEqual(['reader.ts']);
      expect(unreadProperties(fixture, files).map((property) => property.path)).toEqual(['frames.heightOffsets', 'frames.heightOffsets.normal']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is path-aware: a property is read only at its own path, not because another object has a member of its name', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'schema-reads-path-'));
    try {
      const fixture = {
        type: 'object',
        properties: {
          loginPage: { $ref: '#/definitions/LoginPage' },
          topBar: { type: 'object', additionalProperties: { type: 'object', properties: { visibleWhen: { $ref: '#/definitions/Rule' } } } },
        },
        definitions: {
          LoginPage: {
            type: 'object',
            properties: {
              defaults: { type: 'object', properties: { background: { type: 'string' }, systemTitle: { type: 'string' }, systemName: { type: 'string' }, advertisement: { type: 'string' } } },
              logo: { type: 'object', properties: { wideWidth: { type: 'integer' } } },
            },
          },
          Rule: { type: 'object', properties: { stationsExcluded: { type: 'array' } } },
        },
      };
      const reader = (lines: string[]) => {
        writeFileSync(path.join(dir, 'reader.ts'), lines.join('\n'));
        return unreadProperties(fixture, sourceFiles([dir])).map((property) => property.path);
      };
      // Another object's `background`, `wideWidth` of something that is not a logo: not reads of these settings.
      expect(reader(['export const a = (style: any, box: any) => [style.background, box.wideWidth];', 'export const b = (doc: any) => doc.loginPage.defaults;'])).toEqual([
        'loginPage.defaults.background',
        'loginPage.defaults.systemTitle',
        'loginPage.defaults.systemName',
        'loginPage.defaults.advertisement',
        'loginPage.logo',
        'loginPage.logo.wideWidth',
        'topBar',
        'topBar.*.visibleWhen',
        'topBar.*.visibleWhen.stationsExcluded',
      ]);
      // Read at their paths: through a chain, a name given to an inner object, destructuring, `in`; a collection
      // member's and a definition's properties under any name.
      expect(
        reader([
          'export const a = (doc: any) => [doc.loginPage.defaults?.background, doc.topBar];',
          'export const b = (page: any) => { const d = page.defaults; return d.systemTitle; };',
          'export const c = (loginPage: any) => { const { defaults: { systemName } } = loginPage; return systemName; };',
          "export const d = (defaults: any) => 'advertisement' in defaults;",
          'export const e = (page: any, size: (logo: any) => number) => size(page.logo);',
          'export const size = (logo: any) => logo.wideWidth;',
          'export const f = (item: any, rule: any) => [item.visibleWhen, rule.stationsExcluded];',
        ]),
      ).toEqual([]);
      expect(isRead(['defaults', 'background'], readsOf('const x = (style: any) => style.background;'))).toBe(false);
      expect(isRead(['defaults', 'background'], readsOf("const x = (p: any) => p['defaults']!.background;"))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('walks keyed collections and references to every named property', () => {
    const paths = schemaProperties(schema).map((property) => property.path);
    expect(paths).toContain('session.idleLockSeconds');
    expect(paths).toContain('topBar.*.visibleWhen.stationsExcluded');
    expect(paths).toContain('frames.allowedOrigins.*.messages');
    expect(namesReadBy('const { a: { b }, c: d } = x; y?.e; z["f"];')).toEqual(new Set(['a', 'b', 'c', 'e', 'f']));
  });
});
