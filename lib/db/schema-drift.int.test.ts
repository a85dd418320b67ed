import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/routing';
import { localeListProblems } from '../../tests/locale-lists';
import { createTestDatabase, type TestDatabase } from '../../tests/db';
import * as schema from './schema';
import { searchIndexNames } from './schema-search';

// The migrations (hand-written SQL, the source of the real tables) and the Drizzle tables (the
// source of the queries' types) are two descriptions of one database: this compares them on the
// engine the lane runs (PGlite, or PostgreSQL with TEST_DATABASE=postgres), table by table and
// column by column, so neither can change without the other.

/** The migration runner's own bookkeeping: the one table that is not the app's. */
const RUNNER_TABLES = ['schema_migrations'];

type Column = { type: string; notNull: boolean };
type Shape = Record<string, Record<string, Column>>;

// Drizzle's SQL names for types PostgreSQL spells differently (format_type's names).
const TYPE_ALIASES: Record<string, string> = {
  serial: 'integer',
  bigserial: 'bigint',
  smallserial: 'smallint',
  timestamp: 'timestamp without time zone',
  'timestamp with time zone': 'timestamp with time zone',
  varchar: 'character varying',
  bool: 'boolean',
};
const normaliseType = (type: string) => TYPE_ALIASES[type] ?? type.replace(/^varchar\(/, 'character varying(');

function drizzleShape(): Shape {
  const shape: Shape = {};
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    shape[config.name] = Object.fromEntries(
      config.columns.map((c) => [c.name, { type: normaliseType(c.getSQLType()), notNull: c.notNull }]),
    );
  }
  return shape;
}

async function databaseShape(t: TestDatabase): Promise<Shape> {
  const rows = await t.handle.runner.query<{ table_name: string; column_name: string; type: string; not_null: boolean }>(
    `select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
  );
  const shape: Shape = {};
  for (const r of rows) (shape[r.table_name] ??= {})[r.column_name] = { type: r.type, notNull: r.not_null };
  return shape;
}

describe('migrated database = Drizzle tables', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t?.cleanup());

  it('has the same tables, columns, types and nullability', async () => {
    const db = await databaseShape(t);
    for (const name of RUNNER_TABLES) delete db[name];
    expect(db).toEqual(drizzleShape());
  });

  it('has every index the Drizzle schema declares, on the same table', async () => {
    const declared: string[] = [];
    for (const value of Object.values(schema)) {
      if (!(value instanceof PgTable)) continue;
      const config = getTableConfig(value);
      for (const i of config.indexes) declared.push(`${config.name}.${i.config.name}`);
    }
    const rows = await t.handle.runner.query<{ name: string }>(
      `select tablename || '.' || indexname as name from pg_indexes where schemaname = current_schema()`,
    );
    const present = new Set(rows.map((r) => r.name));
    expect(declared.filter((name) => !present.has(name))).toEqual([]);
    // The site search's trigram indexes (migration 0023), listed apart from the tables.
    expect(searchIndexNames().filter((name) => !present.has(name))).toEqual([]);
  });

  it('allows in each locale check exactly the locales of LOCALES', async () => {
    const checks = await t.handle.runner.query<{ name: string; def: string }>(
      `select cl.relname || '.' || co.conname as name, pg_get_constraintdef(co.oid) as def
         from pg_constraint co join pg_class cl on cl.oid = co.conrelid join pg_namespace n on n.oid = cl.relnamespace
        where n.nspname = current_schema() and co.contype = 'c' and pg_get_constraintdef(co.oid) like '%locale%'
        order by 1`,
    );
    expect(checks.length).toBeGreaterThan(0);
    const lists = Object.fromEntries(checks.map((c) => [c.name, [...c.def.matchAll(/'([^']+)'/g)].map((m) => m[1]!)]));
    expect(localeListProblems(LOCALES, lists)).toEqual([]);
  });
});
