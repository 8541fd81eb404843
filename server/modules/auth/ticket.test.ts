// Defect 6 of issue 8: a ticket is a short-lived, single-use exchange code, not an access token.
import { describe, expect, it } from 'vitest';
import type { LoginResult, TicketResult } from '../../../src/contract/auth.js';
import { BUYER_ADMIN, BUYER_USER, body, login, sessionCalls, serverForEachTest } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { endpointUrl } from '../../../src/testing/endpointUrl.js';

describe('tickets', () => {
  const server = serverForEachTest({ ticketTtlSeconds: 2 });
  const { post, get } = sessionCalls(() => server);
  const issue = async (headers: Record<string, string>) => body<TicketResult>(await post(endpoints.issueTicket.path, {}, headers)).data;

  it('is a short opaque code, traded once for an access token of the same session', async () => {
    const session = await login(server, BUYER_USER);
    const { ticket, expiresIn } = await issue(session.headers);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{32,64}$/);
    expect(ticket.split('.')).toHaveLength(1);
    expect(expiresIn).toBeLessThanOrEqual(120);
    // Not an access token itself.
    expect((await get(endpoints.getMenu.path, { token: ticket })).statusCode).toBe(401);

    const traded = await get(endpointUrl(endpoints.validToken, { token: ticket }));
    expect(traded.statusCode).toBe(200);
    const data = body<LoginResult>(traded).data;
    expect(data).toMatchObject({ elsAccount: '307000', elsSubAccount: '1002' });
    expect(data.token).not.toBe(ticket);
    expect(data.token.split('.')).toHaveLength(3);
    expect(data).not.toHaveProperty('refreshToken');
    expect((await get(endpoints.getMenu.path, { token: data.token })).statusCode).toBe(200);

    // Single use.
    const again = await get(endpointUrl(endpoints.validToken, { token: ticket }));
    expect(again.statusCode).toBe(401);
    expect(body(again)).toMatchObject({ data: { reason: 'invalid' } });
    // The traded token belongs to the issuing session: its logout ends it.
    await get(endpoints.logout.path, session.headers);
    expect((await get(endpoints.getMenu.path, { token: data.token })).statusCode).toBe(401);
  });

  it('expires within its short life, and dies with its session', async () => {
    const session = await login(server, BUYER_ADMIN);
    const late = await issue(session.headers);
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect((await get(endpointUrl(endpoints.validToken, { token: late.ticket }))).statusCode).toBe(401);
    const unspent = await issue(session.headers);
    await get(endpoints.logout.path, session.headers);
    expect((await get(endpointUrl(endpoints.validToken, { token: unspent.ticket }))).statusCode).toBe(401);
    // Only hashes are stored.
    const rows = await server.db.selectFrom('auth_tickets').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(unspent.ticket);
  });
});
