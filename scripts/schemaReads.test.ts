import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namesReadBy, schemaProperties, sourceFiles, unreadProperties } from './schemaReads';

const ROOT = path.resolve(import.meta.dirname, '..');
const schema = JSON.parse(readFileSync(path.join(ROOT, 'schema', 'layout.schema.json'), 'utf8'));

/**
 * Properties read by something other than the shell's or the server's code, with the reader. Every
 * entry is a decision: a setting that no code reads does nothing, so it belongs in the schema only
 * when another reader needs it.
 */
const READ_ELSEWHERE: Record<string, string> = {
  $schema: 'editors (completion and checks through the file’s $schema)',
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

  it('walks keyed collections and references to every named property', () => {
    const paths = schemaProperties(schema).map((property) => property.path);
    expect(paths).toContain('session.idleLockSeconds');
    expect(paths).toContain('topBar.*.visibleWhen.stationsExcluded');
    expect(paths).toContain('frames.allowedOrigins.*.messages');
    expect(namesReadBy('const { a: { b }, c: d } = x; y?.e; z["f"];')).toEqual(new Set(['a', 'b', 'c', 'e', 'f']));
  });
});
