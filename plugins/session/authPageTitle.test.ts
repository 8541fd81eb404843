import { describe, expect, it } from 'vitest';
import { authPageTitle } from './AuthLayout';

describe('the login pages\' browser title', () => {
  it('names the site once when the branding title already holds it', () => {
    expect(authPageTitle('演示采购有限公司 SRM', 'SRM')).toBe('演示采购有限公司 SRM');
  });
  it('adds the site title to a branding title without it, and stands alone without a branding title', () => {
    expect(authPageTitle('演示采购有限公司', 'SRM')).toBe('演示采购有限公司 - SRM');
    expect(authPageTitle('  ', 'SRM')).toBe('SRM');
  });
});
