import { describe, expect, it } from 'vitest';
import { memoryStorage, TypedStorage } from './storage';

describe('TypedStorage', () => {
  it('round-trips values in the platform record shape', () => {
    const backing = memoryStorage();
    const store = new TypedStorage(backing, 'srm', () => 1000);
    store.set('tabs', [{ a: 1 }]);
    expect(store.get('tabs')).toEqual([{ a: 1 }]);
    expect(JSON.parse(backing.getItem('srm-tabs')!)).toEqual({ dataType: 'object', content: [{ a: 1 }], datetime: 1000 });
  });

  it('expires values older than the given minutes', () => {
    let now = 0;
    const store = new TypedStorage(memoryStorage(), 'srm', () => now);
    store.set('userInfo', { name: 'x' });
    now = 1441 * 60_000;
    expect(store.get('userInfo', 1440)).toBeUndefined();
    expect(store.get('userInfo')).toBeUndefined();
  });

  it('treats corrupt entries as absent', () => {
    const backing = memoryStorage();
    backing.setItem('srm-x', '{not json');
    expect(new TypedStorage(backing).get('x')).toBeUndefined();
  });
});
