import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import { call } from './call';
import { workEndpoints as w } from '../../contract/endpoints/work';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '../../contract';

/**
 * The avatar upload over the HTTP client. The body is the image itself (no form encoding); the
 * server checks its type by its first bytes and its size. The answer's path is what the shell then
 * saves as the account's fbk5 (ElsAccountService/update) and reads through the file service.
 */

export type { AvatarUploadResult } from '../../contract';

/** Why a chosen file cannot be an avatar, before it is sent: too large, or not a PNG, JPEG or WebP by its declared type. */
export function avatarFileProblem(file: { size: number; type: string }): 'tooLarge' | 'type' | 'empty' | undefined {
  if (file.size === 0) return 'empty';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return (AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type) ? undefined : 'type';
}

/** Sends an avatar image; silent: the personal info page shows the refusal (file.tooLarge, file.typeNotAllowed). */
export const uploadAvatar = (http: AxiosInstance, file: Blob, onProgress?: (loaded: number, total: number | undefined) => void) =>
  call(http, w.uploadAvatar, {
    body: file,
    config: {
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      silent: true,
      onUploadProgress: onProgress ? (event: AxiosProgressEvent) => onProgress(event.loaded, event.total) : undefined,
    },
  });
