// Issue 28, property-based: overlays generated from the layout schema and mutated (tests/kit/overlayArbitrary.ts)
// get the same verdict from the shell's check (checkOverlay, what the layout editor shows: OverlayStore.check)
// and from a running server's save: both accept, the row reads back equal and the merged layout is valid;
// or both refuse, the shell with pointed issues and the server with 400 and `data.pointer`. Never a 5xx.
// A budget's refusal (429, a quota) is a correct answer and is counted apart. SRM_PROPERTY_SEED replays a run.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutConfigRow } from '../../../src/contract/layoutConfig.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import type { OverlayScope } from '../../../src/contract/overlayScope.js';
import { checkOverlay, composeLayout, jsonEqual, PLUGIN_CATALOGUE, type LayoutIssue, type LayoutLayer } from '../../platform/shellRules.js';
import { API, BUYER_ADMIN, BUYER_USER, body, login, startTestServer, type Session, type TestServer } from '../../testServer.js';
import { overlayText, PROPERTY_SEED } from '../../../tests/kit/overlayArbitrary.js';

const base = JSON.parse(readFileSync(new URL('../../../config/base/layout.json', import.meta.url), 'utf8')) as unknown;
/** Cases per scope (the tenant-wide overlay as admin, a user's own): 500 + 500 = 1,000 saves. */
const RUNS = Number(process.env.SRM_PROPERTY_RUNS ?? 500);
/** Fastify's limit of a request body (the server's default). */
const BODY_LIMIT = 1024 * 1024;
/** Refusals that are budgets, not verdicts on the overlay. */
const BUDGET_CODES = new Set(['layoutConfig.tenantQuota', 'layoutConfig.userQuota', 'layoutConfig.personalQuota', 'layoutConfig.tooManyRows']);

/** A case: its text, shown cut short when fast-check reports it (a counterexample may be 270,000 characters). */
const overlayCase = overlayText.map((text) => ({ text, [fc.toStringMethod]: () => (text.length > 400 ? `${text.slice(0, 400)}… (${text.length} characters)` : text) }));

interface Figures {
  cases: number;
  accepted: number;
  refused: number;
  budget: number;
  /** Refused before the route: the request body over the server's 1 MB limit (400 request.bad). */
  bodyLimit: number;
  status5xx: number;
  ms: number;
}

describe('a layout overlay gets the same verdict from the shell and from the server (property, issue 28)', () => {
  let server: TestServer;
  let admin: Session;
  let user: Session;
  /** The tenant-wide overlay in force: under a user's own overlay, in the shell and on the server. */
  let tenantInForce: unknown;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, user] = await Promise.all([login(server, BUYER_ADMIN), login(server, BUYER_USER)]);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const keyOf = (session: Session, scope: OverlayScope) => ({ elsAccount: '307000', elsSubAccount: scope === 'tenant' ? '' : session.elsSubAccount, toElsAccount: '', configType: 'layout' });
  const layersUnder = (scope: OverlayScope): LayoutLayer[] => [
    { kind: 'base', source: 'config/base/layout.json', patch: base },
    ...(scope === 'user' && tenantInForce !== undefined ? [{ kind: 'server' as const, source: 'tenant-wide overlay', patch: tenantInForce }] : []),
  ];

  /** One case: the shell's verdict, the server's, and what was stored. */
  async function agree(session: Session, scope: OverlayScope, text: string, figures: Figures): Promise<void> {
    const parsed = JSON.parse(text) as unknown;
    const shell: LayoutIssue[] = checkOverlay(layersUnder(scope), parsed, scope, PLUGIN_CATALOGUE);
    const payload = JSON.stringify({ ...keyOf(session, scope), configJson: text });
    const saved = await server.app.inject({ method: 'POST', url: `${API}${endpoints.saveLayoutConfig.path}`, headers: { ...session.headers, 'content-type': 'application/json' }, payload });
    figures.cases++;
    if (saved.statusCode >= 500) figures.status5xx++;
    expect(saved.statusCode, `a 5xx: ${saved.body.slice(0, 300)}`).toBeLessThan(500);
    const answer = body<{ pointer?: unknown }>(saved);
    if (saved.statusCode === 429 || BUDGET_CODES.has(String(answer.messageCode))) {
      figures.budget++;
      return;
    }
    if (answer.messageCode === 'request.bad' && Buffer.byteLength(payload, 'utf8') > BODY_LIMIT) {
      // The request itself is refused (Fastify's body limit) before any check of the overlay.
      figures.bodyLimit++;
      expect(saved.statusCode).toBe(400);
      expect(shell.length, 'the shell refuses an overlay too large to send').toBeGreaterThan(0);
      return;
    }
    if (saved.statusCode === 200) {
      expect(shell, `the server accepted what the shell refuses: ${text.slice(0, 300)}`).toEqual([]);
      figures.accepted++;
      const found = await server.app.inject({ method: 'POST', url: `${API}${endpoints.findLayoutConfigs.path}`, headers: session.headers, payload: keyOf(session, scope) });
      const rows = body<{ rows: LayoutConfigRow[] }>(found).data.rows;
      expect(rows).toHaveLength(1);
      expect(jsonEqual(JSON.parse(rows[0]!.configJson) as unknown, parsed), 'the row reads back equal').toBe(true);
      // Merged over the layers under it, as the shell composes it: applied, the document whole and valid.
      const composed = composeLayout([...layersUnder(scope), { kind: scope === 'tenant' ? 'server' : 'user', source: 'saved', patch: parsed }]);
      expect(composed.failures).toEqual([]);
      if (scope === 'tenant') tenantInForce = parsed;
      return;
    }
    figures.refused++;
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(400);
    expect(answer.code).toBe('400');
    expect(answer.messageCode, 'a refusal names its message').toMatch(/^layoutConfig\./);
    expect(typeof answer.data?.pointer, `the refusal names a JSON pointer: ${saved.body.slice(0, 300)}`).toBe('string');
    expect(shell.length, `the shell accepts what the server refuses (${saved.body.slice(0, 300)}): ${text.slice(0, 300)}`).toBeGreaterThan(0);
    for (const issue of shell) expect(issue.pointer === '' || issue.pointer.startsWith('/'), `a JSON pointer: ${issue.pointer}`).toBe(true);
  }

  const run = async (scope: OverlayScope, session: () => Session): Promise<Figures> => {
    const figures: Figures = { cases: 0, accepted: 0, refused: 0, budget: 0, bodyLimit: 0, status5xx: 0, ms: 0 };
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(overlayCase, (overlay) => agree(session(), scope, overlay.text, figures)),
      { seed: PROPERTY_SEED, numRuns: RUNS, endOnFailure: true },
    );
    figures.ms = Math.round(performance.now() - started);
    console.info(`overlay verdicts, ${scope} scope, seed ${PROPERTY_SEED}:`, figures);
    return figures;
  };

  // 500 saves and reads through the server take 10 s on a quiet machine: the project's 20 s per test is
  // for one call, not for 500 (no race is waited for; the time is the work).
  it('the tenant-wide overlay an admin saves: 500 cases, the same verdict, 0 × 5xx', async () => {
    const figures = await run('tenant', () => admin);
    expect(figures.status5xx).toBe(0);
    expect(figures.accepted).toBeGreaterThan(0);
    expect(figures.refused).toBeGreaterThan(0);
  }, 90_000);

  it("a user's own overlay: 500 cases, the same verdict, 0 × 5xx", async () => {
    const figures = await run('user', () => user);
    expect(figures.status5xx).toBe(0);
    expect(figures.accepted).toBeGreaterThan(0);
    expect(figures.refused).toBeGreaterThan(0);
  }, 90_000);
});
