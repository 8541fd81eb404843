// A tenant whose pages carry the largest CSP the server sends (budget 5 of issue 29: the server's
// figures "with a tenant's full CSP in force"): frame-src lists MAX_FRAME_ORIGINS origins of the
// longest length a layout admits, half from the tenant's file (the schema's 32) and half from a
// tenant-wide overlay an admin saves, as in server/platform/static/frameOrigins.test.ts's bound test.
import { cpSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FRAME_ORIGIN_MAX_LENGTH } from '../../src/core/config/frameOrigin';

/** The tenant the bench's deployment answers by default. */
export const WIDE_CSP_TENANT = 'widecsp';
/** Origins in the tenant's file (the schema's maxProperties) and as many in its tenant-wide overlay. */
export const ORIGINS_PER_LAYER = 32;

/**
 * `count` distinct https origins from `first` on, each FRAME_ORIGIN_MAX_LENGTH characters long and
 * made of DNS labels of at most 63 characters (an origin a layout admits).
 */
export function wideOrigins(first: number, count: number): string[] {
  const suffix = `.${'b'.repeat(60)}.${'c'.repeat(60)}.example.com`;
  return Array.from({ length: count }, (_, offset) => {
    const head = `https://sub-app-${String(first + offset).padStart(3, '0')}-`;
    return `${head}${'a'.repeat(FRAME_ORIGIN_MAX_LENGTH - head.length - suffix.length)}${suffix}`;
  });
}

/** A layout patch allowing `origins` as frame origins. */
export function framesPatch(origins: readonly string[]): { frames: { allowedOrigins: Record<string, { order: number; origin: string }> } } {
  return { frames: { allowedOrigins: Object.fromEntries(origins.map((origin, index) => [`wide${index}`, { order: index + 1, origin }])) } };
}

/** The tenant-wide overlay the bench saves: the second half of the origins. */
export const wideOverlay = () => framesPatch(wideOrigins(ORIGINS_PER_LAYER, ORIGINS_PER_LAYER));

/**
 * A copy of `configDir` with the tenant's file (the first half of the origins) and its deploy.json
 * choosing that tenant by default (its prefixes and hosts kept); answers the copy's path (SRM_CONFIG_DIR of the instances).
 */
export function wideCspConfigDir(configDir: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'srm-bench-config-'));
  cpSync(configDir, dir, { recursive: true });
  mkdirSync(path.join(dir, 'tenants', WIDE_CSP_TENANT), { recursive: true });
  writeFileSync(path.join(dir, 'tenants', WIDE_CSP_TENANT, 'layout.json'), JSON.stringify(framesPatch(wideOrigins(0, ORIGINS_PER_LAYER)), null, 2));
  const deploy = JSON.parse(readFileSync(path.join(configDir, 'deploy.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(path.join(dir, 'deploy.json'), JSON.stringify({ ...deploy, defaultTenant: WIDE_CSP_TENANT }, null, 2));
  return dir;
}
