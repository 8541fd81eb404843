import { beforeAll, describe, expect, it } from 'vitest';
import { loadLayoutSchema, type JsonSchema } from '@plugin-api/layout-admin';
import { completionsAt, hoverAt, keysAt, type CompletionAt } from './schemaAssist';
import { isKeyedCollection, schemasAt } from './schemaWalk';

let schema: JsonSchema;
beforeAll(async () => {
  schema = await loadLayoutSchema();
});

/** Completion where the text has its '|'. */
function complete(marked: string, existing?: Record<string, unknown>): CompletionAt | undefined {
  const offset = marked.indexOf('|');
  const text = marked.replace('|', '');
  return completionsAt(text, offset, schema, existing ? { existingKeys: (path) => keysAt(existing, path) } : {});
}
const labels = (result: CompletionAt | undefined) => result?.candidates.map((candidate) => candidate.label) ?? [];

/** The text after choosing the candidate with this label, with '|' where the caret lands. */
function choose(marked: string, label: string): string {
  const result = complete(marked)!;
  const candidate = result.candidates.find((c) => c.label === label)!;
  const text = marked.replace('|', '');
  return text.slice(0, result.replaceFrom) + candidate.insert.slice(0, candidate.cursor) + '|' + candidate.insert.slice(candidate.cursor) + text.slice(result.replaceTo);
}

describe('schema walk', () => {
  it('reaches the members of keyed collections through additionalProperties and $ref', () => {
    expect(schemasAt(schema, ['topBar', 'helpCenter'])[0]?.title).toBe('Top-bar item');
    expect(schemasAt(schema, ['topBar', 'helpCenter', 'kind'])[0]?.enum).toContain('link');
    expect(schemasAt(schema, ['indexBlocks', 'orders', 'width'])[0]?.enum).toEqual(['full', 'half']);
    expect(isKeyedCollection(schema, ['topBar'])).toBe(true);
    expect(isKeyedCollection(schema, ['app'])).toBe(false);
  });

  it('keeps the title of a member beside its $ref over the definition\'s', () => {
    expect(schemasAt(schema, ['topBar', 'x', 'label'])[0]?.title).toBe('Label');
    // `to` is anyOf [RoutePath, an https address]: still "Target", not the alternative's "Route path".
    expect(schemasAt(schema, ['topBar', 'x', 'to']).map((alternative) => alternative.title)).toEqual(['Target', 'Target']);
  });

  it('knows nothing of members the schema does not allow', () => {
    expect(schemasAt(schema, ['topBar', 'x', 'colour'])).toEqual([]);
  });
});

describe('completionsAt: keys', () => {
  it('offers the top-level keys', () => {
    expect(labels(complete('{ "| }'))).toEqual(expect.arrayContaining(['app', 'topBar', 'indexBlocks', 'routes']));
  });

  it('offers the keys of a top-bar item inside the keyed collection topBar.<id>', () => {
    const result = complete('{ "topBar": { "helpCenter": { | } } }');
    expect(labels(result)).toEqual(['order', 'kind', 'area', 'label', 'to', 'target', 'icon', 'showLabel', 'confirm', 'visibleWhen']);
    expect(result!.candidates.find((c) => c.label === 'kind')).toMatchObject({ detail: 'Kind', kind: 'property' });
    expect(result!.candidates.find((c) => c.label === 'kind')!.info).toMatch(/What the item is/);
  });

  it('offers the keys of a home block inside indexBlocks.<id>, leaving out those already written', () => {
    expect(labels(complete('{ "indexBlocks": { "orders": { "order": 3, "|" } } }'))).toEqual(['block', 'title', 'settingCode', 'width', 'home', 'content', 'visibleWhen']);
  });

  it('offers the keys of a nested object (a visibility rule of a top-bar item)', () => {
    expect(labels(complete('{ "topBar": { "x": { "visibleWhen": { "r| } } } }'))).toContain('rolesAnyOf');
  });

  it('replaces the whole quoted key being typed and inserts a value template', () => {
    expect(choose('{ "topBar": { "x": { "ki|" } } }', 'kind')).toBe('{ "topBar": { "x": { "kind": "|" } } }');
    expect(choose('{ "topBar": { "x": { | } } }', 'visibleWhen')).toBe('{ "topBar": { "x": { "visibleWhen": {|} } } }');
    expect(choose('{ "topBar": { "x": { | } } }', 'order')).toBe('{ "topBar": { "x": { "order": | } } }');
  });

  it('inserts only the key when the colon is already there', () => {
    expect(choose('{ "topBar": { "x": { "ar|": "end" } } }', 'area')).toBe('{ "topBar": { "x": { "area"|: "end" } } }');
  });

  it('adds a comma when another member follows', () => {
    expect(choose('{ "app": { | "density": {} } }', 'siteTitle')).toBe('{ "app": { "siteTitle": "|", "density": {} } }');
    expect(choose('{ "app": { | "density": {} } }', 'languages')).toBe('{ "app": { "languages": {|}, "density": {} } }');
  });

  it('offers the ids in force of a keyed collection (an overlay mostly changes existing items)', () => {
    const inForce = { topBar: { helpCenter: { order: 1, kind: 'link' }, logout: { order: 9, kind: 'logout' } } };
    const result = complete('{ "topBar": { "logout": null, | } }', inForce);
    expect(labels(result)).toEqual(['helpCenter']);
    expect(result!.candidates[0]).toMatchObject({ kind: 'id', detail: 'Top-bar item', insert: '"helpCenter": {}' });
  });
});

describe('completionsAt: values', () => {
  it('offers the enum of kind in a top-bar item', () => {
    const result = complete('{ "topBar": { "helpCenter": { "kind": "|" } } }');
    expect(labels(result)).toEqual(expect.arrayContaining(['"link"', '"logout"', '"avatar"', 'null']));
    expect(result!.candidates.find((c) => c.label === 'null')!.kind).toBe('remove');
  });

  it('offers width full and half in a home block, replacing the partly typed string', () => {
    const result = complete('{ "indexBlocks": { "orders": { "width": "ha|" } } }');
    expect(labels(result)).toEqual(['"full"', '"half"', 'null']);
    expect(choose('{ "indexBlocks": { "orders": { "width": "ha|" } } }', '"half"')).toBe('{ "indexBlocks": { "orders": { "width": "half"| } } }');
  });

  it('offers true and false for a boolean, examples for a number', () => {
    expect(labels(complete('{ "topBar": { "x": { "showLabel": | } } }'))).toEqual(['true', 'false', 'null']);
    expect(labels(complete('{ "topBar": { "x": { "order": | } } }'))).toEqual(['10', 'null']);
  });

  it('offers null (remove) for a whole top-bar item, but never inside an array', () => {
    expect(labels(complete('{ "topBar": { "wechat": | } }'))).toEqual(['{}', 'null']);
    expect(labels(complete('{ "app": { "languages": [ | ] } }'))).not.toContain('null');
  });
});

describe('hoverAt', () => {
  const text = '{ "topBar": { "helpCenter": { "kind": "link", "label": "Help" } } }';

  it('shows the title, description and allowed values of a key', () => {
    const info = hoverAt(text, text.indexOf('kind') + 1, schema)!;
    expect(info).toMatchObject({ title: 'Kind', path: ['topBar', 'helpCenter', 'kind'] });
    expect(info.allowed).toContain('"link"');
    expect(text.slice(info.from, info.to)).toBe('"kind"');
  });

  it('shows what a member of a keyed collection is', () => {
    expect(hoverAt(text, text.indexOf('helpCenter') + 2, schema)).toMatchObject({ title: 'Top-bar item' });
    expect(hoverAt(text, text.indexOf('"Help"') + 2, schema)).toMatchObject({ title: 'Label' });
  });

  it('says nothing where the schema says nothing', () => {
    expect(hoverAt('{ "nonsense": 1 }', 4, schema)).toBeUndefined();
  });
});
