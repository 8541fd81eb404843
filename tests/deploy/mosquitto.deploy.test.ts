// The portal with Debian's Mosquitto as its broker (issue 26, points 3 and 4): nginx (TLS) in front,
// /mqtt passed to Mosquitto's WebSocket listener (deploy/mosquitto), the server publishing through
// Mosquitto's TCP listener and giving each session a broker client of its own through the
// dynamic-security plugin (SRM_MQTT_DYNSEC; the layout's push.credentials 'session'). In Chromium
// through nginx: sign-in → menu → a frame tab → a push toast through Mosquitto → lock (the socket
// cut, a message sent meanwhile reaches no browser) → unlock (connected again, the message counted)
// → English → logout (the old broker login refused). And nginx's per-address limit on /mqtt.
// Screenshots go to SHOTS_DIR when set.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BUYER_ADMIN, BUYER_USER, closePage, fillLogin, launchBrowser, newPage, startPortal, type Portal } from '../e2e/harness';
import { distDir } from '../../scripts/start-helpers';
import { endpoints } from '../../src/contract/endpoints';
import type { PushBrokerLogin } from '../../src/contract/pushCredentials';
import { sendAdminMessage, startNginx, type NginxSite } from './nginxSite';
import { startMosquitto, type MosquittoBroker } from './mosquittoBroker';

const SHOTS_DIR = process.env.SHOTS_DIR;
/** Open /mqtt connections one address may hold (small here, to reach it in a test). */
const PER_ADDRESS = 6;
const API = '/portal/apis';

describe('the portal with Mosquitto behind nginx', () => {
  let broker: MosquittoBroker;
  let portal: Portal;
  let nginx: NginxSite;
  let browser: Browser;
  /** The server's view of the broker: subscribed to the admin's topic with the admin account. */
  let witness: MqttClient;
  const witnessed: string[] = [];
  const clients: MqttClient[] = [];

  beforeAll(async () => {
    broker = await startMosquitto();
    portal = await startPortal({
      trustedProxies: ['127.0.0.1'],
      trustProxy: true,
      push: { external: { url: broker.tcpUrl, ...broker.admin }, dynsec: true },
      // The deployment's tenant file: the broker wants the session's own login.
      prepareConfig: (configDir) => {
        mkdirSync(path.join(configDir, 'tenants/mosquitto'));
        writeFileSync(path.join(configDir, 'tenants/mosquitto/layout.json'), JSON.stringify({ push: { credentials: 'session' } }));
        const file = path.join(configDir, 'deploy.json');
        writeFileSync(file, JSON.stringify({ ...(JSON.parse(readFileSync(file, 'utf8')) as object), defaultTenant: 'mosquitto' }));
      },
    });
    nginx = await startNginx({
      upstream: new URL(portal.origin).host,
      mqttUpstream: `127.0.0.1:${broker.wsPort}`,
      mqttConnPerAddress: PER_ADDRESS,
      distDir: distDir(),
      prefixes: ['portal'],
      tenantHost: 'srm.northwind.test',
    });
    browser = await launchBrowser();
    witness = await mqtt.connectAsync(broker.tcpUrl, { ...broker.admin, clientId: 'witness', reconnectPeriod: 0 });
    witness.on('message', (_topic, payload) => witnessed.push(payload.toString()));
    await witness.subscribeAsync(await topicOf(BUYER_ADMIN), { qos: 1 });
  });

  afterAll(async () => {
    for (const client of clients) client.end(true);
    await witness?.endAsync(true);
    await browser?.close();
    await nginx?.stop();
    await portal?.close();
    await broker?.stop();
  });

  async function topicOf(user: { elsAccount: string; elsSubAccount: string }): Promise<string> {
    const ctx = portal.server.ctx;
    const account = (await ctx.accounts.find(user.elsAccount, user.elsSubAccount))!;
    return ctx.pushTopics.topicsOf({ elsAccount: user.elsAccount, elsSubAccount: user.elsSubAccount, environment: account.environment_config })[0]!;
  }

  /** Connects with mqtt.js in Node straight to Mosquitto's WebSocket listener: the CONNACK code, 0 when accepted. */
  function connack(login: Partial<PushBrokerLogin>): Promise<{ code: number; client?: MqttClient }> {
    return new Promise((resolve) => {
      const client = mqtt.connect(`ws://127.0.0.1:${broker.wsPort}/mqtt`, { ...login, clientId: `t-${clients.length}`, reconnectPeriod: 0, connectTimeout: 3000 });
      clients.push(client);
      client.once('connect', () => resolve({ code: 0, client }));
      client.once('error', (error) => resolve({ code: (error as Error & { code?: number }).code ?? -1 }));
    });
  }

  it('in Chromium over TLS: sign-in, menu, frame tab, toast through Mosquitto, lock cuts push, unlock counts the message, logout refuses the old login', async () => {
    const page = await newPage(browser, { ignoreHTTPSErrors: true });
    const sockets: Array<{ url: string; closed: boolean; frames: number }> = [];
    page.on('websocket', (socket) => {
      const entry = { url: socket.url(), closed: false, frames: 0 };
      sockets.push(entry);
      socket.on('framereceived', () => void (entry.frames += 1));
      socket.on('close', () => void (entry.closed = true));
    });
    const logins: PushBrokerLogin[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith(`${API}${endpoints.pushCredentials.path}`) && response.status() === 200)
        void response.json().then((body: { data: PushBrokerLogin }) => logins.push(body.data), () => undefined);
    });
    await page.goto(`${nginx.origin}/portal/#/login`);
    await fillLogin(page, BUYER_ADMIN);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('top-bar').waitFor();

    await page.getByTestId('menu-purchase').click();
    await page.getByTestId('menu-rfq_v2').click();
    const frame = page.locator('[data-testid="frame-slot"][data-shown="true"] iframe[data-testid="frame"]');
    await frame.waitFor();
    expect((await frame.getAttribute('src')) ?? '').toContain('/subapps/rfq/');

    // Connected through nginx to Mosquitto, with the session's own login (not the token).
    await expect.poll(() => page.getByTestId('topbar-pushStatus').getAttribute('data-state')).toBe('connected');
    expect(sockets.map((socket) => socket.url)).toEqual([`wss://127.0.0.1:${nginx.port}/mqtt`]);
    expect(logins[0]?.username).toMatch(/^s-[0-9a-f-]{36}$/);
    const id = await sendAdminMessage(nginx, '采购订单 PO-2026-0123 已确认');
    const toast = page.locator(`[data-testid="push-toast"][data-key="message:${id}"]`);
    await toast.waitFor();
    await expect.poll(() => toast.innerText()).toMatch(/^后台提醒！\s+采购订单 PO-2026-0123 已确认$/);
    await waitForToasts(page);
    await shot(page, 'mosquitto-toast-zh');
    const unreadBefore = Number(await page.getByTestId('topbar-messages').getAttribute('data-count'));

    // Lock: Mosquitto cuts the socket at once, the old login is refused, and a message sent
    // meanwhile reaches the broker (the witness) but no browser.
    await page.getByTestId('topbar-lock').click();
    await page.getByTestId('lock-page').waitFor();
    await expect.poll(() => sockets[0]?.closed).toBe(true);
    expect((await connack(logins[0]!)).code).toBe(5);
    const framesAtLock = sockets.reduce((sum, socket) => sum + socket.frames, 0);
    const whileLocked = await sendAdminMessage(nginx, '锁屏期间的消息');
    await expect.poll(() => witnessed.some((payload) => payload.includes(whileLocked))).toBe(true);
    expect(sockets.reduce((sum, socket) => sum + socket.frames, 0)).toBe(framesAtLock);
    expect(sockets).toHaveLength(1);
    expect(await page.locator(`[data-testid="push-toast"][data-key="message:${whileLocked}"]`).count()).toBe(0);
    await shot(page, 'mosquitto-locked-zh');

    // Unlock: connected again (a new login request enabled the client), the message counted (the
    // unread list is read again after every connect).
    await page.locator('input[name="unlockPassword"]').fill(BUYER_ADMIN.password);
    await page.getByTestId('unlock-submit').click();
    await page.getByTestId('top-bar').waitFor();
    await expect.poll(() => page.getByTestId('topbar-pushStatus').getAttribute('data-state')).toBe('connected');
    expect(sockets).toHaveLength(2);
    await expect.poll(async () => Number(await page.getByTestId('topbar-messages').getAttribute('data-count'))).toBe(unreadBefore + 1);

    // In English, a pushed message still arrives live.
    await page.getByTestId('topbar-language').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    const english = await sendAdminMessage(nginx, 'PO-2026-0124 confirmed');
    const englishToast = page.locator(`[data-testid="push-toast"][data-key="message:${english}"]`);
    await englishToast.waitFor();
    await expect.poll(() => englishToast.innerText()).toMatch(/^Back-office notice\s+PO-2026-0124 confirmed$/);
    await waitForToasts(page);
    await shot(page, 'mosquitto-toast-en');

    // Logout: the socket cut, the session's client deleted: its login is refused (CONNACK 5).
    const lastLogin = logins.at(-1)!;
    expect(lastLogin).toEqual(logins[0]);
    await page.getByTestId('topbar-logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.getByTestId('login-page').waitFor();
    await expect.poll(() => sockets.every((socket) => socket.closed)).toBe(true);
    await expect.poll(async () => (await connack(lastLogin)).code).toBe(5);
    // nginx passed both WebSockets to Mosquitto's listener, not to Node (logged when they closed).
    await expect.poll(() => nginx.accessLog().filter((line) => line.startsWith('GET /mqtt '))).toEqual(new Array(2).fill(`GET /mqtt 101 127.0.0.1:${broker.wsPort} HTTP/1.1`));
    await closePage(page);
  });

  it('another user’s session login cannot read the admin’s topic, and no session client can publish', async () => {
    const signIn = await portal.server.app.inject({ method: 'POST', url: `${API}${endpoints.login.path}`, payload: { elsAccount: BUYER_USER.elsAccount, elsSubAccount: BUYER_USER.elsSubAccount, password: BUYER_USER.password } });
    const token = signIn.json<{ data: { token: string } }>().data.token;
    const headers = { token, elsaccount: `${BUYER_USER.elsAccount}_${BUYER_USER.elsSubAccount}` };
    const answer = await portal.server.app.inject({ method: 'GET', url: `${API}${endpoints.pushCredentials.path}`, headers });
    expect(answer.headers['cache-control']).toBe('no-store');
    const { client } = await connack(answer.json<{ data: PushBrokerLogin }>().data);
    expect(client).toBeDefined();
    const refused = await client!.subscribeAsync(await topicOf(BUYER_ADMIN), { qos: 1 }).then(
      (granted) => granted[0]?.qos,
      (error: { packet?: { granted?: number[] } }) => error.packet?.granted?.[0],
    );
    expect(refused).toBe(0x80);
    const before = witnessed.length;
    await client!.publishAsync(await topicOf(BUYER_ADMIN), JSON.stringify({ type: 'message', id: 'forged', title: 'forged', sentAt: new Date().toISOString() }), { qos: 1 });
    // A message the server sends afterwards arrives; the forged one before it never did.
    const id = await sendAdminMessage(nginx, 'after the forged one');
    await expect.poll(() => witnessed.length).toBeGreaterThan(before);
    const messages = witnessed.slice(before).map((payload) => JSON.parse(payload) as { type: string; id?: string }).filter((event) => event.type === 'message');
    expect(messages.map((event) => event.id)).toEqual([id]);
  });

  it('one address holding /mqtt upgrades that never send CONNECT is stopped at its limit; another address still connects', async () => {
    const held: Array<() => void> = [];
    const statuses: number[] = [];
    for (let index = 0; index < PER_ADDRESS + 3; index++) statuses.push(await upgrade('127.0.0.1', held));
    // nginx answers 503 beyond the per-address limit: Mosquitto keeps a socket without CONNECT for 90 s.
    expect(statuses.slice(0, PER_ADDRESS)).toEqual(new Array(PER_ADDRESS).fill(101));
    expect(statuses.slice(PER_ADDRESS)).toEqual([503, 503, 503]);
    expect(await upgrade('127.0.0.2', held)).toBe(101);
    for (const release of held) release();
  });

  /** Opens a WebSocket upgrade of /mqtt through nginx from this local address, sends nothing; the HTTP status. */
  function upgrade(localAddress: string, held: Array<() => void>): Promise<number> {
    return new Promise((resolve, reject) => {
      const request = https.request({
        host: '127.0.0.1',
        port: nginx.port,
        path: '/mqtt',
        localAddress,
        ca: nginx.certificate,
        headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', 'sec-websocket-protocol': 'mqtt' },
      });
      request.on('upgrade', (response, socket) => {
        held.push(() => socket.destroy());
        resolve(response.statusCode ?? 0);
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });
  }
});

/** The toasts shown in full (their fade-in over), for the picture and the accessibility check. */
async function waitForToasts(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const region = document.querySelector('[data-testid="toasts"]');
    const toasts = [...(region?.querySelectorAll('.fui-Toast') ?? [])];
    return toasts.every((toast) => {
      for (let element: Element | null = toast; element && element !== region; element = element.parentElement) if (getComputedStyle(element).opacity !== '1') return false;
      return true;
    });
  });
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}
