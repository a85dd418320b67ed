import 'server-only';
import type { Extensions } from '@electric-sql/pglite';

/**
 * The contrib extensions an embedded database needs (migration 0019 creates pg_trgm for the site
 * search). PGlite loads an extension's files only when it is named at start: every PGlite that opens
 * a migrated database must be created with these, or a query on a trigram index fails.
 * Imported on demand so the Workers build, which has no PGlite, never bundles the files.
 */
export async function pgliteExtensions(): Promise<Extensions> {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}
