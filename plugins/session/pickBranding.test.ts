import { describe, expect, it } from 'vitest';
import { pickBranding, pickLoginText } from './AuthLayout';

describe('pickBranding (loginPage.precedence)', () => {
  it('lets the server setting win by default, the layout filling in when the server has none', () => {
    expect(pickBranding(undefined, '演示采购有限公司 SRM', 'Welcome to Globex')).toBe('演示采购有限公司 SRM');
    expect(pickBranding('server', '', 'Welcome to Globex')).toBe('Welcome to Globex');
    expect(pickBranding('server', undefined, undefined)).toBe('');
  });
  it("lets the layout's text win with 'layout', the server filling in when the layout has none", () => {
    expect(pickBranding('layout', '演示采购有限公司 SRM', 'Welcome to Globex')).toBe('Welcome to Globex');
    expect(pickBranding('layout', 'https://cdn.example/server-logo.png', undefined)).toBe('https://cdn.example/server-logo.png');
  });
});

describe('pickLoginText (a login page text in the user\'s language)', () => {
  const resolve = (language: string) => (value: Record<string, string> | string | undefined) =>
    value === undefined ? '' : typeof value === 'string' ? (value.startsWith('i18n_') ? `<${value}:${language}>` : value) : (value[language] ?? value.zh_cn ?? '');
  const layout = { zh_cn: '供应商协同门户', en: 'Supplier collaboration portal' };

  it("shows the layout's English in English when the server's value is Chinese, whatever the precedence", () => {
    expect(pickLoginText(undefined, '演示采购有限公司 SRM', layout, 'en', resolve('en'))).toBe('Supplier collaboration portal');
    expect(pickLoginText('server', '演示采购有限公司 SRM', 'i18n_login_title', 'en', resolve('en'))).toBe('<i18n_login_title:en>');
  });

  it("keeps the server's value in Chinese, when it is not Chinese, or when the layout has no English", () => {
    expect(pickLoginText(undefined, '演示采购有限公司 SRM', layout, 'zh_cn', resolve('zh_cn'))).toBe('演示采购有限公司 SRM');
    expect(pickLoginText(undefined, 'Acme supplier portal', layout, 'en', resolve('en'))).toBe('Acme supplier portal');
    expect(pickLoginText(undefined, '演示采购有限公司 SRM', { zh_cn: '门户' }, 'en', resolve('en'))).toBe('演示采购有限公司 SRM');
    expect(pickLoginText(undefined, '演示采购有限公司 SRM', '欢迎', 'en', resolve('en'))).toBe('演示采购有限公司 SRM');
  });

  it('lets the layout fill in when the server has nothing', () => {
    expect(pickLoginText(undefined, undefined, layout, 'en', resolve('en'))).toBe('Supplier collaboration portal');
    expect(pickLoginText('layout', '演示', { zh_cn: '', en: '' }, 'en', resolve('en'))).toBe('演示');
  });
});
