import { describe, expect, it } from 'vitest';
import { observable, runInAction } from 'mobx';
import { memoryStorage, TypedStorage } from '../core/storage';
import { GUIDE_STEPS, GuideStore } from './guideStore';

describe('GuideStore', () => {
  it('opens once for a new user, walks the steps, and opens again only when asked', () => {
    const storage = new TypedStorage(memoryStorage());
    const user = observable.box<string | undefined>(undefined);
    const guide = new GuideStore({ local: storage, userKey: () => user.get() });
    expect(guide.step).toBeUndefined();
    runInAction(() => user.set('1000_1001'));
    expect(guide.step).toBe('menu');
    guide.back();
    expect(guide.step).toBe('menu');
    for (let step = 1; step < GUIDE_STEPS.length; step += 1) guide.next();
    expect(guide.step).toBe('settings');
    guide.next();
    expect(guide.step).toBeUndefined();
    expect(new GuideStore({ local: storage, userKey: () => '1000_1001' }).step).toBeUndefined();
    expect(new GuideStore({ local: storage, userKey: () => '1000_1002' }).step).toBe('menu');
    guide.open();
    expect(guide.step).toBe('menu');
    runInAction(() => user.set(undefined));
    expect(guide.step).toBeUndefined();
  });
});
