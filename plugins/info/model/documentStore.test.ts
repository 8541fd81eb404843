import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import type { PortalDocument } from '@plugin-api';
// The model over the shell's real calls and a scripted HTTP client: what it asks the server for.
import * as documentCalls from '../../../src/core/api/documents';
import { bindCalls } from '../../../src/app/pluginModels';
import { scriptedHttp } from '../../../src/testing/storeKit';
import { DocumentStore } from './documentStore';

const ok = (data: unknown) => ({ status: 200, data: { code: '200', data } });
const NETWORK = '网络连接中断，请检查网络';
const DOC: PortalDocument = { id: '1', fileName: 'a.txt', fileType: 'txt', fileSize: 4, filePath: 'documents/a.txt', businessModule: 'portal', uploadUser: 'u', uploadElsAccount: '307000', uploadTime: '', remark: '' };

describe('DocumentStore', () => {
  it('lists by the keyword call when there is a keyword, downloads with progress and saves the file', async () => {
    const urls: string[] = [];
    const doc = DOC;
    const http = scriptedHttp(
      {
        findPortalDocuments: () => ok({ rows: [doc], total: 1, pageNo: 1, pageSize: 20 }),
        findPortalFilesByKeyword: () => ok({ rows: [], total: 0, pageNo: 1, pageSize: 20 }),
        downloadPortalFile: (config) => {
          config.onDownloadProgress?.({ loaded: 2, total: 4, bytes: 2, lengthComputable: true });
          return { status: 200, data: new Blob(['abcd']) };
        },
      },
      urls,
    );
    const saved: string[] = [];
    const store = new DocumentStore(bindCalls(documentCalls, http), (_, name) => saved.push(name), () => NETWORK);
    await store.documents.load();
    expect(store.documents.rows).toHaveLength(1);
    await store.search('降本');
    expect(urls.at(-1)).toContain('findPortalFileByKeyword');
    expect(store.documents.status).toBe('ready');
    expect(await store.download(doc)).toBe(true);
    expect(saved).toEqual(['a.txt']);
    expect(store.downloading).toBeUndefined();
  });

  it('says a download that got no answer in the user’s language, never the library’s words, and nothing saved', async () => {
    const http = scriptedHttp({
      downloadPortalFile: (config) => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)),
    });
    const saved: string[] = [];
    const store = new DocumentStore(bindCalls(documentCalls, http), (_, name) => saved.push(name), () => NETWORK);
    expect(await store.download(DOC)).toBe(false);
    expect([store.downloadError, store.downloading, saved]).toEqual([NETWORK, undefined, []]);
  });
});
