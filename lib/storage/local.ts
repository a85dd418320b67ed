import fs from 'node:fs/promises';
import path from 'node:path';
import { syncPath } from '../db/fsync';
import { isSafeObjectPath, PHOTO_BUCKET, type StoragePort } from './types';

export const LOCAL_PUBLIC_PREFIX = `/storage/${PHOTO_BUCKET}/`;

// Every file access below carries `turbopackIgnore`: the paths are computed at run time, and the
// build's file tracing would otherwise copy the project's own files (sources, test fixtures) into the
// standalone output (the image lane checks it does not).
/** The folder of the embedded backend's photo bucket. */
export const localStorageRoot = (dataDir: string) => path.resolve(/*turbopackIgnore: true*/ dataDir, 'storage', PHOTO_BUCKET);

export function createLocalStorage(dataDir: string): StoragePort & { filePath(objectPath: string): string | null } {
  const root = localStorageRoot(dataDir);

  const filePath = (objectPath: string): string | null => {
    if (!isSafeObjectPath(objectPath)) return null;
    const full = path.resolve(/*turbopackIgnore: true*/ root, objectPath);
    return full.startsWith(root + path.sep) ? full : null;
  };

  const requirePath = (objectPath: string): string => {
    const full = filePath(objectPath);
    if (!full) throw new Error(`Invalid storage path: ${objectPath}`);
    return full;
  };

  return {
    kind: 'local',
    filePath,
    async upload(objectPath, body) {
      const full = requirePath(objectPath);
      const created = await fs.mkdir(/*turbopackIgnore: true*/ path.dirname(full), { recursive: true });
      // Write then rename, so a reader never sees half a file; each flushed before the upload
      // answers (the file, then its folder's new entry), so the row that names it never outlives
      // it in a power cut (decision 087).
      const tmp = `${full}.${process.pid}.${Date.now()}.tmp`;
      try {
        await writeDurably(tmp, body);
        await fs.rename(/*turbopackIgnore: true*/ tmp, full);
        let dir = path.dirname(full);
        await syncPath(dir);
        // A folder made here is an entry of its parent: each up to the first one made.
        if (created) {
          while (dir !== created && dir !== path.dirname(dir)) {
            dir = path.dirname(dir);
            await syncPath(dir);
          }
          await syncPath(path.dirname(created));
        }
      } catch (error) {
        // A full disk (ENOSPC) stops the write half way: the part written must not stay behind
        // taking the space (decision 086).
        await fs.rm(/*turbopackIgnore: true*/ tmp, { force: true }).catch(() => {});
        throw error;
      }
    },
    async exists(objectPath) {
      const full = filePath(objectPath);
      if (!full) return false;
      return fs.stat(/*turbopackIgnore: true*/ full).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    async read(objectPath) {
      const full = filePath(objectPath);
      if (!full) return null;
      return fs.readFile(/*turbopackIgnore: true*/ full).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async remove(objectPaths) {
      await Promise.all(objectPaths.map((p) => fs.rm(/*turbopackIgnore: true*/ requirePath(p), { force: true })));
    },
    publicUrl: (objectPath) => `${LOCAL_PUBLIC_PREFIX}${objectPath}`,
    objectPathFromUrl(url) {
      const pathname = url.startsWith('/') ? url : safePathname(url);
      if (!pathname?.startsWith(LOCAL_PUBLIC_PREFIX)) return null;
      const objectPath = decodeURIComponent(pathname.slice(LOCAL_PUBLIC_PREFIX.length));
      return isSafeObjectPath(objectPath) ? objectPath : null;
    },
    async list() {
      const out: string[] = [];
      const walk = async (dir: string, prefix: string) => {
        let entries: import('node:fs').Dirent[];
        try {
          entries = await fs.readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
        } catch {
          return;
        }
        for (const e of entries) {
          if (e.isDirectory()) await walk(path.join(/*turbopackIgnore: true*/ dir, e.name), `${prefix}${e.name}/`);
          else if (!e.name.endsWith('.tmp')) out.push(`${prefix}${e.name}`);
        }
      };
      await walk(root, '');
      return out.sort();
    },
  };
}

function safePathname(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

export function contentTypeFor(objectPath: string): string {
  return CONTENT_TYPES[path.extname(objectPath).toLowerCase()] ?? 'application/octet-stream';
}

async function writeDurably(file: string, body: Uint8Array): Promise<void> {
  const handle = await fs.open(/*turbopackIgnore: true*/ file, 'wx');
  try {
    await handle.writeFile(body);
    await handle.datasync();
  } finally {
    await handle.close();
  }
}
