/** Logo sizing: narrower than the aspect threshold → height fixed, else width fixed (loginPage.logo). */
export interface LogoRule {
  defaultWidth: number;
  defaultHeight: number;
  aspectRatioThreshold: number;
  narrowHeight: number;
  wideWidth: number;
}

export function logoSize(naturalWidth: number, naturalHeight: number, rule: LogoRule): { width: number; height: number } {
  if (!(naturalWidth > 0) || !(naturalHeight > 0)) return { width: rule.defaultWidth, height: rule.defaultHeight };
  const ratio = naturalWidth / naturalHeight;
  if (ratio < rule.aspectRatioThreshold) return { width: Math.round((rule.narrowHeight * ratio) * 100) / 100, height: rule.narrowHeight };
  return { width: rule.wideWidth, height: Math.round((rule.wideWidth / ratio) * 100) / 100 };
}

/** A logo setting may be an absolute URL, a file path, or a path relative to the file service. */
export function resolveLogoUrl(value: string, fileService: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return undefined;
  if (trimmed.includes('filePath=')) return trimmed.startsWith('/') || trimmed.startsWith('?') ? `${fileService}${trimmed.startsWith('?') ? trimmed : trimmed.slice(trimmed.indexOf('?'))}` : undefined;
  return `${fileService}?filePath=${encodeURIComponent(trimmed)}`;
}
