import { action, makeObservable, observable, runInAction } from 'mobx';
import type { AxiosInstance } from 'axios';
import * as api from '../../core/api/documents';
import { progressFraction, searchKeyword } from '../../core/lists/filters';
import { PagedList } from './pagedList';
import { errorText } from './messageStore';

/** A download under way: which file, how far (0–1, undefined when the size is unknown). */
export interface DownloadState {
  id: string;
  fileName: string;
  loaded: number;
  total: number | undefined;
  fraction: number | undefined;
}

/** Saves a downloaded file in the browser (an object URL and a download link, revoked after). */
export type SaveFile = (blob: Blob, fileName: string) => void;

/**
 * The document centre: the documents of business module `portal`, found by keyword (the keyword
 * call) or all of them (the list call), and downloads with their progress.
 */
export class DocumentStore {
  readonly scope = 'user' as const;
  keyword = '';
  readonly documents: PagedList<api.PortalDocument>;
  downloading: DownloadState | undefined = undefined;
  downloadError: string | undefined = undefined;

  constructor(
    private readonly http: AxiosInstance,
    private readonly saveFile: SaveFile,
  ) {
    this.documents = new PagedList((pageNo, pageSize) => {
      const keyword = searchKeyword(this.keyword);
      return keyword ? api.findPortalFilesByKeyword(this.http, { pageNo, pageSize, keyword }) : api.findPortalDocuments(this.http, { pageNo, pageSize });
    });
    makeObservable(this, { keyword: observable, downloading: observable.ref, downloadError: observable, clear: action });
  }

  search(keyword: string): Promise<void> {
    runInAction(() => (this.keyword = keyword));
    return this.documents.load(1);
  }

  /** Downloads a document and saves it; one download at a time. */
  async download(document: api.PortalDocument): Promise<boolean> {
    if (this.downloading) return false;
    runInAction(() => {
      this.downloadError = undefined;
      this.downloading = { id: document.id, fileName: document.fileName, loaded: 0, total: document.fileSize, fraction: 0 };
    });
    try {
      const file = await api.downloadPortalFile(this.http, document.filePath, {
        onProgress: (loaded, total) =>
          runInAction(() => {
            const size = total ?? document.fileSize;
            this.downloading = { id: document.id, fileName: document.fileName, loaded, total: size, fraction: progressFraction(loaded, size) };
          }),
      });
      this.saveFile(file.blob, file.fileName || document.fileName);
      return true;
    } catch (error) {
      runInAction(() => (this.downloadError = errorText(error)));
      return false;
    } finally {
      runInAction(() => (this.downloading = undefined));
    }
  }

  clear(): void {
    this.keyword = '';
    this.downloading = undefined;
    this.downloadError = undefined;
    this.documents.clear();
  }
}

/** The browser's way to save a Blob: an object URL on a download link, clicked, then revoked. */
export function saveBlobInBrowser(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
