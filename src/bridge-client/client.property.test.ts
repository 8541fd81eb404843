// Issue 28, property-based: whatever reaches a sub-app's window (anything structured clone carries, the
// shell's envelope with wrong types in each field, unknown types), from the shell's window at the
// shell's origin or from anyone else: the bridge client's handler never throws, takes nothing from a
// wrong window or origin, and keeps what docs/bridge.md says each message carries: `active` a boolean,
// `language` and `token` strings, `theme` 'light' or 'dark', `brandColor` '#rrggbb'.
// SRM_PROPERTY_SEED replays a run.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OUTBOUND_TYPES } from '../core/bridge/protocol';
import { createBridge, type BridgeWindow } from './client';

const SEED = Number(process.env.SRM_PROPERTY_SEED ?? 20261128);
const SHELL = 'https://srm.example.com';

type Listener = (event: { source: unknown; origin: string; data: unknown }) => void;

const cloneable = fc.anything({
  maxDepth: 3,
  key: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'language', 'token', 'theme', 'brandColor')),
  withMap: true,
  withSet: true,
  withDate: true,
  withTypedArray: true,
  withNullPrototype: true,
  withBigInt: true,
});
const field = fc.oneof(fc.constantFrom('zh_cn', 'en', 'light', 'dark', '#0f6cbd', '#GGGGGG', 'T2', ''), fc.string({ maxLength: 12 }), fc.integer(), fc.boolean(), fc.constant(null), fc.constant('x'.repeat(70_000)), cloneable);
const envelope = fc
  .tuple(
    fc.oneof(fc.constantFrom(...OUTBOUND_TYPES), fc.constantFrom('openNewTag', '__proto__', 'toString', ''), fc.string({ maxLength: 8 })),
    fc.oneof({ weight: 4, arbitrary: fc.dictionary(fc.constantFrom('language', 'token', 'theme', 'brandColor', '__proto__', 'constructor'), field, { maxKeys: 4 }) }, { weight: 1, arbitrary: cloneable }),
    fc.constantFrom<unknown>('srm-bridge', 'srm-bridge', 'other', undefined),
    fc.constantFrom<unknown>(1, 1, 2, '1', undefined),
  )
  .map(([type, data, channel, version]) => ({ channel, version, type, data }));
/** The shell's own messages, well-formed (docs/bridge.md), so that taken messages mix with the rest. */
const wellFormed = fc
  .oneof(
    fc.record({ type: fc.constant('activate'), data: fc.record({ language: fc.constantFrom('zh_cn', 'en'), theme: fc.constantFrom('light', 'dark', 'blue'), brandColor: fc.constantFrom('#0f6cbd', 'red') }, { requiredKeys: ['language'] }) }),
    fc.record({ type: fc.constant('deactivate'), data: fc.constant({}) }),
    fc.record({ type: fc.constant('languageChange'), data: fc.record({ language: fc.constantFrom('zh_cn', 'en') }) }),
    fc.record({ type: fc.constant('tokenRenewed'), data: fc.record({ token: fc.string({ maxLength: 12 }) }) }),
    fc.record({ type: fc.constant('themeChange'), data: fc.record({ theme: fc.constantFrom('light', 'dark'), brandColor: fc.constantFrom('#0f6cbd', '#123', 'x') }, { requiredKeys: ['theme'] }) }),
  )
  .map((message) => ({ channel: 'srm-bridge', version: 1, ...message }));
const message = fc.oneof({ weight: 3, arbitrary: wellFormed }, { weight: 4, arbitrary: envelope }, { weight: 1, arbitrary: envelope.map((value) => JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? String(item) : item))) }, { weight: 2, arbitrary: cloneable });

describe('the bridge client with arbitrary messages (property, issue 28)', () => {
  it('never throws, takes nothing from a wrong window or origin, and keeps only well-typed values', () => {
    const listeners: Listener[] = [];
    const parent: BridgeWindow = { parent: null, location: { origin: SHELL }, postMessage: () => undefined, addEventListener: () => undefined };
    const stranger = { ...parent };
    const win: BridgeWindow = { parent, location: { origin: 'https://subapp.example', ancestorOrigins: { length: 1, 0: SHELL } }, postMessage: () => undefined, addEventListener: (_type, listener) => listeners.push(listener) };
    const bridge = createBridge(win);
    const heard: unknown[] = [];
    for (const type of OUTBOUND_TYPES) bridge.on(type, (data) => heard.push(data));
    const sources = { parent, stranger, self: win, none: null } as const;
    const state = () => ({ active: bridge.active, language: bridge.language, token: bridge.token, theme: bridge.theme, brandColor: bridge.brandColor });
    let taken = 0;

    fc.assert(
      fc.property(message, fc.constantFrom('parent', 'stranger', 'self', 'none'), fc.constantFrom(SHELL, 'https://evil.example', 'null', ''), (data, from, origin) => {
        const before = state();
        const heardBefore = heard.length;
        expect(() => listeners.forEach((listener) => listener({ source: sources[from], origin, data }))).not.toThrow();
        const after = state();
        if (from !== 'parent' || origin !== SHELL) {
          expect(after).toEqual(before);
          expect(heard.length).toBe(heardBefore);
          return;
        }
        if (heard.length > heardBefore) taken++;
        expect(after.active === undefined || typeof after.active === 'boolean').toBe(true);
        expect(after.language === undefined || typeof after.language === 'string').toBe(true);
        expect(after.token === undefined || typeof after.token === 'string').toBe(true);
        expect([undefined, 'light', 'dark']).toContain(after.theme);
        expect(after.brandColor === undefined || /^#[0-9a-f]{6}$/i.test(after.brandColor)).toBe(true);
      }),
      { seed: SEED, numRuns: 3000 },
    );
    console.info(`bridge client, seed ${SEED}: ${taken} messages taken`);
    expect(taken).toBeGreaterThan(0);
  });
});
