import { describe, expect, it } from 'vitest';
import { pickBranding } from './AuthLayout';

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
