// Past one process (issue 27): two server instances on one PostgreSQL and one Redis behind nginx,
// Chromium through nginx. Site A's nginx sends to instance A first, site B's to B (tests/scale/cluster.ts):
// the buyer admin works through site A, the buyer user (the receiver of the admin's messages: a message
// goes to the sender's own company) through site B. A message sent through A reaches the receiver's
// toast held by B; a logout through B closes the buyer's push socket held by A; A dies by SIGKILL
// mid-session and the buyer's next calls succeed through B with the same sign-in, nothing acknowledged
// lost; A comes back and takes its traffic again. The login budget holds across both instances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUYER_ADMIN, BUYER_USER, fillLogin, launchBrowser, newPage, closePage } from '../e2e/harness';
import { endpoints } from '../../src/contract/endpoints';
import { h2Request, type Answer, type NginxSite } from '../deploy/nginxSite';
import { connectClient, credentials, demoTopic } from '../../server/platform/push/pushTestKit';
import { startCluster, type Cluster } from './cluster';

const API = '/portal/apis';
const INSTANCE = 'x-srm-instance';
const json = { 'content-type': 'application/json' };

interface Signed {
  token: string;
  headers: Record<string, string>;
}

const parse = <T>(answer: Answer): T => JSON.parse(answer.body.toString('utf8')) as T;

async function call(site: NginxSite, method: string, url: string, signed?: Signed, body?: unknown): Promise<Answer> {
  return h2Request(site.origin, site.certificate, `${API}${url}`, {
    method,
    headers: { ...json, ...signed?.headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function signIn(site: NginxSite, account: typeof BUYER_ADMIN): Promise<Signed & { instance: string }> {
  const { elsAccount, elsSubAccount, password } = account;
  const answer = await call(site, 'POST', endpoints.login.path, undefined, { elsAccount, elsSubAccount, password });
  if (answer.status !== 200) throw new Error(`sign-in through ${site.origin}: ${answer.status} ${answer.body.toString('utf8')}`);
  const token = parse<{ data: { token: string } }>(answer).data.token;
  return { token, headers: { token, elsaccount: `${elsAccount}_${elsSubAccount}` }, instance: String(answer.headers[INSTANCE]) };
}

describe('two instances on PostgreSQL and Redis behind nginx', () => {
  let cluster: Cluster;
  let siteA: NginxSite;
  let siteB: NginxSite;
  let browser: Browser;

  beforeAll(async () => {
    cluster = await startCluster({ instances: 2 });
    [siteA, siteB] = cluster.sites as [NginxSite, NginxSite];
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await cluster?.stop();
  });

  async function signedInPage(site: NginxSite, account: typeof BUYER_ADMIN): Promise<Page> {
    const page = await newPage(browser, { ignoreHTTPSErrors: true });
    await page.goto(`${site.origin}/portal/#/login`);
    await fillLogin(page, account);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('top-bar').waitFor();
    await expect.poll(() => page.getByTestId('topbar-pushStatus').getAttribute('data-state')).toBe('connected');
    return page;
  }

  it('pins each site to its instance while both live', async () => {
    expect((await signIn(siteA, BUYER_ADMIN)).instance).toBe('a');
    expect((await signIn(siteB, BUYER_USER)).instance).toBe('b');
  });

  it('nginx keeps its connections to an instance open between requests (upstream keepalive)', async () => {
    const accepted = async () => {
      // Straight to instance A on the loopback (its /metrics is the loopback's): one connection of its own.
      const text = await (await fetch(`http://${cluster.instances[0]!.address}/metrics`)).text();
      return Number(/^srm_http_connections_accepted_total(?:\{[^}]*\})? (\d+)/m.exec(text)?.[1]);
    };
    const before = await accepted();
    for (let call = 0; call < 20; call++) {
      const page = await h2Request(siteA.origin, siteA.certificate, '/portal/', { method: 'GET', headers: {} });
      expect(page.status).toBe(200);
      expect(page.headers[INSTANCE]).toBe('a');
    }
    // A connection per request before (20 + the second metrics read); now nginx's kept one or two.
    expect((await accepted()) - before).toBeLessThanOrEqual(4);
  });

  it('a message sent through instance A reaches the receiver’s toast, whose push socket instance B holds', async () => {
    const receiver = await signedInPage(siteB, BUYER_USER);
    try {
      // The push indicator's states from here on: the message must arrive on the socket that is open, not
      // through a reconnect's re-read of the unread list (B once closed the socket of a persistent session
      // at every message from A: its own session queue had no such packet).
      await receiver.getByTestId('topbar-pushStatus').evaluate((indicator) => {
        const states: string[] = [];
        new MutationObserver(() => states.push(indicator.getAttribute('data-state') ?? '')).observe(indicator, { attributes: true, attributeFilter: ['data-state'] });
        Object.assign(window, { pushStatesSeen: states });
      });
      const admin = await signIn(siteA, BUYER_ADMIN);
      const sent = await call(siteA, 'POST', endpoints.sendMessage.path, admin, { elsAccount: BUYER_USER.elsAccount, elsSubAccount: BUYER_USER.elsSubAccount, title: '跨实例消息 A→B' });
      expect([sent.status, sent.headers[INSTANCE]]).toEqual([200, 'a']);
      const id = parse<{ data: { id: string } }>(sent).data.id;
      const toast = receiver.locator(`[data-testid="push-toast"][data-key="message:${id}"]`);
      await toast.waitFor();
      await expect.poll(() => toast.innerText()).toContain('跨实例消息 A→B');
      expect(await receiver.evaluate(() => (window as unknown as { pushStatesSeen: string[] }).pushStatesSeen)).toEqual([]);
    } finally {
      await closePage(receiver);
    }
  });

  it('a logout through instance B closes the buyer’s push socket held by instance A', async () => {
    const buyer = await signIn(siteA, BUYER_ADMIN);
    expect(buyer.instance).toBe('a');
    const session = { token: buyer.token, elsAccount: BUYER_ADMIN.elsAccount, elsSubAccount: BUYER_ADMIN.elsSubAccount };
    const socket = await connectClient(`wss://127.0.0.1:${siteA.port}/mqtt`, { ...credentials(session), clientId: `scale-${Date.now()}`, rejectUnauthorized: false });
    try {
      await new Promise<void>((resolve, reject) => socket.client.subscribe(demoTopic(BUYER_ADMIN), (error) => (error ? reject(error) : resolve())));
      const out = await call(siteB, 'GET', endpoints.logout.path, buyer);
      expect([out.status, out.headers[INSTANCE]]).toEqual([200, 'b']);
      await socket.closed();
      // The token is dead on A too.
      const after = await call(siteA, 'POST', endpoints.findLayoutConfigs.path, buyer, { configType: 'table', pageNo: 1, pageSize: 10 });
      expect(after.headers[INSTANCE]).toBe('a');
      expect(after.status).toBe(401);
    } finally {
      await socket.end();
    }
  });

  it('SIGKILL of instance A mid-session: the buyer’s next calls succeed through B without signing in again, nothing acknowledged lost; A comes back and takes traffic', async () => {
    const [instanceA] = cluster.instances as [Cluster['instances'][number]];
    const page = await signedInPage(siteA, BUYER_ADMIN);
    try {
      const buyer = await signIn(siteA, BUYER_ADMIN);
      const columns = { columns: [{ field: 'orderNo', visible: true, width: 180, order: 0 }, { field: 'supplierName', visible: false, width: 260, order: 1 }] };
      const saved = await call(siteA, 'POST', endpoints.saveLayoutConfig.path, buyer, {
        elsAccount: BUYER_ADMIN.elsAccount,
        elsSubAccount: BUYER_ADMIN.elsSubAccount,
        toElsAccount: BUYER_ADMIN.elsAccount,
        configType: 'table',
        configJson: JSON.stringify(columns),
      });
      // Acknowledged by A.
      expect([saved.status, saved.headers[INSTANCE], parse<{ code: string }>(saved).code]).toEqual([200, 'a', '200']);

      await instanceA.kill();

      // The same token through the same site: nginx passes to B, which knows the session (PostgreSQL).
      const read = await call(siteA, 'POST', endpoints.findLayoutConfigs.path, buyer, { elsAccount: BUYER_ADMIN.elsAccount, elsSubAccount: BUYER_ADMIN.elsSubAccount, configType: 'table', pageNo: 1, pageSize: 10 });
      expect([read.status, read.headers[INSTANCE]]).toEqual([200, 'b']);
      expect(read.body.toString('utf8')).toContain('supplierName');
      // The browser's session goes on: a reload lands in the portal, not on the sign-in page.
      await page.reload();
      await page.getByTestId('top-bar').waitFor();
      await expect.poll(() => page.getByTestId('topbar-pushStatus').getAttribute('data-state')).toBe('connected');

      await instanceA.restart();
      // Once nginx's fail_timeout (10 s) is over, site A's calls go to A again.
      await expect
        .poll(async () => (await call(siteA, 'POST', endpoints.findLayoutConfigs.path, buyer, { configType: 'table', pageNo: 1, pageSize: 10 })).headers[INSTANCE], { timeout: 30_000, interval: 1000 })
        .toBe('a');
    } finally {
      await closePage(page);
    }
  });

  it('the login budget of 30 a minute per address is 30 in total across both instances', async () => {
    const statuses: number[] = [];
    // Unknown accounts (nothing locked), alternating between the instances, from one address.
    for (let attempt = 0; attempt < 40; attempt++) {
      const site = attempt % 2 === 0 ? siteA : siteB;
      const answer = await call(site, 'POST', endpoints.login.path, undefined, { elsAccount: '999999', elsSubAccount: `nobody${attempt}`, password: 'wrong' });
      statuses.push(answer.status);
    }
    // Earlier tests signed in through these sites from the same address: their sign-ins count too.
    const refused = statuses.filter((status) => status === 429).length;
    expect(refused).toBeGreaterThanOrEqual(10);
    expect(statuses.slice(0, 40 - refused).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(40 - refused).every((status) => status === 429)).toBe(true);
  });
});
