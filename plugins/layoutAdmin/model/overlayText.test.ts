import { describe, expect, it, vi } from 'vitest';
import { EMPTY_OVERLAY, parseOverlay, sameAsStored, storedValue } from './overlayText';

const issue = { pointer: '/app/siteTitle', rule: 'type', message: 'must be string' };

describe('overlay text', () => {
  it('checks an object as the overlay and passes its issues on', () => {
    const check = vi.fn(() => [issue]);
    expect(parseOverlay('{"app":{"siteTitle":1}}', check, 'not an object')).toEqual({ patch: { app: { siteTitle: 1 } }, issues: [issue] });
    expect(check).toHaveBeenCalledWith({ app: { siteTitle: 1 } });
  });

  it('takes a blank text as an empty overlay, and the new overlay text is one', () => {
    expect(parseOverlay('  \n', () => [issue], 'x')).toEqual({ patch: {}, issues: [] });
    expect(parseOverlay(EMPTY_OVERLAY, () => [], 'x')).toEqual({ patch: {}, issues: [] });
  });

  it('refuses a value other than an object at the root, and reports a syntax error without a patch', () => {
    expect(parseOverlay('[1]', () => [], 'The overlay must be a JSON object')).toEqual({ issues: [{ pointer: '', rule: 'type', message: 'The overlay must be a JSON object' }] });
    expect(parseOverlay('null', () => [], 'obj').issues[0]?.message).toBe('obj');
    const broken = parseOverlay('{"app":', () => [], 'obj');
    expect(broken.patch).toBeUndefined();
    expect(broken.parseError).toMatch(/JSON/);
  });

  it('finds nothing to publish when the text says what the version in force says, member order aside', () => {
    const stored = storedValue('{"a":1,"b":{"c":2}}');
    expect(sameAsStored({ b: { c: 2 }, a: 1 }, stored)).toBe(true);
    expect(sameAsStored({ a: 2, b: { c: 2 } }, stored)).toBe(false);
    // Nothing in force, or a text that does not parse: always something to publish.
    expect(sameAsStored({}, storedValue(''))).toBe(false);
    expect(sameAsStored({}, storedValue('{oops'))).toBe(false);
    expect(sameAsStored(undefined, stored)).toBe(false);
  });
});
