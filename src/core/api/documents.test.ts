import { describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { createHttp } from './http';
import { downloadPortalFile, fileNameOf, findPortalDocuments, findPortalFilesByKeyword } from './documents';
import { endpoints } from '../../contract/endpoints';

function standIn(adapter: AxiosAdapter) {
  const hooks = { getToken: () => 'tok', getAccount: () => ({ elsAccount: '307000', elsSubAccount: '1001' }), onAuthFailure: vi.fn(), onError: vi.fn() };
  const http = createHttp({ baseURL: '/portal/apis', timeoutMs: 300000, hooks });
  http.defaults.adapter = adapter;
  return { http, hooks };
}

function envelope(data: unknown, seen: InternalAxiosRequestConfig[]): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    return { status: 200, statusText: 'OK', data: { code: '200', data }, headers: {}, config } as AxiosResponse;
  };
}

describe('document centre calls', () => {
  it('lists the documents of business module portal unless another is named', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const { http } = standIn(envelope({ rows: [], total: 0, pageNo: 1, pageSize: 20 }, seen));
    await findPortalDocuments(http, { pageSize: 50 });
    await findPortalDocuments(http, { businessModule: 'contract' });
    expect(seen[0]).toMatchObject({ method: 'post', url: endpoints.findPortalDocuments.path });
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ pageSize: 50, businessModule: 'portal' });
    expect(JSON.parse(seen[1]!.data as string)).toEqual({ businessModule: 'contract' });
  });

  it('searches by keyword in the query', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const { http } = standIn(envelope({ rows: [], total: 0, pageNo: 1, pageSize: 20 }, seen));
    await findPortalFilesByKeyword(http, { keyword: '准则', pageNo: 1 });
    expect(seen[0]).toMatchObject({ method: 'get', url: endpoints.findPortalFilesByKeyword.path, params: { keyword: '准则', pageNo: 1 } });
  });

  it('downloads a file as a Blob with its name, reporting the progress', async () => {
    let seen: InternalAxiosRequestConfig | undefined;
    const bytes = new Blob([new Uint8Array([1, 2, 3, 4])]);
    const { http } = standIn(async (config) => {
      seen = config;
      config.onDownloadProgress?.({ loaded: 2, total: 4, bytes: 2, lengthComputable: true } as never);
      config.onDownloadProgress?.({ loaded: 4, total: 4, bytes: 2, lengthComputable: true } as never);
      return {
        status: 200,
        statusText: 'OK',
        data: bytes,
        headers: { 'content-disposition': `attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent('准则.pdf')}` },
        config,
      } as AxiosResponse;
    });
    const progress: Array<[number, number | undefined]> = [];
    const file = await downloadPortalFile(http, 'documents/307000/a.pdf', { onProgress: (loaded, total) => progress.push([loaded, total]) });
    expect(file).toEqual({ blob: bytes, fileName: '准则.pdf' });
    expect(seen).toMatchObject({ method: 'get', url: endpoints.downloadPortalFile.path, params: { filePath: 'documents/307000/a.pdf' }, responseType: 'blob', silent: true });
    expect(progress).toEqual([
      [2, 4],
      [4, 4],
    ]);
  });

  it("reads a refusal's envelope out of the Blob it arrives as", async () => {
    const refusal = { code: '404', message: '文件不存在或无权下载', messageCode: 'document.notFound', data: null };
    const { http, hooks } = standIn(async (config) => ({ status: 404, statusText: '404', data: new Blob([JSON.stringify(refusal)]), headers: {}, config }) as AxiosResponse);
    await expect(downloadPortalFile(http, 'documents/307000/x.pdf')).rejects.toMatchObject({ status: 404, code: '404', message: '文件不存在或无权下载', messageCode: 'document.notFound' });
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('names a file by Content-Disposition, else by its path', () => {
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''${encodeURIComponent('采购 月报.pdf')}`, 'x/y.pdf')).toBe('采购 月报.pdf');
    expect(fileNameOf('attachment; filename="plain.csv"', 'x/y.pdf')).toBe('plain.csv');
    expect(fileNameOf(undefined, 'documents/307000/y.pdf')).toBe('y.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'x/z.txt')).toBe('z.txt');
  });
});
