import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import type { DurableNodeFS } from './durable-fs';
import { acquireDataDirLock } from './lock';
import { pgliteExtensions } from './pglite-extensions';
import type { SqlRunner } from './migrate';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction has the same query API as the database. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction' | 'query'>;

export type DbHandle = {
  kind: 'embedded' | 'postgres';
  db: Db;
  runner: SqlRunner;
  /** Counts every statement sent through `db` (tests assert queries per page with it). */
  stats: { queries: number };
  close(): Promise<void>;
};

/**
 * The engine refused the database already in the data folder (PGlite aborts on a damaged
 * pg_control or a missing log segment; a file system error is not this): the server may restore its
 * last backup (lib/backup/recover.ts).
 */
export class DatabaseUnopenableError extends Error {
  constructor(
    readonly pgDir: string,
    readonly cause: unknown,
  ) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    super(`The database in ${pgDir} cannot be opened (${detail.replace(/\.+$/, '')})`);
  }
}

export function isDatabaseUnopenable(error: unknown): error is DatabaseUnopenableError {
  return error instanceof DatabaseUnopenableError;
}

/** An operating system's error (ENOSPC, EACCES, EIO …), from Node or Emscripten's file layer. */
function isSystemError(error: unknown): boolean {
  const e = error as { code?: unknown; name?: unknown } | null;
  return typeof e?.code === 'string' || e?.name === 'ErrnoError';
}

export type OpenOptions =
  | { kind: 'embedded'; dataDir: string }
  | { kind: 'embedded'; client: PGlite }
  | { kind: 'postgres'; url: string; prepare?: boolean; max?: number; idleTimeout?: number };

export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  const stats = { queries: 0 };
  const logger = { logQuery: () => void stats.queries++ };

  if (options.kind === 'embedded') {
    const { PGlite } = await import('@electric-sql/pglite');
    let release = () => {};
    let client: PGlite;
    let durable: DurableNodeFS | null = null;
    if ('client' in options) {
      client = options.client;
    } else {
      // PGlite does not create missing parent folders.
      fs.mkdirSync(options.dataDir, { recursive: true });
      release = await acquireDataDirLock(options.dataDir);
      try {
        // PGlite's WASM memory only grows, and shared_buffers (128 MB by default) is the
        // part that grows with the data; 32 MB bounds it (the OS page cache still holds the files).
        const pgOptions = {
          startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
          extensions: await pgliteExtensions(),
        };
        const pgDir = path.join(options.dataDir, 'pg');
        const existed = fs.existsSync(path.join(pgDir, 'PG_VERSION'));
        await fromTemplate(pgDir, (dir) => PGlite.create(dir, pgOptions));
        // Every statement's writes are on disk before it answers (lib/db/durable-fs.ts).
        const { DurableNodeFS } = await import('./durable-fs');
        durable = new DurableNodeFS(pgDir);
        client = await PGlite.create({ ...pgOptions, fs: durable }).catch((error: unknown) => {
          throw existed && !isSystemError(error) ? new DatabaseUnopenableError(pgDir, error) : error;
        });
      } catch (error) {
        release();
        throw error;
      }
    }
    const { drizzle } = await import('drizzle-orm/pglite');
    const db = drizzle({ client, schema, logger }) as unknown as Db;
    // PGlite flushes after each statement outside a transaction block, but not after the COMMIT
    // that ends one (its transaction() answers first): a transaction is on disk before it answers.
    const flushAfter = async <T>(work: Promise<T>): Promise<T> => {
      const result = await work;
      await durable?.flush();
      return result;
    };
    if (durable) {
      const transaction = db.transaction.bind(db);
      db.transaction = ((fn, config) => flushAfter(transaction(fn, config))) as Db['transaction'];
    }
    const runner: SqlRunner = {
      exec: async (sql) => void (await client.exec(sql)),
      query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
      transaction: async (fn) =>
        void (await flushAfter(
          client.transaction(async (tx) =>
            fn({
              exec: async (sql) => void (await tx.exec(sql)),
              query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
            }),
          ),
        )),
    };
    return {
      kind: 'embedded',
      db,
      runner,
      stats,
      close: async () => {
        await client.close();
        release();
      },
    };
  }

  const { default: postgres } = await import('postgres');
  // IMPORTANT: Supabase's transaction pooler (port 6543) does not support prepared statements.
  const sqlClient = postgres(options.url, {
    prepare: options.prepare ?? true,
    max: options.max ?? 10,
    ...(options.idleTimeout ? { idle_timeout: options.idleTimeout } : {}),
    onnotice: () => {},
  });
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const db = drizzle({ client: sqlClient, schema, logger }) as unknown as Db;
  const runner: SqlRunner = {
    exec: async (sql) => void (await sqlClient.unsafe(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await sqlClient.unsafe(sql, (params ?? []) as never[])) as unknown as T[],
    transaction: async (fn) =>
      void (await sqlClient.begin(async (tx) =>
        fn({
          exec: async (sql) => void (await tx.unsafe(sql)),
          query: async <T>(sql: string, params?: unknown[]) => (await tx.unsafe(sql, (params ?? []) as never[])) as unknown as T[],
        }),
      )),
  };
  return { kind: 'postgres', db, runner, stats, close: () => sqlClient.end({ timeout: 5 }) };
}

/**
 * With PGLITE_TEMPLATE_DIR set (scripts/dev.mjs sets it; production does not), a new data folder
 * starts as a copy of a cached empty cluster instead of running initdb (lib/db/pglite-template.mjs).
 * Any problem with the cache only costs the time it saves: PGlite then runs initdb itself.
 */
async function fromTemplate(pgDir: string, create: (dir: string) => Promise<PGlite>): Promise<void> {
  const templateDir = process.env.PGLITE_TEMPLATE_DIR;
  if (!templateDir) return;
  try {
    const { copyTemplate } = await import('./pglite-template.mjs');
    await copyTemplate(pgDir, templateDir, create);
  } catch (error) {
    console.warn(`⚠ empty database template in ${templateDir} not used: ${error instanceof Error ? error.message : error}`);
  }
}
