import { describe, expect, it } from 'vitest';
import schema from '../../../schema/layout.schema.json';
import { PATTERN_MESSAGES, patternMessage } from './patternMessages';
import { checkPatch } from './validate';

function patternsOf(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => patternsOf(child, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pattern' && typeof value === 'string') found.add(value);
      else patternsOf(value, found);
    }
  }
  return found;
}

describe('pattern messages', () => {
  it('every pattern of the layout schema has its words (a new pattern needs a line in PATTERN_MESSAGES)', () => {
    const missing = [...patternsOf(schema)].filter((pattern) => !(pattern in PATTERN_MESSAGES));
    expect(missing).toEqual([]);
  });

  it('a failing value and a failing key are described in words, not by the regular expression', () => {
    expect(checkPatch({ app: { homeTab: { path: 'portal/wel' } } })).toEqual([
      { pointer: '/app/homeTab/path', rule: 'pattern', message: '"portal/wel" must be a path inside the portal, starting with / (not //, no spaces)' },
    ]);
    expect(checkPatch({ app: { languages: { EN: { order: 3 } } } })).toEqual([
      { pointer: '/app/languages/EN', rule: 'propertyNames', message: '"EN" is not a valid name here: names here must be a language code in lower case, like zh_cn or en' },
    ]);
  });

  it('a pattern without words falls back to the pattern itself', () => {
    expect(patternMessage('^x$')).toBe('text matching the pattern ^x$');
  });
});
