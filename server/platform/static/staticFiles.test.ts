import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellCsp } from './csp.js';

/** The policy of a page without a tenant, as answered to an injected request (Host localhost:80). */
const SHELL_CSP = shellCsp([], 'localhost:80');
import { API, startTestServer, tempDir, type TestServer } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';

const BIG_SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`;

describe('static files', () => {
  let server: TestServer;
  let staticDir: string;
  let configDir: string;
  let outside: string;

  beforeAll(async () => {
    staticDir = tempDir('srm-dist-');
    configDir = tempDir('srm-config-');
    outside = tempDir('srm-outside-');
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>SRM</title><div id="root"></div>');
    fs.mkdirSync(path.join(staticDir, 'static'));
    fs.writeFileSync(path.join(staticDir, 'static', 'main.3f2a1b9c.js'), 'console.log(1)');
    // The build's precompressed copies (rspack.config.ts PrecompressPlugin).
    fs.writeFileSync(path.join(staticDir, 'static', 'app.0a1b2c3d.js'), BIG_SCRIPT);
    fs.writeFileSync(path.join(staticDir, 'static', 'app.0a1b2c3d.js.br'), zlib.brotliCompressSync(BIG_SCRIPT));
    fs.writeFileSync(path.join(staticDir, 'static', 'app.0a1b2c3d.js.gz'), zlib.gzipSync(BIG_SCRIPT));
    fs.writeFileSync(path.join(staticDir, 'favicon.ico'), 'icon');
    fs.writeFileSync(path.join(staticDir, 'bridge-client.js'), 'window.SrmBridge={};');
    // The build's demo sub-app scripts (server/demo-apps/entries.ts), as the build names them.
    fs.mkdirSync(path.join(staticDir, 'subapps', 'shared'), { recursive: true });
    fs.writeFileSync(path.join(staticDir, 'subapps', 'shared', 'demo.js'), '(()=>{const s=window.sessionStorage;})();');
    // Source maps the build writes only with SRM_SOURCE_MAPS=1; even then not served unless asked for.
    fs.writeFileSync(path.join(staticDir, 'static', 'main.3f2a1b9c.js.map'), '{"version":3,"sources":["secret.ts"]}');
    fs.writeFileSync(path.join(staticDir, 'static', 'main.3f2a1b9c.js.map.gz'), zlib.gzipSync('{"version":3}'));
    fs.mkdirSync(path.join(configDir, 'tenants', 'acme'), { recursive: true });
    fs.writeFileSync(path.join(configDir, 'tenants', 'acme', 'layout.json'), '{"app":{"siteTitle":"ACME"}}');
    fs.writeFileSync(path.join(configDir, 'notes.txt'), 'not json');
    fs.writeFileSync(path.join(outside, 'secret.json'), '{"secret":true}');
    fs.symlinkSync(outside, path.join(configDir, 'escape'));
    server = await startTestServer({ staticDir, configDir });
  });

  afterAll(async () => {
    await server.dispose();
    for (const dir of [staticDir, configDir, outside]) fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('redirects / and the bare prefix to the shell', async () => {
    for (const url of ['/', '/portal']) {
      const response = await get(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/portal/');
    }
  });

  it('serves index.html with no-cache, the CSP and the security headers', async () => {
    const response = await get('/portal/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(SHELL_CSP);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBeTruthy();
  });

  it('answers client-side routes with index.html and unknown assets with 404', async () => {
    const route = await get('/portal/info/message?x=1');
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<div id="root">');
    expect(route.headers['content-security-policy']).toBe(SHELL_CSP);
    expect((await get('/portal/static/missing.js')).statusCode).toBe(404);
  });

  it('caches hashed assets for long and other files not', async () => {
    const hashed = await get('/portal/static/main.3f2a1b9c.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toContain('immutable');
    expect(hashed.headers['x-content-type-options']).toBe('nosniff');
    const plain = await get('/portal/favicon.ico');
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('lets pages of other origins load the bridge client (their sub-apps), and nothing else of the shell', async () => {
    const client = await get('/portal/bridge-client.js');
    expect(client.statusCode).toBe(200);
    expect(client.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(client.headers['cache-control']).toBe('no-cache');
    for (const url of ['/portal/static/main.3f2a1b9c.js', '/portal/favicon.ico', '/portal/']) expect((await get(url)).headers['cross-origin-resource-policy'], url).toBe('same-origin');
  });

  it('sends the precompressed copy the browser accepts (brotli first), the plain file otherwise', async () => {
    const fetchAs = (encoding: string | undefined) =>
      server.app.inject({ method: 'GET', url: '/portal/static/app.0a1b2c3d.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const brotli = await fetchAs('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gzip = await fetchAs('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(gzip.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 3);
    const plain = await fetchAs(undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    for (const response of [brotli, gzip, plain]) {
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.headers.vary).toContain('Accept-Encoding');
    }
  });

  it('serves config files read-only', async () => {
    const response = await get('/portal/config/tenants/acme/layout.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ app: { siteTitle: 'ACME' } });
    expect((await get('/portal/config/tenants/none/layout.json')).statusCode).toBe(404);
    expect((await get('/portal/config/notes.txt')).statusCode).toBe(404);
    const put = await server.app.inject({ method: 'PUT', url: '/portal/config/tenants/acme/layout.json', payload: {} });
    expect(put.statusCode).toBe(404);
  });

  it('refuses path traversal in the config folder', async () => {
    const attempts = [
      '/portal/config/%2e%2e/%2e%2e/package.json',
      '/portal/config/..%2f..%2fpackage.json',
      '/portal/config/tenants/..%5c..%5cpackage.json',
      '/portal/config/%2e%2e%2f' + path.basename(outside) + '/secret.json',
      '/portal/config/escape/secret.json',
      '/portal/config/tenants/%00.json',
    ];
    for (const url of attempts) {
      const response = await get(url);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('"dependencies"');
    }
  });

  // Defect 4 of issue 8: no site may frame the portal (clickjacking).
  it('may be framed by its own origin only: frame-ancestors and X-Frame-Options on pages, routes and answers', async () => {
    // A page may be framed by its own origin; an answer that is no page by nobody (issue 29: the
    // page's CSP only on documents, the one that allows nothing on the rest).
    for (const url of ['/portal/', '/portal/info/index']) {
      const response = await get(url);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'self'");
    }
    for (const url of ['/portal/static/main.3f2a1b9c.js', '/portal/config/tenants/acme/layout.json', `${API}${endpoints.health.path}`, '/portal/nothing.js']) {
      const response = await get(url);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
    }
    // Today's directives are kept.
    const csp = String((await get('/portal/')).headers['content-security-policy']);
    for (const directive of ["default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob: https:", "frame-src 'self'", "object-src 'none'", "base-uri 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    // Connections: the own origin and its own host's WebSocket, not every ws:/wss: host on the web.
    const connect = csp.split(';').find((directive) => directive.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self' ws://localhost:80 wss://localhost:80");
  });

  // Defect 11 of issue 8: source maps are not public unless an option says so.
  it('never serves source maps by default', async () => {
    for (const url of ['/portal/static/main.3f2a1b9c.js.map', '/portal/static/main.3f2a1b9c.js.map.gz', '/portal/static/missing.js.map']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('version');
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await get(`${API}/NoSuchService/call`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: '404' });
  });

  it("answers the platform's sub-app paths of the approval link map with the demo apps, keeping the query", async () => {
    const order = await get('/order/?lang=en');
    expect(order.statusCode).toBe(302);
    expect(order.headers.location).toBe('/subapps/order/?lang=en');
    expect((await get('/masterdata/')).headers.location).toBe('/subapps/supplier/');
    expect((await get('/custom/masterdata/')).headers.location).toBe('/subapps/supplier/');
    // Nothing else outside the portal and the demo apps is answered.
    expect((await get('/orders/')).statusCode).toBe(404);
  });

  it('serves the demo sub-apps', async () => {
    for (const name of ['rfq', 'order', 'supplier', 'report']) {
      const redirect = await get(`/subapps/${name}`);
      expect(redirect.statusCode).toBe(301);
      const page = await get(`/subapps/${name}/`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`data-app="${name}"`);
      expect(page.body).toContain('../shared/demo.js');
      // A demo sub-app connects to its own origin only (no broker of its own).
      expect(page.headers['content-security-policy']).toBe(shellCsp());
    }
    const script = await get('/subapps/shared/demo.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('sessionStorage');
    expect(script.headers['content-type']).toContain('javascript');
    // The style sheets are the folder's own; its typed sources and tests are built, not served.
    expect((await get('/subapps/shared/demo.css')).statusCode).toBe(200);
    for (const source of ['/subapps/src/demo/main.ts', '/subapps/src/demo/texts.json', '/subapps/documents.test.ts']) expect((await get(source)).statusCode, source).toBe(404);
  });

  it(`answers ${endpoints.health.path} without a token`, async () => {
    const response = await get(`${API}${endpoints.health.path}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: '200', data: { status: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('source maps on request', () => {
  it('serves them when the option says so', async () => {
    const staticDir = tempDir('srm-dist-maps-');
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>SRM</title>');
    fs.writeFileSync(path.join(staticDir, 'app.js.map'), '{"version":3}');
    const server = await startTestServer({ staticDir, serveSourceMaps: true });
    try {
      expect((await server.app.inject({ method: 'GET', url: '/portal/app.js.map' })).statusCode).toBe(200);
    } finally {
      await server.dispose();
      fs.rmSync(staticDir, { recursive: true, force: true });
    }
  });
});

describe('the prerendered index.html (scripts/prerender-login.tsx)', () => {
  it('allows exactly its inline scripts by their sha256 in script-src, never unsafe-inline, and sends it brotli when accepted', async () => {
    const staticDir = tempDir('srm-dist-prerendered-');
    const gate = "(function(){document.documentElement.className='x'})();";
    const html = `<!doctype html><title>SRM</title><div data-srm-prerendered></div><script data-srm-gate>${gate}</script><script defer src="main.1a2b3c4d.js"></script><div id="root"></div>`;
    fs.writeFileSync(path.join(staticDir, 'index.html'), html);
    fs.writeFileSync(path.join(staticDir, 'index.html.br'), zlib.brotliCompressSync(html));
    const server = await startTestServer({ staticDir });
    try {
      const answer = await server.app.inject({ method: 'GET', url: '/portal/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      const hash = createHash('sha256').update(gate, 'utf8').digest('base64');
      const scriptSrc = /script-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))![1];
      expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(answer.rawPayload).toString('utf8')).toBe(html);
      // Without brotli the page itself.
      const plain = await server.app.inject({ method: 'GET', url: '/portal/login' });
      expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, html]);
    } finally {
      await server.dispose();
      fs.rmSync(staticDir, { recursive: true, force: true });
    }
  });
});

describe('shell not built', () => {
  it('explains how to build it', async () => {
    const emptyDist = tempDir('srm-empty-dist-');
    const server = await startTestServer({ staticDir: path.join(emptyDist, 'missing') });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/portal/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('npm run build');
    } finally {
      await server.dispose();
      fs.rmSync(emptyDist, { recursive: true, force: true });
    }
  });
});

describe('path traversal over real HTTP', () => {
  // light-my-request normalises `..` like a browser would; a raw client (curl --path-as-is) does not.
  it('refuses raw dot-dot paths sent on the wire', async () => {
    const http = await import('node:http');
    const server = await startTestServer();
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = server.app.server.address();
      if (address === null || typeof address === 'string') throw new Error('no address');
      const fetchRaw = (rawPath: string) =>
        new Promise<{ status: number; text: string }>((resolve, reject) => {
          const request = http.request({ host: '127.0.0.1', port: address.port, path: rawPath, method: 'GET' }, (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          });
          request.on('error', reject);
          request.end();
        });
      for (const rawPath of [
        '/portal/config/../package.json',
        '/portal/config/../../package.json',
        '/portal/config/base/../../package.json',
        '/portal/config/%2e%2e/%2e%2e/package.json',
        '/portal/config/..%2f..%2fpackage.json',
        '/portal/config/.%2e/.%2e/server/app.ts',
        '/subapps/../package.json',
        '/portal/../package.json',
      ]) {
        const response = await fetchRaw(rawPath);
        expect([400, 403, 404], rawPath).toContain(response.status);
        expect(response.text, rawPath).not.toContain('"dependencies"');
        expect(response.text, rawPath).not.toContain('buildServer');
      }
      const ok = await fetchRaw('/portal/config/base/layout.json');
      expect(ok.status).toBe(200);
    } finally {
      await server.dispose();
    }
  });
});
