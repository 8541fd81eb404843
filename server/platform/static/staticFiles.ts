// Everything outside the API: the built shell (with SPA fallback), the read-only config folder,
// the demo sub-apps and the security headers (helmet's framing, sniffing, referrer, opener and
// resource policies) on every answer, the tenant's CSP on its pages.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { badRequest, notFound, sendError } from '../http/envelope.js';
import { rawSecurityHeaders } from '../http/securityHeaders.js';
import { DEMO_APP_BUILD_FOLDER } from '../../demo-apps/entries.js';
import { cspDirectives, cspHeader, pageConnectSources } from './csp.js';

// Bundler output names carry a content hash (main.3f2a1b9c.js, chunk-1a2b3c4d.css): such a file never
// changes, so browsers may keep it for a year; everything else is revalidated on each use.
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const LONG_CACHE = 'public, max-age=31536000, immutable';

export interface StaticOptions {
  appPrefix: string;
  staticDir: string;
  configDir: string;
  demoAppsDir: string;
  /** Serve the build's *.map files (otherwise they answer 404). */
  serveSourceMaps: boolean;
  /** Who may frame the demo sub-apps besides the own origin (CSP sources). */
  subAppFrameAncestors: readonly string[];
  /** The application prefix the browser used (a tenant's, a trusted proxy's): where the bare prefix redirects. */
  browserPrefixOf?(request: FastifyRequest): string;
}

export interface SecurityHeaderOptions {
  /** The frame origins of the page a request asks for (the tenant's), for its CSP frame-src. */
  frameOriginsOf(request: IncomingMessage): readonly string[];
  /** The absolute origins the page of a request calls besides its own (the tenant's API base and brokers). */
  connectOriginsOf(request: IncomingMessage): readonly string[];
  /** The host the browser used for the request (default: its Host header). */
  hostOf?(request: IncomingMessage): string | undefined;
  /** Hash sources ('sha256-…') of the inline scripts the shell's index.html carries (shellScriptHashes). */
  scriptHashes?(): readonly string[];
  /** Brings the tenant's frame origins up to date before a page's CSP is written (undefined: nothing to wait for). */
  refresh?(request: IncomingMessage): Promise<void> | undefined;
}

const inlineHashCache = new Map<string, { mtimeMs: number; hashes: string[] }>();

/**
 * The CSP hash sources of the inline scripts of the built index.html (the prerendered login's gate,
 * scripts/prerender-login.tsx): script-src allows exactly these besides 'self', never
 * 'unsafe-inline'. Read again when the file changes (a new build); none without a build.
 */
export function shellScriptHashes(staticDir: string): string[] {
  const file = path.join(staticDir, 'index.html');
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const cached = inlineHashCache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.hashes;
  const html = fs.readFileSync(file, 'utf8');
  const hashes = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`,
  );
  inlineHashCache.set(file, { mtimeMs: stat.mtimeMs, hashes });
  return hashes;
}

/** The platform's sub-app paths the approval link map names, and the demo app that answers each. */
export const PLATFORM_APP_PATHS: Readonly<Record<string, string>> = {
  '/rfq/': 'rfq',
  '/order/': 'order',
  '/masterdata/': 'supplier',
  '/supplierdatamodify/': 'supplier',
  '/admission/': 'supplier',
  '/custom/masterdata/': 'supplier',
};

/** The demo sub-apps' sources and tests: built, never served as they are. */
const DEMO_APP_SOURCE = /^\/src\/|\.ts$/;

/** The build's source maps (and their precompressed copies). */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

export function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Whether an answer is a document a browser renders (the shell's index.html, any text/html answer). */
export function isDocumentAnswer(contentType: unknown): boolean {
  return /^\s*text\/html\b/i.test(String(contentType ?? ''));
}

/**
 * The security headers of every answer, from helmet's policies (HELMET_POLICIES: X-Frame-Options
 * SAMEORIGIN, nosniff, a referrer policy that keeps paths and tickets in them on the own origin, the
 * opener and resource policies; HSTS is the TLS front's), computed once (rawSecurityHeaders), with a
 * CSP that allows nothing: a JSON answer, a script, a style sheet, a font, an image or a config file
 * is never a page, so nothing in it may load or frame anything. Only a document (text/html) gets the
 * page's CSP: the tenant's frame-src, connect-src for its host and the tenant's API and brokers,
 * script-src with the hashes of index.html's inline scripts, frame-ancestors 'self'. Up to 13 KB
 * with many frame origins, it was sent (and worked out) with every API answer before: docs/security.md.
 * A route that sets a CSP of its own (the sub-apps, the file service's images) keeps it.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const headers = rawSecurityHeaders();
  const everyAnswer = Object.entries(headers);
  const nothingCsp = headers['content-security-policy'];
  // Written on the raw answer, as helmet does: a route's own raw headers (the sub-apps' CSP, the
  // bridge client's resource policy) replace them, and a shed or refused answer carries them too.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of everyAnswer) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isDocumentAnswer(reply.getHeader('content-type')) || reply.getHeader('content-security-policy') !== nothingCsp) return payload;
    await options.refresh?.(request.raw);
    reply.header('Content-Security-Policy', pageCsp(request.raw, options));
    return payload;
  });
}

/** The CSP of a page answered to `request`: the shell's directives with the tenant's frame and connect sources and the inline scripts' hashes. */
function pageCsp(request: IncomingMessage, options: SecurityHeaderOptions): string {
  const host = options.hostOf ? options.hostOf(request) : request.headers.host;
  return cspHeader({
    ...cspDirectives(options.frameOriginsOf(request)),
    'script-src': ["'self'", ...(options.scriptHashes?.() ?? [])],
    'connect-src': pageConnectSources(host, options.connectOriginsOf(request)),
  });
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>SRM</title></head>
<body>
<h1>门户外壳尚未构建 / The portal shell is not built</h1>
<p>请先运行 <code>npm run build</code>，然后刷新本页。Run <code>npm run build</code>, then reload this page.</p>
<p>The API is up: <a href="apis${endpoints.health.path}">apis${endpoints.health.path}</a>.</p>
</body>
</html>
`;

/** The precompressed copy of index.html the request accepts (the build writes .br and .gz beside it), if any. */
function acceptedEncoding(request: FastifyRequest): Array<{ encoding: 'br' | 'gzip'; suffix: string }> {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return [
    ...(/\bbr\b/.test(accepted) ? [{ encoding: 'br' as const, suffix: '.br' }] : []),
    ...(/\bgzip\b/.test(accepted) ? [{ encoding: 'gzip' as const, suffix: '.gz' }] : []),
  ];
}

async function sendShellIndex(request: FastifyRequest, reply: FastifyReply, staticDir: string): Promise<FastifyReply> {
  const file = path.join(staticDir, 'index.html');
  // index.html names the current hashed bundles, so it must be revalidated on every load. Its CSP
  // (the tenant's frame origins) was set with the other security headers.
  reply.code(200).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  // With the prerendered login page it is the largest thing painted first: sent compressed.
  for (const { encoding, suffix } of acceptedEncoding(request)) {
    try {
      const [compressed, plainStat, compressedStat] = await Promise.all([fs.promises.readFile(`${file}${suffix}`), fs.promises.stat(file), fs.promises.stat(`${file}${suffix}`)]);
      // A copy older than the page (index.html rewritten by hand) is not used.
      if (compressedStat.mtimeMs + 1000 < plainStat.mtimeMs) continue;
      return reply.header('Content-Encoding', encoding).send(compressed);
    } catch {
      // no such copy: try the next, then the plain file
    }
  }
  let html: string;
  try {
    html = await fs.promises.readFile(file, 'utf8');
  } catch {
    html = NOT_BUILT_PAGE;
  }
  return reply.send(html);
}

/** A client-side route of the shell: under the prefix, not API/config, last segment without a dot. */
function isShellRoute(pathname: string, appPrefix: string): boolean {
  if (!pathname.startsWith(`${appPrefix}/`)) return false;
  if (pathname.startsWith(`${appPrefix}/apis/`) || pathname.startsWith(`${appPrefix}/config/`)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

function setStaticHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  // A precompressed copy (main.3f2a1b9c.js.br) is cached like the file it stands for.
  const served = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
  res.setHeader('Cache-Control', HASHED_ASSET.test(served) ? LONG_CACHE : 'no-cache');
  // The same address is sent compressed or not by the request's Accept-Encoding: shared caches must keep both.
  if (/\.(?:js|css)$/.test(served)) res.setHeader('Vary', 'Accept-Encoding');
  // The sub-apps' bridge client is loaded by pages of other origins (docs/bridge.md: a script tag of
  // the portal's address): helmet's same-origin resource policy made Chromium refuse it to them.
  if (served === BRIDGE_CLIENT_FILE) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}

/** The sub-apps' client of the bridge, as the build names it (rspack.config.ts). */
const BRIDGE_CLIENT_FILE = 'bridge-client.js';

/**
 * Resolves a request path below `root`, refusing traversal by any spelling (`..`, `%2e%2e`,
 * encoded slashes or backslashes, NUL) and symlinks that lead outside. Returns null when refused.
 */
export function resolveInside(root: string, encodedRelative: string): string | null {
  const segments = encodedRelative.split('/');
  const decoded: string[] = [];
  for (const segment of segments) {
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (value === '' || value === '.' || value === '..' || value.startsWith('.')) return null;
    if (value.includes('/') || value.includes('\\') || value.includes('\0')) return null;
    decoded.push(value);
  }
  const realRoot = fs.realpathSync(root);
  const candidate = path.join(realRoot, ...decoded);
  let real: string;
  try {
    real = fs.realpathSync(candidate);
  } catch {
    return candidate; // does not exist: the caller answers 404
  }
  const relative = path.relative(realRoot, real);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return real;
}

export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const { appPrefix, staticDir, configDir, demoAppsDir } = options;

  app.get('/', async (_request, reply) => reply.redirect(`${appPrefix}/`));
  // The bare prefix as the browser wrote it (/acme-portal, or the proxy's) goes to that prefix's shell.
  app.get(appPrefix, async (request, reply) => reply.redirect(`${options.browserPrefixOf?.(request) ?? appPrefix}/`));
  app.get(`${appPrefix}/`, async (request, reply) => sendShellIndex(request, reply, staticDir));

  // Layout files fetched by the shell at start. Read-only, JSON only.
  app.get(`${appPrefix}/config/*`, async (request, reply) => {
    const relative = pathOf(request).slice(`${appPrefix}/config/`.length);
    if (!fs.existsSync(configDir)) return sendError(reply, notFound());
    const file = resolveInside(configDir, relative);
    if (file === null) return sendError(reply, badRequest('request.invalidPath'));
    if (!file.endsWith('.json')) return sendError(reply, notFound());
    let content: Buffer;
    try {
      const stat = await fs.promises.stat(file);
      if (!stat.isFile()) return sendError(reply, notFound());
      content = await fs.promises.readFile(file);
    } catch {
      return sendError(reply, notFound());
    }
    // Overlay files change at deploy time without a rename, so no long caching.
    return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(content);
  });

  // The built shell's assets. Unknown files fall through to the not-found handler (SPA fallback).
  await app.register(fastifyStatic, {
    root: path.resolve(staticDir),
    prefix: `${appPrefix}/`,
    index: false,
    cacheControl: false,
    dotfiles: 'deny',
    // The build writes .br and .gz copies of scripts and style sheets (rspack.config.ts): sent to
    // browsers that accept them, with Content-Encoding and Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: setStaticHeaders,
    // Source maps only when an option says so: they answer 404 like any missing file.
    allowedPath: (pathName) => options.serveSourceMaps || !SOURCE_MAP.test(pathName),
  });

  // The demo sub-apps are framed by the portal: by their own origin, and by the origins the option names.
  const subAppCsp = cspHeader(cspDirectives([], options.subAppFrameAncestors));

  const demoSources = path.resolve(demoAppsDir);
  await app.register(fastifyStatic, {
    // The pages and style sheets are the folder's own files; their scripts are the build's
    // (server/demo-apps/entries.ts, from the typed sources of its src/, which are not served).
    root: [demoSources, path.resolve(staticDir, DEMO_APP_BUILD_FOLDER)],
    allowedPath: (pathName, root) => root !== demoSources || !DEMO_APP_SOURCE.test(pathName),
    prefix: '/subapps/',
    decorateReply: false,
    redirect: true,
    index: 'index.html',
    cacheControl: false,
    dotfiles: 'deny',
    setHeaders: (res) => {
      // Demo apps are edited in place during development; never cache them.
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Content-Security-Policy', subAppCsp);
      // X-Frame-Options knows only one origin: with other ancestors allowed, frame-ancestors decides alone.
      if (options.subAppFrameAncestors.length > 0) (res as unknown as { removeHeader(name: string): void }).removeHeader('X-Frame-Options');
    },
  });

  // The real platform serves its sub-apps under their own paths (/rfq/, /order/, /masterdata/…), and
  // the approval link map of seed 001 points there; the reference server stands in for them with its
  // demo apps. The fragment (the sub-app's hash route) survives the redirect in every browser.
  for (const [from, to] of Object.entries(PLATFORM_APP_PATHS)) {
    app.get(from, async (request, reply) => {
      const url = request.raw.url ?? from;
      const query = url.indexOf('?');
      return reply.redirect(`/subapps/${to}/${query >= 0 ? url.slice(query) : ''}`, 302);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathOf(request);
    if (pathname === `${appPrefix}/apis` || pathname.startsWith(`${appPrefix}/apis/`)) {
      return sendError(reply, notFound('request.noSuchApi', { method: request.method, path: pathname }));
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && isShellRoute(pathname, appPrefix)) {
      return sendShellIndex(request, reply, staticDir);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
