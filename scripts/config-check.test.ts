import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBaseFile, runConfigCheck } from './config-check';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = path.join(root, 'scripts/config-check.ts');
const run = promisify(execFile);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'config-check-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function check(args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runConfigCheck(args, { out: (l) => out.push(l), err: (l) => err.push(l), cwd: root });
  return { code, out, err };
}

async function file(name: string, text: string): Promise<string> {
  const full = path.join(dir, name);
  await writeFile(full, text);
  return full;
}

describe('config-check CLI', () => {
  it('runs as a command: one line per issue, exit 1 on a broken file', async () => {
    const broken = await file('broken.json', JSON.stringify({ topBar: { weather: { order: 5, kind: 'weather' } } }));
    const result = await run(process.execPath, ['--import', 'tsx', script, broken], { cwd: root }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    expect(result.code).toBe(1);
    expect(result.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^${broken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: /topBar/weather/kind: enum: "weather" is not allowed; must be one of: .*"link", "text"$`)),
    ]);
  }, 30_000);

  it('runs as a command: exit 0 and OK lines for the shipped files', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, 'config/base/layout.json', 'config/tenants/acme/layout.json'], { cwd: root });
    expect(stdout.trim().split('\n')).toEqual(['OK config/base/layout.json', 'OK config/tenants/acme/layout.json']);
  }, 30_000);

  it('checks an overlay merged over the base: a new item without order says the item is new', async () => {
    const overlay = await file('no-order.json', JSON.stringify({ topBar: { help: { kind: 'link', to: '/help' } } }));
    const { code, out } = await check([overlay]);
    expect(code).toBe(1);
    expect(out).toEqual([`${overlay}: /topBar/help: unknownItem: no item \`help\` exists in topBar (a new item needs \`order\`)`]);
  });

  it('refuses a default language that is not among the offered languages, naming the pointer and rule', async () => {
    const overlay = await file('default-fr.json', JSON.stringify({ app: { defaultLanguage: 'fr', languagePolicy: 'tenant' } }));
    const { code, out } = await check([overlay]);
    expect(code).toBe(1);
    expect(out).toEqual([`${overlay}: /app/defaultLanguage: defaultLanguage: 'fr' is not among the offered languages (app.languages: zh_cn, en); add it there or choose one of them`]);
  });

  it('refuses remote translations on an origin that is not allowed', async () => {
    const overlay = await file('translations-foreign.json', JSON.stringify({ app: { translations: { urlTemplate: 'https://cdn.example.net/i18n/{language}.json' } } }));
    const { code, out } = await check([overlay]);
    expect(code).toBe(1);
    expect(out).toEqual([`${overlay}: /app/translations/urlTemplate: allowedOrigin: the origin https://cdn.example.net is neither the portal's nor among frames.allowedOrigins; use a path (/…) or allow the origin`]);
  });

  it('reports an i18n_ label that no message catalogue has, with its pointer and the id', async () => {
    const overlay = await file('unknown-label.json', JSON.stringify({ routes: { wel: { label: 'i18n_route_nowhere' }, lock: { label: 'i18n_route_lock' } } }));
    const { code, out } = await check([overlay]);
    expect(code).toBe(1);
    expect(out).toEqual([
      `${overlay}: /routes/wel/label: i18nLabel: no message catalogue has 'i18n_route_nowhere' (add it in both languages to src/shell/messages.ts or the plugin's messages)`,
    ]);
  });

  it('reports an extra property with its pointer', async () => {
    const overlay = await file('extra.json', JSON.stringify({ app: { siteTitel: 'x' } }));
    const { code, out } = await check([overlay]);
    expect(code).toBe(1);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/: \/app\/siteTitel: additionalProperties: property "siteTitel" is not allowed \(did you mean "siteTitle"\?\)/);
  });

  it('reports invalid JSON with line and column', async () => {
    const overlay = await file('syntax.json', '{\n  "app": {\n    "siteTitle": "x",\n  }\n}\n');
    const { code, out } = await check([overlay]);
    expect(code).toBe(1);
    expect(out).toEqual([`${overlay}: : parse: invalid JSON at line 4, column 3: trailing comma before '}'`]);
  });

  it('checks every file and fails when one fails', async () => {
    const good = await file('good.json', JSON.stringify({ app: { siteTitle: 'Fine' } }));
    const bad = await file('bad.json', JSON.stringify({ push: { keepaliveSeconds: 0 } }));
    const { code, out } = await check([good, bad]);
    expect(code).toBe(1);
    expect(out).toEqual([`OK ${good}`, `${bad}: /push/keepaliveSeconds: minimum: must be >= 1 (it is 0)`]);
  });

  it('--whole checks a file as a whole document, --partial as an overlay', async () => {
    const overlay = await file('partial.json', JSON.stringify({ app: { siteTitle: 'x' } }));
    const whole = await check(['--whole', overlay]);
    expect(whole.code).toBe(1);
    expect(whole.out).toContain(`${overlay}: /routes: required: missing required property "routes"`);
    expect((await check([overlay, '--partial'])).out).toEqual([`OK ${overlay}`]);
    expect((await check(['config/base/layout.json', '--partial'])).code).toBe(0);
  });

  it('checks a file under config/base as a whole document', async () => {
    expect(isBaseFile(path.join(root, 'config/base/layout.json'))).toBe(true);
    expect(isBaseFile(path.join(root, 'config/tenants/acme/layout.json'))).toBe(false);
    const baseDir = path.join(dir, 'config/base');
    await import('node:fs/promises').then((fs) => fs.mkdir(baseDir, { recursive: true }));
    const partialBase = path.join(baseDir, 'layout.json');
    await writeFile(partialBase, JSON.stringify({ app: { siteTitle: 'x' } }));
    const { code, out } = await check([partialBase]);
    expect(code).toBe(1);
    expect(out).toContain(`${partialBase}: /routes: required: missing required property "routes"`);
  });

  it('exits 2 on a usage error or an unreadable file', async () => {
    expect((await check([])).code).toBe(2);
    expect((await check(['--whole', '--partial', 'x.json'])).code).toBe(2);
    expect((await check(['--nope', 'x.json'])).code).toBe(2);
    const missing = await check([path.join(dir, 'missing.json')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toEqual([`${path.join(dir, 'missing.json')}: cannot read the file: no such file`]);
  });
});

/** The lines config:check prints for an overlay over the base (one file). */
async function overlayLines(name: string, patch: unknown): Promise<{ code: number; lines: string[] }> {
  const overlay = await file(`${name}.json`, JSON.stringify(patch));
  const { code, out } = await check([overlay]);
  return { code, lines: out.map((line) => line.slice(overlay.length + 2)) };
}

describe('config-check beyond the schema: references that point nowhere, rules that never apply', () => {
  it('a misspelt item of a collection: the item named, the likely one suggested, what a new item needs', async () => {
    expect(await overlayLines('item', { indexBlocks: { orders: { order: 45, title: 'Orders' } } })).toEqual({
      code: 1,
      lines: ['/indexBlocks/orders: unknownItem: no item `orders` exists in indexBlocks — did you mean `order`? (a new item needs `block`)'],
    });
    expect((await overlayLines('item2', { routes: { hom: { label: 'Home' } } })).lines).toEqual([
      '/routes/hom: unknownItem: no item `hom` exists in routes — did you mean `home`? (a new item needs `order` and `path` and `auth`; it must have exactly one of: [plugin, page] or [redirect] (it has none of plugin, page, redirect))',
    ]);
  });

  it('a top-bar link to a route that does not exist', async () => {
    expect(await overlayLines('link', { topBar: { help: { order: 95, kind: 'link', label: 'Help', to: '/portal/info/documentCentre' } } })).toEqual({
      code: 1,
      lines: ['/topBar/help/to: unknownRoute: no route serves `/portal/info/documentCentre` — did you mean `/portal/info/documentCenter`?'],
    });
    expect((await overlayLines('link2', { topBar: { help: { order: 95, kind: 'link', label: 'Help', to: '/portal/help' } } })).lines).toEqual([
      '/topBar/help/to: unknownRoute: no route serves `/portal/help` (add a route with this path to routes, or point to one that exists)',
    ]);
  });

  it('a home tab, a home by station and a redirect to routes that do not exist', async () => {
    expect((await overlayLines('home', { app: { homeTab: { path: '/portal/home', byStation: { sale: '/portal/suplier/index' } } } })).lines).toEqual([
      '/app/homeTab/path: unknownRoute: no route serves `/portal/home` (add a route with this path to routes, or point to one that exists)',
      '/app/homeTab/byStation/sale: unknownRoute: no route serves `/portal/suplier/index` — did you mean `/portal/supplier/index`?',
    ]);
    expect((await overlayLines('redirect', { routes: { root: { redirect: '/portal/welcome' } } })).lines).toEqual([
      '/routes/root/redirect: unknownRoute: no route serves `/portal/welcome` (add a route with this path to routes, or point to one that exists)',
    ]);
  });

  it('a menu rule that leads to a route that does not exist', async () => {
    expect((await overlayLines('menuPath', { menuRules: { forward: { path: '/forward/details' } } })).lines).toEqual([
      '/menuRules/forward/path: unknownRoute: no route serves `/forward/details` — did you mean `/forward/detail`?',
    ]);
  });

  it('a route naming an unknown plugin or an unknown page of a plugin', async () => {
    const route = { order: 200, path: '/portal/info/inbox', auth: true };
    expect((await overlayLines('plugin', { routes: { inbox: { ...route, plugin: 'infos', page: 'messages' } } })).lines).toEqual([
      '/routes/inbox/plugin: unknownPlugin: no plugin `infos` exists — did you mean `info`? (plugins: session, home, info, frame, audit, forward, errors, layoutAdmin)',
    ]);
    expect((await overlayLines('page', { routes: { inbox: { ...route, plugin: 'info', page: 'message' } } })).lines).toEqual([
      '/routes/inbox/page: unknownPage: plugin `info` has no page `message` — did you mean `messages`? (its pages: personalInfo, messages, todo, list, documentCenter)',
    ]);
  });

  it('a home block naming an unknown plugin block', async () => {
    expect((await overlayLines('block', { indexBlocks: { order: { block: 'home.orders' } } })).lines).toEqual([
      '/indexBlocks/order/block: unknownBlock: no plugin block `home.orders` exists — did you mean `home.order`? (blocks: home.head, home.purchase, home.enquiry, home.order, home.logistics, home.text, home.greeting, home.supplierConfirm, home.supplierDelivery, home.supplierEnquiries, home.supplierFinance)',
    ]);
  });

  it('a tab group no tab can ever match, or one an earlier group always takes first', async () => {
    // A frame tab matches by the path of its address too: a sub-app's path the document does not list.
    const reachable = await file('tabReachable.json', JSON.stringify({ tabGroups: { reports: { order: 60, label: 'Reports', pathPrefix: '/subapps/report/' } } }));
    expect((await check([reachable])).out).toEqual([`OK ${reachable}`]);
    // But not one among the shell's own routes, nor one with a hash route in it (an address's path ends before '#').
    expect((await overlayLines('tabShellRoutes', { tabGroups: { forwards: { order: 60, label: 'Forwards', pathPrefix: '/forward/detial' }, reports: { order: 70, label: 'Reports', pathPrefix: '/portal/reports' } } })).lines).toEqual([
      "/tabGroups/forwards/pathPrefix: tabGroupUnreachable: tab group `forwards` (“Forwards”) can never match a tab by its path prefix: no route that opens a tab has a path under `/forward/detial`, and it lies among the shell's own routes (`/forward`, as route `forwardDetail`: `/forward/detail`), where no sub-app's frame address is",
      "/tabGroups/reports/pathPrefix: tabGroupUnreachable: tab group `reports` (“Reports”) can never match a tab by its path prefix: no route that opens a tab has a path under `/portal/reports`, and it lies among the shell's own routes (`/portal`, as route `portalWel`: `/portal/wel`), where no sub-app's frame address is",
    ]);
    expect((await overlayLines('tabHash', { tabGroups: { rfqV3: { order: 60, label: 'RFQ v3', pathPrefix: '/subapps/rfq/#/v3/' } } })).lines).toEqual([
      '/tabGroups/rfqV3/pathPrefix: tabGroupUnreachable: tab group `rfqV3` (“RFQ v3”) can never match a tab by its path prefix: no route that opens a tab has a path under `/subapps/rfq/#/v3/`, and no frame address has one either: the path of an address ends before `?` and `#` (match a hash route with srcContains)',
    ]);
    const noFramesPrefix = await overlayLines('tabNever', { routes: { frame: null, findDetail: null }, menuRules: { frame: null }, tabGroups: { reports: { order: 60, label: 'Reports', pathPrefix: '/portal/reports' } } });
    expect(noFramesPrefix.lines).toContain(
      '/tabGroups/reports/pathPrefix: tabGroupUnreachable: tab group `reports` (“Reports”) can never match a tab by its path prefix: no route that opens a tab has a path under `/portal/reports`, and no route shows a frame',
    );
    // The login page is bare and opens no tab.
    const noFramesBare = await overlayLines('tabBare', { routes: { frame: null, findDetail: null }, menuRules: { frame: null }, tabGroups: { login: { order: 60, label: 'Login', pathPrefix: '/login' } } });
    expect(noFramesBare.lines).toContain(
      '/tabGroups/login/pathPrefix: tabGroupUnreachable: tab group `login` (“Login”) can never match a tab by its path prefix: no route that opens a tab has a path under `/login`, and no route shows a frame',
    );
    expect((await overlayLines('tabShadow', { tabGroups: { auditDetail: { order: 60, label: 'Audit detail', pathPrefix: '/audit/detail' } } })).lines).toEqual([
      '/tabGroups/auditDetail/pathPrefix: tabGroupShadowed: tab group `auditDetail` (“Audit detail”) never gets a tab by its path prefix: every tab under `/audit/detail` already belongs to the earlier group `audit` (“Approvals”) (order 10)',
    ]);
    expect((await overlayLines('tabSrc', { tabGroups: { qualityV2: { order: 60, label: 'Quality v2', srcContains: ['/quality/#/v2/'] } } })).lines).toEqual([
      '/tabGroups/qualityV2/srcContains/0: tabGroupShadowed: tab group `qualityV2` (“Quality v2”) never gets a frame by `/quality/#/v2/`: every frame address containing it already belongs to the earlier group `quality` (“Quality collaboration”) (order 30), which matches `/quality/`',
    ]);
    // An earlier group that takes every frame route by its path leaves no frame tab to the later ones.
    const framesFirst = await overlayLines('tabFramesFirst', { routes: { findDetail: null }, tabGroups: { frames: { order: 5, label: 'Frames', pathPrefix: '/myiframe' } } });
    expect(framesFirst.lines).toContain(
      '/tabGroups/quality/srcContains: tabGroupUnreachable: tab group `quality` (“Quality collaboration”) can never match a frame tab: every frame tab already belongs to the earlier group `frames` (“Frames”) (order 5)',
    );
    // Without a route that shows a frame, no tab has a frame address to match.
    const noFrames = await overlayLines('tabFrames', { routes: { frame: null, findDetail: null }, menuRules: { frame: null } });
    expect(noFrames.lines).toContain(
      '/tabGroups/customOrder/srcContains: tabGroupUnreachable: tab group `customOrder` (“Custom orders”) can never match a frame tab: no route that opens a tab shows a frame',
    );
  });

  it('a menu rule an earlier rule always takes first', async () => {
    expect((await overlayLines('menu', { menuRules: { portalInfo: { order: 35, urlContains: '/portal/info/', target: 'portal', path: '{url}' } } })).lines).toEqual([
      '/menuRules/portalInfo: menuRuleShadowed: menu rule `portalInfo` never applies: the earlier rule `portal` (order 30) matches every menu address this one matches',
    ]);
  });

  it('an overlay is blamed only for what it brings in; the shipped files pass', async () => {
    // Before the general rule the same rule applies: no issue.
    const fine = await file('fine.json', JSON.stringify({ menuRules: { portalInfo: { order: 25, urlContains: '/portal/info/', target: 'portal', path: '{url}' } } }));
    expect((await check([fine])).out).toEqual([`OK ${fine}`]);
    expect((await check(['config/base/layout.json', 'config/tenants/acme/layout.json'])).out).toEqual(['OK config/base/layout.json', 'OK config/tenants/acme/layout.json']);
  });

  it('a base document is checked whole, references included', async () => {
    const broken = JSON.parse(await import('node:fs/promises').then((fs) => fs.readFile(path.join(root, 'config/base/layout.json'), 'utf8'))) as {
      topBar: Record<string, { to?: string }>;
    };
    broken.topBar.personalInfo!.to = '/portal/info/indx';
    const baseDir = path.join(dir, 'refs/config/base');
    await import('node:fs/promises').then((fs) => fs.mkdir(baseDir, { recursive: true }));
    const whole = path.join(baseDir, 'layout.json');
    await writeFile(whole, JSON.stringify(broken));
    expect((await check([whole])).out).toEqual([`${whole}: /topBar/personalInfo/to: unknownRoute: no route serves \`/portal/info/indx\` — did you mean \`/portal/info/index\`?`]);
  });

  it('a pattern failure says what the value must be, in words', async () => {
    expect((await overlayLines('pattern', { topBar: { help: { order: 95, kind: 'link', label: 'Help', to: 'portal/help' } } })).lines).toEqual([
      '/topBar/help/to: pattern: "portal/help" must be a path inside the portal, starting with / (not //, no spaces), or an https address without spaces (like https://help.example.com/srm)',
    ]);
    expect((await overlayLines('origin', { frames: { allowedOrigins: { rfq: { origin: 'https://rfq.example.com/app' } } } })).lines).toEqual([
      '/frames/allowedOrigins/rfq/origin: pattern: "https://rfq.example.com/app" must be an origin: http:// or https://, a host name and an optional port, nothing after it (like https://rfq.example.com)',
    ]);
  });

  describe('a file nested deeper than the layout ever nests (100,000 levels) is one more bad file', () => {
    const LEVELS = 100_000;
    const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    const deepArray = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
    const at = (prefix: string, segment: string) => `${prefix}${`/${segment}`.repeat(32 - prefix.split('/').length + 1)}`;

    it('an object nested 100,000 levels: file, pointer, rule, message; exit 1, no stack trace, quickly', async () => {
      const deep = await file('deep-object.json', `{"app":${deepObject(LEVELS)}}`);
      const started = performance.now();
      const result = await run(process.execPath, ['--import', 'tsx', script, deep], { cwd: root }).then(
        () => ({ code: 0, stdout: '', stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(1);
      expect(result.stdout.trim().split('\n')).toEqual([`${deep}: ${at('/app', 'a')}: depth: nested deeper than 32 levels`]);
      // In-process the check itself takes milliseconds (the command's time is mostly tsx starting).
      const inProcess = performance.now();
      expect((await check([deep])).code).toBe(1);
      expect(performance.now() - inProcess).toBeLessThan(2000);
      expect(performance.now() - started).toBeLessThan(30_000);
    }, 30_000);

    it('a nested array, checked whole or as an overlay', async () => {
      const deep = await file('deep-array.json', `{"app":{"languages":${deepArray(LEVELS)}}}`);
      for (const mode of [[], ['--whole']]) {
        const { code, out, err } = await check([deep, ...mode]);
        expect({ code, out, err }).toEqual({ code: 1, out: [`${deep}: ${at('/app/languages', '0')}: depth: nested deeper than 32 levels`], err: [] });
      }
    });

    it('a file nested too deep in several places names each place once, in document order; the next file is still checked', async () => {
      const deep = await file('deep-places.json', `{"topBar":${deepObject(LEVELS)},"routes":{"x":{"label":${deepArray(LEVELS)}}},"app":{"siteTitle":"ok"}}`);
      const { code, out } = await check([deep, 'config/tenants/acme/layout.json']);
      expect(code).toBe(1);
      expect(out).toEqual([
        `${deep}: ${at('/topBar', 'a')}: depth: nested deeper than 32 levels`,
        `${deep}: ${at('/routes/x/label', '0')}: depth: nested deeper than 32 levels`,
        'OK config/tenants/acme/layout.json',
      ]);
    });
  });
});
