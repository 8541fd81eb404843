import { afterEach, describe, expect, it } from 'vitest';
import { stored } from './storage';

const holder = globalThis as { window?: unknown };

afterEach(() => {
  delete holder.window;
});

function storageOf(values: Record<string, string>): Storage {
  return { getItem: (key: string) => values[key] ?? null } as Storage;
}

describe('the demo sub-apps read the portal’s storage', () => {
  it('take the tab’s own storage first, then the kept one', () => {
    holder.window = {
      sessionStorage: storageOf({ 'srm-language': JSON.stringify({ content: 'en' }) }),
      localStorage: storageOf({ 'srm-language': JSON.stringify({ content: 'zh_cn' }), 'srm-token': JSON.stringify({ content: 't' }) }),
    };
    expect(stored('language')).toBe('en');
    expect(stored('token')).toBe('t');
  });

  it('go on where the browser blocks session storage (a frame of another site): the getter itself throws', () => {
    holder.window = {
      get sessionStorage(): Storage {
        throw new DOMException("Failed to read the 'sessionStorage' property from 'Window'", 'SecurityError');
      },
      localStorage: storageOf({ 'srm-language': JSON.stringify({ content: 'en' }) }),
    };
    expect(stored('language')).toBe('en');
    expect(stored('token')).toBeUndefined();
  });
});
