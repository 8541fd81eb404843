// Issue 28, property-based: whatever a window posts to the shell (anything structured clone carries:
// nested objects and arrays, huge strings, numbers, null, Maps, Dates, typed arrays, prototype keys,
// each known message with wrong types in its fields, unknown types, JSON strings), from its own frame
// or another window, at the shell's origin or another: BridgeHost.receive never throws, never acts on a
// message from a wrong window or origin, and answers or ignores as docs/bridge.md says.
// SRM_PROPERTY_SEED replays a run (fast-check prints the seed and the path of a failure).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRIDGE_BUDGET } from '../../core/bridge/budget';
import { INBOUND_TYPES, OWN_TAB_TYPES, parseInbound } from '../../core/bridge/protocol';
import { setupFrames, SHELL } from '../../testing/frameKit';
import { SETTLE_MS } from './frameSettle';

const SEED = Number(process.env.SRM_PROPERTY_SEED ?? 20261128);
const PARTNER = 'https://rfq.partner.com';

/** An own property, `__proto__` included (an assignment would set the prototype instead). */
const withOwn = (target: Record<string, unknown>, key: string, value: unknown) => Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

const hugeString = fc.constantFrom('x'.repeat(70_000), '界'.repeat(5_000), '\u0000'.repeat(4_097));
const scalar = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), hugeString);
const cloneable = fc.anything({
  maxDepth: 4,
  key: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'type', 'data', 'channel', 'src', 'flowId', 'route')),
  withBoxedValues: false,
  withMap: true,
  withSet: true,
  withDate: true,
  withTypedArray: true,
  withSparseArray: true,
  withNullPrototype: true,
  withBigInt: true,
});
/** A field of a message: a right-looking value, a wrong type, or anything. */
const field = fc.oneof(
  fc.constantFrom('/subapps/order/#/v2/order/detail', '/portal/info/index', 'https://evil.example/x', 'javascript:alert(1)', '//evil.example', 'PI-1001', 'PI 1/x', 'order', '#/v2/list', '/v2/list', 'i18n_menu_home', 'a=1&b=2'),
  scalar,
  cloneable,
  fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 3 }),
);
const typeName = fc.oneof(fc.constantFrom(...INBOUND_TYPES), fc.constantFrom('activate', 'tokenRenewed', 'opennewtag', 'toString', '__proto__', 'constructor', ''), fc.string({ maxLength: 10 }));
const FIELDS = ['name', 'src', 'url', 'path', 'title', 'label', 'query', 'flowId', 'processInstanceId', 'id', 'auditType', 'businessType', 'businessId', 'route', 'hash'];
/** One of the documented shapes (docs/bridge.md) with arbitrary fields. */
const shaped = fc
  .tuple(fc.constantFrom('envelope', 'type', 'action', 'flag', 'flagObject'), typeName, fc.dictionary(fc.constantFrom(...FIELDS), field, { maxKeys: 5 }), fc.option(fc.constantFrom('srm-bridge', 'other', 1), { nil: undefined }), fc.constantFrom(...['__proto__', 'constructor', 'prototype', '']))
  .map(([shape, type, fields, channel, prototypeKey]) => {
    const message: Record<string, unknown> =
      shape === 'envelope' ? { channel: channel ?? 'srm-bridge', version: 1, type, data: fields } : shape === 'type' ? { type, ...fields } : shape === 'action' ? { action: type, payload: fields } : shape === 'flag' ? { [type]: true, ...fields } : { [type]: fields };
    if (prototypeKey) withOwn(message, prototypeKey, { type: 'openFlowDialog', flowId: 'PI-9', polluted: true });
    return message;
  });
/** Well-formed messages of each type (docs/bridge.md), with addresses and ids good and bad. */
const wellFormed = fc.oneof(
  fc.record({
    type: fc.constant('openNewTag'),
    name: fc.oneof(fc.constantFrom('订单详情', 'i18n_menu_home'), fc.string({ maxLength: 10 })),
    src: fc.constantFrom('/subapps/order/#/v2/order/detail', '/portal/info/index', `${PARTNER}/app/x`, 'https://evil.example/x', 'javascript:alert(1)', '//evil.example/', '/portal/#/login'),
    query: fc.oneof(fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean()), { maxKeys: 3 }), fc.constant('a=1&b=2')),
  }),
  fc.record({ type: fc.constant('openFlowDialog'), flowId: fc.oneof(fc.constantFrom('PI-1001', 'PI 1/x', ''), fc.stringMatching(/^[A-Za-z0-9_.:-]{1,20}$/)) }),
  fc.record({ type: fc.constant('openAuditDetail'), auditType: fc.constantFrom('order', 'invoice', 'rfq', '1bad'), businessId: fc.constantFrom('PO-1', 'x') }),
  fc.record({ type: fc.constant('routeChange'), route: fc.constantFrom('/v2/list', '#/v2/detail', 'v2', '/a b', '#/x#y'), name: fc.string({ maxLength: 6 }) }),
  fc.constant({ type: 'openNewPage' }),
  fc.record({ type: fc.constant('appFailed'), message: fc.oneof(fc.string({ maxLength: 10 }), hugeString, cloneable) }, { requiredKeys: ['type'] }),
);
const data = fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 3, arbitrary: wellFormed }, { weight: 1, arbitrary: shaped.map((message) => JSON.stringify(message, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)) ?? '') }, { weight: 2, arbitrary: cloneable }, { weight: 1, arbitrary: scalar });

describe('BridgeHost.receive with arbitrary messages (property, issue 28)', () => {
  it('never throws, never acts on a message from a wrong window or origin, and does what the message says or nothing', () => {
    const ctx = setupFrames({ initDelayMs: 0, allowedOrigins: { partner: { order: 1, origin: PARTNER, messages: ['openFlowDialog'] } } });
    const own = ctx.liveFrame('/subapps/rfq/');
    const partner = ctx.liveFrame(`${PARTNER}/app/`);
    const stranger = ctx.element();
    const counts: Record<string, number> = {};
    const sources = { own: own.win, partner: partner.win, stranger: stranger.win, none: null } as const;

    fc.assert(
      fc.property(data, fc.constantFrom('own', 'partner', 'stranger', 'none'), fc.constantFrom(SHELL, PARTNER, 'https://evil.example', 'null', ''), (message, from, origin) => {
        ctx.navigate.mockClear();
        ctx.flowDialog.close();
        const notices = ctx.notices.length;
        const tabs = ctx.tabs.tabs.length;
        // A second between messages: every window stays within its budget (the flood property below is about the budget).
        ctx.clock.now += 1000;
        const answer = ctx.bridge.receive({ source: sources[from], origin, data: message });
        // A route change is followed once the frame's reports settle.
        ctx.runTimers(SETTLE_MS);
        counts[answer] = (counts[answer] ?? 0) + 1;
        const acted = ctx.navigate.mock.calls.length > 0 || ctx.flowDialog.state !== undefined || ctx.notices.length > notices || ctx.tabs.tabs.length !== tabs;
        // docs/bridge.md: one of the shell's own frames (by window), whose event.origin (the browser's, of the
        // document it shows now) is the shell's or an allowed one.
        const trusted = (from === 'own' || from === 'partner') && (origin === SHELL || origin === PARTNER);
        if (!trusted) {
          expect(answer).toBe('refused');
          expect(acted).toBe(false);
          return;
        }
        const parsed = parseInbound(message);
        if (!parsed) {
          expect(answer).toBe('ignored');
          expect(acted).toBe(false);
          return;
        }
        expect([parsed.type, 'refused', 'ignored']).toContain(answer);
        if (answer === 'ignored') expect(acted).toBe(false);
        // The partner's origin may send only what its layout entry grants (and what changes only its own tab).
        if (origin === PARTNER && parsed.type !== 'openFlowDialog' && !OWN_TAB_TYPES.includes(parsed.type)) expect(answer).toBe('refused');
        if (answer === 'openFlowDialog') expect(ctx.flowDialog.state).toMatchObject({ flowId: (parsed as { flowId: string }).flowId });
        if (answer === 'openNewPage') expect(acted).toBe(false);
        // A start failure shows on the sender's own tab only (its frame fails; nothing opens).
        if (answer === 'appFailed') {
          expect(acted).toBe(false);
          const frame = ctx.frames.liveFrames.find((each) => each.element?.contentWindow === sources[from]);
          expect(ctx.frames.failure(frame!.key)?.reason).toBe('appFailed');
        }
      }),
      { seed: SEED, numRuns: 3000 },
    );
    console.info(`bridge host answers, seed ${SEED}:`, counts);
    expect(Object.keys(counts)).toEqual(expect.arrayContaining(['refused', 'ignored', 'openNewTag', 'openFlowDialog']));
  });

  it('a flood never throws out of the handler: a window is heard within its budget, dropped unread over it, and stopped when it keeps flooding', () => {
    const rule = BRIDGE_BUDGET;
    /** A stretch of one window's messages: `count` of them, `gapMs` apart. */
    const stretch = fc.record({
      from: fc.constantFrom('own', 'partner', 'stranger'),
      count: fc.oneof(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 200, max: 3000 })),
      gapMs: fc.oneof(fc.constantFrom(0, 0.1), fc.double({ min: 0, max: 20, noNaN: true }), fc.integer({ min: 100, max: 3000 })),
      data: fc.oneof(wellFormed, cloneable),
    });
    let stops = 0;
    let dropped = 0;
    fc.assert(
      fc.property(fc.array(stretch, { minLength: 1, maxLength: 8 }), (stretches) => {
        const ctx = setupFrames({ initDelayMs: 0, allowedOrigins: { partner: { order: 1, origin: PARTNER } } });
        const own = ctx.liveFrame('/subapps/rfq/');
        const partner = ctx.liveFrame(`${PARTNER}/app/`);
        const windows = { own: { win: own.win, origin: SHELL }, partner: { win: partner.win, origin: PARTNER }, stranger: { win: ctx.element().win, origin: SHELL } } as const;
        const heard = { own: [] as number[], partner: [] as number[], stranger: [] as number[] };
        const stoppedAt: Partial<Record<keyof typeof windows, number>> = {};
        // Their keys stay (no timer runs here, so no route change is followed).
        const keys = { own: '/subapps/rfq/', partner: `${PARTNER}/app/`, stranger: undefined } as const;
        for (const { from, count, gapMs, data } of stretches) {
          const { win, origin } = windows[from];
          for (let n = 0; n < count; n += 1) {
            ctx.clock.now += gapMs;
            const answer = ctx.bridge.receive({ source: win, origin, data });
            // The task after the message's: a stopped frame's tab shows why.
            ctx.runDeferred();
            if (answer === 'dropped') dropped += 1;
            else heard[from].push(ctx.clock.now);
            if (from !== 'stranger' && stoppedAt[from] === undefined && ctx.failures.includes(`stopped ${keys[from]}`)) {
              // Stopped: its tab says so, and it is no longer one of the live frames.
              expect(ctx.frames.failure(keys[from])?.reason).toBe('stopped');
              expect(ctx.frames.frame(keys[from])?.element).toBeUndefined();
              stoppedAt[from] = ctx.clock.now;
            }
          }
          // A window that sent 2,400 messages within a quarter second is stopped (at most 224 of them taken).
          if (from !== 'stranger' && count >= 2400 && gapMs <= 0.1) expect(stoppedAt[from], `${from}: ${count} messages ${gapMs} ms apart`).toBeDefined();
        }
        for (const from of ['own', 'partner', 'stranger'] as const) {
          const times = heard[from];
          // Within the budget: never more than the burst plus the refill of the time between the first and the last.
          if (times.length > 0) expect(times.length).toBeLessThanOrEqual(rule.burst + Math.ceil(((times.at(-1)! - times[0]!) * rule.perSecond) / 1000) + 1);
          // A stopped window is never heard again.
          const stopped = stoppedAt[from];
          if (stopped !== undefined) {
            stops += 1;
            expect(times.filter((at) => at > stopped)).toEqual([]);
          }
        }
      }),
      { seed: SEED, numRuns: 30 },
    );
    console.info(`bridge floods, seed ${SEED}: ${stops} windows stopped, ${dropped} messages dropped`);
    expect(stops).toBeGreaterThan(0);
  });
});
