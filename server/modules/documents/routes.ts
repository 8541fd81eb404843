// The document centre (ElsAttachmentService): the documents of a business module the caller's
// company owns or was given (findListByPortal), keyword search (findPortalFileByKeyword) and the
// download (downloadFileByPortal?filePath=), which streams the stored file with its length, so the
// shell can show the progress of a large one. A path is refused before anything is looked up when
// it could leave the storage folder; a document of another company answers like a missing one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PORTAL_BUSINESS_MODULE, isStoredFilePath, type DocumentFileType } from '../../../src/contract/documents.js';
import {} from '../../../src/contract/documentsBodies.js';
import { normalizeKeyword, pageWindow } from '../../../src/contract/paging.js';
import type { ModuleOptions } from '../../platform/context.js';
import { requireUser } from '../../platform/auth/guard.js';
import { badRequest, notFound, ok } from '../../platform/http/envelope.js';
import { documentPaths, findDocuments, findDownloadable } from './repo.js';
import { DEMO_DOCUMENTS } from './seed.js';
import { putUnlessSized } from '../../platform/storage.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { route } from '../../platform/http/route.js';

export const CONTENT_TYPES: Record<DocumentFileType, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
};

/** `attachment` with the name in UTF-8 (RFC 6266 / 5987) and an ASCII stand-in for old clients. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** The one filePath of the query: a repeated or missing one is refused. */
function filePathOf(query: unknown): string {
  const value = (query as Record<string, unknown>).filePath;
  if (value === undefined || value === '') throw badRequest('request.missingParameter', { name: 'filePath' });
  if (typeof value !== 'string') throw badRequest('request.invalidPath');
  return value;
}

export const documentsRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const files = ctx.files;
  // The demo files of the seeded documents, written again if the storage folder lost them.
  const seeded = await documentPaths(ctx.db);
  for (const doc of DEMO_DOCUMENTS) if (seeded.has(doc.path) && (await files.stat(doc.path)) === 'missing') await putUnlessSized(files, doc.path, doc.content);

  route(app, endpoints.findPortalDocuments, async (request) => {
    const user = requireUser(request);
    const body = request.body;
    return ok(
      await findDocuments(
        ctx.db,
        user,
        {
          businessModule: body.businessModule,
          fileType: body.fileType || undefined,
          keyword: normalizeKeyword(body.keyword),
        },
        pageWindow(body),
      ),
    );
  });

  route(app, endpoints.findPortalFilesByKeyword, async (request) => {
    const user = requireUser(request);
    const query = request.query;
    return ok(
      await findDocuments(
        ctx.db,
        user,
        {
          businessModule: PORTAL_BUSINESS_MODULE,
          fileType: undefined,
          keyword: normalizeKeyword(query.keyword),
        },
        pageWindow(query),
      ),
    );
  });

  route(app, endpoints.downloadPortalFile, async (request, reply) => {
    const user = requireUser(request);
    const filePath = filePathOf(request.query);
    // The form first: `..`, an absolute path, `\`, `%` (a second encoding) or NUL never reach the database or the disk.
    if (!isStoredFilePath(filePath)) throw badRequest('request.invalidPath');
    const doc = await findDownloadable(ctx.db, user, filePath, PORTAL_BUSINESS_MODULE);
    if (!doc) throw notFound('document.notFound');
    const opened = await files.read(doc.filePath);
    if (opened === 'invalid') throw badRequest('request.invalidPath');
    if (opened === 'missing') throw notFound('file.notFound');
    reply
      .header('Content-Type', CONTENT_TYPES[doc.fileType])
      .header('Content-Length', opened.size)
      .header('Content-Disposition', contentDisposition(doc.fileName))
      .header('X-Content-Type-Options', 'nosniff');
    return reply.send(opened.stream);
  });
};
