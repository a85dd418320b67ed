import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DbHandle } from '../lib/db/client';
import { pgliteExtensions } from '../lib/db/pglite-extensions';
import { setDbHandleForTests } from '../lib/db';
import { createLocalStorage } from '../lib/storage/local';
import { setStorageForTests, type StoragePort } from '../lib/storage';
import { emptyDatabase, giveBack, schemaFingerprint, takeReturned, type Returned } from './db-reuse';
import { withDatabase } from './global-setup';

export type TestDatabase = {
  handle: DbHandle;
  storage: StoragePort & { filePath(objectPath: string): string | null };
  /** Folder the local storage writes into (a fresh temp dir). */
  dataDir: string;
  lane: 'pglite' | 'postgres';
  /** True when this is the database an earlier test of the file gave back, emptied (tests/db-reuse.ts). */
  reused: boolean;
  cleanup(): Promise<void>;
};

/**
 * A migrated, empty database of its own installed as the process database, plus a fresh local photo
 * storage. Call in beforeAll/beforeEach, cleanup in afterAll/afterEach. The first of a test file is a
 * copy of the run's template; later ones reuse the one the previous test gave back, emptied, when its
 * schema is still the template's (tests/db-reuse.ts, docs/decisions/076). TEST_DB_REUSE=0 copies every time.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pkg-int-'));
  const pgTemplateUrl = inject('pgTemplateUrl');
  let opened: { handle: DbHandle; reused?: boolean } & Returned;
  // A set-up that fails half-way undoes what it made (the test file's afterAll never gets a handle
  // to clean up), so a busy server or a full disk is reported once, without leftovers.
  try {
    opened = (await reuseReturned()) ?? (await openCopy(pgTemplateUrl));
  } catch (error) {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { handle } = opened;
  const storage = createLocalStorage(dataDir);
  setDbHandleForTests(handle);
  setStorageForTests(storage);
  return {
    handle,
    storage,
    dataDir,
    lane: pgTemplateUrl ? 'postgres' : 'pglite',
    reused: opened.reused === true,
    async cleanup() {
      setDbHandleForTests(undefined);
      setStorageForTests(undefined);
      await fs.rm(dataDir, { recursive: true, force: true });
      // PostgreSQL: the pool goes (and with it every session's settings and locks); the database stays.
      // PGlite: its one session stays open, as closing it would lose the in-memory database.
      if (opened.url) await handle.close();
      if (process.env.TEST_DB_REUSE !== '0' && giveBack({ client: opened.client, url: opened.url, drop: opened.drop })) return;
      if (!opened.url) await handle.close();
      await opened.drop();
    },
  };
}

async function openCopy(pgTemplateUrl: string): Promise<{ handle: DbHandle } & Returned> {
  if (pgTemplateUrl) {
    const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const templateName = new URL(pgTemplateUrl).pathname.slice(1);
    const { default: postgres } = await import('postgres');
    const admin = postgres(withDatabase(pgTemplateUrl, 'postgres'), { max: 1, onnotice: () => {} });
    const drop = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
    try {
      await admin.unsafe(`create database ${name} template ${templateName}`);
      const url = withDatabase(pgTemplateUrl, name);
      return { handle: await openDatabase({ kind: 'postgres', url, max: 4 }), url, drop };
    } catch (error) {
      await drop().catch(() => {});
      throw error;
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const tar = await fs.readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(tar)]), extensions: await pgliteExtensions() });
  const drop = async () => {
    if (!client.closed) await client.close();
  };
  return { handle: await openDatabase({ kind: 'embedded', client }), client, drop };
}

/**
 * The database the previous test gave back, emptied, with a new handle (new statement counter, no
 * spies a test left on the old one); undefined when there is none or its schema changed, which drops it.
 */
async function reuseReturned(): Promise<({ handle: DbHandle; reused: true } & Returned) | undefined> {
  const spare = takeReturned();
  if (!spare) return undefined;
  let handle: DbHandle | undefined;
  try {
    handle = spare.client
      ? await openDatabase({ kind: 'embedded', client: spare.client })
      : await openDatabase({ kind: 'postgres', url: spare.url!, max: 4 });
    // PGlite: the session the last test used; `discard all` ends its settings, temporary tables and locks.
    if (spare.client) await withTimeout(handle.runner.exec('discard all'));
    if ((await withTimeout(schemaFingerprint(handle.runner))) !== inject('templateFingerprint')) throw new Error('schema changed');
    await withTimeout(emptyDatabase(handle.runner));
    return { handle, reused: true, ...spare };
  } catch {
    // A changed schema, a transaction a test left open, a closed database: a fresh copy instead.
    if (spare.url) await handle?.close().catch(() => {});
    await withTimeout(spare.drop()).catch(() => {});
    return undefined;
  }
}

function withTimeout<T>(promise: Promise<T>, ms = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`test database reset: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
