import { describe, expect, it, vi } from 'vitest';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { createHttp } from './http';
import { avatarFileProblem, uploadAvatar } from './files';
import { endpoints } from '../../contract/endpoints';

describe('avatar upload', () => {
  it('sends the image itself with its type, reporting the progress', async () => {
    let seen: InternalAxiosRequestConfig | undefined;
    const hooks = { getToken: () => 'tok', getAccount: () => ({ elsAccount: '307000', elsSubAccount: '1002' }), onAuthFailure: vi.fn(), onError: vi.fn() };
    const http = createHttp({ baseURL: '/portal/apis', timeoutMs: 300000, hooks });
    const result = { filePath: 'avatars/307000/1002-abc.png', contentType: 'image/png', fileSize: 3 };
    http.defaults.adapter = async (config) => {
      seen = config;
      config.onUploadProgress?.({ loaded: 3, total: 3, bytes: 3, lengthComputable: true } as never);
      return { status: 200, statusText: 'OK', data: { code: '200', data: result }, headers: {}, config } as AxiosResponse;
    };
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e])], { type: 'image/png' });
    const progress = vi.fn();
    expect(await uploadAvatar(http, file, progress)).toEqual(result);
    expect(seen).toMatchObject({ method: 'post', url: endpoints.uploadAvatar.path, silent: true });
    expect(seen!.data).toBe(file);
    expect(seen!.headers.get('Content-Type')).toBe('image/png');
    expect(progress).toHaveBeenCalledWith(3, 3);
    await uploadAvatar(http, new Blob([new Uint8Array([1])]));
    expect(seen!.headers.get('Content-Type')).toBe('application/octet-stream');
  });

  it('checks a chosen file before sending: PNG, JPEG or WebP, not empty, at most 2 MB', () => {
    expect(avatarFileProblem({ size: 1000, type: 'image/png' })).toBeUndefined();
    expect(avatarFileProblem({ size: 2 * 1024 * 1024, type: 'image/webp' })).toBeUndefined();
    expect(avatarFileProblem({ size: 2 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe('tooLarge');
    expect(avatarFileProblem({ size: 10, type: 'image/gif' })).toBe('type');
    expect(avatarFileProblem({ size: 10, type: 'image/svg+xml' })).toBe('type');
    expect(avatarFileProblem({ size: 0, type: 'image/png' })).toBe('empty');
  });
});
