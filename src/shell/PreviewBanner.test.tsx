import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { RawIntlProvider } from 'react-intl';
import { StoreContext } from '../stores/rootStore';
import { shellMessages } from './messages';
import { signedInAdminRoot } from '../testing/storeKit';
import { PREVIEW_PRESETS } from '../core/previewTargets';
import { PreviewBanner } from './PreviewBanner';

afterEach(cleanup);

function renderBanner(browserLanguage = 'en-US') {
  const root = signedInAdminRoot(shellMessages, browserLanguage);
  render(
    <StoreContext.Provider value={root}>
      <RawIntlProvider value={root.locale.intl}>
        <FluentProvider theme={webLightTheme}>
          <PreviewBanner />
        </FluentProvider>
      </RawIntlProvider>
    </StoreContext.Provider>,
  );
  return root;
}

const supplier = PREVIEW_PRESETS.find((preset) => preset.id === 'supplier')!;

describe('PreviewBanner', () => {
  it('is absent without a draft or a preview identity', () => {
    renderBanner();
    expect(screen.queryByTestId('preview-banner')).toBeNull();
  });

  it('says a draft is previewed and who the layout is seen as; Exit preview ends both', () => {
    const root = renderBanner();
    act(() => root.layout.setDraft({ app: { siteTitle: 'Draft' } }));
    expect(screen.getByRole('status').textContent).toBe('Previewdraft layout, not savedExit preview');
    act(() => root.visibility.previewAs(supplier));
    const banner = screen.getByTestId('preview-banner');
    expect(banner.textContent).toContain('draft layout, not saved · seen as Supplier (sub-account)');
    fireEvent.click(screen.getByTestId('preview-exit'));
    expect(root.layout.draft).toBeUndefined();
    expect(root.visibility.previewTarget).toBeUndefined();
    expect(root.layout.document.app.siteTitle).toBe('SRM');
    expect(screen.queryByTestId('preview-banner')).toBeNull();
  });

  it('names the identity in the user’s language', () => {
    const root = renderBanner('zh-CN');
    act(() => root.visibility.previewAs(supplier));
    expect(screen.getByTestId('preview-banner').textContent).toContain('以“供应商（子账号）”的身份查看');
    expect(screen.getByTestId('preview-exit').textContent).toBe('退出预览');
  });
});
