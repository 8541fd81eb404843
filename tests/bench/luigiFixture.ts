/**
 * The start-up bench's reference points, served by the bench itself on a loopback port: a blank
 * HTML page, and a Luigi portal frame (@luigi-project/core, a devDependency: its luigi.js and
 * luigi.css, a three-node navigation, hash routing) sent with brotli like the portal's own files.
 * "Shell bar visible" is Luigi's `.fd-shellbar` in the document with a layout box.
 * `luigiUrlWithNodes(n)`: the same page with the big menus' tree as Luigi nodes (`menuShape`: the
 * home node with 10 groups of 10 sub-groups of n / 100 pages each, three levels below home).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { ROOT } from '../../scripts/start-helpers';

const LUIGI_DIR = path.join(ROOT, 'node_modules/@luigi-project/core');

const BLANK_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blank</title></head><body><p id="blank">blank</p></body></html>';

const luigiHtml = (configUrl: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Luigi</title>
  <link rel="stylesheet" href="/luigi/luigi.css" />
</head>
<body>
  <script src="/luigi/luigi.js"></script>
  <script src="${configUrl}"></script>
</body>
</html>`;

/** Three nodes: a home with two children, each a small view of the same origin. */
const THREE_NODES = [
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
];

const luigiConfig = (nodes: unknown) => `
Luigi.setConfig({
  navigation: { nodes: ${JSON.stringify(nodes)} },
  routing: { useHashRouting: true },
  settings: { header: { title: 'SRM' }, responsiveNavigation: 'simpleMobileOnly' },
});
`;

/** The big menus' shape: 10 groups of 10 sub-groups, `pages / 100` pages in each (three levels). */
export function menuShape(pages: number): { groups: number; subGroups: number; perSubGroup: number } {
  if (!Number.isInteger(pages) || pages < 100 || pages % 100 !== 0) throw new Error(`menu of ${pages} pages: a multiple of 100 is needed`);
  return { groups: 10, subGroups: 10, perSubGroup: pages / 100 };
}

/** The words of the big menus' page labels (the menu search's bench types one of their pinyin initials). */
export const PAGE_WORDS = ['采购订单', '送货单', '对账单', '发票', '询价单', '合同', '物料', '供应商', '质检单', '付款申请'];

/** The label of page `item` of sub-group `group`-`sub` (the portal's and Luigi's menus alike). */
export const pageLabel = (group: number, sub: number, item: number) => `${PAGE_WORDS[(group + sub + item) % PAGE_WORDS.length]} ${group}-${sub}-${item}`;

/** Luigi's nodes for a big menu: under home, the same groups, sub-groups and pages as the portal's. */
function luigiNodes(pages: number): unknown[] {
  const { groups, subGroups, perSubGroup } = menuShape(pages);
  const view = '/luigi/view.html';
  return [
    {
      pathSegment: 'home',
      label: 'Home',
      icon: 'home',
      viewUrl: view,
      children: Array.from({ length: groups }, (_, group) => ({
        pathSegment: `g${group}`,
        label: `基准分组 ${group}`,
        icon: 'folder',
        viewUrl: view,
        children: Array.from({ length: subGroups }, (_, sub) => ({
          pathSegment: `s${sub}`,
          label: `基准子组 ${group}-${sub}`,
          viewUrl: view,
          children: Array.from({ length: perSubGroup }, (_, item) => ({ pathSegment: `p${item}`, label: pageLabel(group, sub, item), viewUrl: view })),
        })),
      })),
    },
  ];
}

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
  /** Luigi's page with a big menu's nodes (`menuShape`), its config made (and compressed) once. */
  luigiUrlWithNodes(pages: number): string;
  /** Headers for the secured Luigi page's document (names in lower case). */
  withDocumentHeaders(headers: Record<string, string>): void;
  close(): Promise<void>;
}

/** Starts the reference pages' server (brotli when the browser accepts it, as the portal's server does). */
export async function startReferenceServer(): Promise<ReferenceServer> {
  const files = new Map<string, Entry>([
    ['/blank.html', entry('text/html; charset=utf-8', BLANK_HTML)],
    ['/luigi/index.html', entry('text/html; charset=utf-8', luigiHtml('/luigi/luigi-config.js'))],
    ['/luigi/view.html', entry('text/html; charset=utf-8', VIEW_HTML)],
    ['/luigi/luigi-config.js', entry('text/javascript; charset=utf-8', luigiConfig(THREE_NODES))],
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
    luigiUrlWithNodes: (pages) => {
      menuShape(pages);
      if (!files.has(`/luigi/${pages}/index.html`)) {
        files.set(`/luigi/${pages}/index.html`, entry('text/html; charset=utf-8', luigiHtml(`/luigi/${pages}/luigi-config.js`)));
        files.set(`/luigi/${pages}/luigi-config.js`, entry('text/javascript; charset=utf-8', luigiConfig(luigiNodes(pages))));
      }
      return `${origin}/luigi/${pages}/index.html#/home`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
