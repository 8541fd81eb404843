// Queries of the document centre. A company sees its own documents and those another company
// shared with it; nothing else, in lists, searches and downloads alike.
import type { Account } from '../../../src/contract/auth.js';
import type { DocumentFileType, PortalDocument } from '../../../src/contract/documents.js';
import type { PageResult } from '../../../src/contract/paging.js';
import { sql, type Selectable } from 'kysely';
import { containsText, tablesOf, type Db } from '../../platform/db/handle.js';
import type { DocumentTables } from './tables.js';

type DocumentRow = Selectable<DocumentTables['portal_attachments']>;

/** Rows per INSERT: 12 columns × 500 rows stays far below both engines' parameter limits. */
const INSERT_CHUNK = 500;

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

function visible(db: Db, account: string, filter: DocumentFilter) {
  const q = tablesOf<DocumentTables>(db);
  const part = (own: boolean) => {
    let query = q.selectFrom('portal_attachments').selectAll();
    query = own
      ? query.where('els_account', '=', account)
      : query.where('to_els_account', '=', account).where('to_els_account', '<>', '').where('els_account', '<>', account);
    query = query.where('business_module', '=', filter.businessModule);
    if (filter.fileType) query = query.where('file_type', '=', filter.fileType);
    if (filter.keyword) query = query.where(containsText(db, sql.ref('search_text'), filter.keyword));
    return query;
  };
  return part(true).unionAll(part(false));
}

/**
 * A page of the caller's documents: its own (owner index) and the shared ones (shared index), as a
 * union so that each part walks its own index; newest first.
 */
export function documentPageQuery(db: Db, account: string, filter: DocumentFilter, page: { pageSize: number; offset: number }) {
  return tablesOf<DocumentTables>(db)
    .selectFrom(visible(db, account, filter).as('v'))
    .selectAll()
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset);
}

export async function findDocuments(db: Db, user: Account, filter: DocumentFilter, page: { pageNo: number; pageSize: number; offset: number }): Promise<PageResult<PortalDocument>> {
  const counted = await tablesOf<DocumentTables>(db)
    .selectFrom(visible(db, user.elsAccount, filter).as('v'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const rows = page.offset < total ? await documentPageQuery(db, user.elsAccount, filter, page).execute() : [];
  return { rows: rows.map(documentOf), total, pageNo: page.pageNo, pageSize: page.pageSize };
}

/** The document a stored path names, if the caller's company may download it. */
export async function findDownloadable(db: Db, user: Account, filePath: string, businessModule: string): Promise<(PortalDocument & { sha256: string }) | undefined> {
  const row = await tablesOf<DocumentTables>(db)
    .selectFrom('portal_attachments')
    .selectAll()
    .where('file_path', '=', filePath)
    .where('business_module', '=', businessModule)
    .where((eb) => eb.or([eb('els_account', '=', user.elsAccount), eb.and([eb('to_els_account', '=', user.elsAccount), eb('to_els_account', '<>', '')])]))
    .executeTakeFirst();
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

function rowOf(doc: NewDocument) {
  return {
    els_account: doc.elsAccount,
    to_els_account: doc.toElsAccount,
    business_module: doc.businessModule,
    file_name: doc.fileName,
    file_path: doc.filePath,
    file_type: doc.fileType,
    file_size: doc.fileSize,
    sha256: doc.sha256,
    upload_user: doc.uploadUser,
    uploaded_at: doc.uploadedAt,
    remark: doc.remark,
    search_text: documentSearchText(doc.fileName, doc.remark),
  };
}

/** Stores documents' rows, in chunks (the engines' parameter limits). */
export async function insertDocuments(db: Db, docs: readonly NewDocument[]): Promise<void> {
  for (let from = 0; from < docs.length; from += INSERT_CHUNK) {
    await tablesOf<DocumentTables>(db).insertInto('portal_attachments').values(docs.slice(from, from + INSERT_CHUNK).map(rowOf)).execute();
  }
}

export async function insertDocument(db: Db, doc: NewDocument): Promise<void> {
  await insertDocuments(db, [doc]);
}

/** The stored paths of the documents (a start puts back the demo files a storage folder lost). */
export async function documentPaths(db: Db): Promise<Set<string>> {
  const rows = await tablesOf<DocumentTables>(db).selectFrom('portal_attachments').select('file_path').execute();
  return new Set(rows.map((row) => row.file_path));
}
