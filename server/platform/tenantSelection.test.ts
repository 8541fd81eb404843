// Issue 25, point 6: the server knows the tenant of a request by the shell's own rule. A tenant's
// prefix is served directly (the shell, its config files, the API, with the tenant's CSP), a host
// name picks its tenant, X-Forwarded-Prefix/Host count only from a trusted proxy, and a login or
// registration always gets its tenant's policy, whatever spelling of the name a client sends.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths.js';
import { BUYER_USER, body, enc, startTestServer, tempDir, type TestServer } from '../testServer.js';
import { endpoints } from '../../src/contract/endpoints/index.js';
import { fillPath } from '../../src/contract/endpoints/endpoint.js';

const GLOBEX_FRAME = 'https://contracts.globex.example';

/** The repository's tenants, globex served under /gx-portal/ and at srm.globex.test. */
function deploymentConfig(): string {
  const dir = tempDir('srm-tenants-');
  fs.cpSync(path.join(REPO_ROOT, 'config'), dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'deploy.json'),
    JSON.stringify({ defaultTenant: '', tenantByPrefix: { 'gx-portal': 'globex', '/subapps': 'acme', 'ac-portal': 'ACME ' }, tenantByHost: { 'SRM.Globex.test': 'globex' } }),
  );
  return dir;
}

const configDir = deploymentConfig();
afterAll(() => fs.rmSync(configDir, { recursive: true, force: true }));

let server: TestServer | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

const start = async (trustedProxies: string[] = []) => (server = await startTestServer({ configDir, trustedProxies }));
const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') => server!.app.inject({ method: 'GET', url, headers, remoteAddress });
const cspOf = async (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  String((await get(url, headers, remoteAddress)).headers['content-security-policy']);
const frameSrc = (csp: string) => csp.split(';').find((directive) => directive.startsWith('frame-src'));

describe('a tenant prefix is served directly', () => {
  it('answers the shell, its config files and the API under /gx-portal/ as under /portal/, with globex’s CSP frame-src', async () => {
    await start();
    const page = await get('/gx-portal/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(frameSrc(String(page.headers['content-security-policy']))).toBe(`frame-src 'self' ${GLOBEX_FRAME}`);
    // A deep link of the shell, the files the shell fetches at start, an API call.
    expect(frameSrc(await cspOf('/gx-portal/info/index'))).toContain(GLOBEX_FRAME);
    expect((await get('/gx-portal/config/deploy.json')).json()).toMatchObject({ tenantByPrefix: { 'gx-portal': 'globex' } });
    expect((await get('/gx-portal/config/tenants/globex/layout.json')).json()).toMatchObject({ app: { siteTitle: 'Globex SRM' } });
    const health = await get(`/gx-portal/apis${endpoints.health.path}`);
    expect(health.statusCode).toBe(200);
    // The server's own prefix keeps no tenant; the bare tenant prefix goes to its own shell.
    expect(frameSrc(await cspOf('/portal/'))).toBe("frame-src 'self'");
    const bare = await get('/gx-portal');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/gx-portal/');
    // A tenant named in any case and with spaces in deploy.json is that tenant.
    expect((await get('/ac-portal/')).statusCode).toBe(200);
  });

  it('never takes a prefix that is a path of the server’s own, nor one deploy.json does not name', async () => {
    await start();
    expect((await get('/other-portal/')).statusCode).toBe(404);
    // "/subapps" stays the demo sub-apps' (it is not re-rooted onto the shell).
    const subApp = await get('/subapps/rfq/');
    expect(subApp.statusCode).toBe(200);
    expect(String(subApp.headers['content-type'])).toContain('text/html');
    expect(subApp.body).not.toContain('<div id="root">');
  });
});

describe('a host name picks its tenant', () => {
  it('srm.globex.test (any case, any port) is globex: its CSP and its login policy; another host is the default', async () => {
    await start();
    expect(frameSrc(await cspOf('/portal/', { host: 'srm.globex.test' }))).toContain(GLOBEX_FRAME);
    expect(frameSrc(await cspOf('/portal/', { host: 'SRM.GLOBEX.TEST:8080' }))).toContain(GLOBEX_FRAME);
    expect(frameSrc(await cspOf('/portal/', { host: 'srm.other.test' }))).toBe("frame-src 'self'");
    // ?tenant= wins over the host, as in the shell.
    expect(frameSrc(await cspOf('/portal/?tenant=acme', { host: 'srm.globex.test' }))).toBe("frame-src 'self'");
  });
});

describe('X-Forwarded-Prefix and X-Forwarded-Host count only from a trusted proxy', () => {
  const forwarded = { 'x-forwarded-prefix': '/gx-portal', host: 'portal.internal' };

  it('ignores them from any other address, so an outsider cannot pick a tenant’s page by header', async () => {
    await start(['10.0.0.5']);
    expect(frameSrc(await cspOf('/portal/', forwarded, '10.0.0.6'))).toBe("frame-src 'self'");
    expect(frameSrc(await cspOf('/portal/', { 'x-forwarded-host': 'srm.globex.test' }, '10.0.0.6'))).toBe("frame-src 'self'");
    // No proxy trusted at all (the default): ignored from everyone, loopback included.
    await server!.dispose();
    await start();
    expect(frameSrc(await cspOf('/portal/', forwarded))).toBe("frame-src 'self'");
  });

  it('believes them from a trusted address or network (IPv4 seen as IPv6 too), bounded and checked', async () => {
    await start(['10.0.0.5', '192.168.0.0/16']);
    expect(frameSrc(await cspOf('/portal/', forwarded, '10.0.0.5'))).toContain(GLOBEX_FRAME);
    expect(frameSrc(await cspOf('/portal/', forwarded, '::ffff:10.0.0.5'))).toContain(GLOBEX_FRAME);
    expect(frameSrc(await cspOf('/portal/', { 'x-forwarded-host': 'srm.globex.test' }, '192.168.3.4'))).toContain(GLOBEX_FRAME);
    // The broker's ws: source is the browser's host, not the proxy's view of it.
    const csp = await cspOf('/portal/', { 'x-forwarded-host': 'srm.globex.test:8443' }, '10.0.0.5');
    expect(csp).toContain('wss://srm.globex.test:8443');
    // The bare prefix redirects to the browser's prefix.
    expect((await get('/portal', forwarded, '10.0.0.5')).headers.location).toBe('/gx-portal/');
    // Values that are no prefix or host, or too long, are ignored.
    for (const headers of <Array<Record<string, string>>>[
      { 'x-forwarded-prefix': '/../gx-portal' },
      { 'x-forwarded-prefix': `/${'g'.repeat(300)}` },
      { 'x-forwarded-host': "srm.globex.test; script-src 'unsafe-eval'" },
      { 'x-forwarded-host': `${'a'.repeat(300)}.test` },
    ]) {
      const value = await cspOf('/portal/', headers, '10.0.0.5');
      expect(frameSrc(value), JSON.stringify(headers).slice(0, 60)).toBe("frame-src 'self'");
      expect(value).not.toContain('unsafe-eval');
    }
  });

  it('refuses a trusted-proxy list that is not addresses', async () => {
    await expect(startTestServer({ configDir, trustedProxies: ['proxy.example'] })).rejects.toThrow(/not an IP address/);
    await expect(startTestServer({ configDir, trustedProxies: ['10.0.0.0/40'] })).rejects.toThrow(/prefix length/);
  });
});

describe('a login or registration always gets its tenant’s policy', () => {
  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server!.app.inject({ method: 'POST', url, payload, headers });
  const login = (extra: Record<string, unknown>, url = `/portal/apis${endpoints.login.path}`, headers: Record<string, string> = {}) =>
    post(url, { ...BUYER_USER, password: enc(BUYER_USER.password), ...extra }, headers);

  it("globex's captcha 'always' holds for \"GLOBEX\", \" globex\", and for no name on its prefix or host", async () => {
    await start();
    const cases: Array<[string, Record<string, unknown>, string?, Record<string, string>?]> = [
      ['GLOBEX', { tenant: 'GLOBEX' }],
      ['" globex"', { tenant: ' globex' }],
      ['none on /gx-portal', {}, `/gx-portal/apis${endpoints.login.path}`],
      ['"" on /gx-portal', { tenant: '' }, `/gx-portal/apis${endpoints.login.path}`],
      ['none at srm.globex.test', {}, undefined, { host: 'srm.globex.test' }],
    ];
    for (const [name, extra, url, headers] of cases) {
      const response = await login(extra, url, headers);
      expect(body(response).messageCode, name).toBe('auth.captchaRequired');
    }
    // The portal without a tenant, and acme, sign in without a captcha.
    expect((await login({})).statusCode).toBe(200);
    expect((await login({ tenant: 'Acme' })).statusCode).toBe(200);
  });

  it('refuses a name that is no tenant of the deployment with the code tenant.unknown', async () => {
    await start();
    for (const tenant of ['nosuch', '../base', 'GLOBEX!']) {
      const response = await login({ tenant });
      expect(response.statusCode, tenant).toBe(400);
      expect(body(response).messageCode, tenant).toBe('tenant.unknown');
    }
    expect(body(await login({ tenant: 'NoSuch' })).message).toBe('此部署没有租户“nosuch”');
  });

  it("globex's closed registration stays closed under any spelling and on its prefix", async () => {
    await start();
    const register = async (extra: Record<string, unknown>, url = `/portal/apis${endpoints.register.path}`) => {
      const created = (await server!.app.inject({ method: 'GET', url: `/portal/apis${endpoints.captcha.path}` })).json() as { data: { captchaId: string } };
      const answer = (await server!.app.inject({ method: 'GET', url: `/portal/apis${fillPath(endpoints.devCaptcha.path, { id: created.data.captchaId })}` })).json() as {
        data: { answer: string };
      };
      return post(url, {
        invitationCode: 'INV-307000-0001',
        companyName: '华东精密零件有限公司',
        accountName: 'huadong',
        password: enc('Huadong@2026'),
        mobile: '13700000009',
        captchaId: created.data.captchaId,
        captcha: answer.data.answer,
        agreementAccepted: true,
        ...extra,
      });
    };
    for (const [extra, url] of [[{ tenant: 'GLOBEX' }], [{ tenant: 'globex ' }], [{}, `/gx-portal/apis${endpoints.register.path}`]] as const) {
      const response = await register(extra, url);
      expect(body(response).messageCode, JSON.stringify(extra)).toBe('account.registrationClosed');
    }
    expect(body(await register({ tenant: 'nosuch' })).messageCode).toBe('tenant.unknown');
  });

  it('names the tenant of the request to every caller: ctx.tenantOfRequest', async () => {
    await start(['10.0.0.5']);
    const request = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
      ({ raw: { url, headers, socket: { remoteAddress } } }) as unknown as Parameters<TestServer['ctx']['tenantOfRequest']>[0];
    expect(server!.ctx.tenantOfRequest(request('/portal/apis/x'))).toBeUndefined();
    expect(server!.ctx.tenantOfRequest(request('/portal/apis/x'), ' Initech')).toBe('initech');
    expect(server!.ctx.tenantOfRequest(request('/portal/apis/x', { host: 'srm.globex.test' }))).toBe('globex');
    expect(server!.ctx.tenantOfRequest(request('/portal/apis/x', { 'x-forwarded-prefix': '/gx-portal' }, '10.0.0.5'))).toBe('globex');
    expect(server!.ctx.tenantOfRequest(request('/portal/apis/x', { 'x-forwarded-prefix': '/gx-portal' }, '10.0.0.9'))).toBeUndefined();
    expect(() => server!.ctx.tenantOfRequest(request('/portal/apis/x'), 'nope')).toThrow();
  });
});
