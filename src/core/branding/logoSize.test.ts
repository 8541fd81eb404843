import { describe, expect, it } from 'vitest';
import { logoSize, resolveLogoUrl } from './logo';
import { endpoints } from '../../contract/endpoints';

const rule = { defaultWidth: 140, defaultHeight: 30, aspectRatioThreshold: 4.5, narrowHeight: 55, wideWidth: 150 };

describe('logoSize', () => {
  it('gives a narrow logo height 55 and scales the width', () => {
    expect(logoSize(200, 100, rule)).toEqual({ width: 110, height: 55 });
  });
  it('gives a wide logo width 150 and scales the height', () => {
    expect(logoSize(600, 100, rule)).toEqual({ width: 150, height: 25 });
  });
  it('falls back to the default 140x30 without a size', () => {
    expect(logoSize(0, 0, rule)).toEqual({ width: 140, height: 30 });
  });
});

describe('resolveLogoUrl', () => {
  const service = `/portal/apis${endpoints.downloadFile.path}`;
  it('keeps absolute URLs and resolves paths against the file service', () => {
    expect(resolveLogoUrl('https://cdn.example.com/logo.png', service)).toBe('https://cdn.example.com/logo.png');
    expect(resolveLogoUrl('tenant/logo.png', service)).toBe(`${service}?filePath=tenant%2Flogo.png`);
    expect(resolveLogoUrl('/x?filePath=a/b.png', service)).toBe(`${service}?filePath=a/b.png`);
  });
  it('refuses other schemes and empty values', () => {
    expect(resolveLogoUrl('javascript:alert(1)', service)).toBeUndefined();
    expect(resolveLogoUrl('', service)).toBeUndefined();
  });
});
