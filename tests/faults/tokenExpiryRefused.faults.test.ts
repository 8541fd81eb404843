// Fault: the refresh fails with the shell's own calls in flight (issue 28, point 2): "a refresh that
// fails signs out once, with one message", at the scale of tokenExpiry.faults.test.ts: sixteen tabs
// of one signed-in browser start at once on an expired token of a session the server has ended, with
// 224 calls under way before the first refusal comes back (./expiryTabs.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_ADMIN } from '../e2e/harness';
import { endpoints } from '../../src/contract/endpoints';
import { AUTH_FAILED, IN_FLIGHT, TABS, expireStoredToken, refreshCount, shownIn, signedIn, startExpirySite, startTabsHoldingExpiredCalls, storedContent, watchWire, type ExpirySite } from './expiryTabs';

let site: ExpirySite;

beforeAll(async () => {
  site = await startExpirySite();
});

afterAll(async () => {
  await site?.close();
});

describe('the refresh fails with the shell\'s calls in flight', () => {
  it(`the refresh fails (the session ended on the server), ${TABS} tabs, ${IN_FLIGHT}+ calls in flight: one refresh, signed out once, at most one message per tab, the login page`, async () => {
    const { context, first, pageErrors } = await signedIn(site);
    try {
      const token = await storedContent(first, 'srm-token');
      const expired = await expireStoredToken(site, first);
      // The session ends on the server (an administrator ending it, or its sign-out elsewhere): its refresh token is revoked.
      const ended = await fetch(`http://${site.server.address}/portal/apis${endpoints.logout.path}`, { headers: { token, elsAccount: `${BUYER_ADMIN.elsAccount}_${BUYER_ADMIN.elsSubAccount}` } });
      expect(ended.status).toBe(200);
      const wire = watchWire(context, expired);
      const before = await refreshCount(site);
      const started = Date.now();
      const { pages, held } = await startTabsHoldingExpiredCalls(site, context, first, expired);
      for (const page of pages) await page.getByTestId('login-page').waitFor();
      for (const page of pages) await page.waitForLoadState('networkidle');
      const settledAt = Date.now() - started;
      expect(wire.sentBeforeFirstRefusal).toBeGreaterThanOrEqual(IN_FLIGHT);
      // One refresh tried across the tabs (the Web Lock; the others find the shared session emptied), none after.
      expect(wire.refreshRequests).toBe(1);
      expect((await refreshCount(site)) - before).toBe(0);
      let messages = 0;
      for (const [index, page] of pages.entries()) {
        // A tab showed the one message once (never once per refused call) and nothing else, or, when
        // another tab's sign-out reached it first through the shared storage, went to login quietly.
        const shown = await shownIn(page);
        expect([[], [AUTH_FAILED]], `tab ${index} showed ${JSON.stringify(shown)}`).toContainEqual(shown);
        messages += shown.length;
        expect(await page.locator('input[name="password"]').inputValue()).toBe('');
      }
      expect(messages).toBeGreaterThanOrEqual(1);
      expect(pageErrors).toEqual([]);
      for (const key of ['srm-token', 'srm-refreshToken', 'srm-userInfo']) expect(await first.evaluate((name) => localStorage.getItem(name), key), key).toBeNull();
      console.info(
        `[measure] failed refresh: ${TABS} tabs, ${wire.sentExpired.length} calls sent on the expired token (${wire.sentBeforeFirstRefusal} before the first refusal came back; ${held} held), ${wire.refreshRequests} refresh on the wire, ${messages} message(s) shown in ${TABS} tabs; all on the login page at ${settledAt} ms`,
      );
    } finally {
      await context.close();
    }
  });
});
