import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, drawCaptcha } from './captcha.js';

describe('captcha image', () => {
  it('draws stroked glyphs with noise: the answer is not in the markup', () => {
    const svg = drawCaptcha('AK79');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toContain('<text');
    expect(svg).not.toMatch(/AK79/);
    expect((svg.match(/<path/g) ?? []).length).toBeGreaterThanOrEqual(4 + 4 + 2);
    expect((svg.match(/<circle/g) ?? []).length).toBe(30);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1I]/);
  });
});

