import 'server-only';
import path from 'node:path';
import { getConfig } from '../config';
import { openDatabase, type Db, type DbHandle } from './client';
import { bootstrapDatabase } from './bootstrap';
import { currentRequestScope } from './request-scope';

export type { Db, DbHandle, DbOrTx } from './client';

// One shared client per process: Next bundles this module into several layers (pages, route
// handlers, instrumentation), so the handle lives on globalThis, not in a module variable.
const KEY = Symbol.for('packaging-site.db');
type Slot = { handle?: Promise<DbHandle> };
const slot: Slot = ((globalThis as Record<symbol, unknown>)[KEY] as Slot | undefined) ?? {};
(globalThis as Record<symbol, unknown>)[KEY] = slot;
/** DATABASE_CONNECTIONS=per-request: each request's own client, dropped with the request. */
const perRequest = new WeakMap<object, Promise<DbHandle>>();

/** The ready database: opened, migrated and (embedded, first start) seeded. */
export function getDbHandle(): Promise<DbHandle> {
  const config = getConfig();
  if (config.database.kind === 'postgres' && config.database.perRequest) {
    const scope = currentRequestScope();
    if (scope) {
      let handle = perRequest.get(scope);
      if (!handle) {
        // One connection is enough for one request; it idles out soon after the response, and the
        // runtime drops it with the request in any case.
        handle = openDatabase({ kind: 'postgres', url: config.database.url, prepare: config.database.prepare, max: 1, idleTimeout: 5 });
        perRequest.set(scope, handle);
      }
      return handle;
    }
  }
  slot.handle ??= (async () => {
    const handle =
      config.database.kind === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: config.database.url, prepare: config.database.prepare })
        : await openDatabase({ kind: 'embedded', dataDir: path.resolve(/*turbopackIgnore: true*/ config.dataDir) });
    await bootstrapDatabase(handle);
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
