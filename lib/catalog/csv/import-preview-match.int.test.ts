import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { categories, items } from '@/lib/db/schema';
import { testPhoto } from '../test-photos';
import { applyImport, checkImport, type ImportDeps } from './apply';
import { CSV_COLUMNS, toCsv, type CsvRecord } from './format';

// The apply does what the administrator previewed, or nothing: two administrators work on the
// catalogue at once (two calls), and whatever the second one writes between the first one's preview
// and apply makes that apply refuse, without touching the second one's product.

let t: TestDatabase;
let deps: ImportDeps;

const row = (over: Partial<CsvRecord>): CsvRecord =>
  ({ ...Object.fromEntries(CSV_COLUMNS.map((c) => [c, ''])), category: 'Hardbox', ...over }) as CsvRecord;

async function dbState() {
  const q = (text: string) => t.handle.runner.query(text);
  return {
    items: await q('select * from items order by id'),
    specs: await q('select * from item_specifications order by id'),
    gallery: await q('select * from item_gallery order by id'),
    audit: await q('select id from audit_log order by id'),
    files: await t.storage.list(),
  };
}

/** Administrator B's whole import: preview, then apply that preview. */
async function importAsB(records: CsvRecord[]) {
  const text = toCsv(records);
  const outcome = await applyImport(text, deps, (await checkImport(text, deps)).digest!);
  if (!outcome.ok) throw new Error(`B's import refused: ${JSON.stringify(outcome)}`);
  return outcome;
}

beforeAll(async () => {
  t = await createTestDatabase();
  await t.handle.db.insert(categories).values([{ name: 'Hardbox' }, { name: 'Paper Bag' }]);
  deps = { db: t.handle.db, storage: t.storage, allowedHosts: [], siteUrl: 'http://shop.test' };
});
afterAll(async () => t.cleanup());

describe('apply matches the preview', () => {
  it("a product B creates with A's code after A's preview: A's apply refuses and B's product stays", async () => {
    const fileA = toCsv([row({ code: 'X-1', name: 'Box of A', description_text: 'Written by A', specs: 'Size=A' })]);
    const previewA = await checkImport(fileA, deps);
    expect(previewA.plans.map((p) => p.action)).toEqual(['create']);

    const b = await importAsB([row({ code: 'X-1', name: 'Box of B', description_text: 'Written by B', specs: 'Size=B' })]);
    const before = await dbState();

    expect(await applyImport(fileA, deps, previewA.digest!)).toEqual({ ok: false, reason: 'changed' });
    expect(await dbState()).toEqual(before);
    const [product] = await t.handle.runner.query<{ id: number; item_name: string }>(
      "select id, item_name from items where item_code = 'X-1'",
    );
    expect({ ...product, id: Number(product?.id) }).toEqual({ id: b.created[0], item_name: 'Box of B' }); // bigint: a string on PostgreSQL
    // A fresh preview shows what the file would do now, and that plan can be applied.
    const again = await checkImport(fileA, deps);
    expect(again.plans.map((p) => p.action)).toEqual(['update']);
    expect(again.digest).not.toBe(previewA.digest);
  });

  it('an edit B saves to a product A updates, after A previewed, makes A refuse', async () => {
    const { created } = await importAsB([row({ code: 'E-1', name: 'Editable' })]);
    const id = created[0]!;
    const fileA = toCsv([row({ id: String(id), code: 'E-1', name: 'Renamed by A' })]);
    const previewA = await checkImport(fileA, deps);
    expect(previewA.plans.map((p) => p.action)).toEqual(['update']);

    await t.handle.runner.query("update items set item_description = '<p>B wrote this</p>' where id = $1", [id]);
    const before = await dbState();
    expect(await applyImport(fileA, deps, previewA.digest!)).toEqual({ ok: false, reason: 'changed' });
    expect(await dbState()).toEqual(before);
  });

  it('a change made while the photos download is caught inside the transaction; no file is left', async () => {
    const jpeg = Buffer.from((await testPhoto('#118844', 40)).bytes);
    // B saves while A's apply is fetching its photo: after A's first check, before A's transaction.
    const server = http.createServer((_req, res) => {
      void importAsB([row({ code: 'R-1', name: 'Saved by B meanwhile' })]).then(() => {
        res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': jpeg.byteLength }).end(jpeg);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const d = { ...deps, allowedHosts: [host] };
      const fileA = toCsv([row({ code: 'R-1', name: 'Created by A', main_photo_url: `http://${host}/a.jpg` })]);
      const previewA = await checkImport(fileA, d);
      const filesBefore = await t.storage.list();

      expect(await applyImport(fileA, d, previewA.digest!)).toEqual({ ok: false, reason: 'changed' });
      const rows = await t.handle.db.select({ name: items.itemName, code: items.itemCode }).from(items);
      expect(rows.filter((r) => r.code === 'R-1')).toEqual([{ name: 'Saved by B meanwhile', code: 'R-1' }]);
      expect(await t.storage.list()).toEqual(filesBefore); // A's uploaded photo was removed again
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('an apply with no or a made-up preview digest writes nothing', async () => {
    const file = toCsv([row({ code: 'N-1', name: 'Never previewed' })]);
    const before = await dbState();
    expect(await applyImport(file, deps, '')).toEqual({ ok: false, reason: 'changed' });
    expect(await applyImport(file, deps, 'f'.repeat(64))).toEqual({ ok: false, reason: 'changed' });
    expect(await dbState()).toEqual(before);
  });

  it('a NUL byte in a name is a row error in the preview, and the apply refuses it the same way', async () => {
    const file = toCsv([row({ name: 'Kotak\u0000besar' }), row({ name: 'Fine box', code: 'C-0\u0085' })]);
    const preview = await checkImport(file, deps);
    expect(preview.plans.map((p) => p.errors)).toEqual([
      [{ key: 'controlCharacter', values: { column: 'name' } }],
      [{ key: 'controlCharacter', values: { column: 'code' } }],
    ]);
    const before = await dbState();
    expect(await applyImport(file, deps, preview.digest!)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await dbState()).toEqual(before);
  });
});
