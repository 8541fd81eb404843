import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_APP_FILES } from '../server/demo-apps/entries';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The build folder: dist/, or SRM_DIST_DIR when set. */
export function distDir(): string {
  return path.resolve(ROOT, process.env.SRM_DIST_DIR ?? 'dist');
}

/** Files of every build: the shell's page and the demo sub-apps' scripts (rspack.config.ts). */
const BUILT_FILES = ['index.html', ...DEMO_APP_FILES];

/** Whether dist/ is missing, lacks one of its files or is older than the sources of the build. */
export function needsBuild(root: string = ROOT): boolean {
  const built = path.join(distDir(), 'index.html');
  if (BUILT_FILES.some((file) => !existsSync(path.join(distDir(), file)))) return true;
  const sources = ['src', 'plugins', 'config/base', 'schema', 'server/demo-apps/src'].map((dir) => path.join(root, dir)).filter(existsSync);
  const newestSource = Math.max(...sources.map(newestMtime), statSync(path.join(root, 'rspack.config.ts')).mtimeMs);
  return newestSource > statSync(built).mtimeMs;
}

/** Runs the production build when dist/ (or SRM_DIST_DIR) is missing or stale; throws when it fails. */
export function buildIfStale(log: (message: string) => void = console.log): void {
  if (!needsBuild()) return;
  log('building the shell (dist/ is missing or older than its sources)…');
  const result = spawnSync('npx', ['rspack', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`rspack build failed (exit ${result.status})`);
}
