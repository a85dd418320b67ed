import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentTypeFor, createLocalStorage } from './local';
import { isSafeObjectPath } from './types';

const UNSAFE = [
  '',
  '../secret.jpg',
  'main/../../secret.jpg',
  '..',
  '.',
  'main/./a.jpg',
  '/etc/passwd',
  '//server/share.jpg',
  'main\\..\\..\\secret.jpg',
  'C:\\Windows\\win.ini',
  'a.jpg\0.png',
  'main//a.jpg',
  'main/',
  'main/a b.jpg',
  'main/%2e%2e/a.jpg',
  'x'.repeat(513),
];

describe('isSafeObjectPath', () => {
  it.each(UNSAFE)('refuses %j', (p) => {
    expect(isSafeObjectPath(p)).toBe(false);
  });

  it.each(['main-12-abc.jpg', 'main/main-12-abc.jpg', 'gallery/gallery-0-12-k3j.jpg', 'blog/2026/cover.webp'])('accepts %j', (p) => {
    expect(isSafeObjectPath(p)).toBe(true);
  });
});

describe('createLocalStorage', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pkg-storage-'));
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('uploads into DATA_DIR/storage/itemphotos, lists and removes', async () => {
    const storage = createLocalStorage(dataDir);
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await storage.upload('main-1-a.jpg', bytes, 'image/jpeg');
    await storage.upload('gallery/gallery-0-1-a.jpg', bytes, 'image/jpeg');
    expect(await fs.readFile(path.join(dataDir, 'storage', 'itemphotos', 'gallery', 'gallery-0-1-a.jpg'))).toEqual(Buffer.from(bytes));
    expect(await storage.list()).toEqual(['gallery/gallery-0-1-a.jpg', 'main-1-a.jpg']);
    expect([await storage.exists('main-1-a.jpg'), await storage.exists('gallery'), await storage.exists('nope.jpg')]).toEqual([
      true,
      false,
      false,
    ]);

    // Overwrite keeps one file; removing a missing object is not an error.
    await storage.upload('main-1-a.jpg', new Uint8Array([9]), 'image/jpeg');
    expect(await fs.readFile(storage.filePath('main-1-a.jpg')!)).toEqual(Buffer.from([9]));
    await storage.remove(['main-1-a.jpg', 'never-there.jpg']);
    expect(await storage.list()).toEqual(['gallery/gallery-0-1-a.jpg']);
  });

  it('leaves no partial file behind when a write fails (decision 086: a full disk stops it half way)', async () => {
    const storage = createLocalStorage(dataDir);
    const root = path.join(dataDir, 'storage', 'itemphotos');
    // The rename fails (a folder is in the way), after the temporary file was written in full.
    await fs.mkdir(path.join(root, 'taken.jpg', 'inside'), { recursive: true });
    await expect(storage.upload('taken.jpg', new Uint8Array(64 * 1024), 'image/jpeg')).rejects.toThrow();
    expect(await fs.readdir(root)).toEqual(['taken.jpg']);
  });

  it('lists nothing (no error) before the first upload', async () => {
    expect(await createLocalStorage(dataDir).list()).toEqual([]);
  });

  it.each(UNSAFE.filter(Boolean))('refuses to write, remove or resolve %j', async (p) => {
    const storage = createLocalStorage(dataDir);
    expect(storage.filePath(p)).toBeNull();
    await expect(storage.upload(p, new Uint8Array([1]), 'image/jpeg')).rejects.toThrow(/Invalid storage path/);
    await expect(storage.remove([p])).rejects.toThrow(/Invalid storage path/);
  });

  it('writes nothing outside its folder', async () => {
    const storage = createLocalStorage(dataDir);
    await storage.upload('../escape.jpg', new Uint8Array([1]), 'image/jpeg').catch(() => {});
    await expect(fs.access(path.join(dataDir, 'storage', 'escape.jpg'))).rejects.toThrow();
    expect(await fs.readdir(dataDir)).toEqual([]);
  });

  it('maps public URLs and object paths both ways, refusing foreign or unsafe URLs', () => {
    const storage = createLocalStorage(dataDir);
    expect(storage.publicUrl('main/main-1-a.jpg')).toBe('/storage/itemphotos/main/main-1-a.jpg');
    expect(storage.objectPathFromUrl('/storage/itemphotos/main/main-1-a.jpg')).toBe('main/main-1-a.jpg');
    expect(storage.objectPathFromUrl('http://localhost:3000/storage/itemphotos/main-1-a.jpg')).toBe('main-1-a.jpg');
    expect(storage.objectPathFromUrl('/storage/itemphotos/..%2F..%2Fpackage.json')).toBeNull();
    expect(storage.objectPathFromUrl('/storage/other/main-1-a.jpg')).toBeNull();
    expect(storage.objectPathFromUrl('https://evil.example/x.jpg')).toBeNull();
    expect(storage.objectPathFromUrl('not a url')).toBeNull();
  });
});

describe('contentTypeFor', () => {
  it('knows image types and falls back to octet-stream', () => {
    expect(contentTypeFor('a.JPG')).toBe('image/jpeg');
    expect(contentTypeFor('a.webp')).toBe('image/webp');
    expect(contentTypeFor('a.avif')).toBe('image/avif');
    expect(contentTypeFor('a.svg')).toBe('application/octet-stream');
    expect(contentTypeFor('noext')).toBe('application/octet-stream');
  });
});
