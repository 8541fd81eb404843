// The origins the shell may frame, gathered for its CSP frame-src.
import fs from 'node:fs';
import path from 'node:path';

/** Only plain origins go into the CSP header: scheme, host, optional port. Nothing that could add a directive. */
const SAFE_ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

function originsOf(layout: unknown): string[] {
  const entries = (layout as { frames?: { allowedOrigins?: Record<string, { origin?: unknown } | null> } } | null)?.frames?.allowedOrigins;
  if (!entries || typeof entries !== 'object') return [];
  return Object.values(entries)
    .map((entry) => entry?.origin)
    .filter((origin): origin is string => typeof origin === 'string' && SAFE_ORIGIN.test(origin));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function readJson(file: string): unknown {
  return fs.existsSync(file) ? parseJson(fs.readFileSync(file, 'utf8')) : null;
}

/**
 * The origins the shell may frame (frames.allowedOrigins of the base, every tenant file and every
 * stored layout overlay), so the shell's CSP frame-src matches what the layout allows. The shell
 * itself still refuses any origin its own layout does not list; the CSP is the second fence.
 * Read at most every few seconds: tenant files and overlays change without a restart.
 * `storedOverlays` gives the JSON texts of the overlays saved on the server.
 */
export function createFrameOriginSource(configDir: string, storedOverlays: () => readonly string[], maxAgeMs = 5000): () => string[] {
  let cached: { at: number; origins: string[] } | undefined;
  return () => {
    const now = Date.now();
    if (cached && now - cached.at < maxAgeMs) return cached.origins;
    const layouts: unknown[] = [readJson(path.join(configDir, 'base', 'layout.json'))];
    const tenantsDir = path.join(configDir, 'tenants');
    for (const tenant of fs.existsSync(tenantsDir) ? fs.readdirSync(tenantsDir) : []) {
      layouts.push(readJson(path.join(tenantsDir, tenant, 'layout.json')));
    }
    for (const json of storedOverlays()) layouts.push(parseJson(json));
    cached = { at: now, origins: [...new Set(layouts.flatMap(originsOf))].sort() };
    return cached.origins;
  };
}
