import { describe, expect, it } from 'vitest';
import { observable, runInAction } from 'mobx';
import { memoryStorage, TypedStorage } from '../core/storage';
import { DisplayStore } from './displayStore';
import { baseLayoutStore } from '../testing/storeKit';

function setup() {
  const layout = baseLayoutStore();
  const storage = memoryStorage();
  const user = observable.box<string | undefined>('1000_1001');
  const display = new DisplayStore({ layout, local: new TypedStorage(storage), userKey: () => user.get() });
  return { layout, storage, user, display, again: () => new DisplayStore({ layout, local: new TypedStorage(storage), userKey: () => user.get() }) };
}

describe('DisplayStore', () => {
  it("starts from the tenant's defaults and keeps each user's own choices apart", () => {
    const { display, user, again } = setup();
    expect(display.choices).toMatchObject({ tag: true, log: false, theme: 'light', lockScreen: true, search: true, collapse: false, topMenu: false });
    display.setSwitch('tag', false);
    display.setTheme('dark');
    expect(display.setThemeColor('#C50F1F')).toBe(true);
    expect(again().choices).toMatchObject({ tag: false, theme: 'dark', themeColor: '#c50f1f' });
    runInAction(() => user.set('1000_1002'));
    expect(display.choices).toMatchObject({ tag: true, theme: 'light', themeColor: undefined });
    runInAction(() => user.set('1000_1001'));
    expect(display.choices.theme).toBe('dark');
  });

  it('refuses a colour that is not hex and changes nothing', () => {
    const { display } = setup();
    expect(display.setThemeColor('red; background:url(x)')).toBe(false);
    expect(display.choices.themeColor).toBeUndefined();
  });

  it("takes a tenant's defaults from the layout document", () => {
    const { display, layout } = setup();
    runInAction(() => layout.setDraft({ app: { display: { theme: 'dark', topMenu: true, themeColor: '#107c10' } } }));
    expect(display.choices).toMatchObject({ theme: 'dark', topMenu: true, themeColor: '#107c10' });
    display.setThemeColor(undefined);
    expect(display.choices.themeColor).toBeUndefined();
  });

  it('folds the menu for a small screen without changing the choice, and a choice clears the fold', () => {
    const { display, again } = setup();
    display.foldForSmallScreen();
    expect(display.collapsed).toBe(true);
    expect(again().collapsed).toBe(false);
    display.toggleCollapse();
    expect(display.collapsed).toBe(false);
    display.toggleCollapse();
    expect(again().collapsed).toBe(true);
  });

  it('keeps the menu at the side below 992 px, whatever the top-menu choice', () => {
    const { display } = setup();
    display.setSwitch('topMenu', true);
    expect(display.menuOnTop).toBe(true);
    display.setSmallScreen(true);
    expect(display.menuOnTop).toBe(false);
    expect(display.choices.topMenu).toBe(true);
  });
});
