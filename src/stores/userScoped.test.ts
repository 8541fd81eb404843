import { describe, expect, it } from 'vitest';
import { UserScopedStores, type UserScoped } from './userScoped';

const store = (log: string[], name: string): UserScoped => ({ scope: 'user', clear: () => void log.push(name) });

describe('UserScopedStores', () => {
  it('clears every registered store once, in the order of registration', () => {
    const log: string[] = [];
    const list = new UserScopedStores();
    const menu = store(log, 'menu');
    list.register(menu, store(log, 'settings'));
    list.register(menu);
    list.clear();
    expect(log).toEqual(['menu', 'settings']);
  });

  it('takes a store off the list with the function register returned (a plugin model that goes away)', () => {
    const log: string[] = [];
    const list = new UserScopedStores();
    list.register(store(log, 'menu'));
    const unregister = list.register(store(log, 'messages'));
    unregister();
    list.clear();
    expect(log).toEqual(['menu']);
    expect(list.stores).toHaveLength(1);
  });
});
