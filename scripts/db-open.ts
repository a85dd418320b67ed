import path from 'node:path';
import { getConfig } from '../lib/config';
import { openDatabase, type DbHandle } from '../lib/db/client';

/** Opens the configured database (DATABASE_URL, or embedded PGlite in DATA_DIR) without start-up work. */
export async function openConfiguredDatabase(): Promise<{ handle: DbHandle; where: string }> {
  const config = getConfig();
  if (config.database.kind === 'postgres') {
    const handle = await openDatabase({ kind: 'postgres', url: config.database.url, prepare: config.database.prepare, max: 1 });
    return { handle, where: `PostgreSQL (${new URL(config.database.url).host})` };
  }
  const dataDir = path.resolve(config.dataDir);
  return { handle: await openDatabase({ kind: 'embedded', dataDir }), where: `embedded PGlite in ${dataDir}` };
}

export function fail(what: string, error: unknown): never {
  console.error(`✗ ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
