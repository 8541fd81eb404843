import { describe, expect, it } from 'vitest';
import { memoryStorage, TypedStorage } from '../../core/storage';
import { isStoredUser, isTokenTimes, readSession, writeSession } from './sessionRecord';

const user = { elsAccount: '307000', elsSubAccount: '1002', name: '张采购', roles: ['buyer'], environment: 'dev2' };
const times = { expiresAt: 2000, refreshAt: 1500 };

describe('the stored session', () => {
  it('reads back what it wrote', () => {
    const store = new TypedStorage(memoryStorage());
    writeSession(store, { token: 't', refreshToken: 'r', user, times });
    expect(readSession(store, 60)).toEqual({ token: 't', refreshToken: 'r', user, times });
  });

  it('reads garbage under its keys as no session, and removes it (issue 28: random bytes in storage)', () => {
    const backing = memoryStorage();
    const record = (content: unknown) => JSON.stringify({ dataType: typeof content, content, datetime: Date.now() });
    backing.setItem('srm-token', record(42));
    backing.setItem('srm-refreshToken', record({ __proto__: 'x' }));
    backing.setItem('srm-userInfo', record({ elsAccount: '307000', elsSubAccount: 1, name: 'x', roles: 'buyer' }));
    backing.setItem('srm-tokenTimes', record({ expiresAt: 'soon', refreshAt: null }));
    expect(readSession(new TypedStorage(backing), 60)).toEqual({ token: undefined, refreshToken: undefined, user: undefined, times: undefined });
    for (const key of ['srm-token', 'srm-refreshToken', 'srm-userInfo', 'srm-tokenTimes']) expect(backing.getItem(key)).toBeNull();
  });

  it('accepts only user info and token times of the shape the shell wrote', () => {
    expect(isStoredUser({ elsAccount: 'a', elsSubAccount: 'b', name: 'n', roles: [], environMentConfig: 'dev2', extra: 1 })).toBe(true);
    expect(isStoredUser({ elsAccount: 'a', elsSubAccount: 'b', name: 'n', roles: [1] })).toBe(false);
    expect(isStoredUser([])).toBe(false);
    expect(isTokenTimes({ expiresAt: 1, refreshAt: 1, sessionEndsAt: 3 })).toBe(true);
    expect(isTokenTimes({ expiresAt: 1, refreshAt: Number.NaN })).toBe(false);
    expect(isTokenTimes({ expiresAt: 1, refreshAt: 1, sessionEndsAt: '3' })).toBe(false);
  });
});
