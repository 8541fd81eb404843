import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { RawIntlProvider } from 'react-intl';
import { RootStore, StoreContext } from '../../stores/rootStore';
import { baseLayers, signedInStorage } from '../../stores/testKit';
import { memoryStorage } from '../../core/storage';
import { shellMessages } from '../messages';
import { WorkBadges } from './WorkBadges';

afterEach(cleanup);

function renderBadges() {
  const root = new RootStore({
    startupLayers: baseLayers(),
    messages: shellMessages,
    appPrefix: '/portal',
    shellOrigin: 'http://127.0.0.1',
    localStorage: signedInStorage(),
    sessionStorage: memoryStorage(),
    browserLanguage: 'zh-CN',
  });
  render(
    <StoreContext.Provider value={root}>
      <RawIntlProvider value={root.locale.intl}>
      <FluentProvider theme={webLightTheme}>
        <WorkBadges />
      </FluentProvider>
      </RawIntlProvider>
    </StoreContext.Provider>,
  );
  return root;
}

describe('WorkBadges', () => {
  it('shows 99+ above 99 while the accessible label carries the real number', () => {
    const root = renderBadges();
    expect(screen.queryByTestId('topbar-unread-badge')).toBeNull();
    act(() => root.badges.setUnread(99));
    expect(screen.getByTestId('topbar-unread-badge').textContent).toBe('99');
    act(() => root.badges.setUnread(12_000));
    expect(screen.getByTestId('topbar-unread-badge').textContent).toBe('99+');
    expect(screen.getByTestId('topbar-unread-badge').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('topbar-messages').getAttribute('aria-label')).toBe('消息中心（12000 条未读）');
    expect(screen.getByTestId('topbar-messages').getAttribute('data-count')).toBe('12000');
    act(() => root.badges.setUnread(0));
    expect(screen.queryByTestId('topbar-unread-badge')).toBeNull();
  });
});
