import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { RawIntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { RootStore, StoreContext } from '../../stores/rootStore';
import { shellMessages } from '../messages';
import { baseLayers, scriptedAdapter, signedInStorage } from '../../testing/storeKit';
import { memoryStorage } from '../../core/storage';
import { TopBar } from './TopBar';
import { endpoints } from '../../contract/endpoints';
import { endpointUrl } from '../../testing/endpointUrl';

afterEach(cleanup);

function renderTopBar(user: Record<string, unknown>, routes: Parameters<typeof scriptedAdapter>[0] = {}) {
  const root = new RootStore({
    startupLayers: baseLayers(),
    messages: shellMessages,
    appPrefix: '/portal',
    shellOrigin: 'http://127.0.0.1',
    localStorage: signedInStorage(user),
    sessionStorage: memoryStorage(),
    browserLanguage: 'zh-CN',
  });
  const seen: string[] = [];
  root.http.defaults.adapter = scriptedAdapter(routes, seen);
  const navigate = vi.fn();
  root.navigation.setNavigator(navigate);
  render(
    <StoreContext.Provider value={root}>
      <RawIntlProvider value={root.locale.intl}>
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter initialEntries={['/portal/info/index?tab=2']}>
          <TopBar />
        </MemoryRouter>
      </FluentProvider>
      </RawIntlProvider>
    </StoreContext.Provider>,
  );
  return { root, navigate, seen };
}

const testIds = () => [...document.querySelectorAll('[data-testid^="topbar-"]')].map((element) => element.getAttribute('data-testid'));

describe('TopBar', () => {
  it('shows the items of the layout that the user may see, in order', () => {
    renderTopBar({ station: 'purchase', permission: 'admin', roles: ['admin'] });
    expect(testIds()).toEqual([
      'topbar-collapse',
      'topbar-density',
      'topbar-language',
      'topbar-wechatQr',
      'topbar-lock',
      'topbar-guide',
      'topbar-displaySettings',
      'topbar-avatar',
      'topbar-messages',
      'topbar-todo',
      'topbar-userName',
      'topbar-personalInfo',
      'topbar-changePassword',
      'topbar-layoutEditor',
      'topbar-logout',
    ]);
    expect(screen.getByTestId('topbar-userName').textContent).toBe('张采购');
    const title = screen.getByTestId('site-title');
    expect(title.closest('button')?.getAttribute('aria-label')).toBe(title.textContent);
  });

  it('shows the unread and to-do counts the stores hold, and goes to their pages', () => {
    const { root, navigate } = renderTopBar({ station: 'purchase', permission: 'admin', roles: ['admin'] });
    expect(screen.queryByTestId('topbar-unread-badge')).toBeNull();
    act(() => {
      root.badges.setUnread(7);
      root.badges.setTodoCount(3);
    });
    expect(screen.getByTestId('topbar-unread-badge').textContent).toBe('7');
    expect(screen.getByTestId('topbar-todo-badge').textContent).toBe('3');
    act(() => root.badges.setUnread(0));
    expect(screen.queryByTestId('topbar-unread-badge')).toBeNull();
    fireEvent.click(screen.getByTestId('topbar-messages'));
    expect(navigate).toHaveBeenLastCalledWith('/portal/info/message', undefined, undefined);
  });

  it('leaves out what a supplier and a non-admin may not see', () => {
    renderTopBar({ station: 'sale', permission: 'user', roles: ['user'] });
    expect(testIds()).not.toContain('topbar-wechatQr');
    expect(testIds()).not.toContain('topbar-layoutEditor');
  });

  it('asks the account store for the avatar and the QR code, never the network itself', async () => {
    const { seen } = renderTopBar(
      { station: 'purchase', permission: 'admin', roles: ['admin'] },
      {
        findAccountDetail: () => ({ status: 200, data: { code: '200', data: { elsAccount: '307000', elsSubAccount: '1001', name: '张采购', fbk5: 'avatars/1001.png' } } }),
        getWechatQrCode: () => ({ status: 200, data: { code: '200', data: 'data:image/png;base64,AAAA' } }),
      },
    );
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 10)));
    expect(seen).toEqual([endpointUrl(endpoints.findAccountDetail, { id: '307000_1001' })]);
    expect(screen.getByTestId('topbar-avatar').querySelector('img')?.getAttribute('src')).toBe(`/portal/apis${endpoints.downloadFile.path}?filePath=avatars%2F1001.png`);
    await act(async () => {
      fireEvent.click(screen.getByTestId('topbar-wechatQr'));
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(seen).toContain(endpoints.getWechatQrCode.path);
    expect(document.querySelector('img[src="data:image/png;base64,AAAA"]')).not.toBeNull();
  });

  it('locks on the current page and goes to a link item’s route', () => {
    const { root, navigate } = renderTopBar({ station: 'purchase', permission: 'admin', roles: ['admin'] });
    fireEvent.click(screen.getByTestId('topbar-personalInfo'));
    expect(navigate).toHaveBeenLastCalledWith('/portal/info/index', undefined, undefined);
    fireEvent.click(screen.getByTestId('topbar-lock'));
    expect(root.lock.lockedFrom).toBe('/portal/info/index?tab=2');
    expect(navigate).toHaveBeenLastCalledWith('/lock', undefined, { replace: true });
  });

  it('shows a link item with its label and icon and opens an allowed external page in a new window, without the portal as opener', () => {
    const { root, navigate } = renderTopBar({ station: 'purchase' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    act(() =>
      root.layout.setDraft({
        app: { linkOrigins: { help: { order: 1, origin: 'https://help.globex.example' } } },
        topBar: { help: { order: 86, kind: 'link', label: { zh_cn: '帮助', en: 'Help' }, to: 'https://help.globex.example/srm', target: 'newWindow', icon: 'help', showLabel: true } },
      }),
    );
    const help = screen.getByTestId('topbar-help');
    expect(help.textContent).toContain('帮助');
    expect(help.textContent).toContain('在新窗口中打开');
    expect(help.querySelector('[data-icon="help"]')).not.toBeNull();
    fireEvent.click(help);
    expect(open).toHaveBeenCalledWith('https://help.globex.example/srm', '_blank', 'noopener,noreferrer');
    expect(navigate).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('shows a text item as plain text with its icon: no button, nothing to focus, the text for screen readers', () => {
    const { root } = renderTopBar({ station: 'purchase' });
    act(() => root.layout.setDraft({ topBar: { desk: { order: 86, kind: 'text', icon: 'help', label: { zh_cn: '服务台 8008', en: 'Service desk 8008' } } } }));
    const desk = screen.getByTestId('topbar-desk');
    expect(desk.textContent).toBe('服务台 8008');
    expect(desk.tagName).toBe('SPAN');
    expect(desk.closest('button')).toBeNull();
    expect(desk.querySelector('button, a, [tabindex]')).toBeNull();
    expect(desk.querySelector('[data-icon="help"]')!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('refuses a draft whose link names an origin that is not allowed: the item never appears', () => {
    const { root } = renderTopBar({ station: 'purchase' });
    act(() => root.layout.setDraft({ topBar: { evil: { order: 86, kind: 'link', label: 'x', to: 'https://evil.example/' } } }));
    expect(screen.queryByTestId('topbar-evil')).toBeNull();
  });

  it('shows the log and full-screen buttons and hides the lock and collapse buttons as the display switches say', () => {
    const { root } = renderTopBar({ station: 'purchase', permission: 'admin', roles: ['admin'] });
    expect(testIds()).not.toContain('topbar-log');
    expect(testIds()).not.toContain('topbar-fullScreen');
    act(() => {
      root.display.setSwitch('log', true);
      root.display.setSwitch('fullScreen', true);
      root.display.setSwitch('lockScreen', false);
      root.display.setSwitch('topMenu', true);
    });
    expect(testIds()).toContain('topbar-log');
    expect(testIds()).toContain('topbar-fullScreen');
    expect(testIds()).not.toContain('topbar-lock');
    expect(testIds()).not.toContain('topbar-collapse');
    expect(screen.getByTestId('top-menu')).toBeTruthy();
  });
});
