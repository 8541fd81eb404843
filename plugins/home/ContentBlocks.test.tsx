import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { IntlProvider } from 'react-intl';
import { PortalContext, type PortalApi } from '@plugin-api';
import { TextBlock } from './ContentBlocks';

afterEach(cleanup);

function renderText(content: { zh_cn: string; en: string }, language = 'zh_cn') {
  const navigate = vi.fn();
  const portal = {
    language,
    navigate,
    layout: { app: { linkOrigins: { help: { order: 10, origin: 'https://help.example.com' } } }, indexBlocks: { howTo: { order: 1, block: 'home.text', title: 'x', content } } },
  } as unknown as PortalApi;
  render(
    <PortalContext.Provider value={portal}>
      <IntlProvider locale="en" messages={{ i18n_home_link_newWindow: 'opens in a new window' }}>
        <FluentProvider theme={webLightTheme}>
          <TextBlock blockId="howTo" title="How to" />
        </FluentProvider>
      </IntlProvider>
    </PortalContext.Provider>,
  );
  return { navigate, block: screen.getByTestId('home-text-howTo') };
}

describe('TextBlock', () => {
  it('draws the text of the user’s language as elements: markup in the text stays text', () => {
    const { block } = renderText({ zh_cn: '中文', en: '<img src=x onerror="alert(1)"> **bold** <b>not bold</b>' }, 'en');
    expect(block.querySelector('img')).toBeNull();
    expect(block.querySelector('b')).toBeNull();
    expect(block.querySelector('strong')!.textContent).toBe('bold');
    expect(block.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('opens a portal path as the shell navigates, an allowed origin in a new window, and nothing else', () => {
    const { block, navigate } = renderText({ zh_cn: '[订单](/portal/po/list) [帮助](https://help.example.com/a) [坏](javascript:alert) [外](https://evil.example/)', en: '' });
    const links = [...block.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#/portal/po/list', 'https://help.example.com/a']);
    expect(links[1]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[1]!.getAttribute('target')).toBe('_blank');
    fireEvent.click(links[0]!);
    expect(navigate).toHaveBeenCalledWith('/portal/po/list');
    expect(block.textContent).toContain('[坏](javascript:alert)');
  });

  it('falls back to the Chinese text when the English one is empty', () => {
    const { block } = renderText({ zh_cn: '只有中文', en: '' }, 'en');
    expect(block.textContent).toContain('只有中文');
  });
});
