import { action, computed, makeObservable, observable, reaction } from 'mobx';
import { anyValue, type TypedStorage } from '../core/storage';
import { normaliseHex } from '../core/theme/brandRamp';
import { readChoices, resolveChoices, storedForm, type DisplayChoices, type DisplaySwitch, type ThemeMode } from '../core/theme/displayChoices';
import type { LayoutStore } from './layout/layoutStore';

/** What the display settings are made from. */
export interface DisplayStoreDeps {
  layout: LayoutStore;
  /** Where each user's display choices are kept. */
  local: TypedStorage;
  /** 'elsAccount_elsSubAccount' of the signed-in user, or undefined. */
  userKey: () => string | undefined;
}

/**
 * The display-settings panel's nine switches and the brand colour, per user: the tenant's
 * defaults come from the layout document (app.display), the user's own choices are kept in the
 * browser under the signed-in account and sub-account. Also the menu's fold on small screens,
 * which is not a choice and is never kept.
 */
export class DisplayStore {
  readonly scope = 'portal' as const; // kept per user key: the next sign-in reads its own
  /** The signed-in user's own choices (what differs from the tenant is all that is kept). */
  own: Partial<DisplayChoices> = {};
  /** Folded by the screen's width (below 992 px), over the user's choice, until the user unfolds it. */
  foldedBySize = false;
  /** The window is narrower than 992 px (a tablet): the top bar has no room for the menu. */
  smallScreen = false;
  /** The panel open over the shell (kept here, not in its top-bar button, which may move into the bar's fold). */
  openPanel: 'display' | 'log' | undefined = undefined;
  private readonly stop: () => void;

  constructor(private readonly deps: DisplayStoreDeps) {
    makeObservable<DisplayStore, 'load'>(this, {
      own: observable.ref,
      foldedBySize: observable,
      smallScreen: observable,
      openPanel: observable,
      showPanel: action,
      closePanel: action,
      choices: computed,
      menuOnTop: computed,
      collapsed: computed,
      set: action,
      setCollapsed: action,
      toggleCollapse: action,
      foldForSmallScreen: action,
      unfoldForLargeScreen: action,
      setSmallScreen: action,
      load: action,
    });
    this.stop = reaction(() => this.deps.userKey(), () => this.load(), { fireImmediately: true });
  }

  private storageKey(user: string): string {
    return `display:${user}`;
  }

  private load(): void {
    const user = this.deps.userKey();
    this.own = user ? readChoices(this.deps.local.get(this.storageKey(user), anyValue)) : {};
  }

  get choices(): DisplayChoices {
    return resolveChoices(this.deps.layout.document.app.display as Partial<DisplayChoices> | undefined, this.own);
  }

  /** Whether the menu is drawn in the top bar: the user's choice, except below 992 px, where it stays at the side. */
  get menuOnTop(): boolean {
    return this.choices.topMenu && !this.smallScreen;
  }

  /** Whether the side menu shows its icons only. */
  get collapsed(): boolean {
    return this.foldedBySize || this.choices.collapse;
  }

  /** Changes one choice and keeps it for the signed-in user. */
  set<K extends keyof DisplayChoices>(key: K, value: DisplayChoices[K]): void {
    this.own = { ...this.own, [key]: value };
    const user = this.deps.userKey();
    if (user) this.deps.local.set(this.storageKey(user), storedForm(this.own));
  }

  setSwitch(key: DisplaySwitch, on: boolean): void {
    if (key === 'collapse') this.setCollapsed(on);
    else this.set(key, on);
  }

  setTheme(theme: ThemeMode): void {
    this.set('theme', theme);
  }

  /** A hex colour, or undefined for Fluent's own; returns false (and changes nothing) for anything else. */
  setThemeColor(colour: string | undefined): boolean {
    if (colour === undefined) {
      this.set('themeColor', undefined);
      return true;
    }
    const hex = normaliseHex(colour);
    if (!hex) return false;
    this.set('themeColor', hex);
    return true;
  }

  setCollapsed(collapsed: boolean): void {
    this.foldedBySize = false;
    this.set('collapse', collapsed);
  }

  toggleCollapse(): void {
    this.setCollapsed(!this.collapsed);
  }

  /** Below the 992 breakpoint the menu floats over the page: it folds, without changing the user's choice. */
  foldForSmallScreen(): void {
    this.foldedBySize = true;
  }

  unfoldForLargeScreen(): void {
    this.foldedBySize = false;
  }

  showPanel(panel: 'display' | 'log'): void {
    this.openPanel = panel;
  }

  closePanel(): void {
    this.openPanel = undefined;
  }

  setSmallScreen(small: boolean): void {
    this.smallScreen = small;
  }

  dispose(): void {
    this.stop();
  }
}
