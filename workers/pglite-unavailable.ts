// The Workers build (BUILD_TARGET=workers) resolves `@electric-sql/pglite` to this module: the
// embedded database needs a local disk and its WASM files, which a Worker has not. The Worker runs
// in Supabase mode only (DATABASE_URL); this keeps PGlite out of the bundle and says so if reached.
export class PGlite {
  static defaultStartParams: string[] = [];

  static create(): never {
    throw new Error(
      'The embedded database (PGlite) is not available on the Cloudflare Workers host: set DATABASE_URL and the Supabase settings.',
    );
  }
}

// drizzle-orm/pglite imports PGlite's type ids; it is bundled (lib/db/client.ts names it) but only
// used in embedded mode, never on the Worker.
export const types: Record<string, number> = {};

// lib/db/pglite-extensions.ts names PGlite's pg_trgm; only embedded mode loads it.
export const pg_trgm = { name: 'pg_trgm', setup: PGlite.create };
