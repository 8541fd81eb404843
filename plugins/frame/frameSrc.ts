/**
 * Seed 001 §2 embedded-page host: the address comes from the query's src or path; the other
 * query parameters are appended except src and name; type=supplierDetail also appends name.
 * A report-designer _t (and elsAccount) travel as ordinary parameters.
 */
export function frameSrc(query: Readonly<Record<string, string>>): string | undefined {
  const base = query.src ?? query.path;
  if (!base) return undefined;
  const extra = Object.entries(query).filter(([key]) => key !== 'src' && key !== 'path' && (key !== 'name' || query.type === 'supplierDetail'));
  if (extra.length === 0) return base;
  const params = new URLSearchParams(extra).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${params}`;
}
