import { describe, expect, it } from 'vitest';
import { findJsonSyntaxError } from './jsonSyntax';

describe('findJsonSyntaxError', () => {
  it.each([
    ['{"a": 1}', undefined],
    [' [1, -2.5e3, "x\\u00e9\\n", true, false, null, {}] ', undefined],
    ['', [1, 1, 'unexpected end of the text']],
    ['{', [1, 2, "expected a property name in double quotes, found the end of the text"]],
    ["{'a': 1}", [1, 2, "expected a property name in double quotes, found '''"]],
    ['[1, 2,]', [1, 7, "trailing comma before ']'"]],
    ['{"a": 01}', [1, 8, "expected ',' or '}', found '1'"]],
    ['{"a": "x\n"}', [1, 9, 'unterminated string (a line break inside a string)']],
    ['{"a": tru}', [1, 7, "unexpected 't'"]],
    ['{} {}', [1, 4, "unexpected '{' after the end of the JSON value"]],
    ['"\\x"', [1, 2, "invalid escape '\\x'"]],
    ['{"a": "\\u12"}', [1, 8, 'invalid \\u escape']],
    ['{"a": "x\u0001"}', [1, 9, 'control character in a string']],
    ['{"a": 1', [1, 8, "expected ',' or '}', found the end of the text"]],
    ['[1, 2', [1, 6, "expected ',' or ']', found the end of the text"]],
    ['[1 2]', [1, 4, "expected ',' or ']', found '2'"]],
    ['{"a" 1}', [1, 6, "expected ':' after the property name, found '1'"]],
    ['{\r\n  "a": 1, // note\r\n}', [2, 11, 'comments are not allowed in JSON']],
    ['{"a": 1 /* note */}', [1, 9, 'comments are not allowed in JSON']],
    ['{"a": "open', [1, 7, 'unterminated string']],
  ])('%j', (text, expected) => {
    const found = findJsonSyntaxError(text);
    if (expected === undefined) {
      expect(found).toBeUndefined();
      expect(() => JSON.parse(text)).not.toThrow();
    } else {
      expect(() => JSON.parse(text)).toThrow();
      expect(found && [found.line, found.column, found.reason]).toEqual(expected);
    }
  });
});
