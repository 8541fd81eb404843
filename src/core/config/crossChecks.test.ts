import { describe, expect, it } from 'vitest';
import base from '../../../config/base/layout.json';
import type { LayoutDocument } from '../../generated/layout';
import { crossCheck, newCrossIssues, routeMatches } from './crossChecks';
import { mergePatch } from './mergePatch';

const doc = base as unknown as LayoutDocument;
// The pages and blocks the base document names, as a plugin catalogue (the core never imports the
// plugins' manifests; plugins/manifests.test.ts checks the base and tenant files against the real ones).
const baseCatalogue: Record<string, { pages: string[]; blocks: string[] }> = {};
for (const route of Object.values(doc.routes) as Array<{ plugin?: string; page?: string }>) {
  if (route.plugin && route.page) (baseCatalogue[route.plugin] ??= { pages: [], blocks: [] }).pages.push(route.page);
}
for (const block of Object.values(doc.indexBlocks)) {
  const [plugin = '', id = ''] = block.block.split('.');
  (baseCatalogue[plugin] ??= { pages: [], blocks: [] }).blocks.push(id);
}
const withPatch = (patch: unknown): LayoutDocument => mergePatch(base, patch) as LayoutDocument;

describe('routeMatches (as RouteHost matches a path)', () => {
  it('matches parameters, optional parameters and a splat, and nothing longer or shorter', () => {
    expect(routeMatches('/myiframe/:routerPath', '/myiframe/po_list')).toBe(true);
    expect(routeMatches('/myiframe/:routerPath', '/myiframe')).toBe(false);
    expect(routeMatches('/myiframe/:routerPath', '/myiframe/a/b')).toBe(false);
    expect(routeMatches('/docs/:id?', '/docs')).toBe(true);
    expect(routeMatches('/files/*', '/files/a/b/c')).toBe(true);
    expect(routeMatches('/portal/wel/index', '/portal/wel/index?x=1')).toBe(true);
  });
});

describe('crossCheck', () => {
  it('the base document passes', () => {
    expect(crossCheck(doc, baseCatalogue)).toEqual([]);
  });

  it('a home block is checked against the catalogue it is given (the plugins the shell registers)', () => {
    const catalogue = { home: { pages: ['home', 'supplierHome'], blocks: ['head'] } };
    const rules = crossCheck(doc, catalogue).map((issue) => `${issue.pointer} ${issue.rule}`);
    expect(rules).toContain('/indexBlocks/purchase/block unknownBlock');
    expect(rules).toContain('/routes/login/plugin unknownPlugin');
  });

  it("checks only addresses inside the portal: another site's address is not a route", () => {
    const external = { ...doc, topBar: { ...doc.topBar, help: { order: 95, kind: 'link' as const, to: 'https://help.example.com/srm' } } };
    expect(crossCheck(external, baseCatalogue)).toEqual([]);
  });

  it('a rule without conditions takes every later rule', () => {
    const issues = crossCheck(withPatch({ menuRules: { all: { order: 1, target: 'frame', path: '/myiframe/{routerPath}' } } }), baseCatalogue);
    expect(issues.map((issue) => issue.pointer)).toEqual(['/menuRules/forward', '/menuRules/audit', '/menuRules/portal', '/menuRules/frame']);
  });

  it('newCrossIssues blames a layer only for what it brings in', () => {
    const broken = withPatch({ topBar: { personalInfo: { to: '/nowhere' } } });
    expect(newCrossIssues(doc, broken, baseCatalogue)).toHaveLength(1);
    expect(newCrossIssues(broken, mergePatch(broken, { app: { siteTitle: 'x' } }) as LayoutDocument, baseCatalogue)).toEqual([]);
  });
});

describe('crossCheck of homes and content blocks', () => {
  const catalogue = { ...baseCatalogue, home: { pages: baseCatalogue.home!.pages, blocks: [...baseCatalogue.home!.blocks, 'text'] } };
  const text = (content: unknown, extra: Record<string, unknown> = {}) => withPatch({ app: { linkOrigins: { help: { order: 10, origin: 'https://help.example.com' } } }, indexBlocks: { howTo: { order: 15, block: 'home.text', home: 'supplierHome', title: 'How to', content, ...extra } } });
  const issues = (document: LayoutDocument) => crossCheck(document, catalogue).map((issue) => `${issue.pointer} ${issue.rule}`);

  it('accepts links to a route and to an origin of app.linkOrigins', () => {
    expect(issues(text({ zh_cn: '[订单](/portal/supplier/index)', en: '[help](https://help.example.com/quote) and [home](/portal/wel/index)' }))).toEqual([]);
  });

  it('names a link no route serves, a foreign origin and a link that is shown as plain text', () => {
    expect(issues(text({ zh_cn: '[x](/portal/nowhere)', en: '[a](https://evil.example/x) [b](javascript:alert(1)) [c](data:text/html,x)' }))).toEqual([
      '/indexBlocks/howTo/content/zh_cn unknownRoute',
      // javascript:alert(1) (an address with parentheses is never a link) and the data: link
      '/indexBlocks/howTo/content/en unsafeLink',
      '/indexBlocks/howTo/content/en unsafeLink',
      '/indexBlocks/howTo/content/en linkOrigin',
    ]);
  });

  it('names a home that is no home page, a text block without content and content nobody shows', () => {
    expect(issues(text({ zh_cn: 'a', en: 'a' }, { home: 'supplierHom' }))).toEqual(['/indexBlocks/howTo/home unknownHome']);
    expect(crossCheck(text({ zh_cn: 'a', en: 'a' }, { home: 'supplierHom' }), catalogue)[0]!.message).toContain('did you mean `supplierHome`');
    const noContent = withPatch({ indexBlocks: { howTo: { order: 15, block: 'home.text', title: 'How to' } } });
    expect(issues(noContent)).toEqual(['/indexBlocks/howTo contentMissing']);
    const ignored = withPatch({ indexBlocks: { order: { content: { zh_cn: 'a', en: 'a' } } } });
    expect(issues(ignored)).toEqual(['/indexBlocks/order/content contentIgnored']);
  });
});

describe('crossCheck: audiences', () => {
  it('reports an unknown audience, an audience patch removing an item that does not exist, a patch left out, and a reference the patch breaks', () => {
    const issues = crossCheck(
      withPatch({
        topBar: { log: { visibleWhen: { audiencesAnyOf: ['pilots'] } } },
        audiences: {
          pilot: { order: 1, when: { supplier: false }, patch: { topBar: { lgo: null } } },
          broken: { order: 2, when: {}, patch: { push: { enabled: 'no' } } },
          dangling: { order: 3, when: {}, patch: { app: { homeTab: { path: '/nowhere' } } } },
        },
      }),
      baseCatalogue,
    ).map((issue) => `${issue.pointer} ${issue.rule}`);
    expect(issues).toEqual([
      '/topBar/log/visibleWhen/audiencesAnyOf/0 unknownAudience',
      '/audiences/pilot/patch/topBar/lgo unknownItem',
      '/audiences/broken/patch/push/enabled type',
      '/audiences/dangling/patch/app/homeTab/path unknownRoute',
    ]);
  });
});
