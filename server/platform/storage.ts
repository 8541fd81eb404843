// The storage folder: <dataDir>/storage, where documents, avatars and logos live. A stored path is
// relative to it and is checked twice before a byte is read: by its form (isStoredFilePath: no `..`,
// no leading `/`, no `\`, no `%`, no NUL), and after resolving symbolic links, by where it lands
// (inside the folder). One piece for every module that reads or writes stored files.
import fs from 'node:fs';
import path from 'node:path';
import { isStoredFilePath } from '../../src/contract/documents.js';
import type { Database } from './db/database.js';

export const STORAGE_FOLDER = 'storage';

export function storageRoot(dataDir: string): string {
  return path.join(dataDir, STORAGE_FOLDER);
}

/** The data dir of a database: the folder of its file (seed steps get the database only). */
export function dataDirOf(db: Database): string {
  return path.dirname(db.name);
}

export type Resolved = { file: string; size: number } | 'invalid' | 'missing';

/** The real file a stored path names inside `root`, 'invalid' when it would leave the folder, 'missing' when there is none. */
export function resolveStored(root: string, storedPath: string): Resolved {
  if (!isStoredFilePath(storedPath)) return 'invalid';
  const base = path.resolve(root);
  const full = path.resolve(base, storedPath);
  if (!full.startsWith(base + path.sep)) return 'invalid';
  let real: string;
  let realBase: string;
  try {
    realBase = fs.realpathSync(base);
    real = fs.realpathSync(full);
  } catch {
    return 'missing';
  }
  // A symbolic link inside the folder may not point out of it.
  if (!real.startsWith(realBase + path.sep)) return 'invalid';
  const stat = fs.statSync(real);
  return stat.isFile() ? { file: real, size: stat.size } : 'missing';
}

/** Writes a file under `root` (creating its folders) unless it is there with the same size. */
export function writeStored(root: string, storedPath: string, content: () => Buffer, size?: number): void {
  const full = path.join(root, storedPath);
  if (size !== undefined && fs.existsSync(full) && fs.statSync(full).size === size) return;
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content());
}
