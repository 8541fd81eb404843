// Stored files (documents, avatars, logos) behind one interface, FileStore, named by a stored path
// relative to the store's root (`documents/307000/x.pdf`). A stored path is checked twice before a
// byte is read or written: by its form (isStoredFilePath: no `..`, no leading `/`, no `\`, no `%`,
// no NUL), and, in the folder store, after resolving symbolic links, by where it lands (inside the
// folder). The folder store is the one implementation: `<dataDir>/storage` by default, or the
// folder SRM_STORAGE_DIR names — a folder every instance mounts (NFS, a shared volume) when several
// run. Another store (S3-style) implements the same five calls; nothing outside this file knows
// where the bytes live.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isStoredFilePath } from '../../src/contract/documents.js';

export const STORAGE_FOLDER = 'storage';

/** The default storage folder of a data dir. */
export function storageRoot(dataDir: string): string {
  return path.join(dataDir, STORAGE_FOLDER);
}

/** A stored file's size, 'invalid' when its path may not be read (or would leave the store), 'missing' when there is none. */
export type StoredStat = { size: number } | 'invalid' | 'missing';

/** A stored file opened for reading: its size and its bytes as a stream. */
export type StoredRead = { size: number; stream: Readable } | 'invalid' | 'missing';

export interface FileStore {
  /** Where the files are, for logs and errors (a folder, a bucket). */
  readonly location: string;
  stat(storedPath: string): Promise<StoredStat>;
  /** Opens a stored file; the caller consumes or destroys the stream. */
  read(storedPath: string): Promise<StoredRead>;
  /**
   * Writes a file (its folders created as needed). `exclusive`: refuses (throws) when the path is
   * taken; otherwise a file there is replaced. Throws for a path of the wrong form.
   */
  put(storedPath: string, bytes: Buffer, options?: { exclusive?: boolean }): Promise<void>;
  /** Removes a file; nothing when there is none. Returns whether one was removed. */
  delete(storedPath: string): Promise<boolean>;
  /** The stored paths directly in a folder of the store (`avatars/307000`), none when it has none. */
  list(folder: string): Promise<string[]>;
}

/** Reads a whole stored file (small ones: images), or 'invalid' / 'missing'. */
export async function readStoredBytes(store: FileStore, storedPath: string): Promise<Buffer | 'invalid' | 'missing'> {
  const opened = await store.read(storedPath);
  if (opened === 'invalid' || opened === 'missing') return opened;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Writes a file unless it is there with the given size (demo files a seed or a restart puts back). */
export async function putUnlessSized(store: FileStore, storedPath: string, content: () => Buffer, size?: number): Promise<void> {
  if (size !== undefined) {
    const found = await store.stat(storedPath);
    if (typeof found === 'object' && found.size === size) return;
  }
  await store.put(storedPath, content());
}

/** The stored files in a folder of the local disk: `<dataDir>/storage`, or a shared folder. */
export class FolderFileStore implements FileStore {
  readonly location: string;

  constructor(root: string) {
    this.location = path.resolve(root);
  }

  /** The full name a stored path of the right form has under the root, or undefined. */
  private fullName(storedPath: string): string | undefined {
    if (!isStoredFilePath(storedPath)) return undefined;
    const full = path.resolve(this.location, storedPath);
    return full.startsWith(this.location + path.sep) ? full : undefined;
  }

  /** The real file a stored path names inside the root, after symbolic links. */
  private async resolve(storedPath: string): Promise<{ file: string; size: number } | 'invalid' | 'missing'> {
    const full = this.fullName(storedPath);
    if (!full) return 'invalid';
    let real: string;
    let realBase: string;
    try {
      realBase = await fsp.realpath(this.location);
      real = await fsp.realpath(full);
    } catch {
      return 'missing';
    }
    // A symbolic link inside the folder may not point out of it.
    if (!real.startsWith(realBase + path.sep)) return 'invalid';
    const stat = await fsp.stat(real);
    return stat.isFile() ? { file: real, size: stat.size } : 'missing';
  }

  async stat(storedPath: string): Promise<StoredStat> {
    const resolved = await this.resolve(storedPath);
    return typeof resolved === 'object' ? { size: resolved.size } : resolved;
  }

  async read(storedPath: string): Promise<StoredRead> {
    const resolved = await this.resolve(storedPath);
    if (typeof resolved !== 'object') return resolved;
    return { size: resolved.size, stream: fs.createReadStream(resolved.file) };
  }

  async put(storedPath: string, bytes: Buffer, options: { exclusive?: boolean } = {}): Promise<void> {
    const full = this.fullName(storedPath);
    if (!full) throw new Error(`not a stored file path: ${JSON.stringify(storedPath)}`);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    if (options.exclusive) {
      await fsp.writeFile(full, bytes, { flag: 'wx' });
      return;
    }
    // Written beside it and renamed: another instance reading the file meanwhile sees the old or the new one, never half.
    const temporary = `${full}.${process.pid}.${Date.now().toString(36)}.part`;
    await fsp.writeFile(temporary, bytes);
    await fsp.rename(temporary, full);
  }

  async delete(storedPath: string): Promise<boolean> {
    const full = this.fullName(storedPath);
    if (!full) return false;
    try {
      await fsp.unlink(full);
      return true;
    } catch {
      return false;
    }
  }

  async list(folder: string): Promise<string[]> {
    const full = this.fullName(`${folder}/x`);
    if (!full) return [];
    try {
      const entries = await fsp.readdir(path.dirname(full), { withFileTypes: true });
      return entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.part')).map((entry) => `${folder}/${entry.name}`);
    } catch {
      return [];
    }
  }
}
