// The release manifest of a build folder (dist/releases.json) and the rule that prunes it: a release
// leaves the hashed files of the previous ones in place, so that a tab opened before it still loads
// the chunks its code names; only files that belong to none of the newest N releases are deleted.
// Pure: rspack.config.ts (ReleasesPlugin) reads the folder and applies what planRelease decides.
import { createHash } from 'node:crypto';

export interface Release {
  /** The release id: a hash of the names of its hashed files (the same sources build the same id). */
  id: string;
  /** When it was built (ISO 8601). */
  time: string;
  /** Its hashed files (with their .br/.gz copies), relative to the build folder. */
  files: string[];
}

/** dist/releases.json: the kept releases, newest first. */
export interface ReleaseManifest {
  releases: Release[];
}

/** How many releases a build keeps when SRM_KEEP_RELEASES does not say. */
export const DEFAULT_KEEP_RELEASES = 3;
/** The most releases a build keeps (a bound on the folder and on the manifest). */
export const MAX_KEEP_RELEASES = 20;
/** A bound on what a manifest may list: more is a broken file, not a build. */
const MAX_FILES_PER_RELEASE = 5000;

/** A bundler output name with a content hash (main.3f2a1b9c.js, styles.0a1b2c3d.css) or its precompressed copy. */
export const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+(?:\.(?:br|gz))?$/i;
const RELEASE_ID = /^[0-9a-z]{1,64}$/;

/** SRM_KEEP_RELEASES as a count: 1 to MAX_KEEP_RELEASES, DEFAULT_KEEP_RELEASES when unset; throws on anything else. */
export function keepReleases(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_KEEP_RELEASES;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_KEEP_RELEASES) {
    throw new Error(`SRM_KEEP_RELEASES must be a whole number from 1 to ${MAX_KEEP_RELEASES} (got ${JSON.stringify(value)})`);
  }
  return count;
}

/** The id of a release with these hashed files: the first 16 hex digits of the SHA-256 of their sorted names. */
export function releaseId(files: readonly string[]): string {
  const names = files.filter((file) => !/\.(?:br|gz)$/.test(file)).sort();
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
}

/** Reads dist/releases.json leniently: a missing, broken or foreign file is an empty manifest (the build then keeps only itself). */
export function parseManifest(text: string | undefined): ReleaseManifest {
  if (text === undefined) return { releases: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { releases: [] };
  }
  const list = (value as { releases?: unknown } | null)?.releases;
  if (!Array.isArray(list)) return { releases: [] };
  const releases: Release[] = [];
  for (const entry of list.slice(0, MAX_KEEP_RELEASES)) {
    const { id, time, files } = (entry ?? {}) as Partial<Record<keyof Release, unknown>>;
    if (typeof id !== 'string' || !RELEASE_ID.test(id) || typeof time !== 'string' || !Array.isArray(files) || files.length > MAX_FILES_PER_RELEASE) continue;
    releases.push({ id, time, files: files.filter((file): file is string => typeof file === 'string' && isPlainName(file)) });
  }
  return { releases };
}

/** A file name directly in the build folder (no folder, no traversal). */
function isPlainName(file: string): boolean {
  return file.length > 0 && file.length <= 255 && !/[/\\\0]/.test(file) && !file.startsWith('.');
}

export interface ReleasePlan {
  manifest: ReleaseManifest;
  /** Hashed files of the folder that no kept release names: to delete. */
  remove: string[];
}

/**
 * The manifest after `release` and the files to delete: the new release first, then the previous
 * ones (a rebuild of a kept release moves it to the front instead of listing it twice), cut to
 * `keep`; every hashed file of the folder (`present`, its top-level names) that none of those lists
 * goes. Unhashed files (index.html, version.json, bridge-client.js…) are never touched: the build
 * has just written the newest.
 */
export function planRelease(previous: ReleaseManifest, release: Release, keep: number, present: readonly string[]): ReleasePlan {
  const releases = [release, ...previous.releases.filter((old) => old.id !== release.id)].slice(0, Math.max(1, keep));
  const kept = new Set(releases.flatMap((kept) => kept.files));
  const remove = present.filter((file) => HASHED_FILE.test(file) && !kept.has(file)).sort();
  return { manifest: { releases }, remove };
}
