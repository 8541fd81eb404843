import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { RawIntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { StoreContext } from '../stores/rootStore';
import { shellMessages } from './messages';
import { signedInAdminRoot } from '../testing/storeKit';
import { SideMenu } from './SideMenu';

afterEach(cleanup);

const WORDS = ['采购订单', '送货单', '对账单'];
/** Three levels as the server sends them: 2 groups of 3 sub-groups of 4 pages, and a page named by a shell key. */
const MENU = [
  ...Array.from({ length: 2 }, (_, g) => ({
    appCode: `g${g}`,
    appName: `分组 ${g}`,
    children: Array.from({ length: 3 }, (_, s) => ({
      appCode: `g${g}_${s}`,
      appName: `子组 ${g}-${s}`,
      children: Array.from({ length: 4 }, (_, p) => ({ appCode: `g${g}_${s}_${p}`, appName: `${WORDS[(g + s + p) % 3]} ${g}-${s}-${p}`, appUrl: `/subapps/order/#/${g}/${s}/${p}`, appIcon: 'icon-order' })),
    })),
  })),
  { appCode: 'keyed', appName: 'keyed', children: [{ appCode: 'keyed_page', appName: 'i18n_menu_search', appUrl: '/subapps/order/#/keyed', appIcon: '' }] },
];

/** The side menu as the shell renders it (the provider follows the language, as App's does). */
function renderMenu() {
  const root = signedInAdminRoot(shellMessages, 'zh-CN');
  root.menu.setItems(MENU);
  const Intl = observer(({ children }: { children: React.ReactNode }) => <RawIntlProvider value={root.locale.intl}>{children}</RawIntlProvider>);
  render(
    <StoreContext.Provider value={root}>
      <Intl>
        <FluentProvider theme={webLightTheme}>
          <MemoryRouter initialEntries={['/portal/index']}>
            <SideMenu />
          </MemoryRouter>
        </FluentProvider>
      </Intl>
    </StoreContext.Provider>,
  );
  return root;
}

const entry = (code: string) => screen.queryByTestId(`menu-${code}`);
const search = () => screen.getByTestId('menu-search');
const type = (text: string) => fireEvent.change(search(), { target: { value: text } });

describe('SideMenu', () => {
  it('shows a collapsed group’s entries once it is opened, and hides them when it is closed', () => {
    renderMenu();
    expect(entry('g1')?.getAttribute('aria-expanded')).toBe('false');
    expect(entry('g1_2')).toBeNull();
    fireEvent.click(entry('g1')!);
    expect(entry('g1')?.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(entry('g1_2')!);
    expect(entry('g1_2_1')?.textContent).toBe('送货单 1-2-1');
    // A page is a tree item of its group, a button that opens it.
    expect(entry('g1_2_1')?.closest('[role="treeitem"]')?.getAttribute('aria-expanded')).toBeNull();
    fireEvent.click(entry('g1')!);
    expect(entry('g1_2')).toBeNull();
    expect(entry('g1_2_1')).toBeNull();
  });

  it('finds a deep page by its pinyin initials, its groups opened, as the text grows and after it is cleared', async () => {
    renderMenu();
    expect(screen.getByRole('searchbox', { name: '搜索菜单' })).toBe(search());
    type('s');
    await waitFor(() => expect(entry('g0_0_1')).not.toBeNull());
    // 送货单 1-2-1: initials shd121, the one page of group 1, sub-group 2 that is a 送货单.
    type('shd12');
    await waitFor(() => expect(entry('g0_0_1')).toBeNull());
    expect(entry('g1_2_1')?.textContent).toBe('送货单 1-2-1');
    expect(entry('g1')?.getAttribute('aria-expanded')).toBe('true');
    expect(entry('g1_2')?.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('treeitem').map((item) => item.querySelector('button')?.dataset.testid)).toEqual(['menu-g1', 'menu-g1_2', 'menu-g1_2_1']);
    // By the label's own text too.
    type('单 1-2-1');
    await waitFor(() => expect(screen.getAllByRole('treeitem')).toHaveLength(3));
    type('nothing like it');
    await waitFor(() => expect(screen.getByTestId('menu-empty').textContent).toContain('nothing like it'));
    fireEvent.keyDown(search(), { key: 'Escape' });
    await waitFor(() => expect(entry('g1')?.getAttribute('aria-expanded')).toBe('false'));
    expect(entry('g1_2')).toBeNull();
  });

  it('searches the labels of the language shown, after the language changes', async () => {
    const root = renderMenu();
    type('search the');
    await waitFor(() => expect(screen.getByTestId('menu-empty')).toBeTruthy());
    act(() => root.locale.setLanguage('en'));
    await waitFor(() => expect(entry('keyed_page')?.textContent).toBe('Search the menu'));
    expect(screen.getByRole('searchbox', { name: 'Search the menu' })).toBe(search());
    act(() => root.locale.setLanguage('zh_cn'));
    await waitFor(() => expect(screen.getByTestId('menu-empty')).toBeTruthy());
    type('搜索');
    await waitFor(() => expect(entry('keyed_page')?.textContent).toBe('搜索菜单'));
  });
});
