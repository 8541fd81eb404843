// Beside the plugin's index rather than in forms/: a file of forms/ may not reach ../messages (plugin folders are flat).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { IntlProvider } from 'react-intl';
import { PortalContext, type LayoutDocument, type PortalApi } from '@plugin-api';
import { mergedDocument, type OverlayScope } from '@plugin-api/layout-admin';
import { formsMessages } from './messages/forms';
import { OverlayForms } from './forms/OverlayForms';

// The parts of a layout document the forms read; the rest of a document does not matter to them.
const below = {
  app: { siteTitle: 'SRM' },
  topBar: {
    language: { order: 30, kind: 'language', label: { zh_cn: '语言', en: 'Language' } },
    wechatQr: { order: 40, kind: 'wechatQr', label: { zh_cn: '公众号', en: 'WeChat' } },
    logout: { order: 90, kind: 'logout', label: { zh_cn: '退出', en: 'Sign out' } },
  },
  indexBlocks: {
    head: { order: 10, block: 'home.head', title: 'Welcome', width: 'full' },
    purchase: { order: 20, block: 'home.purchase', title: 'Purchase', width: 'half' },
    order: { order: 30, block: 'home.order', title: 'Orders', width: 'half' },
  },
  tabGroups: { audit: { order: 10, label: 'Approvals', pathPrefix: '/audit' } },
  loginPage: { defaults: { systemTitle: { zh_cn: '平台', en: 'Portal' }, systemName: 'SRM', advertisement: '' } },
  frames: { allowedOrigins: {} },
} as unknown as LayoutDocument;

const portal = { text: (value: unknown) => (typeof value === 'string' ? value : ((value as Record<string, string> | undefined)?.en ?? '')) } as unknown as PortalApi;

function renderForms(patch: Record<string, unknown> = {}, scope?: OverlayScope) {
  const onChange = vi.fn<(patch: Record<string, unknown>) => void>();
  const view = render(
    <PortalContext.Provider value={portal}>
      <IntlProvider locale="en" messages={formsMessages.en}>
        <FluentProvider theme={webLightTheme}>
          <OverlayForms below={below} patch={patch} onChange={onChange} scope={scope} />
        </FluentProvider>
      </IntlProvider>
    </PortalContext.Provider>,
  );
  return { onChange, view };
}

const lastPatch = (onChange: ReturnType<typeof renderForms>['onChange']) => onChange.mock.calls.at(-1)![0];

afterEach(cleanup);

describe('OverlayForms', () => {
  it('moves a home block down: the patch swaps the two blocks’ orders', () => {
    const { onChange } = renderForms();
    expect([...document.querySelectorAll('[data-testid^="form-block-"][data-testid$="-up"]')].map((button) => button.getAttribute('aria-label'))).toEqual([
      'Move “Welcome” up',
      'Move “Purchase” up',
      'Move “Orders” up',
    ]);
    // The greeting is an ordinary block: it moves down, and the block after it moves above it.
    const disabled = (testId: string) => (screen.getByTestId(testId) as HTMLButtonElement).disabled;
    expect([disabled('form-block-head-up'), disabled('form-block-head-down'), disabled('form-block-purchase-up'), disabled('form-block-purchase-down'), disabled('form-block-order-down')]).toEqual([true, false, false, false, true]);
    fireEvent.click(screen.getByTestId('form-block-purchase-down'));
    expect(lastPatch(onChange)).toEqual({ indexBlocks: { purchase: { order: 30 }, order: { order: 20 } } });
  });

  it('lists the blocks of each home page apart, each moving within its own page', () => {
    const { onChange } = renderForms({ indexBlocks: { howTo: { order: 5, block: 'home.text', home: 'supplierHome', title: 'How to', content: { zh_cn: 'a', en: 'a' } } } });
    const ids = (home: string) => [...screen.getByTestId(`form-blocks-${home}`).querySelectorAll('li')].map((item) => item.getAttribute('data-testid'));
    expect(ids('home')).toEqual(['form-block-head', 'form-block-purchase', 'form-block-order']);
    expect(ids('supplierHome')).toEqual(['form-block-howTo']);
    // The buyer's greeting is first on its page though the supplier block has a lower order.
    expect((screen.getByTestId('form-block-head-up') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('form-block-head-down'));
    expect(lastPatch(onChange)).toMatchObject({ indexBlocks: { head: { order: 20 }, purchase: { order: 10 } } });
  });

  it('shows the blocks in the patch’s order, and a removed block with Restore', () => {
    const { onChange } = renderForms({ indexBlocks: { purchase: { order: 30 }, order: null } });
    expect([...document.querySelectorAll('[data-testid^="form-block-"][data-testid$="-width"]')].map((select) => select.getAttribute('data-testid'))).toEqual([
      'form-block-head-width',
      'form-block-purchase-width',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Restore “Orders”' }));
    expect(lastPatch(onChange)).toEqual({ indexBlocks: { purchase: { order: 30 } } });
  });

  it('hides a top-bar item for suppliers: the patch gets stationsExcluded ["sale"]', () => {
    const { onChange } = renderForms();
    const box = screen.getByTestId('form-topbar-wechatQr-hide-sale') as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getByLabelText('Hide “WeChat” for suppliers')).toBe(box);
    fireEvent.click(box);
    expect(lastPatch(onChange)).toEqual({ topBar: { wechatQr: { visibleWhen: { stationsExcluded: ['sale'] } } } });
  });

  it('shows what the patch says: the checkbox of a hidden item is ticked, and unticking it empties the patch', () => {
    const { onChange } = renderForms({ topBar: { wechatQr: { visibleWhen: { stationsExcluded: ['sale'] } } } });
    const box = screen.getByTestId('form-topbar-wechatQr-hide-sale') as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect((screen.getByTestId('form-topbar-wechatQr-hide-purchase') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    expect(lastPatch(onChange)).toEqual({});
  });

  it('edits a login text per language', () => {
    const { onChange } = renderForms();
    const english = screen.getByLabelText('System title (English)') as HTMLInputElement;
    expect(english.value).toBe('Portal');
    fireEvent.change(english, { target: { value: 'Acme portal' } });
    const patch = lastPatch(onChange);
    expect(mergedDocument(below, patch).loginPage.defaults.systemTitle).toEqual({ zh_cn: '平台', en: 'Acme portal' });
  });

  it('refuses a plain http: origin with a message, and adds an https one', () => {
    const { onChange } = renderForms();
    const input = screen.getByLabelText('New origin');
    fireEvent.change(input, { target: { value: 'http://rfq.example.com' } });
    fireEvent.click(screen.getByTestId('form-origin-add'));
    expect(screen.getByText(/Only this machine \(localhost, \*\.localhost, 127\.x\.x\.x\) may use http:/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'https://rfq.example.com' } });
    fireEvent.click(screen.getByTestId('form-origin-add'));
    expect(lastPatch(onChange)).toEqual({ frames: { allowedOrigins: { 'rfq.example.com': { order: 10, origin: 'https://rfq.example.com' } } } });
  });

  it('adds a tab group, and says why a path is refused', () => {
    const { onChange } = renderForms();
    fireEvent.change(screen.getByLabelText('Group name'), { target: { value: 'Contracts' } });
    fireEvent.change(screen.getByLabelText('Route path prefix'), { target: { value: 'contract' } });
    fireEvent.click(screen.getByTestId('form-tabgroup-submit'));
    expect(screen.getByRole('alert').textContent).toBe('A path starts with one / and has no spaces, like /portal/contract');
    fireEvent.change(screen.getByLabelText('Route path prefix'), { target: { value: '/portal/contract' } });
    fireEvent.click(screen.getByTestId('form-tabgroup-submit'));
    expect(lastPatch(onChange)).toEqual({ tabGroups: { group: { order: 20, label: 'Contracts', pathPrefix: '/portal/contract' } } });
  });

  it('gives a personal overlay no frame origins to add', () => {
    renderForms({}, 'user');
    expect(screen.getByText('Frame origins can only be set in the tenant overlay, not in a personal one.')).toBeTruthy();
    expect((screen.getByTestId('form-origin-new') as HTMLInputElement).disabled).toBe(true);
  });

  it('offers only the suppliers’ column in the suppliers’ overlay, which buyers never get', () => {
    renderForms({}, 'suppliers' as OverlayScope);
    expect(screen.getByTestId('form-topbar-wechatQr-hide-sale')).toBeTruthy();
    expect(screen.queryByTestId('form-topbar-wechatQr-hide-purchase')).toBeNull();
  });
});
