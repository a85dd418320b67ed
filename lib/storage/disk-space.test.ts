import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig, resetConfigForTests } from '@/lib/config';
import { uploadBytes } from '@/lib/actions/disk-full';
import {
  assertRoomToWrite,
  dataDirSpace,
  DiskFullError,
  diskStatusOf,
  hasRoomToWrite,
  isDiskFull,
  setFreeSpaceSourceForTests,
  statfsSource,
  writesUnderDataDir,
} from './disk-space';

const MB = 1024 * 1024;
const DEFAULTS = { reserveBytes: 64 * MB, lowBytes: 256 * MB };

describe('diskStatusOf', () => {
  it('is full under the reserve, low under four times it, ok above', () => {
    expect(diskStatusOf(10_000 * MB, DEFAULTS)).toBe('ok');
    expect(diskStatusOf(256 * MB, DEFAULTS)).toBe('ok');
    expect(diskStatusOf(256 * MB - 1, DEFAULTS)).toBe('low');
    expect(diskStatusOf(64 * MB, DEFAULTS)).toBe('low');
    expect(diskStatusOf(64 * MB - 1, DEFAULTS)).toBe('full');
    expect(diskStatusOf(0, DEFAULTS)).toBe('full');
  });

  it('counts the bytes about to be written', () => {
    expect(diskStatusOf(100 * MB, DEFAULTS, 30 * MB)).toBe('low');
    expect(diskStatusOf(100 * MB, DEFAULTS, 40 * MB)).toBe('full');
  });

  it('never refuses with the reserve off (DISK_RESERVE_MB=0)', () => {
    expect(diskStatusOf(0, { reserveBytes: 0, lowBytes: 0 })).toBe('ok');
  });
});

describe('isDiskFull', () => {
  const errno = (code: string) => Object.assign(new Error(`${code}: no space left on device, write`), { code });
  it('knows our refusal, ENOSPC, EDQUOT and PostgreSQL disk_full, also wrapped', () => {
    expect(isDiskFull(new DiskFullError(1))).toBe(true);
    expect(isDiskFull(errno('ENOSPC'))).toBe(true);
    expect(isDiskFull(errno('EDQUOT'))).toBe(true);
    const pglite = Object.assign(new Error('could not extend file "base/5/16385": No space left on device'), { code: '53100' });
    expect(isDiskFull(pglite)).toBe(true);
    // A CatalogWriteError's cause, under Drizzle's own wrapper.
    expect(isDiskFull(new Error('uploadMain', { cause: new Error('Failed query', { cause: errno('ENOSPC') }) }))).toBe(true);
  });

  it('is false for anything else', () => {
    for (const other of [new Error('boom'), Object.assign(new Error('x'), { code: '23505' }), 'ENOSPC', null, undefined, 42]) {
      expect(isDiskFull(other)).toBe(false);
    }
  });
});

describe('uploadBytes', () => {
  it('adds up the files of an input, in arrays and objects', () => {
    const file = (n: number) => new File([new Uint8Array(n)], 'a.jpg');
    expect(uploadBytes({ name: 'x', mainPhoto: file(10), gallery: [file(5), file(7)], items: [{ file: file(3) }] })).toBe(25);
    expect(uploadBytes(null)).toBe(0);
    expect(uploadBytes('text')).toBe(0);
  });
});

describe('writesUnderDataDir', () => {
  it('is every write on the embedded database, files only with local photos, nothing on PostgreSQL + Supabase', () => {
    const embedded = parseConfig({});
    expect(writesUnderDataDir(embedded)).toBe(true);
    const postgresLocal = parseConfig({ DATABASE_URL: 'postgres://u@h/db' });
    expect(writesUnderDataDir(postgresLocal)).toBe(false);
    expect(writesUnderDataDir(postgresLocal, { files: true })).toBe(true);
    const supabase = parseConfig({
      DATABASE_URL: 'postgres://u@h/db',
      NEXT_PUBLIC_SUPABASE_URL: 'https://a.supabase.co',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'k',
    });
    expect(writesUnderDataDir(supabase, { files: true })).toBe(false);
  });
});

describe('the guard on an injected free space', () => {
  afterEach(() => {
    setFreeSpaceSourceForTests(undefined);
    resetConfigForTests();
    vi.restoreAllMocks();
  });

  it('refuses under the reserve and lets the write go on above it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const dirs: string[] = [];
    let free = 63 * MB;
    setFreeSpaceSourceForTests(async (dir) => {
      dirs.push(dir);
      return { freeBytes: free, totalBytes: 1024 * MB };
    });
    await expect(assertRoomToWrite()).rejects.toBeInstanceOf(DiskFullError);
    expect(await hasRoomToWrite()).toBe(false);
    free = 65 * MB;
    await expect(assertRoomToWrite()).resolves.toBeUndefined();
    expect(await hasRoomToWrite({ files: true, bytes: 2 * MB })).toBe(false);
    expect(await dataDirSpace()).toEqual({ freeBytes: 65 * MB, totalBytes: 1024 * MB, status: 'low' });
    expect(dirs.every((d) => d === '.data')).toBe(true);
  });

  it('lets the write go on when the free space cannot be measured', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setFreeSpaceSourceForTests(async () => {
      throw new Error('EIO');
    });
    expect(await hasRoomToWrite()).toBe(true);
  });
});

describe('statfsSource', () => {
  it("measures a folder that does not exist yet on its nearest parent's file system", async () => {
    const missing = path.join(os.tmpdir(), `pkg-disk-${process.pid}-missing`, 'a', 'b');
    const [deep, parent] = await Promise.all([statfsSource(missing), statfsSource(os.tmpdir())]);
    expect(deep.totalBytes).toBe(parent.totalBytes);
    expect(deep.freeBytes).toBeGreaterThan(0);
  });
});
