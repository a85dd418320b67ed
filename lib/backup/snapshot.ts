import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { SqlRunner } from '@/lib/db/migrate';

// The embedded database's rows, read in ONE transaction (PGlite runs one statement at a time on its
// one connection, so while the snapshot reads, every other query waits: a write is wholly before it
// or wholly after it). Each table's rows go to a JSON-lines file (row_to_json: exact numbers, bytea
// as hex, timestamps with their offset), read through a cursor 1,000 rows at a time.

/** Tables a restore starts empty, and why: they describe the running site, not its content. */
export const LEFT_OUT_TABLES: Record<string, string> = {
  admin_sessions: 'sign-in sessions: everyone signs in again on a restored site',
  auth_attempts: 'the sign-in throttle (recent failed attempts)',
  blog_view_quota: 'the view counter’s per-visitor throttle',
  schema_migrations: 'the schema level is in the manifest; a restore rebuilds it by migrating',
  staged_photos: 'photos uploaded for a save not yet made: they wait a day, then go',
};

export type TableDump = { table: string; rows: number; file: string };

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

type Tx = Pick<SqlRunner, 'exec' | 'query'>;

/** The public tables and, per table, the columns a restore writes (generated ones are left out). */
async function tablesOf(tx: Tx): Promise<{ table: string; columns: string[]; key: string[] }[]> {
  const rows = await tx.query<{ table: string; columns: string[] | string; key: string[] | string | null }>(`
    select c.relname as table,
      (select array_agg(a.attname order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      (select array_agg(a.attname order by array_position(i.indkey::int2[], a.attnum)) from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = c.oid and i.indisprimary) as key
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname`);
  const list = (v: string[] | string | null): string[] =>
    v === null
      ? []
      : Array.isArray(v)
        ? v
        : v
            .replace(/^\{|\}$/g, '')
            .split(',')
            .filter(Boolean);
  return rows.map((r) => ({ table: r.table, columns: list(r.columns), key: list(r.key) }));
}

/**
 * Reads every table (but LEFT_OUT_TABLES) into `<dir>/<table>.jsonl` inside one transaction, and
 * calls `alsoInside` before the transaction ends (the files of the same moment are linked there).
 * Returns the schema's migrations and each table's row count.
 */
export async function snapshotDatabase(
  runner: SqlRunner,
  dir: string,
  alsoInside: () => Promise<void> = async () => {},
): Promise<{ migrations: string[]; tables: TableDump[] }> {
  let result: { migrations: string[]; tables: TableDump[] } | null = null;
  await runner.transaction(async (tx) => {
    await tx.exec('set transaction isolation level repeatable read, read only');
    const migrations = (await tx.query<{ name: string }>('select name from schema_migrations order by name')).map((r) => r.name);
    const tables: TableDump[] = [];
    for (const { table, columns, key } of await tablesOf(tx)) {
      if (table in LEFT_OUT_TABLES || columns.length === 0) continue;
      const file = path.join(/*turbopackIgnore: true*/ dir, `${table}.jsonl`);
      const out = await fs.promises.open(/*turbopackIgnore: true*/ file, 'wx');
      const order = key.length ? ` order by ${key.map(ident).join(', ')}` : '';
      await tx.exec(
        `declare backup_rows no scroll cursor for select row_to_json(x)::text as j from (select ${columns.map(ident).join(', ')} from ${ident(table)}${order}) x`,
      );
      let rows = 0;
      try {
        for (;;) {
          const batch = await tx.query<{ j: string }>('fetch 1000 from backup_rows');
          if (batch.length === 0) break;
          rows += batch.length;
          await out.write(batch.map((r) => r.j).join('\n') + '\n');
        }
      } finally {
        await out.close();
      }
      await tx.exec('close backup_rows');
      tables.push({ table, rows, file });
    }
    await alsoInside();
    result = { migrations, tables };
  });
  return result!;
}
