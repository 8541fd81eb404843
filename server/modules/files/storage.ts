// The storage folder (<dataDir>/storage) as the file service reads and writes it. The same check as
// the documents module's storage.ts (a module never imports another; a platform piece serving both
// is proposed in the report of issue 9): a stored path is checked by its form, then by where it
// resolves after symbolic links.
import fs from 'node:fs';
import path from 'node:path';
import { isStoredFilePath } from '../../../src/contract/documents.js';
import type { Database } from '../../platform/db/database.js';

export function storageRoot(dataDir: string): string {
  return path.join(dataDir, 'storage');
}

/** The data dir of a database: the folder of its file (seed steps get the database only). */
export function dataDirOf(db: Database): string {
  return path.dirname(db.name);
}

export type Resolved = { file: string; size: number } | 'invalid' | 'missing';

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
  if (!real.startsWith(realBase + path.sep)) return 'invalid';
  const stat = fs.statSync(real);
  return stat.isFile() ? { file: real, size: stat.size } : 'missing';
}
