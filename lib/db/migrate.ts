import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Anything that can run a multi-statement SQL string and a parameterised query. */
export type SqlRunner = {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  transaction(fn: (tx: Pick<SqlRunner, 'exec' | 'query'>) => Promise<void>): Promise<void>;
};

// The SQL files ship through `outputFileTracingIncludes` in next.config.ts; the ignore comment stops
// Turbopack from tracing the whole project because of this runtime path.
export const MIGRATIONS_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib', 'db', 'migrations');

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<{ name: string; sql: string }[]> {
  const names = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await fs.readFile(path.join(/*turbopackIgnore: true*/ dir, name), 'utf8') })));
}

/**
 * Applies the SQL files in order, each once, each in its own transaction, recorded in
 * schema_migrations. Running it again is a no-op. An advisory lock keeps two servers starting at
 * once against one PostgreSQL from applying the same file twice.
 */
export async function migrate(db: SqlRunner, dir = MIGRATIONS_DIR, { upTo }: { upTo?: string } = {}): Promise<string[]> {
  await db.exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  const applied: string[] = [];
  for (const migration of await listMigrations(dir)) {
    // A restore rebuilds the schema of its archive first (`upTo` its last migration), then the rest.
    if (upTo !== undefined && migration.name > upTo) break;
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(727274)');
      const done = await tx.query<{ name: string }>('select name from schema_migrations where name = $1', [migration.name]);
      if (done.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [migration.name]);
      applied.push(migration.name);
    });
  }
  return applied;
}
