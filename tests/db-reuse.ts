import type { PGlite } from '@electric-sql/pglite';
import type { SqlRunner } from '../lib/db/migrate';

// A test database handed back by cleanup() is used again by the next createTestDatabase() of the same
// test file, emptied instead of copied (docs/decisions/076). It is used again only when its schema is
// the template's: a test that added a trigger, a function or a column, or changed a grant or a
// policy, leaves a database that is dropped, and the next test gets a fresh copy as before.

/** A database of this test file that a test has finished with: its own PGlite, or its own PostgreSQL database. */
export type Returned = { client?: PGlite; url?: string; drop(): Promise<void> };
let returned: Returned | undefined;

/** Keeps `db` for the file's next test; false when one is kept already (the caller drops it). */
export function giveBack(db: Returned): boolean {
  if (returned) return false;
  returned = db;
  return true;
}

export function takeReturned(): Returned | undefined {
  const db = returned;
  returned = undefined;
  return db;
}

/** Drops the database the file's last test gave back: tests/int-setup.ts, after each test file. */
export async function dropReturnedDatabase(): Promise<void> {
  await takeReturned()
    ?.drop()
    .catch(() => {});
}

/** The namespaces that are not PostgreSQL's own: the app's (public) and any a test made. */
const USER_NAMESPACES = `select oid from pg_namespace
  where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_toast%' and nspname not like 'pg\\_temp%'`;

/**
 * One hash of everything a test could change in a database's schema: relations and their columns
 * (type, null, default, grants), constraints, indexes, triggers (and whether enabled), functions,
 * policies, row-level security, types, enum labels, sequences' parameters, views, schemas,
 * extensions and the database's own settings. Names, never OIDs, so every copy of the template has
 * the same hash. Data, and the sequences' current values, are not in it: the reset restores those.
 */
export const SCHEMA_FINGERPRINT_SQL = `
select md5(coalesce(string_agg(x, E'\\n' order by x), '')) as fingerprint from (
  select 'rel ' || c.oid::regclass::text || ' ' || c.relkind::text || ' ' || c.relrowsecurity::text || ' ' || c.relforcerowsecurity::text
      || ' ' || pg_get_userbyid(c.relowner) || ' ' || coalesce(c.relacl::text, '')
      || coalesce(' ' || case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end, '') as x
    from pg_class c where c.relnamespace in (${USER_NAMESPACES})
  union all
  select 'col ' || a.attrelid::regclass::text || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || ' ' || a.attnotnull::text || ' ' || a.attgenerated::text || ' ' || a.attidentity::text || ' ' || coalesce(a.attacl::text, '')
      || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and not a.attisdropped and c.relnamespace in (${USER_NAMESPACES})
  union all
  select 'con ' || c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid)
    from pg_constraint c where c.connamespace in (${USER_NAMESPACES})
  union all
  select 'idx ' || pg_get_indexdef(i.indexrelid) from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relnamespace in (${USER_NAMESPACES})
  union all
  select 'trg ' || t.tgrelid::regclass::text || ' ' || t.tgname || ' ' || t.tgenabled::text || ' ' || pg_get_triggerdef(t.oid)
    from pg_trigger t where not t.tgisinternal
  union all
  select 'fn ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc) || ' ' || coalesce(p.proacl::text, '')
    from pg_proc p where p.pronamespace in (${USER_NAMESPACES})
  union all
  select 'pol ' || p.polrelid::regclass::text || ' ' || p.polname || ' ' || p.polcmd::text || ' ' || p.polroles::text
      || ' ' || coalesce(pg_get_expr(p.polqual, p.polrelid), '') || ' ' || coalesce(pg_get_expr(p.polwithcheck, p.polrelid), '')
    from pg_policy p
  union all
  select 'type ' || t.oid::regtype::text || ' ' || t.typtype::text from pg_type t
    where t.typnamespace in (${USER_NAMESPACES}) and t.typtype in ('e', 'd', 'c', 'r')
  union all
  select 'enum ' || e.enumtypid::regtype::text || ' ' || e.enumsortorder::text || ' ' || e.enumlabel from pg_enum e
  union all
  select 'seq ' || s.seqrelid::regclass::text || ' ' || s.seqtypid::regtype::text || ' ' || s.seqstart::text || ' ' || s.seqincrement::text
      || ' ' || s.seqmin::text || ' ' || s.seqmax::text || ' ' || s.seqcycle::text
    from pg_sequence s join pg_class c on c.oid = s.seqrelid where c.relnamespace in (${USER_NAMESPACES})
  union all
  select 'nsp ' || n.nspname || ' ' || coalesce(n.nspacl::text, '') from pg_namespace n where n.oid in (${USER_NAMESPACES})
  union all
  select 'ext ' || e.extname || ' ' || e.extversion from pg_extension e
  union all
  select 'dbset ' || coalesce(s.setrole::text, '') || ' ' || s.setconfig::text from pg_db_role_setting s
    where s.setdatabase = (select oid from pg_database where datname = current_database())
) parts`;

export async function schemaFingerprint(runner: SqlRunner): Promise<string> {
  const [row] = await runner.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT_SQL);
  return row!.fingerprint;
}

/**
 * Empties every table but schema_migrations (the migrated template has no other rows: a test says so)
 * and sets every sequence back to its start. DELETE, not TRUNCATE: a test leaves a few rows in a few
 * of about fifty tables, and PGlite's TRUNCATE makes new files for every table and index (about
 * 100 ms against 10). `session_replication_role = replica` keeps the triggers out of it: audit_log
 * refuses DELETE to the app, and the foreign keys' own triggers would check every row. The tests run
 * as a superuser, which that setting needs.
 */
export async function emptyDatabase(runner: SqlRunner): Promise<void> {
  // The tables are the template's (the caller compared the fingerprints first): listed once a file.
  deleteAll ??= (await listTables(runner)).map((name) => `delete from ${name};`).join('\n');
  const statements = deleteAll;
  await runner.transaction(async (tx) => {
    await tx.exec("set local session_replication_role = replica; set local lock_timeout = '5s'");
    if (statements) await tx.exec(statements);
    await tx.query(`
      select setval(s.seqrelid::regclass, s.seqstart, false)
        from pg_sequence s join pg_class c on c.oid = s.seqrelid where c.relnamespace in (${USER_NAMESPACES})`);
  });
}

let deleteAll: string | undefined;

async function listTables(runner: SqlRunner): Promise<string[]> {
  const tables = await runner.query<{ name: string }>(`
    select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and c.relnamespace in (${USER_NAMESPACES})
        and not (n.nspname = 'public' and c.relname = 'schema_migrations')
      order by 1`);
  return tables.map((t) => t.name);
}
