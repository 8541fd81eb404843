/**
 * Branding images (app.branding, the LoginPage_Group logo settings): where an image value points,
 * and the seed's logo sizing rule (seed 001 §9).
 */

/** Logo sizing: narrower than the aspect threshold → height fixed, else width fixed (loginPage.logo). */
export interface LogoRule {
  defaultWidth: number;
  defaultHeight: number;
  aspectRatioThreshold: number;
  narrowHeight: number;
  wideWidth: number;
}

export interface LogoBox {
  width: number;
  height: number;
}

/** The shell's default logo (140×30, the platform's default size), shipped beside index.html. */
export const DEFAULT_LOGO = 'default-logo.svg';

/**
 * The largest image value accepted (the schema's maxLength of ImageSource): a Base64 data URL of
 * an image of about 32 KB.
 */
export const MAX_IMAGE_SOURCE_LENGTH = 44_000;

/** A data URL of an image the shell shows (only ever in an <img>, where an SVG runs no script). */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/;

/** The seed's sizing: a logo narrower than the threshold gets the narrow height, a wider one the wide width. */
export function logoSize(naturalWidth: number, naturalHeight: number, logo: LogoRule): LogoBox {
  if (!(naturalWidth > 0) || !(naturalHeight > 0)) return { width: logo.defaultWidth, height: logo.defaultHeight };
  const ratio = naturalWidth / naturalHeight;
  if (ratio < logo.aspectRatioThreshold) return { width: round(logo.narrowHeight * ratio), height: logo.narrowHeight };
  return { width: logo.wideWidth, height: round(logo.wideWidth / ratio) };
}

/** A box scaled down (never up) to a height, keeping its proportions: a logo in the 52 px top bar. */
export function fitHeight(box: LogoBox, maxHeight: number): LogoBox {
  if (box.height <= maxHeight) return box;
  const scale = maxHeight / box.height;
  return { width: round(box.width * scale), height: maxHeight };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A logo setting of the server may be an absolute URL, a file path, or a path relative to the file service. */
export function resolveLogoUrl(value: string, fileService: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return undefined;
  if (trimmed.includes('filePath=')) return trimmed.startsWith('/') || trimmed.startsWith('?') ? `${fileService}${trimmed.startsWith('?') ? trimmed : trimmed.slice(trimmed.indexOf('?'))}` : undefined;
  return `${fileService}?filePath=${encodeURIComponent(trimmed)}`;
}

/**
 * The address of a layout image (app.branding): an https URL, a path on the portal's origin, a
 * file-service path, or a data: image of an allowed type within MAX_IMAGE_SOURCE_LENGTH. Anything
 * else (javascript:, http:, '//host', a data: URL of another type or too long) gives undefined: the
 * schema refuses it, and this refuses it again where it is used.
 */
export function brandImageUrl(value: string | undefined, fileService: string): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > MAX_IMAGE_SOURCE_LENGTH || /\s/.test(trimmed)) return undefined;
  if (trimmed.startsWith('//') || trimmed.startsWith('/\\')) return undefined;
  if (trimmed.startsWith('data:')) return DATA_IMAGE.test(trimmed) ? trimmed : undefined;
  if (/^https:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.includes('filePath=')) return trimmed;
  if (/^https?:/i.test(trimmed)) return undefined;
  return resolveLogoUrl(trimmed, fileService);
}

/**
 * A CSS image of an address for an inline style (`background-image`): the address quoted, with the
 * characters that could end the quote or the declaration (quotes, backslash, white space, parentheses)
 * percent-encoded, as a URL may carry them.
 */
export function cssImageUrl(address: string): string {
  return `url("${address.replace(/["'\\()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}")`;
}
