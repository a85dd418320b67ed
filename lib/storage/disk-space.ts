import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { getConfig, type AppConfig } from '../config';

// The data folder's disk (decision 086). The embedded backend keeps its database (PGlite) and the
// photos in DATA_DIR; PGlite is PostgreSQL in this one process, and a PostgreSQL that cannot write
// its own files (a checkpoint, a new WAL segment) with the disk full can stop answering for good,
// the whole site with it. So the writes people start (photos, quote requests, saves) are refused
// while DATA_DIR's file system has less than the reserve left, BEFORE they touch the database; the
// site keeps reading, and the same writes work again as soon as space is back. On PostgreSQL with
// Supabase Storage nothing is written under DATA_DIR and nothing is checked.

export type DiskStatus = 'ok' | 'low' | 'full';

export type DiskSpace = {
  /** Bytes an unprivileged process may still write (statfs `bavail`: root's reserved blocks not counted). */
  freeBytes: number;
  totalBytes: number;
  status: DiskStatus;
};

/** What a write puts under DATA_DIR: rows of the embedded database, and/or files of the local photo storage. */
export type DiskWrite = { files?: boolean; bytes?: number };

/** `full` below the reserve (with the bytes about to be written), `low` below four times it, else `ok`. */
export function diskStatusOf(freeBytes: number, settings: AppConfig['disk'], bytes = 0): DiskStatus {
  if (settings.reserveBytes > 0 && freeBytes - bytes < settings.reserveBytes) return 'full';
  if (freeBytes - bytes < settings.lowBytes) return 'low';
  return 'ok';
}

/** Free and total bytes of the file system holding `dir`; tests inject another source. */
export type FreeSpaceSource = (dir: string) => Promise<{ freeBytes: number; totalBytes: number }>;

/** statfs on `dir`, or on its nearest existing parent (before the first start DATA_DIR may not exist yet). */
export const statfsSource: FreeSpaceSource = async (dir) => {
  let current = path.resolve(/*turbopackIgnore: true*/ dir);
  for (;;) {
    try {
      const s = await fs.statfs(/*turbopackIgnore: true*/ current);
      return { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
    } catch (error) {
      const parent = path.dirname(current);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === current) throw error;
      current = parent;
    }
  }
};

let source: FreeSpaceSource = statfsSource;

/** Tests: measure free space with this (undefined: statfs again). */
export function setFreeSpaceSourceForTests(next: FreeSpaceSource | undefined): void {
  source = next ?? statfsSource;
}

/** Whether the write lands in DATA_DIR: every write with the embedded database, files with the local storage. */
export function writesUnderDataDir(config: AppConfig, write: DiskWrite = {}): boolean {
  return config.database.kind === 'embedded' || (!!write.files && config.backend.kind === 'embedded');
}

/** DATA_DIR's free space and status, or null when this configuration writes nothing there. */
export async function dataDirSpace(write: DiskWrite = { files: true }): Promise<DiskSpace | null> {
  const config = getConfig();
  if (!writesUnderDataDir(config, write)) return null;
  const { freeBytes, totalBytes } = await source(config.dataDir);
  return { freeBytes, totalBytes, status: diskStatusOf(freeBytes, config.disk, write.bytes) };
}

/** Thrown before a write that would leave DATA_DIR's file system under its reserve; nothing was written. */
export class DiskFullError extends Error {
  readonly code = 'disk-full';
  constructor(readonly freeBytes: number) {
    super(`The data folder's disk is full: ${Math.floor(freeBytes / 1024 / 1024)} MB left, below the reserve (DISK_RESERVE_MB)`);
    this.name = 'DiskFullError';
  }
}

/**
 * Throws a DiskFullError when the write would leave less than the reserve. A failed measurement
 * lets the write go on (statfs works wherever the app runs; the write's own errors still count).
 */
export async function assertRoomToWrite(write: DiskWrite = {}): Promise<void> {
  let space: DiskSpace | null;
  try {
    space = await dataDirSpace(write);
  } catch (error) {
    console.warn('[disk] could not measure the free space of DATA_DIR:', error instanceof Error ? error.message : error);
    return;
  }
  if (space?.status === 'full') {
    console.warn(`[disk] write refused: ${space.freeBytes} bytes free in DATA_DIR, below the reserve`);
    throw new DiskFullError(space.freeBytes);
  }
}

/** False when the write would leave DATA_DIR's disk under its reserve (assertRoomToWrite without the throw). */
export async function hasRoomToWrite(write: DiskWrite = {}): Promise<boolean> {
  try {
    await assertRoomToWrite(write);
    return true;
  } catch (error) {
    if (error instanceof DiskFullError) return false;
    throw error;
  }
}

/** Errno codes of a write that found no room: no space, or the user's disk quota spent. */
const NO_ROOM_ERRNO = new Set(['ENOSPC', 'EDQUOT']);
/** PostgreSQL's SQLSTATE class 53 "insufficient resources": disk_full (PGlite and postgres-js both set `code`). */
const DISK_FULL_SQLSTATE = '53100';

/**
 * Whether a write failed for want of disk space: our own refusal, a file system's ENOSPC/EDQUOT or
 * PostgreSQL's disk_full, also when wrapped (a CatalogWriteError's or Drizzle's `cause`).
 */
export function isDiskFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    if (current instanceof DiskFullError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NO_ROOM_ERRNO.has(code) || code === DISK_FULL_SQLSTATE || code === 'disk-full')) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
