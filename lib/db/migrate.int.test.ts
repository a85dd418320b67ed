import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { createTestDatabase, type TestDatabase } from '../../tests/db';

describe('migrations', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t?.cleanup());

  it('applying them again is a no-op', async () => {
    expect(await migrate(t.handle.runner)).toEqual([]);
  });

  it('apply to a database that already has the tables, keeping its data', async () => {
    await t.handle.runner.exec("insert into categories (id, name) values (990, 'Existing')");
    await t.handle.runner.exec('delete from schema_migrations');
    const applied = await migrate(t.handle.runner);
    expect(applied.length).toBeGreaterThan(0);
    const rows = await t.handle.runner.query<{ name: string }>('select name from categories where id = 990');
    expect(rows).toEqual([{ name: 'Existing' }]);
  });
});
