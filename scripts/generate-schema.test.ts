import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkGenerated,
  checkRequiredNames,
  GENERATED_DIR,
  isPresenceOnly,
  partialSchema,
  ROOT,
  SCHEMA_FILE,
  typesSchema,
  withoutAnnotations,
  writeGenerated,
} from './generate-schema';

describe('partialSchema', () => {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://x.example/layout.schema.json',
    type: 'object',
    additionalProperties: false,
    required: ['a'],
    minProperties: 1,
    properties: {
      a: {
        type: 'object',
        required: ['x'],
        properties: { x: { type: 'string', pattern: '^a' }, y: { enum: [1, 2] }, required: { type: 'boolean' } },
        oneOf: [{ required: ['x'], not: { required: ['y'] } }, { required: ['y'], not: { anyOf: [{ required: ['x'] }] } }],
        not: { required: ['z'] },
      },
      text: { anyOf: [{ type: 'string' }, { type: 'object', minProperties: 1 }] },
    },
  };

  it('drops required, minProperties and presence-only oneOf/anyOf, keeps the rest', () => {
    const partial = partialSchema(schema);
    expect(partial).toEqual({
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'https://x.example/layout.partial.schema.json',
      type: 'object',
      additionalProperties: false,
      properties: {
        a: {
          type: 'object',
          properties: { x: { type: 'string', pattern: '^a' }, y: { enum: [1, 2] }, required: { type: 'boolean' } },
          not: { required: ['z'] },
        },
        text: { anyOf: [{ type: 'string' }, { type: 'object' }] },
      },
    });
  });

  it('is pure', () => {
    const copy = structuredClone(schema);
    partialSchema(schema);
    expect(schema).toEqual(copy);
  });

  it('knows presence-only branches', () => {
    expect(isPresenceOnly({ required: ['a'], not: { anyOf: [{ required: ['b'] }] } })).toBe(true);
    expect(isPresenceOnly({ type: 'string' })).toBe(false);
    expect(isPresenceOnly({ required: ['a'], not: { type: 'string' } })).toBe(false);
  });
});

describe('withoutAnnotations', () => {
  it('drops titles, descriptions and examples of schemas, never a property of that name', () => {
    const schema = {
      title: 'T',
      description: 'D',
      type: 'object',
      properties: { description: { type: 'string', title: 'x', examples: ['y'] }, title: { $ref: '#/definitions/A' } },
      definitions: { A: { description: 'a', type: 'number' } },
    };
    expect(withoutAnnotations(schema)).toEqual({
      type: 'object',
      properties: { description: { type: 'string' }, title: { $ref: '#/definitions/A' } },
      definitions: { A: { type: 'number' } },
    });
  });

  it('keeps the reference text of the layout schema out of the generated validators (the browser downloads them)', async () => {
    const validators = await readFile(path.join(ROOT, GENERATED_DIR, 'layoutValidators.js'), 'utf8');
    expect(validators).not.toContain('"description"');
    expect(validators).not.toContain('Who wins');
  });
});

describe('checkRequiredNames', () => {
  it('finds a required name that is not a declared property, also inside branches', () => {
    expect(
      checkRequiredNames({
        type: 'object',
        properties: { order: {}, kind: {} },
        required: ['order', 'odrer'],
        anyOf: [{ required: ['kind'] }, { required: ['knd'] }],
      }),
    ).toEqual(['#/required: "odrer" is not a declared property', '#/anyOf/1/required: "knd" is not a declared property']);
  });

  it('passes the layout schema', async () => {
    const schema = JSON.parse(await readFile(path.join(ROOT, SCHEMA_FILE), 'utf8'));
    expect(checkRequiredNames(schema)).toEqual([]);
  });
});

describe('typesSchema', () => {
  it('names types after the definitions and keeps other titles as descriptions', () => {
    const out = typesSchema({
      title: 'Root',
      properties: { a: { title: 'A thing', description: 'It.', type: 'string' }, b: { $ref: '#/definitions/B', title: 'x' } },
      definitions: { B: { title: 'Bee', type: 'object' } },
    });
    expect(out).toEqual({
      title: 'Root',
      properties: { a: { description: 'A thing: It.', type: 'string' }, b: { $ref: '#/definitions/B' } },
      definitions: { B: { title: 'B', description: 'Bee', type: 'object' } },
    });
  });
});

describe('generate and check', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'generate-schema-'));
    await cp(path.join(ROOT, 'schema'), path.join(dir, 'schema'), { recursive: true });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('names missing and stale files, and passes after writing', async () => {
    const missing = await checkGenerated(dir);
    expect(missing.ok).toBe(false);
    expect(missing.problems).toContain(`${GENERATED_DIR}/layout.ts is missing`);

    expect(await writeGenerated(dir)).toHaveLength(4);
    expect(await checkGenerated(dir)).toEqual({ ok: true, problems: [] });
    expect(await writeGenerated(dir)).toEqual([]);

    const schemaPath = path.join(dir, SCHEMA_FILE);
    const schema = JSON.parse(await readFile(schemaPath, 'utf8'));
    schema.definitions.TopBarItem.properties.kind.enum.push('weather');
    await writeFile(schemaPath, JSON.stringify(schema, null, 2));
    const stale = await checkGenerated(dir);
    expect(stale.ok).toBe(false);
    expect(stale.problems).toEqual([
      expect.stringMatching(/^src\/generated\/layout\.ts is stale/),
      expect.stringMatching(/^src\/generated\/layoutValidators\.js is stale/),
    ]);
  }, 60_000);

  it('fails on a schema that is not valid draft-07 or not strict', async () => {
    const schemaPath = path.join(dir, SCHEMA_FILE);
    const schema = JSON.parse(await readFile(schemaPath, 'utf8'));
    await writeFile(schemaPath, JSON.stringify({ ...schema, required: 'app' }));
    expect((await checkGenerated(dir)).problems[0]).toMatch(/is not a valid draft-07 schema/);
    await writeFile(schemaPath, JSON.stringify({ ...schema, properties: { ...schema.properties, x: { type: 'string', minimun: 1 } } }));
    expect((await checkGenerated(dir)).problems[0]).toMatch(/strict mode: unknown keyword: "minimun"/);
    await writeFile(schemaPath, '{');
    expect((await checkGenerated(dir)).problems[0]).toMatch(/is not valid JSON/);
  }, 60_000);

  it('the repository is up to date', async () => {
    expect((await checkGenerated()).problems).toEqual([]);
  }, 60_000);
});
