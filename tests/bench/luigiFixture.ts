/**
 * The start-up bench's reference points, served by the bench itself on a loopback port: a blank
 * HTML page, and a Luigi portal frame (@luigi-project/core, a devDependency: its luigi.js and
 * luigi.css, a three-node navigation, hash routing) sent with brotli like the portal's own files.
 * "Shell bar visible" is Luigi's `.fd-shellbar` in the document with a layout box.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { ROOT } from '../../scripts/start-helpers';

const LUIGI_DIR = path.join(ROOT, 'node_modules/@luigi-project/core');

const BLANK_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blank</title></head><body><p id="blank">blank</p></body></html>';

const LUIGI_HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Luigi</title>
  <link rel="stylesheet" href="/luigi/luigi.css" />
</head>
<body>
  <script src="/luigi/luigi.js"></script>
  <script src="/luigi/luigi-config.js"></script>
</body>
</html>`;

/** Three nodes: a home with two children, each a small view of the same origin. */
const LUIGI_CONFIG = `
Luigi.setConfig({
  navigation: {
    nodes: [
      {
        pathSegment: 'home',
        label: 'Home',
        icon: 'home',
        viewUrl: '/luigi/view.html',
        children: [
          { pathSegment: 'orders', label: 'Orders', icon: 'list', viewUrl: '/luigi/view.html' },
          { pathSegment: 'suppliers', label: 'Suppliers', icon: 'group', viewUrl: '/luigi/view.html' },
        ],
      },
    ],
  },
  routing: { useHashRouting: true },
  settings: { header: { title: 'SRM' }, responsiveNavigation: 'simpleMobileOnly' },
});
`;

const VIEW_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>view</title></head><body><p>view</p></body></html>';

interface Entry {
  type: string;
  raw: Buffer;
  brotli: Buffer;
}

function entry(type: string, raw: Buffer | string): Entry {
  const bytes = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
  return { type, raw: bytes, brotli: brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }) };
}

export interface ReferenceServer {
  origin: string;
  blankUrl: string;
  luigiUrl: string;
  /** Luigi's page sent with the document headers given to `withDocumentHeaders` (the portal's security headers). */
  securedLuigiUrl: string;
  /** Headers for the secured Luigi page's document (names in lower case). */
  withDocumentHeaders(headers: Record<string, string>): void;
  close(): Promise<void>;
}

/** Starts the reference pages' server (brotli when the browser accepts it, as the portal's server does). */
export async function startReferenceServer(): Promise<ReferenceServer> {
  const files = new Map<string, Entry>([
    ['/blank.html', entry('text/html; charset=utf-8', BLANK_HTML)],
    ['/luigi/index.html', entry('text/html; charset=utf-8', LUIGI_HTML)],
    ['/luigi/view.html', entry('text/html; charset=utf-8', VIEW_HTML)],
    ['/luigi/luigi-config.js', entry('text/javascript; charset=utf-8', LUIGI_CONFIG)],
    ['/luigi/luigi.js', entry('text/javascript; charset=utf-8', readFileSync(path.join(LUIGI_DIR, 'luigi.js')))],
    ['/luigi/luigi.css', entry('text/css; charset=utf-8', readFileSync(path.join(LUIGI_DIR, 'luigi.css')))],
  ]);
  let documentHeaders: Record<string, string> = {};
  const server: Server = createServer((request, response) => {
    const [pathname, query] = (request.url ?? '/').split('?') as [string, string | undefined];
    const file = files.get(pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      ...(query === 'secured' && pathname === '/luigi/index.html' ? documentHeaders : {}),
      'Content-Type': file.type,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(brotli ? { 'Content-Encoding': 'br' } : {}),
    });
    response.end(brotli ? file.brotli : file.raw);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    blankUrl: `${origin}/blank.html`,
    luigiUrl: `${origin}/luigi/index.html#/home`,
    securedLuigiUrl: `${origin}/luigi/index.html?secured#/home`,
    withDocumentHeaders: (headers) => void (documentHeaders = headers),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
