import { describe, expect, it } from 'vitest';
import { BRAND_SHADES, brandRamp, normaliseHex } from './brandRamp';

const luminance = (hex: string) => [1, 3, 5].reduce((sum, at) => sum + parseInt(hex.slice(at, at + 2), 16), 0);

describe('brandRamp', () => {
  it('gives 16 hex shades from dark to light with the colour itself at 80', () => {
    const ramp = brandRamp('#0F6CBD');
    expect(Object.keys(ramp).map(Number)).toEqual([...BRAND_SHADES]);
    for (const shade of BRAND_SHADES) expect(ramp[shade]).toMatch(/^#[0-9a-f]{6}$/);
    expect(ramp[80]).toBe('#0f6cbd');
    const values = BRAND_SHADES.map((shade) => luminance(ramp[shade]));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(luminance(ramp[10])).toBeLessThan(100);
    expect(luminance(ramp[160])).toBeGreaterThan(650);
  });

  it('takes the short form and no hash', () => {
    expect(brandRamp('c00')[80]).toBe('#cc0000');
    expect(normaliseHex(' #ABCDEF ')).toBe('#abcdef');
  });

  it('refuses what is not a hex colour', () => {
    for (const bad of ['', 'red', '#12345', '#gggggg', 'url(javascript:1)', '#1234567']) {
      expect(normaliseHex(bad)).toBeUndefined();
      expect(() => brandRamp(bad)).toThrow(RangeError);
    }
    expect(normaliseHex(42)).toBeUndefined();
  });
});
