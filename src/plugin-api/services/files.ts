// Stored files.
export { AVATAR_MAX_BYTES } from '../../contract/files';
export { formatFileSize } from '../../core/lists/filters';

export interface FilesApi {
  /** The file service's address; a stored file is `${fileServiceUrl}?filePath=<path>`. */
  readonly fileServiceUrl: string;
}
