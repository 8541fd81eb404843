/**
 * Addresses of stored files. The platform serves a stored file (an avatar, a logo) through its file
 * service, a path under the API base that takes the file's path in the `filePath` query.
 */
import { workEndpoints } from '../../contract/endpoints';

/** The file service's address: the layout's path under the API base (the platform's default when none is set). */
export function fileServiceUrl(apiBase: string, servicePath: string | undefined): string {
  return `${apiBase}${servicePath ?? workEndpoints.downloadFile.path}`;
}

/**
 * The address of a stored file by its path, or undefined for an empty path or one that names its
 * own scheme or host (`https:`, `javascript:`, `//host`): only the file service is asked.
 */
export function storedFileUrl(fileService: string, filePath: string | undefined): string | undefined {
  const path = filePath?.trim();
  if (!path || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return undefined;
  return `${fileService}?filePath=${encodeURIComponent(path)}`;
}

/**
 * An image address from the server that the shell may show: a Base64 data URL of a raster or SVG
 * image, a path on this origin, or an https address. Anything else is not shown.
 */
export function safeImageSource(value: unknown): string | undefined {
  return typeof value === 'string' && /^(data:image\/(png|jpeg|gif|svg\+xml);base64,|\/|https:\/\/)/.test(value) ? value : undefined;
}
