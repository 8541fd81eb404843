// The file service: GET servlet/downloadServlet?filePath= serves the images of the storage folder's
// public folders (avatars, logos) — without a token, because the login page shows the logos before
// anyone signs in and an <img> sends no token header; avatar names carry 128 random bits. Only
// raster images are served (the type by their first bytes), under a CSP that lets nothing run.
// POST servlet/uploadAvatar takes the signed-in user's new avatar as the request body (PNG, JPEG
// or WebP by its first bytes, at most 2 MB) and answers its path, which the shell then saves as the
// account's fbk5 (ElsAccountService/update).
import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isStoredFilePath } from '../../../src/contract/documents.js';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, PUBLIC_FILE_FOLDERS, type AvatarContentType, type AvatarUploadResult } from '../../../src/contract/files.js';
import type { ModuleOptions } from '../../platform/context.js';
import { requireUser } from '../../platform/auth/guard.js';
import { badRequest, notFound, ok } from '../../platform/http/envelope.js';
import { EXTENSIONS, imageTypeOf } from './images.js';
import { readStoredBytes } from '../../platform/storage.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { route } from '../../platform/http/route.js';

/** A served image may run nothing and load nothing, even when opened as a page of its own. */
const IMAGE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
const AVATAR_MEGABYTES = AVATAR_MAX_BYTES / (1024 * 1024);
/** The body types the upload reads (anything else is refused as the wrong type). */
const UPLOAD_BODY_TYPES = [...AVATAR_CONTENT_TYPES, 'application/octet-stream'];

function filePathOf(query: unknown): string {
  const value = (query as Record<string, unknown>).filePath;
  if (value === undefined || value === '') throw badRequest('request.missingParameter', { name: 'filePath' });
  if (typeof value !== 'string') throw badRequest('request.invalidPath');
  return value;
}

/**
 * How long a browser may keep an image. An avatar is written once under 128 random bits and never
 * rewritten (a new avatar gets a new name), so it never changes; a logo may be replaced in place, so
 * it is checked again after five minutes. Both are the same bytes for everyone (no token is read).
 */
export function cachePolicyOf(filePath: string): string {
  return filePath.startsWith('avatars/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
}

function isAvatarType(type: string | undefined): type is AvatarContentType {
  return (AVATAR_CONTENT_TYPES as readonly string[]).includes(type ?? '');
}

export const filesRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const files = ctx.files;

  // The upload's body is the image itself; this scope reads it as bytes, up to the limit.
  app.addContentTypeParser(UPLOAD_BODY_TYPES, { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw badRequest('file.tooLarge', { megabytes: AVATAR_MEGABYTES });
    // A body type no parser of this scope reads (Fastify's own refusal, or the platform's catch-all parser's).
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) throw badRequest('file.typeNotAllowed');
    // Everything else is the platform's (the parent scope's handler answers it).
    throw error;
  });

  route(app, endpoints.downloadFile, { rateLimit: ctx.rateLimit('files') }, async (request, reply) => {
    const filePath = filePathOf(request.query);
    if (!isStoredFilePath(filePath)) throw badRequest('request.invalidPath');
    // Documents and anything else of the storage are not the file service's to hand out.
    if (!(PUBLIC_FILE_FOLDERS as readonly string[]).includes(filePath.split('/')[0]!)) throw notFound('file.notFound');
    const found = await files.stat(filePath);
    if (found === 'invalid') throw badRequest('request.invalidPath');
    if (found === 'missing' || found.size > AVATAR_MAX_BYTES * 2) throw notFound('file.notFound');
    const bytes = await readStoredBytes(files, filePath);
    if (bytes === 'invalid') throw badRequest('request.invalidPath');
    if (bytes === 'missing') throw notFound('file.notFound');
    const type = imageTypeOf(bytes);
    if (!type) throw notFound('file.notFound');
    return reply
      .header('Content-Type', type)
      .header('Content-Length', bytes.length)
      .header('Content-Security-Policy', IMAGE_CSP)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `inline; filename="${path.posix.basename(filePath).replace(/[^\w.-]/g, '_')}"`)
      .header('Cache-Control', cachePolicyOf(filePath))
      .send(bytes);
  });

  route(app, endpoints.uploadAvatar, async (request) => {
    const user = requireUser(request);
    const bytes = request.body;
    if (!Buffer.isBuffer(bytes)) throw badRequest('file.typeNotAllowed');
    if (bytes.length === 0) throw badRequest('file.empty');
    if (bytes.length > AVATAR_MAX_BYTES) throw badRequest('file.tooLarge', { megabytes: AVATAR_MEGABYTES });
    const type = imageTypeOf(bytes);
    if (!isAvatarType(type)) throw badRequest('file.typeNotAllowed');
    // A declared image type must be the one the bytes are.
    const declared = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (declared !== 'application/octet-stream' && declared !== type) throw badRequest('file.typeNotAllowed');

    const folder = `avatars/${user.elsAccount}`;
    const prefix = `${user.elsSubAccount}-`;
    const filePath = `${folder}/${prefix}${crypto.randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
    if (!isStoredFilePath(filePath)) throw badRequest('request.invalidPath');
    await files.put(filePath, bytes, { exclusive: true });

    // Keep the new avatar and the one the account shows now; earlier uploads of the user go.
    const current = (await ctx.accounts.find(user.elsAccount, user.elsSubAccount))?.fbk5 ?? '';
    for (const stored of await files.list(folder)) {
      if (stored.startsWith(`${folder}/${prefix}`) && stored !== filePath && stored !== current) await files.delete(stored);
    }
    const result: AvatarUploadResult = {
      filePath,
      contentType: type,
      fileSize: bytes.length,
    };
    return ok(result);
  });
};
