import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import { call, request } from './call';
import { ApiError, type ApiEnvelope } from './http';
import { workEndpoints as w } from '../../contract/endpoints/work';
import { PORTAL_BUSINESS_MODULE, isMessageCode } from '../../contract';
import type { DocumentFindBody, DocumentKeywordQuery } from '../../contract/bodies';

/** The document centre's calls (ElsAttachmentService) over the HTTP client. */

export type { PortalDocument } from '../../contract';
export type { DocumentFindBody, DocumentKeywordQuery } from '../../contract/bodies';

/** One page of the documents the user's company owns or was given (business module `portal` unless named). */
export const findPortalDocuments = (http: AxiosInstance, body: Partial<DocumentFindBody> = {}) =>
  call(http, w.findPortalDocuments, { body: { ...body, businessModule: body.businessModule ?? PORTAL_BUSINESS_MODULE } });

/** Documents of business module `portal` whose name or remark contains the keyword. */
export const findPortalFilesByKeyword = (http: AxiosInstance, query: DocumentKeywordQuery) =>
  call(http, w.findPortalFilesByKeyword, { query });

export interface DownloadedFile {
  blob: Blob;
  /** The name from Content-Disposition (filename* first), or the last segment of the path. */
  fileName: string;
}

/** The file name a Content-Disposition header gives. */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  const extended = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // Fall through to the plain name.
    }
  }
  return disposition?.match(/filename="([^"]*)"/i)?.[1] || fallback.split('/').pop() || fallback;
}

/** A Blob's text (Blob.text where there is one, FileReader otherwise). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** A refusal whose body arrived as a Blob (a download's): its envelope read, so the page can show its message code. */
async function refusalOf(error: unknown): Promise<unknown> {
  if (!(error instanceof ApiError)) return error;
  const data = (error.response as { data?: unknown } | undefined)?.data;
  if (!(data instanceof Blob)) return error;
  try {
    const body = JSON.parse(await blobText(data)) as Partial<ApiEnvelope<unknown>>;
    return new ApiError({
      message: typeof body.message === 'string' && body.message !== '' ? body.message : error.message,
      status: error.status,
      code: body.code !== undefined ? String(body.code) : error.code,
      messageCode: isMessageCode(body.messageCode) ? body.messageCode : undefined,
      messageParams: isMessageCode(body.messageCode) ? body.messageParams : undefined,
      data: body.data,
      response: error.response,
    });
  } catch {
    return error;
  }
}

/**
 * Downloads a document by its stored path; `onProgress(loaded, total)` follows the bytes (total
 * from Content-Length, undefined when unknown). Silent: the document centre shows the refusal.
 */
export async function downloadPortalFile(
  http: AxiosInstance,
  filePath: string,
  options: { onProgress?: (loaded: number, total: number | undefined) => void; signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  try {
    const response = await request(http, w.downloadPortalFile, {
      query: { filePath },
      config: {
      responseType: 'blob',
      silent: true,
      signal: options.signal,
      onDownloadProgress: options.onProgress ? (event: AxiosProgressEvent) => options.onProgress!(event.loaded, event.total) : undefined,
      },
    });
    const disposition = response.headers['content-disposition'] as string | undefined;
    // A raw endpoint: the answer is the file itself, not an envelope.
    return { blob: response.data as unknown as Blob, fileName: fileNameOf(disposition, filePath) };
  } catch (error) {
    throw await refusalOf(error);
  }
}
