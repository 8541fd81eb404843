// BrokerKicker against EMQX's REST API as its documentation states it: DELETE
// /api/v5/clients/{clientid} (URL-encoded), the API key and secret as HTTP Basic, 204 kicked, 404
// already gone (neither logged), anything else logged for an operator. The fetch is a stub here;
// server/modules/push/kick.test.ts runs the whole path over HTTP.
import { describe, expect, it, vi } from 'vitest';
import type { SessionCut, TokenService } from '../auth/tokens.js';
import { BrokerKicker, type Fetch } from './kick.js';

function tokensStub(): { tokens: TokenService; cut(sid: string, why: SessionCut): void } {
  let listener: ((sid: string, why: SessionCut) => void) | undefined;
  const tokens = {
    onSessionCut: (fn: (sid: string, why: SessionCut) => void) => {
      listener = fn;
      return () => (listener = undefined);
    },
    atSessionEnd: () => undefined,
  } as unknown as TokenService;
  return { tokens, cut: (sid, why) => listener?.(sid, why) };
}

describe('BrokerKicker', () => {
  it('deletes each client of the session with Basic credentials and lets go of every answer body', async () => {
    const cancel = vi.fn(async () => {});
    const calls: Array<{ url: string; method: string; authorization: string | undefined }> = [];
    const fetchStub: Fetch = async (url, init) => {
      calls.push({ url, method: init.method, authorization: init.headers.authorization });
      return { status: calls.length === 1 ? 204 : 404, body: { cancel } };
    };
    const log = vi.fn();
    const { tokens } = tokensStub();
    const kicker = new BrokerKicker({ apiUrl: 'http://emqx:18083/', apiKey: 'key', apiSecret: 's3cret' }, tokens, log, fetchStub);
    kicker.remember('sid-1', 'tab a/1', 2_000_000_000);
    kicker.remember('sid-1', 'tab-b', 2_000_000_000);
    await kicker.kickSession('sid-1', 'locked');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE http://emqx:18083/api/v5/clients/tab%20a%2F1', 'DELETE http://emqx:18083/api/v5/clients/tab-b']);
    expect(new Set(calls.map((call) => call.authorization))).toEqual(new Set([`Basic ${Buffer.from('key:s3cret').toString('base64')}`]));
    expect(cancel).toHaveBeenCalledTimes(2);
    expect(log).not.toHaveBeenCalled();
    expect(kicker.size).toBe(0);
    kicker.close();
  });

  it('logs a refused key (401) and a broker that does not answer, and forgets the session either way', async () => {
    const log = vi.fn();
    const { tokens, cut } = tokensStub();
    let answer = 401;
    const kicker = new BrokerKicker({ apiUrl: 'http://emqx:18083', apiKey: 'key', apiSecret: 'wrong' }, tokens, log, async () => {
      if (answer === 0) throw new Error('connect ECONNREFUSED');
      return { status: answer, body: null };
    });
    kicker.remember('sid-2', 'c1', 2_000_000_000);
    await kicker.kickSession('sid-2', 'revoked');
    expect(log).toHaveBeenLastCalledWith('broker kick of c1 (revoked): HTTP 401');
    answer = 0;
    kicker.remember('sid-3', 'c2', 2_000_000_000);
    cut('sid-3', 'locked');
    await vi.waitFor(() => expect(log).toHaveBeenLastCalledWith('broker kick of c2 (locked) failed: connect ECONNREFUSED'));
    expect(kicker.size).toBe(0);
    kicker.close();
  });
});
