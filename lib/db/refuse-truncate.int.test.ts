import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/db';

// Runs on PGlite in int-pglite and on a real PostgreSQL server in int-postgres: the app connects as
// the tables' owner, so only the trigger stands between a stray TRUNCATE and the record.
describe('tables that keep a record refuse TRUNCATE', () => {
  let t: TestDatabase | undefined;
  beforeAll(async () => {
    t = await createTestDatabase();
    await t.handle.runner.exec(`
      insert into audit_log (actor_email, action) values ('a@example.com', 'item.update'), ('a@example.com', 'item.delete');
      insert into revisions (entity_type, entity_id, author_email, kind, snapshot)
        values ('item', '1', 'a@example.com', 'create', '{}'::jsonb), ('post', 'p', 'a@example.com', 'create', '{}'::jsonb);
    `);
  });
  afterAll(async () => t?.cleanup());

  const count = async (table: string) =>
    Number((await t!.handle.runner.query<{ n: number | string }>(`select count(*)::int as n from ${table}`))[0]?.n);

  for (const table of ['audit_log', 'revisions']) {
    it(`${table}: TRUNCATE is refused with a clear error and the rows stay`, async () => {
      const before = await count(table);
      expect(before).toBeGreaterThan(0);
      await expect(t!.handle.runner.exec(`truncate ${table}`)).rejects.toThrow(new RegExp(`${table} cannot be truncated`));
      await expect(t!.handle.runner.exec(`truncate ${table} restart identity cascade`)).rejects.toThrow(/cannot be truncated/);
      expect(await count(table)).toBe(before);
    });
  }

  it('revisions are still deleted row by row (pruning and forgetting depend on it)', async () => {
    await t!.handle.runner.exec("delete from revisions where entity_type = 'post'");
    expect(await count('revisions')).toBe(1);
  });

  it('audit_log still refuses DELETE', async () => {
    await expect(t!.handle.runner.exec('delete from audit_log')).rejects.toThrow(/append-only/);
  });
});
