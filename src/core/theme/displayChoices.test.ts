import { describe, expect, it } from 'vitest';
import { offeredSwitches, readChoices, resolveChoices, SHELL_DISPLAY_DEFAULTS, storedForm, topBarEntryShown } from './displayChoices';

describe('display choices', () => {
  it('takes the tenant over the shell and the user over the tenant', () => {
    const choices = resolveChoices({ theme: 'dark', topMenu: true, tag: false }, { tag: true });
    expect(choices).toEqual({ ...SHELL_DISPLAY_DEFAULTS, theme: 'dark', topMenu: true, tag: true });
  });

  it('keeps of stored choices only known keys with values of their type', () => {
    expect(readChoices({ tag: 'yes', theme: 'blue', log: true, themeColor: 'javascript:alert(1)', extra: 1 })).toEqual({ log: true });
    expect(readChoices('nonsense')).toEqual({});
    expect(readChoices(null)).toEqual({});
    expect(readChoices({ themeColor: '#ABC' })).toEqual({ themeColor: '#aabbcc' });
  });

  it("keeps a user's choice of no brand colour over the tenant's colour", () => {
    const own = readChoices(JSON.parse(JSON.stringify(storedForm({ themeColor: undefined }))));
    expect(own).toEqual({ themeColor: undefined });
    expect(resolveChoices({ themeColor: '#c50f1f' }, own).themeColor).toBeUndefined();
    expect(resolveChoices({ themeColor: '#c50f1f' }, {}).themeColor).toBe('#c50f1f');
  });
});

describe('top-bar entries shown', () => {
  it('follows the entries-shown switches and leaves other items alone', () => {
    const off = { ...SHELL_DISPLAY_DEFAULTS, log: false, fullScreen: false, lockScreen: false, topMenu: true };
    expect(['log', 'fullScreen', 'lock', 'collapse'].map((kind) => topBarEntryShown(kind, off))).toEqual([false, false, false, false]);
    const on = { ...SHELL_DISPLAY_DEFAULTS, log: true, fullScreen: true, lockScreen: true };
    expect(['log', 'fullScreen', 'lock', 'collapse', 'language'].map((kind) => topBarEntryShown(kind, on))).toEqual([true, true, true, true, true]);
  });
});

describe('the switches the panel offers', () => {
  it('offers a switch of a top-bar entry only when that item is in the top bar', () => {
    expect(offeredSwitches(['lock', 'log', 'fullScreen', 'displaySettings'])).toEqual(['tag', 'log', 'fullScreen', 'lockScreen', 'search', 'collapse', 'topMenu']);
    // The lock item removed (or not visible to this user): no lock switch; log and full screen likewise.
    expect(offeredSwitches(['displaySettings', 'logout'])).toEqual(['tag', 'search', 'collapse', 'topMenu']);
    expect(offeredSwitches(['lock'])).toContain('lockScreen');
  });
});
