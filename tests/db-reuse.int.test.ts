import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './db';

// A test database given back is reused by the file's next test (tests/db-reuse.ts): these check that
// what the next test gets is what a fresh copy of the template would be, on both engines.
describe('a test database used again by the next test of the file', () => {
  let t: TestDatabase | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  const q = async <T>(sql: string) => t!.handle.runner.query<T>(sql);
  const rowCounts = async () => {
    const tables = await q<{ name: string }>(`
      select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') and tablename <> 'schema_migrations' order by 1`);
    const counts: Record<string, number> = {};
    for (const { name } of tables) counts[name] = Number((await q<{ n: number }>(`select count(*)::int as n from ${name}`))[0]!.n);
    return counts;
  };

  /** Writes into a few tables, the two that keep a record included, and leaves a file and a setting. */
  async function dirty(db: TestDatabase) {
    await db.handle.runner.exec(`
      insert into categories (name) values ('Boxes'), ('Bags');
      insert into items (item_name, category_id) values ('Hard box', 1), ('Paper bag', 2);
      insert into audit_log (actor_email, action) values ('a@example.com', 'item.update');
      insert into revisions (entity_type, entity_id, author_email, kind, snapshot) values ('item', '1', 'a@example.com', 'create', '{}'::jsonb);
      set timezone = 'Asia/Jakarta';`);
    await db.storage.upload('main-1-test.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
  }

  it('the template a fresh copy starts from holds no row outside schema_migrations', async () => {
    t = await createTestDatabase();
    expect(t.reused).toBe(false);
    const counts = await rowCounts();
    expect(Object.keys(counts).length).toBeGreaterThan(30);
    expect(Object.entries(counts).filter(([, n]) => n > 0)).toEqual([]);
    await dirty(t);
  });

  it('the next test gets the same database back, with no row, its identities at 1 and no file', async () => {
    t = await createTestDatabase();
    expect(t.reused).toBe(true);
    expect(Object.entries(await rowCounts()).filter(([, n]) => n > 0)).toEqual([]);
    const [item] = await q<{ id: number }>("insert into items (item_name) values ('First') returning id::int as id");
    expect(item!.id).toBe(1);
    expect(await fs.readdir(t.dataDir)).toEqual([]);
    expect(t.handle.stats.queries).toBe(0);
  });

  it('no setting of the last test carries over, and the record tables still refuse DELETE and TRUNCATE', async () => {
    t = await createTestDatabase();
    expect(t.reused).toBe(true);
    const [zone] = await q<{ TimeZone: string }>('show timezone');
    expect(Object.values(zone!)[0]).not.toBe('Asia/Jakarta');
    await t.handle.runner.exec("insert into audit_log (actor_email, action) values ('a@example.com', 'item.delete')");
    await expect(t.handle.runner.exec('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(t.handle.runner.exec('truncate revisions')).rejects.toThrow(/cannot be truncated/);
  });

  it('a test that changes the schema leaves a database that is not used again', async () => {
    t = await createTestDatabase();
    await t.handle.runner.exec(`
      create or replace function injected_failure() returns trigger language plpgsql as $$ begin raise exception 'no'; end $$;
      create trigger injected_failure before insert on items for each row execute function injected_failure();`);
  });

  it('… so the next one gets a fresh copy, without the trigger', async () => {
    t = await createTestDatabase();
    expect(t.reused).toBe(false);
    expect(await q("select 1 from pg_trigger where tgname = 'injected_failure'")).toEqual([]);
    await t.handle.runner.exec("insert into items (item_name) values ('Works')");
  });

  it('a grant or a dropped index counts as a schema change too', async () => {
    t = await createTestDatabase();
    expect(t.reused).toBe(true);
    await t.handle.runner.exec('drop index items_item_name_idx');
    await t.cleanup();
    t = await createTestDatabase();
    expect(t.reused).toBe(false);
    expect(await q("select 1 from pg_indexes where indexname = 'items_item_name_idx'")).toHaveLength(1);
    await t.handle.runner.exec('grant select on items to public');
    await t.cleanup();
    t = await createTestDatabase();
    expect(t.reused).toBe(false);
  });

  it('two databases at once are apart, and each is emptied or dropped when given back', async () => {
    t = await createTestDatabase();
    const other = await createTestDatabase();
    try {
      expect(other.reused).toBe(false);
      await other.handle.runner.exec("insert into categories (name) values ('Only here')");
      expect(await q('select * from categories')).toEqual([]);
      await fs.writeFile(path.join(other.dataDir, 'x'), 'x');
    } finally {
      await other.cleanup();
    }
    await expect(fs.stat(other.dataDir)).rejects.toThrow();
  });
});
