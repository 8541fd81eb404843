import { describe, expect, it } from 'vitest';
import { brandImageUrl, cssImageUrl, fitHeight, logoSize, MAX_IMAGE_SOURCE_LENGTH } from './logo';
import { endpoints } from '../../contract/endpoints';

const rule = { defaultWidth: 140, defaultHeight: 30, aspectRatioThreshold: 4.5, narrowHeight: 55, wideWidth: 150 };
const service = `/portal/apis${endpoints.downloadFile.path}`;

describe('logoSize and fitHeight', () => {
  it('sizes a square logo by the narrow rule and fits it into the top bar', () => {
    expect(logoSize(64, 64, rule)).toEqual({ width: 55, height: 55 });
    expect(fitHeight(logoSize(64, 64, rule), 40)).toEqual({ width: 40, height: 40 });
  });
  it('leaves a wide logo that already fits alone', () => {
    expect(fitHeight(logoSize(600, 100, rule), 40)).toEqual({ width: 150, height: 25 });
  });
});

describe('brandImageUrl', () => {
  it('keeps https addresses, own-origin paths and small data: images', () => {
    expect(brandImageUrl('https://cdn.globex.example/logo.png', service)).toBe('https://cdn.globex.example/logo.png');
    expect(brandImageUrl('/brand/globex.svg', service)).toBe('/brand/globex.svg');
    expect(brandImageUrl('data:image/png;base64,iVBORw0KGgo=', service)).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(brandImageUrl('data:image/svg+xml;base64,PHN2Zy8+', service)).toBe('data:image/svg+xml;base64,PHN2Zy8+');
  });
  it('resolves file paths against the file service', () => {
    expect(brandImageUrl('logos/globex.png', service)).toBe(`${service}?filePath=logos%2Fglobex.png`);
    expect(brandImageUrl('/x?filePath=a/b.png', service)).toBe(`${service}?filePath=a/b.png`);
  });
  it('refuses scripts, other schemes, other data types and oversized data images', () => {
    for (const bad of ['javascript:alert(1)', 'http://cdn.example/logo.png', '//evil.example/l.png', '/\\evil.example', 'data:text/html;base64,PHNjcmlwdD4=', 'data:image/svg+xml,<svg onload=alert(1)>', '']) {
      expect(brandImageUrl(bad, service)).toBeUndefined();
    }
    expect(brandImageUrl(`data:image/png;base64,${'A'.repeat(MAX_IMAGE_SOURCE_LENGTH)}`, service)).toBeUndefined();
  });
});

describe('cssImageUrl (the login background in an inline style)', () => {
  it('quotes the address and encodes what could end the quote or the declaration', () => {
    expect(cssImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('url("data:image/png;base64,iVBORw0KGgo=")');
    expect(cssImageUrl('https://cdn.example/a"),url(https://evil.example/x.png')).toBe('url("https://cdn.example/a%22%29,url%28https://evil.example/x.png")');
    expect(cssImageUrl("/bg/it's here\\.jpg")).toBe('url("/bg/it%27s%20here%5C.jpg")');
  });
});
