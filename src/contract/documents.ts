// The document centre (ElsAttachmentService): the documents of business module `portal` the
// signed-in user's company owns or was given, keyword search, and download by file path. Plain
// TypeScript: the shell imports this at run time.

/** The business module of the document centre. */
export const PORTAL_BUSINESS_MODULE = 'portal';

/** File types of the documents (dictionary `fileType`). */
export const DOCUMENT_FILE_TYPES = ['pdf', 'xlsx', 'docx', 'csv', 'txt', 'zip'] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

export interface PortalDocument {
  id: string;
  fileName: string;
  fileType: DocumentFileType;
  /** Bytes. */
  fileSize: number;
  /** The path downloadFileByPortal takes (relative to the server's storage folder). */
  filePath: string;
  businessModule: string;
  /** Who uploaded it, and the company it came from (another company's: a document shared with the user's). */
  uploadUser: string;
  uploadElsAccount: string;
  uploadTime: string;
  remark: string;
}

/**
 * A stored file path as the server accepts it: relative segments of letters, digits, CJK
 * characters and `._-`, separated by `/` — no `..`, no leading `/`, no `\`, no `%`, no NUL, at
 * most 255 characters. Anything else is refused before the storage folder is looked at.
 */
export const STORED_FILE_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[\p{L}\p{N}._\- ()（）]+(?:\/[\p{L}\p{N}._\- ()（）]+)*$/u;
export const STORED_FILE_PATH_MAX = 255;

export function isStoredFilePath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= STORED_FILE_PATH_MAX && STORED_FILE_PATH.test(value);
}
