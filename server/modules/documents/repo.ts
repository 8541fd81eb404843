// Queries of the document centre. A company sees its own documents and those another company
// shared with it; nothing else, in lists, searches and downloads alike.
import type { Account } from '../../../src/contract/auth.js';
import type { DocumentFileType, PortalDocument } from '../../../src/contract/documents.js';
import type { PageResult } from '../../../src/contract/paging.js';
import type { Database } from '../../platform/db/database.js';

interface DocumentRow {
  id: number;
  els_account: string;
  file_name: string;
  file_path: string;
  file_type: DocumentFileType;
  file_size: number;
  business_module: string;
  upload_user: string;
  uploaded_at: string;
  remark: string;
}

function documentOf(row: DocumentRow): PortalDocument {
  return {
    id: String(row.id),
    fileName: row.file_name,
    fileType: row.file_type,
    fileSize: row.file_size,
    filePath: row.file_path,
    businessModule: row.business_module,
    uploadUser: row.upload_user,
    uploadElsAccount: row.els_account,
    uploadTime: row.uploaded_at,
    remark: row.remark,
  };
}

export function documentSearchText(fileName: string, remark: string): string {
  return `${fileName}\u0001${remark}`.toLowerCase();
}

export interface DocumentFilter {
  businessModule: string;
  fileType: DocumentFileType | undefined;
  keyword: string;
}

/**
 * The caller's documents: its own (owner index) and the shared ones (shared index), as a union so
 * that each part walks its own index.
 */
function visibleSql(filter: DocumentFilter): string {
  const extra = [filter.fileType ? 'AND file_type = @fileType' : '', filter.keyword ? 'AND instr(search_text, @keyword) > 0' : ''].join(' ');
  return `SELECT * FROM portal_attachments WHERE els_account = @account AND business_module = @module ${extra}
          UNION ALL
          SELECT * FROM portal_attachments WHERE to_els_account = @account AND to_els_account <> '' AND els_account <> @account AND business_module = @module ${extra}`;
}

export function documentPageSql(filter: DocumentFilter): string {
  return `SELECT * FROM (${visibleSql(filter)}) ORDER BY uploaded_at DESC, id DESC LIMIT @limit OFFSET @offset`;
}

export function findDocuments(db: Database, user: Account, filter: DocumentFilter, page: { pageNo: number; pageSize: number; offset: number }): PageResult<PortalDocument> {
  const bind: Record<string, string | number> = { account: user.elsAccount, module: filter.businessModule };
  if (filter.fileType) bind.fileType = filter.fileType;
  if (filter.keyword) bind.keyword = filter.keyword;
  const total = (db.prepare(`SELECT count(*) AS n FROM (${visibleSql(filter)})`).get(bind) as { n: number }).n;
  const rows = page.offset < total ? (db.prepare(documentPageSql(filter)).all({ ...bind, limit: page.pageSize, offset: page.offset }) as DocumentRow[]) : [];
  return { rows: rows.map(documentOf), total, pageNo: page.pageNo, pageSize: page.pageSize };
}

/** The document a stored path names, if the caller's company may download it. */
export function findDownloadable(db: Database, user: Account, filePath: string, businessModule: string): (PortalDocument & { sha256: string }) | undefined {
  const row = db
    .prepare(
      `SELECT * FROM portal_attachments WHERE file_path = ? AND business_module = ?
       AND (els_account = ? OR (to_els_account = ? AND to_els_account <> ''))`,
    )
    .get(filePath, businessModule, user.elsAccount, user.elsAccount) as (DocumentRow & { sha256: string }) | undefined;
  return row ? { ...documentOf(row), sha256: row.sha256 } : undefined;
}

export interface NewDocument {
  elsAccount: string;
  toElsAccount: string;
  businessModule: string;
  fileName: string;
  filePath: string;
  fileType: DocumentFileType;
  fileSize: number;
  sha256: string;
  uploadUser: string;
  uploadedAt: string;
  remark: string;
}

export function insertDocument(db: Database, doc: NewDocument): void {
  db.prepare(
    `INSERT INTO portal_attachments (els_account, to_els_account, business_module, file_name, file_path, file_type, file_size, sha256, upload_user, uploaded_at, remark, search_text)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    doc.elsAccount,
    doc.toElsAccount,
    doc.businessModule,
    doc.fileName,
    doc.filePath,
    doc.fileType,
    doc.fileSize,
    doc.sha256,
    doc.uploadUser,
    doc.uploadedAt,
    doc.remark,
    documentSearchText(doc.fileName, doc.remark),
  );
}
