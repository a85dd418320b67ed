import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DbHandle } from '../lib/db/client';
import { pgliteExtensions } from '../lib/db/pglite-extensions';
import { setDbHandleForTests } from '../lib/db';
import { createLocalStorage } from '../lib/storage/local';
import { setStorageForTests, type StoragePort } from '../lib/storage';
import { withDatabase } from './global-setup';

export type TestDatabase = {
  handle: DbHandle;
  storage: StoragePort & { filePath(objectPath: string): string | null };
  /** Folder the local storage writes into (a fresh temp dir). */
  dataDir: string;
  lane: 'pglite' | 'postgres';
  cleanup(): Promise<void>;
};

/**
 * A migrated, empty database of its own (a copy of the run's template) installed as the process
 * database, plus a fresh local photo storage. Call in beforeAll/beforeEach, cleanup in afterAll/afterEach.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pkg-int-'));
  const pgTemplateUrl = inject('pgTemplateUrl');
  let handle: DbHandle;
  let dropDatabase = async () => {};
  // A set-up that fails half-way undoes what it made (the test file's afterAll never gets a handle
  // to clean up), so a busy server or a full disk is reported once, without leftovers.
  try {
    if (pgTemplateUrl) {
      const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      const templateName = new URL(pgTemplateUrl).pathname.slice(1);
      const { default: postgres } = await import('postgres');
      const admin = postgres(withDatabase(pgTemplateUrl, 'postgres'), { max: 1, onnotice: () => {} });
      dropDatabase = async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      };
      await admin.unsafe(`create database ${name} template ${templateName}`);
      handle = await openDatabase({ kind: 'postgres', url: withDatabase(pgTemplateUrl, name), max: 4 });
    } else {
      const { PGlite } = await import('@electric-sql/pglite');
      const tar = await fs.readFile(inject('pgliteTemplate'));
      const client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(tar)]), extensions: await pgliteExtensions() });
      handle = await openDatabase({ kind: 'embedded', client });
    }
  } catch (error) {
    await dropDatabase().catch(() => {});
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const storage = createLocalStorage(dataDir);
  setDbHandleForTests(handle);
  setStorageForTests(storage);
  return {
    handle,
    storage,
    dataDir,
    lane: pgTemplateUrl ? 'postgres' : 'pglite',
    async cleanup() {
      setDbHandleForTests(undefined);
      setStorageForTests(undefined);
      await handle.close();
      await dropDatabase();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
