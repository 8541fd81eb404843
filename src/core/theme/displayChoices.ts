/**
 * The display-settings panel's choices (seed 001 §2: tag, log, theme, theme colour, full screen,
 * lock screen, search, collapse, top menu): the shell's defaults, the tenant's defaults from the
 * layout document (app.display), and the user's own choices read back from storage, where
 * anything that is not of the right type is left out. Pure: no DOM, no storage.
 */
import { normaliseHex } from './brandRamp';

export type ThemeMode = 'light' | 'dark';

export interface DisplayChoices {
  /** State: the tab strip is shown. */
  tag: boolean;
  /** Entry shown: the top-bar log button. */
  log: boolean;
  /** State: the light or the dark theme. */
  theme: ThemeMode;
  /** State: the brand colour ('#rrggbb'), or none for Fluent's own. */
  themeColor: string | undefined;
  /** Entry shown: the top-bar full-screen button. */
  fullScreen: boolean;
  /** Entry shown: the top-bar lock button. */
  lockScreen: boolean;
  /** Entry shown: the menu search box. */
  search: boolean;
  /** State: the side menu folded to its icons. */
  collapse: boolean;
  /** State: the menu in the top bar instead of at the side. */
  topMenu: boolean;
}

export type DisplaySwitch = Exclude<keyof DisplayChoices, 'theme' | 'themeColor'>;

/** The on/off switches, in the panel's order (theme and theme colour have their own controls). */
export const DISPLAY_SWITCHES: readonly DisplaySwitch[] = ['tag', 'log', 'fullScreen', 'lockScreen', 'search', 'collapse', 'topMenu'];

export const SHELL_DISPLAY_DEFAULTS: DisplayChoices = {
  tag: true,
  log: false,
  theme: 'light',
  themeColor: undefined,
  fullScreen: false,
  lockScreen: true,
  search: true,
  collapse: false,
  topMenu: false,
};

/** What may be kept of a user's choices: the known keys with values of their type. */
export function readChoices(raw: unknown): Partial<DisplayChoices> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const display = raw as Record<string, unknown>;
  const read: Partial<DisplayChoices> = {};
  for (const key of DISPLAY_SWITCHES) if (typeof display[key] === 'boolean') read[key] = display[key];
  if (display.theme === 'light' || display.theme === 'dark') read.theme = display.theme;
  // null is kept: the user chose Fluent's own colour over the tenant's.
  if (display.themeColor === null) read.themeColor = undefined;
  else if (normaliseHex(display.themeColor)) read.themeColor = normaliseHex(display.themeColor);
  return read;
}

/** The shell's defaults, overridden by the tenant's (layout), overridden by the user's own. */
export function resolveChoices(tenant: Partial<DisplayChoices> | undefined, own: Partial<DisplayChoices>): DisplayChoices {
  const merged: DisplayChoices = { ...SHELL_DISPLAY_DEFAULTS, ...readChoices(tenant ?? {}) };
  for (const key of Object.keys(own) as Array<keyof DisplayChoices>) {
    (merged as unknown as Record<string, unknown>)[key] = own[key];
  }
  return merged;
}

/** A choice as it is stored: themeColor 'none' is kept as null (JSON has no undefined). */
export function storedForm(own: Partial<DisplayChoices>): Record<string, unknown> {
  const form: Record<string, unknown> = { ...own };
  if ('themeColor' in own) form.themeColor = own.themeColor ?? null;
  return form;
}

/** The entries-shown switches and the top-bar item kind each shows or hides. */
export const SWITCH_ITEM_KIND: Readonly<Partial<Record<DisplaySwitch, string>>> = { log: 'log', fullScreen: 'fullScreen', lockScreen: 'lock' };

/**
 * The switches the panel offers, in its order: a switch that shows or hides a top-bar item only
 * when an item of that kind is in the top bar for this user (present and visible); a switch for an
 * item that is gone would do nothing.
 */
export function offeredSwitches(topBarKinds: Iterable<string>): DisplaySwitch[] {
  const present = new Set(topBarKinds);
  return DISPLAY_SWITCHES.filter((key) => {
    const kind = SWITCH_ITEM_KIND[key];
    return kind === undefined || present.has(kind);
  });
}

/** Whether a top-bar item of this kind is shown under these choices (the entries-shown switches). */
export function topBarEntryShown(kind: string, choices: DisplayChoices): boolean {
  switch (kind) {
    case 'log':
      return choices.log;
    case 'fullScreen':
      return choices.fullScreen;
    case 'lock':
      return choices.lockScreen;
    case 'collapse':
      // Folding means nothing while the menu is in the top bar.
      return !choices.topMenu;
    default:
      return true;
  }
}
