// Stored files: avatars and logos, read through the file service (GET servlet/downloadServlet?
// filePath=), and the avatar upload. Plain TypeScript: the shell imports this at run time.

/** The image types an avatar may be (checked by the file's first bytes, not by its name or header). */
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];
/** The largest avatar accepted. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The folders of the storage the file service serves without a token: the login page shows logos
 * before anyone signs in, and an <img> sends no token header. Avatar names carry 128 random bits.
 */
export const PUBLIC_FILE_FOLDERS = ['avatars', 'logos'] as const;

/** The answer of the avatar upload: the stored path, to be saved as the account's fbk5. */
export interface AvatarUploadResult {
  filePath: string;
  contentType: AvatarContentType;
  fileSize: number;
}

/**
 * Whether `path` may be saved as the avatar of `account`: empty (no avatar), or a stored file the
 * upload wrote for that very user (`avatars/<elsAccount>/<elsSubAccount>-…`). Anything else could
 * point another user's picture, a document or a logo at this account, so the server refuses it.
 */
export function isOwnAvatarPath(path: string, account: { elsAccount: string; elsSubAccount: string }): boolean {
  if (path === '') return true;
  const prefix = `avatars/${account.elsAccount}/${account.elsSubAccount}-`;
  return path.startsWith(prefix) && path.length > prefix.length && !path.slice(prefix.length).includes('/') && /^[A-Za-z0-9._/-]+$/.test(path) && !path.includes('..');
}
