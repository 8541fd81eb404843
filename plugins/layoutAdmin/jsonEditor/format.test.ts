import { describe, expect, it } from 'vitest';
import { formatOverlayText } from './format';

describe('formatOverlayText', () => {
  it('indents by two spaces and ends with one line break', () => {
    expect(formatOverlayText('{"topBar":{"help":{"order":5,"showLabel":true}}}')).toBe(
      '{\n  "topBar": {\n    "help": {\n      "order": 5,\n      "showLabel": true\n    }\n  }\n}\n',
    );
  });

  it('keeps the key order as written, also for ids that look like numbers', () => {
    const formatted = formatOverlayText('{"indexBlocks":{"b":{"order":2},"10":{"order":1},"a":null}}');
    expect(formatted.indexOf('"b"')).toBeLessThan(formatted.indexOf('"10"'));
    expect(formatted.indexOf('"10"')).toBeLessThan(formatted.indexOf('"a"'));
    expect(JSON.parse(formatted)).toEqual({ indexBlocks: { b: { order: 2 }, '10': { order: 1 }, a: null } });
  });

  it('keeps empty objects and arrays short', () => {
    expect(formatOverlayText('{ "a" : { }, "b":[ ] }')).toBe('{\n  "a": {},\n  "b": []\n}\n');
  });

  it('leaves text that is not JSON (or empty) unchanged', () => {
    expect(formatOverlayText('{"a": 1,}')).toBe('{"a": 1,}');
    expect(formatOverlayText('{"a": // note\n 1}')).toBe('{"a": // note\n 1}');
    expect(formatOverlayText('  ')).toBe('  ');
  });

  it('formats an overlay of the largest size the server accepts (256 kB, minified) like JSON.stringify', () => {
    const topBar: Record<string, unknown> = {};
    for (let i = 0; i < 2500; i += 1) topBar[`link${i}`] = { order: i, kind: 'link', label: { zh_cn: '帮助', en: 'Help' }, to: '/portal/info/documentCenter' };
    const minified = JSON.stringify({ topBar });
    expect(minified.length).toBeGreaterThan(200 * 1024);
    expect(formatOverlayText(minified)).toBe(JSON.stringify({ topBar }, null, 2) + '\n');
  });

  it('is stable: formatting formatted text changes nothing', () => {
    const once = formatOverlayText('{"x":[1,{"y":"z"}]}');
    expect(formatOverlayText(once)).toBe(once);
  });
});
