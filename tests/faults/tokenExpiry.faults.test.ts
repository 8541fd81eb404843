// Fault: the access token expires with the shell's own calls in flight (issue 28, point 2): "200
// calls in flight when the token expires: exactly one refresh, all succeed". Sixteen tabs of one
// signed-in browser start at once on an expired token of their session, behind the deployment's
// nginx; their 224 start-up calls on that token are all under way before the first refusal comes
// back (how, and why not with latency emulation alone: ./expiryTabs.ts). The failed refresh at the
// same scale: tokenExpiryRefused.faults.test.ts (each file boots 16 tabs: ~25 s, ~40 s with a busy
// loop beside).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_ADMIN } from '../e2e/harness';
import { endpoints } from '../../src/contract/endpoints';
import { IN_FLIGHT, TABS, expireStoredToken, refreshCount, shownIn, signedIn, startExpirySite, startTabsHoldingExpiredCalls, watchWire, type ExpirySite } from './expiryTabs';

let site: ExpirySite;

beforeAll(async () => {
  site = await startExpirySite();
});

afterAll(async () => {
  await site?.close();
});

describe("the access token expires with the shell's calls in flight", () => {
  it(`${TABS} tabs start on an expired token with ${IN_FLIGHT}+ calls in flight: exactly one refresh, every call answered, nothing shown but the pages`, async () => {
    const { context, first, pageErrors } = await signedIn(site);
    try {
      const expired = await expireStoredToken(site, first);
      const wire = watchWire(context, expired);
      const before = await refreshCount(site);
      const started = Date.now();
      const { pages, held, heldPerTab } = await startTabsHoldingExpiredCalls(site, context, first, expired);
      const letGoAt = Date.now() - started;
      for (const page of pages) await expect.poll(() => page.getByTestId('topbar-userName').textContent()).toBe(BUYER_ADMIN.name);
      for (const page of pages) await page.waitForLoadState('networkidle');
      const settledAt = Date.now() - started;
      // At least 200 of the shell's own calls went out on the expired token before any refusal came back.
      expect(wire.sentBeforeFirstRefusal).toBeGreaterThanOrEqual(IN_FLIGHT);
      // Every call sent on the expired token was refused as expired and then answered 2xx on the new one.
      await expect.poll(() => wire.answers.filter((answer) => answer.token === expired).length).toBe(wire.sentExpired.length);
      const refused = wire.answers.filter((answer) => answer.token === expired);
      expect(refused.filter((answer) => answer.code !== '401' || answer.reason !== 'expired')).toEqual([]);
      const answeredFresh = (url: string) => wire.answers.some((answer) => answer.url === url && answer.token !== expired && answer.status >= 200 && answer.status < 300 && answer.code === '200');
      await expect.poll(() => [...new Set(wire.sentExpired)].filter((url) => !answeredFresh(url))).toEqual([]);
      // Nothing failed on the way, nothing is left without an answer.
      expect(wire.failed).toEqual([]);
      await expect.poll(() => wire.answers.length).toBe(wire.sent);
      expect(wire.answers.filter((answer) => answer.token !== expired && (answer.status >= 300 || (answer.code !== undefined && answer.code !== '200')))).toEqual([]);
      // Exactly one refresh on the wire, and the server granted exactly one.
      await expect.poll(() => wire.answers.filter((answer) => answer.url.endsWith(endpoints.refreshToken.path)).length).toBe(wire.refreshRequests);
      expect(wire.refreshRequests).toBe(1);
      expect(wire.answers.filter((answer) => answer.url.endsWith(endpoints.refreshToken.path)).map((answer) => answer.code)).toEqual(['200']);
      expect((await refreshCount(site)) - before).toBe(1);
      // No tab showed anything but its page: no toast, no offline banner, at any moment; no uncaught error.
      for (const [index, page] of pages.entries()) {
        expect(await shownIn(page), `tab ${index}`).toEqual([]);
        expect(page.url()).toContain('#/portal/wel/index');
      }
      expect(pageErrors).toEqual([]);
      console.info(
        `[measure] token expiry: ${TABS} tabs, ${wire.sentExpired.length} calls sent on the expired token (${wire.sentBeforeFirstRefusal} before the first refusal came back; held per tab ${heldPerTab.join(',')} = ${held}), ${wire.refreshRequests} refresh request(s) on the wire, ${(await refreshCount(site)) - before} granted by the server, ${wire.answers.length} answers, ${wire.failed.length} failed; let go at ${letGoAt} ms, all tabs settled at ${settledAt} ms`,
      );
    } finally {
      await context.close();
    }
  });
});
