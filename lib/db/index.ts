import 'server-only';
import path from 'node:path';
import { getConfig } from '../config';
import { openDatabase, type Db, type DbHandle } from './client';
import { currentRequestScope } from './request-scope';

export type { Db, DbHandle, DbOrTx } from './client';

/** Start-up work on a freshly opened database (migrate, seed, admin account): lib/start-up/bootstrap.ts. */
export type DatabaseStartUp = (handle: DbHandle) => Promise<void>;

// One shared client per process: Next bundles this module into several layers (pages, route
// handlers, instrumentation), so the handle lives on globalThis, not in a module variable.
const KEY = Symbol.for('packaging-site.db');
type Slot = {
  handle?: Promise<DbHandle>;
  startUp?: DatabaseStartUp;
  /** Callers that asked for the database before the server registered its start-up. */
  waiting?: (() => void)[];
};
const slot: Slot = ((globalThis as Record<symbol, unknown>)[KEY] as Slot | undefined) ?? {};
(globalThis as Record<symbol, unknown>)[KEY] = slot;
/** DATABASE_CONNECTIONS=per-request: each request's own client, dropped with the request. */
const perRequest = new WeakMap<object, Promise<DbHandle>>();

/** How long a request in a Next server waits for instrumentation.ts to register the start-up. */
const START_UP_WAIT_MS = 120_000;

/**
 * Registers the work every opening of the database runs first. The layers above lib/db own it (the
 * seed uses every domain), so the composition roots pass it in: instrumentation-node.ts in a
 * server, scripts/admin-create.ts, the tests that exercise it.
 */
export function registerDatabaseStartUp(startUp: DatabaseStartUp): void {
  slot.startUp = startUp;
  for (const wake of slot.waiting?.splice(0) ?? []) wake();
}

/** The ready database: opened and, when a start-up is registered, migrated and seeded. */
export function getDbHandle(): Promise<DbHandle> {
  const perRequestHandle = requestScopedHandle();
  if (perRequestHandle) return perRequestHandle;
  if (slot.handle) return slot.handle;
  // In a running Next server a page or handler may ask before instrumentation.ts has registered the
  // start-up (it runs asynchronously beside the first requests): wait for it rather than open an
  // unmigrated database. Scripts and tests (no NEXT_RUNTIME) and the build open it as it is.
  if (!slot.startUp && awaitsServerStartUp()) return waitForStartUp().then(getDbHandle);
  const startUp = slot.startUp;
  slot.handle = (async () => {
    const handle = await openConfiguredDatabase();
    try {
      if (startUp) await startUp(handle);
    } catch (error) {
      await handle.close().catch(() => {});
      throw error;
    }
    return handle;
  })().catch((error: unknown) => {
    slot.handle = undefined; // let the next request try again (e.g. the database was down)
    throw error;
  });
  return slot.handle;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Tests: use this handle (already migrated) as the process's database. */
export function setDbHandleForTests(handle: DbHandle | undefined): void {
  slot.handle = handle ? Promise.resolve(handle) : undefined;
}

/** Tests: forget the registered start-up (and any open handle), as in a fresh process. */
export function resetDatabaseStartUpForTests(): void {
  slot.startUp = undefined;
  slot.handle = undefined;
}

/**
 * On a Worker (DATABASE_CONNECTIONS=per-request, Supabase mode only) a socket may not outlive its
 * request: each request gets its own one-connection client. The database is migrated by
 * `npm run db:migrate` at deploy time there, so no start-up runs on it.
 */
function requestScopedHandle(): Promise<DbHandle> | undefined {
  const config = getConfig();
  if (config.database.kind !== 'postgres' || !config.database.perRequest) return undefined;
  const scope = currentRequestScope();
  if (!scope) return undefined;
  let handle = perRequest.get(scope);
  if (!handle) {
    // One connection is enough for one request; it idles out soon after the response, and the
    // runtime drops it with the request in any case.
    handle = openDatabase({ kind: 'postgres', url: config.database.url, prepare: config.database.prepare, max: 1, idleTimeout: 5 });
    perRequest.set(scope, handle);
  }
  return handle;
}

function openConfiguredDatabase(): Promise<DbHandle> {
  const config = getConfig();
  return config.database.kind === 'postgres'
    ? openDatabase({ kind: 'postgres', url: config.database.url, prepare: config.database.prepare })
    : openDatabase({ kind: 'embedded', dataDir: path.resolve(/*turbopackIgnore: true*/ config.dataDir) });
}

function awaitsServerStartUp(): boolean {
  return process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build';
}

function waitForStartUp(): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      slot.waiting = slot.waiting?.filter((wake) => wake !== onReady);
      reject(new Error('The database start-up was never registered: instrumentation.ts did not run in this server.'));
    }, START_UP_WAIT_MS);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    (slot.waiting ??= []).push(onReady);
  });
}
