import { describe, expect, it } from 'vitest';
import { isUsableTemplate } from './topics.js';

describe('isUsableTemplate', () => {
  it('takes templates naming both the account and the sub-account', () => {
    expect(isUsableTemplate('srm/{environMentConfig}/{elsAccount}_{elsSubAccount}')).toBe(true);
    expect(isUsableTemplate('{elsAccount}/{elsSubAccount}')).toBe(true);
  });

  it('refuses templates that could name another user’s topic, a wildcard or the broker’s own topics', () => {
    expect(isUsableTemplate('srm/{environMentConfig}/{elsAccount}')).toBe(false);
    expect(isUsableTemplate('srm/all')).toBe(false);
    expect(isUsableTemplate('srm/#/{elsAccount}_{elsSubAccount}')).toBe(false);
    expect(isUsableTemplate('srm/+/{elsAccount}_{elsSubAccount}')).toBe(false);
    expect(isUsableTemplate('$SYS/{elsAccount}_{elsSubAccount}')).toBe(false);
    expect(isUsableTemplate(`${'x'.repeat(200)}{elsAccount}_{elsSubAccount}`)).toBe(false);
    expect(isUsableTemplate(42)).toBe(false);
  });
});
