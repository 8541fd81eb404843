import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderFileStore, putUnlessSized, readStoredBytes } from './storage.js';

describe('the folder file store', () => {
  const made: string[] = [];
  const folder = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-files-'));
    made.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes, reads, lists and deletes a file by its stored path', async () => {
    const root = folder();
    const store = new FolderFileStore(path.join(root, 'storage'));
    await store.put('avatars/300100/1001-a.png', Buffer.from('one'));
    await store.put('avatars/300100/1001-b.png', Buffer.from('two'));
    expect(await store.stat('avatars/300100/1001-a.png')).toEqual({ size: 3 });
    expect((await readStoredBytes(store, 'avatars/300100/1001-b.png')).toString()).toBe('two');
    expect((await store.list('avatars/300100')).sort()).toEqual(['avatars/300100/1001-a.png', 'avatars/300100/1001-b.png']);
    expect(await store.list('avatars/none')).toEqual([]);
    // A replaced file is the new bytes, with nothing left beside it.
    await store.put('avatars/300100/1001-a.png', Buffer.from('three'));
    expect((await readStoredBytes(store, 'avatars/300100/1001-a.png')).toString()).toBe('three');
    expect(fs.readdirSync(path.join(root, 'storage/avatars/300100')).sort()).toEqual(['1001-a.png', '1001-b.png']);
    await expect(store.put('avatars/300100/1001-a.png', Buffer.from('x'), { exclusive: true })).rejects.toThrow();
    expect(await store.delete('avatars/300100/1001-a.png')).toBe(true);
    expect(await store.delete('avatars/300100/1001-a.png')).toBe(false);
    expect(await store.stat('avatars/300100/1001-a.png')).toBe('missing');
  });

  it('refuses every path that could leave the folder, for reading and writing', async () => {
    const root = folder();
    const store = new FolderFileStore(path.join(root, 'storage'));
    fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
    for (const bad of ['../secret.txt', 'logos/../../secret.txt', '/etc/passwd', '..\\secret.txt', '%2e%2e/secret.txt', 'a\u0000b']) {
      expect(await store.stat(bad), bad).toBe('invalid');
      expect(await store.read(bad), bad).toBe('invalid');
      await expect(store.put(bad, Buffer.from('x')), bad).rejects.toThrow('not a stored file path');
      expect(await store.delete(bad), bad).toBe(false);
    }
    expect(fs.readFileSync(path.join(root, 'secret.txt'), 'utf8')).toBe('secret');
    // A symbolic link inside the folder that points out of it.
    fs.mkdirSync(path.join(root, 'storage/logos'), { recursive: true });
    fs.symlinkSync(path.join(root, 'secret.txt'), path.join(root, 'storage/logos/link.png'));
    expect(await store.read('logos/link.png')).toBe('invalid');
  });

  it('leaves a demo file that is there with its size, and writes one that differs', async () => {
    const store = new FolderFileStore(folder());
    let made = 0;
    const content = () => {
      made += 1;
      return Buffer.from('12345');
    };
    await putUnlessSized(store, 'documents/307000/a.txt', content, 5);
    await putUnlessSized(store, 'documents/307000/a.txt', content, 5);
    expect(made).toBe(1);
    await putUnlessSized(store, 'documents/307000/a.txt', () => Buffer.from('123456'), 6);
    expect(await store.stat('documents/307000/a.txt')).toEqual({ size: 6 });
  });
});
