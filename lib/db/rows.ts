import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** The rows of a raw `db.execute` result: postgres-js returns them as an array, PGlite as `{ rows }`. */
export function resultRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] } | null | undefined)?.rows ?? []) as T[];
}

/** Runs a raw statement and returns its rows, whichever driver is behind `db`. */
export async function executeRows<T>(db: Pick<DbOrTx, 'execute'>, query: SQL): Promise<T[]> {
  return resultRows<T>(await db.execute(query));
}
