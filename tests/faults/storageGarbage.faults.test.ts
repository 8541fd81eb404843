// Fault: random bytes in every key of local and session storage (issue 28, point 2).
// A real session writes its keys; each value is then replaced by garbage of one kind (seeded, so
// every run breaks the same way) and the page reloaded. The shell must start with its defaults
// (the login page, in the default language), readable, with no uncaught error and no alarm shown,
// twice in a row (the bad keys repaired or ignored), and a sign-in must then work as on day one.
// Found: a stored menu that was an object, not a list, gave a white screen after the next sign-in
// ('filter is not a function'); every reader of storage now says what it accepts (src/core/storage.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BUYER_USER, CONTEXT_OPTIONS, fillLogin, launchBrowser, startPortal, type Portal } from '../e2e/harness';
import { expectAccessible } from '../e2e/a11y';

type Area = 'localStorage' | 'sessionStorage';
type Entries = Record<Area, Record<string, string>>;

let browser: Browser;
let portal: Portal;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal();
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

/** A seeded random generator (mulberry32): the same seed, the same garbage, every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Characters of any code unit but lone surrogates (which storage would keep, but JSON tools choke on in the report). */
function binaryish(random: () => number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) {
    const unit = random() < 0.5 ? Math.floor(random() * 0x80) : Math.floor(random() * 0xd7ff);
    text += String.fromCharCode(unit);
  }
  return text;
}

const WRONG_TYPES = ['0', '-1', '1e309', '"text"', '[]', '[1,2,3]', 'null', 'true', 'false', '{}', '""', '{"content":null}'];

/** A stored record of the platform's shape whose content has the wrong type (or a shape it never had). */
const RECORDS_OF_WRONG_CONTENT = [
  { dataType: 'string', content: 42, datetime: 0 },
  { dataType: 'object', content: 'not an object', datetime: Date.now() },
  { dataType: 'object', content: [[], {}, null], datetime: Date.now() },
  { dataType: 'object', content: { token: 7, user: [], expiresAt: 'soon', refreshAt: null }, datetime: Date.now() },
  { dataType: 'boolean', content: { nested: { deeper: [1, '2', null] } }, datetime: 'yesterday' },
  { dataType: 'number', content: Number.MAX_SAFE_INTEGER, datetime: -1 },
  { content: null },
];

const PROTO_JSON = [
  '{"__proto__":{"polluted":true,"content":"x","isAdmin":true}}',
  '{"dataType":"object","content":{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}},"datetime":0}',
  '{"dataType":"object","content":{"elsAccount":{"__proto__":{"toString":1}},"language":{"__proto__":null}},"datetime":0}',
  '{"constructor":{"prototype":{"polluted":true}},"prototype":1}',
];

const HUGE = 1_000_000;

interface Variant {
  name: string;
  seed: number;
  garbage(random: () => number, key: string, original: string, index: number): string;
}

const VARIANTS: Variant[] = [
  { name: 'random binary-ish strings', seed: 1, garbage: (random) => binaryish(random, Math.floor(random() * 300)) },
  { name: 'truncated JSON', seed: 2, garbage: (random, _key, original) => original.slice(0, Math.max(0, Math.floor(random() * (original.length - 1)))) },
  { name: 'JSON of the wrong type', seed: 3, garbage: (random) => pick(random, WRONG_TYPES) },
  { name: 'records whose content has the wrong type', seed: 4, garbage: (random) => JSON.stringify(pick(random, RECORDS_OF_WRONG_CONTENT)) },
  // ~1 MB each: the origin's quota (about 5 M characters) takes four or so; the keys past it get a
  // short random string instead (counted in the report).
  { name: 'huge strings (~1 MB)', seed: 5, garbage: (random, _key, _original, index) => (index < 4 ? binaryish(random, 64).repeat(HUGE / 64) : binaryish(random, 50)) },
  { name: '"__proto__" JSON', seed: 6, garbage: (random) => pick(random, PROTO_JSON) },
];

async function storageEntries(page: Page): Promise<Entries> {
  return page.evaluate(() => {
    const read = (storage: Storage) => Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key) ?? '']));
    return { localStorage: read(window.localStorage), sessionStorage: read(window.sessionStorage) };
  });
}

/** Writes the values key by key; a value over the quota is replaced by `instead`'s. Returns the keys so replaced. */
async function writeStorage(page: Page, values: Entries, instead: Entries): Promise<string[]> {
  return page.evaluate(
    ([wanted, fallback]) => {
      const refused: string[] = [];
      for (const area of ['localStorage', 'sessionStorage'] as const) {
        for (const [key, value] of Object.entries(wanted[area])) {
          try {
            window[area].setItem(key, value);
          } catch {
            refused.push(`${area}:${key}`);
            window[area].setItem(key, fallback[area][key] ?? '');
          }
        }
      }
      return refused;
    },
    [values, instead] as const,
  );
}

/** The alarms a user would see: an error or warning toast, an alert dialog, an error bar. */
const ALARMS = '[data-testid^="toast-error"], [data-testid^="toast-warning"], [role="alertdialog"], [role="alert"]';

/** A context of its own, collecting its pages' uncaught errors (no init script: every key is ours to break). */
async function freshContext(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The shell as a user sees it after a load: the login page, readable, in Chinese, nothing alarming. */
async function expectCleanStart(page: Page, errors: string[], what: string): Promise<void> {
  await page.getByTestId('login-page').waitFor();
  await page.getByTestId('login-submit').waitFor();
  // Settled: no call of the start-up left that could still end in a toast.
  await page.waitForLoadState('networkidle');
  expect(await page.locator('html').getAttribute('lang'), what).toMatch(/^zh/);
  expect((await page.locator('body').innerText()).trim().length, `${what}: visible text`).toBeGreaterThan(20);
  expect(await page.getByTestId('login-submit').isVisible(), `${what}: the sign-in button`).toBe(true);
  expect(await page.locator(ALARMS).allTextContents(), `${what}: alarms`).toEqual([]);
  expect(errors, `${what}: uncaught errors`).toEqual([]);
}

describe('random bytes in every key of local and session storage', () => {
  it.each(VARIANTS)('$name: the shell starts with its defaults, twice, and a sign-in works', async (variant) => {
    const { context, page, errors } = await freshContext();
    try {
      // A real session writes its keys: sign in (the first-use guide marked seen: it is a modal).
      await page.goto(`${portal.url}#/login`);
      await page.evaluate((user) => localStorage.setItem(`srm-guideSeen:${user}`, JSON.stringify({ dataType: 'boolean', content: true, datetime: Date.now() })), `${BUYER_USER.elsAccount}_${BUYER_USER.elsSubAccount}`);
      await fillLogin(page, BUYER_USER);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('top-bar').waitFor();
      await page.waitForLoadState('networkidle');
      const written = await storageEntries(page);
      const keys = [...Object.keys(written.localStorage), ...Object.keys(written.sessionStorage)];
      expect(keys).toContain('srm-token');

      const random = seededRandom(variant.seed);
      let index = 0;
      const garbage: Entries = { localStorage: {}, sessionStorage: {} };
      const shortGarbage: Entries = { localStorage: {}, sessionStorage: {} };
      for (const area of ['localStorage', 'sessionStorage'] as const) {
        for (const [key, original] of Object.entries(written[area])) {
          garbage[area][key] = variant.garbage(random, key, original, index);
          shortGarbage[area][key] = binaryish(random, 40);
          index += 1;
        }
      }
      // The huge values go one by one: clear first so that the quota counts only the garbage.
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      const refused = await writeStorage(page, garbage, shortGarbage);
      const stored = await storageEntries(page);
      expect(Object.keys(stored.localStorage).sort()).toEqual(Object.keys(written.localStorage).sort());
      for (const area of ['localStorage', 'sessionStorage'] as const) {
        for (const key of Object.keys(written[area])) expect(stored[area][key], `${area}:${key} broken`).not.toBe(written[area][key]);
      }

      await page.reload();
      await expectCleanStart(page, errors, `${variant.name}, first load`);
      await page.reload();
      await expectCleanStart(page, errors, `${variant.name}, second load`);
      await expectAccessible(page);

      // The user signs in again and works: the garbage was ignored or repaired, not kept in the way.
      await fillLogin(page, BUYER_USER);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('top-bar').waitFor();
      await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(BUYER_USER.name);
      expect(errors).toEqual([]);
      console.info(`[measure] storage garbage '${variant.name}': ${keys.length} keys broken (${keys.join(', ')}), ${refused.length} over the quota given short garbage instead`);
    } finally {
      await context.close();
    }
  });
});
