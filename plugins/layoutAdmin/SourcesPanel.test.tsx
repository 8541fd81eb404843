import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { IntlProvider } from 'react-intl';
import { PortalContext, type PortalApi } from '@plugin-api';
import { SourcesPanel, type SourcesLayer } from './SourcesPanel';
import { sourcesMessages } from './messages/sources';

afterEach(cleanup);

/** The panel reads only `text` of the portal (an audience's name in the user's language). */
const textOnlyPortal = (language: string) =>
  ({ text: (value: string | Record<string, string> | undefined) => (typeof value === 'object' ? (value[language] ?? '') : (value ?? '')) }) as unknown as PortalApi;

function renderPanel(layers: readonly SourcesLayer[], language: 'en' | 'zh_cn' = 'en', audiences?: (document: unknown) => readonly SourcesLayer[]) {
  return render(
    <IntlProvider locale={language === 'en' ? 'en' : 'zh-CN'} messages={sourcesMessages[language]}>
      <FluentProvider theme={webLightTheme}>
        <PortalContext.Provider value={textOnlyPortal(language)}>
          <SourcesPanel layers={layers} audiences={audiences} />
        </PortalContext.Provider>
      </FluentProvider>
    </IntlProvider>,
  );
}

// A base shaped like the layout document (a plugin test cannot read config/), with some 700 values.
const base = {
  app: { siteTitle: 'SRM', defaultLanguage: 'zh_cn', density: { default: 'medium', options: ['medium', 'small', 'mini'] } },
  topBar: { lock: { order: 1, kind: 'lock' }, density: { order: 2, kind: 'density' } },
  indexBlocks: { logistics: { order: 50, block: 'home.logistics', title: 'i18n_block_logistics', settingCode: 'IndexPage_Logistics', width: 'half' } },
  routes: Object.fromEntries(Array.from({ length: 230 }, (_, i) => [`route${i}`, { path: `/portal/page/${i}`, plugin: 'info', page: 'list' }])),
};
const BASE: SourcesLayer = { kind: 'base', source: 'config/base/layout.json', patch: base };
const TENANT: SourcesLayer = { kind: 'tenant', source: 'config/tenants/acme/layout.json', patch: { app: { siteTitle: 'ACME SRM' }, topBar: { density: null } } };

const line = (pointer: string) => document.querySelector(`[data-testid="sources-line"][data-pointer="${pointer}"]`);

describe('SourcesPanel', () => {
  it('marks each value of the whole document with the layer it comes from, as a text label', () => {
    renderPanel([BASE, TENANT, { kind: 'draft', source: 'draft', patch: { app: { siteTitle: 'Draft title' } } }]);
    expect(line('/app/siteTitle')?.getAttribute('data-layer')).toBe('draft');
    expect(line('/app/siteTitle')?.textContent).toBe('"siteTitle": "Draft title",Draft');
    expect(line('/app/defaultLanguage')?.textContent).toBe('"defaultLanguage": "zh_cn",Base');
    expect(line('/topBar/density/order')).toBeNull();
    // Every value of the merged document has its line (arrays are one value; the tenant removed topBar.density).
    expect(line('/app/density/options')?.textContent).toContain('["medium","small","mini"]');
    expect(screen.getAllByTestId('sources-line').length).toBe(4 + 2 + 5 + 230 * 3);
  });

  it('lists what the top layer changes against the layers below, and what it repeats to no effect', () => {
    renderPanel([BASE, TENANT, { kind: 'server', source: 'tenant overlay', patch: { app: { siteTitle: 'ACME portal', defaultLanguage: 'zh_cn' }, indexBlocks: { logistics: null } } }]);
    const changes = screen.getByTestId('sources-changes');
    expect(within(changes).getByRole('heading').textContent).toBe('What the top layer (Tenant overlay) changes');
    expect(within(changes).getAllByTestId('sources-change').map((row) => row.textContent)).toEqual([
      'changed/app/siteTitle"ACME SRM" → "ACME portal"',
      'removed/indexBlocks/logistics{"order":50,"block":"home.logistics","title":"i18n_block_logistics","settingCode":"IndexPage_Logistics","width":"half"} → —',
    ]);
    expect(within(changes).getAllByTestId('sources-noeffect').map((row) => row.getAttribute('data-pointer'))).toEqual(['/app/defaultLanguage']);
    expect(within(changes).getByTestId('sources-noeffect').textContent).toBe('no effect/app/defaultLanguage"zh_cn"');
    expect(changes.textContent).toContain('No effect: the layers below already have this value, or the item to remove does not exist.');
  });

  it('says so when the top layer is left out, and strikes it through in the list of layers', () => {
    renderPanel([BASE, { kind: 'draft', source: 'draft', patch: { app: { siteTitle: 'x' } }, failed: true }]);
    expect(screen.getByTestId('sources-changes').textContent).toContain('The top layer has errors and is left out, so it changes nothing.');
    expect(line('/app/siteTitle')?.getAttribute('data-layer')).toBe('base');
    expect(screen.getByTestId('sources-layers').querySelector('[data-layer="draft"]')?.textContent).toContain('left out (has errors)');
  });

  it('filters to the values that do not come from the base, shown by pointer', () => {
    renderPanel([BASE, TENANT], 'zh_cn');
    fireEvent.click(screen.getByLabelText(/仅非基础配置的值/));
    const rows = screen.getAllByTestId('sources-line');
    expect(rows.map((row) => [row.getAttribute('data-pointer'), row.getAttribute('data-layer'), row.textContent])).toEqual([
      ['/app/siteTitle', 'tenant', '/app/siteTitle: "ACME SRM"租户文件'],
    ]);
    expect(screen.getByTestId('sources-changes').textContent).toContain('删除/topBar/density');
  });
});

describe('SourcesPanel, keyboard', () => {
  it('the scrolling document is a named region keyboard users can focus', () => {
    renderPanel([BASE]);
    const region = screen.getByRole('region', { name: 'Merged layout document' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(screen.getByTestId('sources-changes').textContent).toContain('Only the base is in force');
  });
});

describe('SourcesPanel: audiences', () => {
  it('names the audience that set a value for the identity previewed, in both languages', () => {
    const pilot: SourcesLayer = { kind: 'audience', source: 'audience pilot', audience: 'pilot', patch: { app: { siteTitle: 'Pilot SRM' } } };
    renderPanel([BASE, TENANT], 'en', () => [pilot]);
    expect(line('/app/siteTitle')?.getAttribute('data-layer')).toBe('audience');
    expect(line('/app/siteTitle')?.textContent).toContain('"Pilot SRM"');
    expect(line('/app/siteTitle')?.textContent).toContain('audience pilot');
    // The audience is listed with the layers in force, last.
    expect([...screen.getByTestId('sources-layers').querySelectorAll('li')].map((item) => item.getAttribute('data-layer'))).toEqual(['base', 'tenant', 'audience']);
    cleanup();
    renderPanel([BASE, TENANT], 'zh_cn', () => [{ ...pilot, label: { zh_cn: '试点用户', en: 'Pilot users' } }]);
    expect(line('/app/siteTitle')?.textContent).toContain('受众 试点用户');
  });
});
