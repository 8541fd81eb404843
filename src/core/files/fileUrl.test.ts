import { describe, expect, it } from 'vitest';
import { fileServiceUrl, safeImageSource, storedFileUrl } from './fileUrl';
import { endpoints } from '../../contract/endpoints';

describe('file addresses', () => {
  it('puts the file service under the API base, with the platform default', () => {
    expect(fileServiceUrl('/portal/apis', '/files/get')).toBe('/portal/apis/files/get');
    expect(fileServiceUrl('/portal/apis', undefined)).toBe(`/portal/apis${endpoints.downloadFile.path}`);
  });

  it('asks the file service for a stored path, URL-encoded', () => {
    expect(storedFileUrl(`/portal/apis${endpoints.downloadFile.path}`, ' avatars/307000/1001.png ')).toBe(`/portal/apis${endpoints.downloadFile.path}?filePath=avatars%2F307000%2F1001.png`);
  });

  it('refuses an empty path and one with its own scheme or host', () => {
    for (const path of [undefined, '', '  ', 'https://cdn.example.com/a.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.png']) {
      expect(storedFileUrl('/s', path)).toBeUndefined();
    }
  });

  it('shows only image data URLs, paths on this origin and https addresses', () => {
    expect(safeImageSource('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImageSource('/portal/apis/qr.png')).toBe('/portal/apis/qr.png');
    expect(safeImageSource('https://wx.example.com/qr.png')).toBe('https://wx.example.com/qr.png');
    for (const value of ['http://wx.example.com/qr.png', 'data:text/html;base64,AAAA', 'javascript:alert(1)', '', null, 42]) expect(safeImageSource(value)).toBeUndefined();
  });
});
