import { action, makeObservable, observable, runInAction } from 'mobx';
import { PagedList, failureText, progressFraction, searchKeyword, type PortalDocument, type ServerCalls } from '@plugin-api';

/** A download under way: which file, how far (0–1, undefined when the size is unknown). */
export interface DownloadState {
  id: string;
  fileName: string;
  loaded: number;
  total: number | undefined;
  fraction: number | undefined;
}

/** Saves a downloaded file (in the browser: an object URL and a download link, revoked after). */
export type SaveFile = (blob: Blob, fileName: string) => void;

/**
 * The document centre: the documents of business module `portal`, found by keyword (the keyword
 * call) or all of them (the list call), and downloads with their progress.
 */
export class DocumentStore {
  readonly scope = 'user' as const;
  keyword = '';
  readonly documents: PagedList<PortalDocument>;
  downloading: DownloadState | undefined = undefined;
  downloadError: string | undefined = undefined;

  constructor(
    private readonly calls: ServerCalls['documents'],
    private readonly saveFile: SaveFile,
    /** The shell's text for a call that got no answer, in the user's language (ModelServices.networkText). */
    private readonly networkText: () => string,
  ) {
    this.documents = new PagedList((pageNo, pageSize) => {
      const keyword = searchKeyword(this.keyword);
      return keyword ? this.calls.findPortalFilesByKeyword({ pageNo, pageSize, keyword }) : this.calls.findPortalDocuments({ pageNo, pageSize });
    });
    makeObservable(this, { keyword: observable, downloading: observable.ref, downloadError: observable, clear: action });
  }

  search(keyword: string): Promise<void> {
    runInAction(() => (this.keyword = keyword));
    return this.documents.load(1);
  }

  /** Downloads a document and saves it; one download at a time. */
  async download(document: PortalDocument): Promise<boolean> {
    if (this.downloading) return false;
    runInAction(() => {
      this.downloadError = undefined;
      this.downloading = { id: document.id, fileName: document.fileName, loaded: 0, total: document.fileSize, fraction: 0 };
    });
    try {
      const file = await this.calls.downloadPortalFile(document.filePath, {
        onProgress: (loaded, total) =>
          runInAction(() => {
            const size = total ?? document.fileSize;
            this.downloading = { id: document.id, fileName: document.fileName, loaded, total: size, fraction: progressFraction(loaded, size) };
          }),
      });
      this.saveFile(file.blob, file.fileName || document.fileName);
      return true;
    } catch (error) {
      runInAction(() => (this.downloadError = failureText(error, this.networkText)));
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
