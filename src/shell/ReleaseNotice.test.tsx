import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { RawIntlProvider } from 'react-intl';
import type { ComponentType } from 'react';
import { StoreContext } from '../stores/rootStore';
import { ReleaseContext, ReleaseStore } from '../stores/releaseStore';
import { shellMessages } from './messages';
import { signedInAdminRoot } from '../testing/storeKit';
import { ReleaseNotice } from './ReleaseNotice';
import { LazyView } from './LazyView';

afterEach(cleanup);

const A = 'aaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbb';

function renderWith(children: React.ReactNode, browserLanguage = 'en-US') {
  const root = signedInAdminRoot(shellMessages, browserLanguage);
  const fetchVersion = vi.fn(async () => ({ release: B }));
  const reload = vi.fn();
  const release = new ReleaseStore({ current: A, fetchVersion, reload });
  render(
    <StoreContext.Provider value={root}>
      <ReleaseContext.Provider value={release}>
        <RawIntlProvider value={root.locale.intl}>
          <FluentProvider theme={webLightTheme}>{children}</FluentProvider>
        </RawIntlProvider>
      </ReleaseContext.Provider>
    </StoreContext.Provider>,
  );
  return { release, fetchVersion, reload };
}

describe('ReleaseNotice', () => {
  it('shows nothing until a newer release is known, then offers Reload and Later', async () => {
    const { release, reload } = renderWith(<ReleaseNotice />);
    expect(screen.queryByTestId('release-notice')).toBeNull();
    await act(() => release.check('interval'));
    expect(screen.getByTestId('release-notice').textContent).toContain('A new version of the portal is available');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('release-notice')).toBeNull();
  });

  it('speaks Chinese to a Chinese browser', async () => {
    const { release } = renderWith(<ReleaseNotice />, 'zh-CN');
    await act(() => release.check('interval'));
    expect(screen.getByTestId('release-notice').textContent).toContain('门户有新版本');
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeTruthy();
  });
});

describe('LazyView on a chunk that is gone', () => {
  it('asks for the newest release, says the page’s files were replaced, and its Reload reloads', async () => {
    const gone = () => Promise.reject(Object.assign(new Error('Loading chunk page-x failed. (missing: page-x.1234abcd.js)'), { name: 'ChunkLoadError' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchVersion, reload } = renderWith(<LazyView<object> cacheKey="test/gone" load={gone as () => Promise<ComponentType<object>>} props={{}} />);
    const alert = await screen.findByRole('alert');
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(alert.textContent).toContain('no longer served'));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
