// The portal as customers run it (issue 26, point 1): Debian's nginx in front with the repository's
// site (deploy/nginx), TLS with a self-signed certificate, HTTP/2, the hashed bundles from dist/
// (brotli or gzip copies, a year's immutable cache) and index.html, the API, config/ and /mqtt
// (WebSocket) from the server behind it, which trusts nginx's X-Forwarded-* (SRM_TRUSTED_PROXIES).
// In Chromium through nginx: sign-in → menu → a frame tab → a push toast from the embedded broker
// through nginx → logout; the same dist/ under /portal/, a tenant prefix and a tenant host name,
// each answered with its tenant's CSP. Screenshots go to SHOTS_DIR when set.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { BUYER_ADMIN, closePage, fillLogin, launchBrowser, newPage, startPortal, type Portal } from '../e2e/harness';
import { distDir } from '../../scripts/start-helpers';
import { endpoints } from '../../src/contract/endpoints';
import { h2Request, sendAdminMessage, startNginx, type NginxSite } from './nginxSite';
import { ORIGINS_PER_LAYER, WIDE_CSP_TENANT, framesPatch, wideOrigins, wideOverlay } from '../bench/wideCsp';

const TENANT_HOST = 'srm.northwind.test';
/** northwind's own frame origin (config/tenants/northwind/layout.json): in its pages' frame-src only. */
const NORTHWIND_FRAME = 'https://quality.northwind.example';
const SHOTS_DIR = process.env.SHOTS_DIR;

/** The helmet headers the server sends with every file; nginx's srm-static-headers.conf must send the same. */
const STATIC_SECURITY_HEADERS = [
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const directive = (csp: string, name: string): string => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? '';

describe('the portal behind nginx', () => {
  let portal: Portal;
  let nginx: NginxSite;
  let browser: Browser;
  /** The shell's hashed entry script, as index.html names it (main.3f2a1b9c.js). */
  let mainScript: string;

  beforeAll(async () => {
    portal = await startPortal({
      trustedProxies: ['127.0.0.1'],
      trustProxy: true,
      // A tenant with the largest page CSP the server sends (tests/bench/wideCsp.ts): its file's half of the origins.
      prepareConfig: (configDir) => {
        mkdirSync(path.join(configDir, 'tenants', WIDE_CSP_TENANT), { recursive: true });
        writeFileSync(path.join(configDir, 'tenants', WIDE_CSP_TENANT, 'layout.json'), JSON.stringify(framesPatch(wideOrigins(0, ORIGINS_PER_LAYER))));
      },
    });
    nginx = await startNginx({ upstream: new URL(portal.origin).host, distDir: distDir(), prefixes: ['portal', 'nw-portal'], tenantHost: TENANT_HOST });
    browser = await launchBrowser({ args: [`--host-resolver-rules=MAP ${TENANT_HOST} 127.0.0.1`] });
    mainScript = readdirSync(distDir()).find((file) => /^main\.[0-9a-f]{8,}\.js$/.test(file)) ?? '';
  });

  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    await portal?.close();
  });

  it('serves the hashed bundles itself over HTTP/2, brotli or gzip, cached for a year, with the server’s security headers', async () => {
    expect(mainScript).toMatch(/^main\.[0-9a-f]{8,}\.js$/);
    const brotli = await h2Request(nginx.origin, nginx.certificate, `/portal/${mainScript}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    const gzip = await h2Request(nginx.origin, nginx.certificate, `/portal/${mainScript}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // The same file under the tenant prefix, from the same dist/.
    const tenant = await h2Request(nginx.origin, nginx.certificate, `/nw-portal/${mainScript}`, { headers: { 'accept-encoding': 'br' } });
    expect(tenant.body.equals(brotli.body)).toBe(true);
    // nginx answered them itself: no upstream in its log.
    const assetLines = nginx.accessLog().filter((line) => line.includes(`/${mainScript} `));
    expect(assetLines).toHaveLength(3);
    for (const line of assetLines) expect(line).toMatch(/ 200 - HTTP\/2\.0$/);

    // Its security headers are the server's for the same file (one include file), with HSTS beside them.
    const direct = await fetch(`${portal.origin}/portal/${mainScript}`);
    // Read to the end: an unread body keeps the connection busy, and the server's close waits for it.
    await direct.arrayBuffer();
    for (const name of STATIC_SECURITY_HEADERS) expect([name, brotli.headers[name]]).toEqual([name, direct.headers.get(name)]);
    expect(brotli.headers['strict-transport-security']).toBe('max-age=31536000');
    const assetCsp = String(brotli.headers['content-security-policy']);
    expect(directive(assetCsp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(assetCsp).not.toMatch(/unsafe-eval|unsafe-inline/);
    expect(brotli.headers.server).toBe('nginx');
  });

  // Issue 29: nginx's default proxy buffer (4 KB) answered a page whose CSP lists a tenant's 64 frame
  // origins (13 KB) with 502, and, while every answer carried that CSP, every API call too.
  it('passes a page with a tenant’s full CSP (64 frame origins, 13 KB); the API answers of that tenant carry the CSP that allows nothing', async () => {
    const json = { 'content-type': 'application/json' };
    const { elsAccount, elsSubAccount, password } = BUYER_ADMIN;
    const api = '/portal/apis';
    const signIn = await h2Request(nginx.origin, nginx.certificate, `${api}${endpoints.login.path}`, { method: 'POST', headers: json, body: JSON.stringify({ elsAccount, elsSubAccount, password }) });
    expect(signIn.status).toBe(200);
    const token = (JSON.parse(signIn.body.toString('utf8')) as { data: { token: string } }).data.token;
    const headers = { ...json, token, elsaccount: `${elsAccount}_${elsSubAccount}` };
    const saved = await h2Request(nginx.origin, nginx.certificate, `${api}${endpoints.saveLayoutConfig.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ elsAccount, elsSubAccount: '', toElsAccount: '', configType: 'layout', tenant: WIDE_CSP_TENANT, configJson: JSON.stringify(wideOverlay()) }),
    });
    expect(saved.status).toBe(200);
    const page = await h2Request(nginx.origin, nginx.certificate, `/portal/?tenant=${WIDE_CSP_TENANT}`);
    expect(page.status).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp.length).toBeGreaterThan(12_000);
    const frameSrc = directive(csp, 'frame-src');
    for (const origin of [...wideOrigins(0, ORIGINS_PER_LAYER), ...wideOrigins(ORIGINS_PER_LAYER, ORIGINS_PER_LAYER)]) expect(frameSrc).toContain(origin);
    const menu = await h2Request(nginx.origin, nginx.certificate, `${api}${endpoints.getMenu.path}?tenant=${WIDE_CSP_TENANT}`, { headers });
    expect(menu.status).toBe(200);
    expect(menu.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(menu.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('passes index.html, the API and config/ to the server: its CSP, never cached, with the browser’s prefix and host', async () => {
    const index = await h2Request(nginx.origin, nginx.certificate, '/portal/', { headers: { 'accept-encoding': 'br' } });
    expect(index.status).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-encoding']).toBe('br');
    const csp = String(index.headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'sha256-/);
    expect(index.headers['strict-transport-security']).toBe('max-age=31536000');
    // One of each header: nginx adds none of the server's a second time.
    expect(index.headers['x-frame-options']).toBe('SAMEORIGIN');

    // A browser's own X-Forwarded-* never reach the server, which trusts nginx's: nginx sets them
    // from what the browser really asked, so no header picks another tenant's page (its CSP, its policy).
    const forged = await h2Request(nginx.origin, nginx.certificate, '/portal/', {
      headers: { 'x-forwarded-host': TENANT_HOST, 'x-forwarded-prefix': '/nw-portal', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(directive(String(forged.headers['content-security-policy']), 'frame-src')).not.toContain(NORTHWIND_FRAME);
    const viaPrefix = await h2Request(nginx.origin, nginx.certificate, '/nw-portal/');
    expect(directive(String(viaPrefix.headers['content-security-policy']), 'frame-src')).toContain(NORTHWIND_FRAME);

    const health = await h2Request(nginx.origin, nginx.certificate, `/portal/apis${endpoints.health.path}`);
    expect(health.status).toBe(200);
    expect(health.headers['cache-control']).toBe('no-store');
    // nginx's $request_id (32 hex digits, not the server's own UUID): one id in both logs.
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    const deploy = await h2Request(nginx.origin, nginx.certificate, '/nw-portal/config/deploy.json');
    expect(JSON.parse(deploy.body.toString('utf8'))).toMatchObject({ tenantByPrefix: { 'nw-portal': 'northwind' } });
    // The server redirects the bare prefix to the prefix the browser used.
    const bare = await h2Request(nginx.origin, nginx.certificate, '/nw-portal');
    expect([bare.status, bare.headers.location]).toEqual([302, '/nw-portal/']);
    // An avatar-sized body (the server takes up to 2 MiB) reaches the server (whose guard answers
    // 401 without a token); one over it is refused by nginx before it reaches Node.
    const avatar = await h2Request(nginx.origin, nginx.certificate, `/portal/apis${endpoints.uploadAvatar.path}`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: 'x'.repeat(1.5 * 1024 * 1024),
    });
    expect([avatar.status, avatar.headers['content-type']]).toEqual([401, expect.stringMatching(/^application\/json/)]);
    const big = await h2Request(nginx.origin, nginx.certificate, `/portal/apis${endpoints.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(3 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    // Plain HTTP only sends the browser to https.
    const plain = await fetch(`http://127.0.0.1:${nginx.httpPort}/portal/`, { redirect: 'manual' });
    await plain.arrayBuffer();
    expect([plain.status, plain.headers.get('location')]).toEqual([301, 'https://127.0.0.1/portal/']);
  });

  it('in Chromium over TLS and HTTP/2: sign-in, menu, a frame tab, a push toast through /mqtt, logout', async () => {
    const page = await newPage(browser, { ignoreHTTPSErrors: true });
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto(`${nginx.origin}/portal/#/login`);
    await fillLogin(page, BUYER_ADMIN);
    await shot(page, 'nginx-login-zh');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('top-bar').waitFor();
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe('h2');

    // Menu → a sub-app in a frame tab (the server's /subapps/, through nginx).
    await page.getByTestId('menu-purchase').click();
    await page.getByTestId('menu-rfq_v2').click();
    const frame = page.locator('[data-testid="frame-slot"][data-shown="true"] iframe[data-testid="frame"]');
    await frame.waitFor();
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toContain('/subapps/rfq/');
    await expect.poll(async () => (await frame.contentFrame().locator('body').innerText()).length).toBeGreaterThan(0);

    // Push: the embedded broker through nginx's WebSocket proxy.
    await expect.poll(() => page.getByTestId('topbar-pushStatus').getAttribute('data-state')).toBe('connected');
    expect(sockets).toEqual([`wss://127.0.0.1:${nginx.port}/mqtt`]);
    const id = await sendAdminMessage(nginx, '采购订单 PO-2026-0099 已确认');
    const toast = page.locator(`[data-testid="push-toast"][data-key="message:${id}"]`);
    await toast.waitFor();
    await expect.poll(() => toast.innerText()).toMatch(/^后台提醒！\s+采购订单 PO-2026-0099 已确认$/);
    // Shown in full (its fade-in over) before the picture and the accessibility check.
    await page.waitForFunction(() => {
      const region = document.querySelector('[data-testid="toasts"]');
      const toasts = [...(region?.querySelectorAll('.fui-Toast') ?? [])];
      return toasts.length > 0 && toasts.every((toast) => {
        for (let element: Element | null = toast; element && element !== region; element = element.parentElement) if (getComputedStyle(element).opacity !== '1') return false;
        return true;
      });
    });
    // On top of the sub-app's frame, not under it.
    expect(await toast.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    })).toBe(true);
    await shot(page, 'nginx-toast-zh');

    await page.getByTestId('topbar-logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.getByTestId('login-page').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('srm-token'))).toBeNull();
    // The WebSocket went through nginx to the server (logged when it closed, at the logout).
    await expect.poll(() => nginx.accessLog().filter((line) => line.startsWith('GET /mqtt '))).toEqual([expect.stringMatching(/^GET \/mqtt 101 127\.0\.0\.1:\d+ HTTP\/1\.1$/)]);
    await closePage(page);
  });

  it('serves the same dist/ under /portal/, a tenant prefix and a tenant host name, each page with its tenant’s CSP', async () => {
    const places = [
      { url: `${nginx.origin}/portal/#/login`, northwind: false, name: /^(?!.*Northwind)/s },
      { url: `${nginx.origin}/nw-portal/#/login`, northwind: true, name: /Northwind 供应链协同门户/ },
      { url: `https://${TENANT_HOST}:${nginx.port}/portal/#/login`, northwind: true, name: /Northwind supply-chain portal/ },
    ];
    for (const [index, place] of places.entries()) {
      const page = await newPage(browser, { ignoreHTTPSErrors: true, locale: index === 2 ? 'en-US' : 'zh-CN' });
      const bundles: Response[] = [];
      page.on('response', (response) => /[.-][0-9a-f]{8,}\.(?:js|css)$/.test(new URL(response.url()).pathname) && bundles.push(response));
      const mainLoaded = page.waitForResponse((response) => /\/main\.[0-9a-f]{8,}\.js$/.test(response.url()));
      const answer = await page.goto(place.url);
      const csp = (await answer?.headerValue('content-security-policy')) ?? '';
      expect([place.url, directive(csp, 'frame-src').includes(NORTHWIND_FRAME)]).toEqual([place.url, place.northwind]);
      expect(csp).not.toContain('unsafe-eval');
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
      // The host the browser used is the page's WebSocket source (X-Forwarded-Host from nginx).
      expect(directive(csp, 'connect-src')).toContain(`wss://${new URL(place.url).host}`);
      await page.locator('input[name="elsAccount"]').waitFor();
      await mainLoaded;
      await page.getByTestId('login-page').waitFor();
      // The tenant's own login page (its title), from the one dist/.
      await expect.poll(() => page.getByTestId('login-page').innerText()).toMatch(place.name);
      // The bundles came from the place's own prefix and host, from nginx's long cache.
      expect(bundles.length).toBeGreaterThan(3);
      for (const bundle of bundles) {
        expect(new URL(bundle.url()).origin + new URL(bundle.url()).pathname.split('/').slice(0, 2).join('/')).toBe(new URL(place.url).origin + new URL(place.url).pathname.replace(/\/$/, ''));
        expect(await bundle.headerValue('cache-control')).toBe('public, max-age=31536000, immutable');
      }
      if (index === 2) await shot(page, 'nginx-tenant-host-en');
      await closePage(page);
    }
  });
});

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}
