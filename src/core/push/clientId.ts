// The MQTT client id: random digits made once per browser and kept, so that the broker's
// persistent session (clean: false) finds the same client again after a reload.

/** MQTT 3.1 (the fallback version) allows client ids of 1–23 characters. */
export const MAX_CLIENT_ID_LENGTH = 23;
const BROWSER_DIGITS = 16;
const TAB_DIGITS = 4;

/** `count` random decimal digits. */
export function randomDigits(count: number, random: () => number = Math.random): string {
  let digits = '';
  for (let i = 0; i < count; i += 1) digits += String(Math.min(9, Math.floor(random() * 10)));
  return digits;
}

const isDigits = (value: unknown, length: number): value is string => typeof value === 'string' && value.length === length && /^\d+$/.test(value);

export interface IdStore {
  get(): unknown;
  set(value: string): void;
}

/**
 * The client id: the browser's digits (kept in localStorage) followed by this tab's digits (kept in
 * sessionStorage, so a reload keeps them). Two tabs of one browser must not share an id: the broker
 * would take the session from one to give it to the other, and the two would push each other off
 * forever. A stored value that is not what we made is replaced.
 */
export function pushClientId(browser: IdStore, tab: IdStore, random: () => number = Math.random): string {
  let browserDigits = browser.get();
  if (!isDigits(browserDigits, BROWSER_DIGITS)) {
    browserDigits = randomDigits(BROWSER_DIGITS, random);
    browser.set(browserDigits as string);
  }
  let tabDigits = tab.get();
  if (!isDigits(tabDigits, TAB_DIGITS)) {
    tabDigits = randomDigits(TAB_DIGITS, random);
    tab.set(tabDigits as string);
  }
  return `${browserDigits as string}${tabDigits as string}`;
}
