import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrate';
import { createTestDatabase, type TestDatabase } from '../../tests/db';

// Migration 0013 moves the English MOQ specification rows into items.moq_quantity / moq_unit and
// removes them with their translations, which are keyed by the English row's rank: a translation of
// a later row must stay on its row. The test database already has the columns (every migration ran),
// so running the file again on old-style rows also shows it is safe to repeat.

type Spec = [name: string, value: string];

describe('migration 0013: the MOQ becomes a field of the product', () => {
  let t: TestDatabase;
  let sql0013: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    sql0013 = await fs.readFile(path.join(MIGRATIONS_DIR, '0013_item_moq.sql'), 'utf8');
  });
  afterAll(async () => t.cleanup());

  const run = () => t.handle.runner.transaction(async (tx) => tx.exec(sql0013));
  const q = <T>(text: string, params?: unknown[]) => t.handle.runner.query<T>(text, params);

  async function item(id: number, specs: Spec[], translations: Record<string, Spec[]> = {}) {
    await q('insert into items (id, item_name) values ($1, $2)', [id, `Item ${id}`]);
    for (const [name, value] of specs)
      await q('insert into item_specifications (item_id, spec_name, spec_value) values ($1, $2, $3)', [id, name, value]);
    for (const [locale, rows] of Object.entries(translations))
      for (const [position, [name, value]] of rows.entries())
        await q(
          'insert into item_specification_translations (item_id, locale, position, spec_name, spec_value) values ($1, $2, $3, $4, $5)',
          [id, locale, position, name, value],
        );
  }
  const moqOf = async (id: number) =>
    (await q<{ moq_quantity: number | null; moq_unit: string | null }>('select moq_quantity, moq_unit from items where id = $1', [id]))[0];
  const specsOf = async (id: number) =>
    (await q<{ spec_name: string }>('select spec_name from item_specifications where item_id = $1 order by id', [id])).map(
      (r) => r.spec_name,
    );
  const translationsOf = async (id: number, locale: string) =>
    q<{ position: number; spec_name: string; spec_value: string }>(
      'select position, spec_name, spec_value from item_specification_translations where item_id = $1 and locale = $2 order by position',
      [id, locale],
    );

  beforeAll(async () => {
    // A middle MOQ row whose Chinese translation is stale (250 where the English says 400).
    await item(
      801,
      [
        ['Material', 'Greyboard'],
        ['MOQ', '400 pcs'],
        ['Size', '20 cm'],
        ['Finishing', 'Matte'],
      ],
      {
        'zh-CN': [
          ['材质', '灰板'],
          ['起订量', '250 个'],
          ['尺寸', '20 厘米'],
          ['表面工艺', '哑膜'],
        ],
        id: [
          ['Bahan', 'Greyboard'],
          ['Minimal Order', '400 pcs'],
          ['Ukuran', '20 cm'],
        ],
      },
    );
    await item(802, [
      ['Material', 'Kraft'],
      ['Minimum order quantity', '1,500 sets'],
    ]);
    await item(
      803,
      [
        ['Notes', 'MOQ 2.000 boxes, lead time 14 days'],
        ['Size', 'A4'],
      ],
      {
        id: [
          ['Catatan', 'MOQ 2.000 kotak'],
          ['Ukuran', 'A4'],
        ],
      },
    );
    await item(804, [
      ['MOQ', 'on request'],
      ['Size', 'A5'],
    ]);
    await item(805, [['Material', 'Board']]);
    await item(806, [['MOQ', '300 rolls']]);
    await run();
  });

  it('reads the English row into the quantity and unit, whatever the translations say', async () => {
    expect(await moqOf(801)).toEqual({ moq_quantity: 400, moq_unit: 'pcs' });
    expect(await moqOf(802)).toEqual({ moq_quantity: 1500, moq_unit: 'sets' });
    expect(await moqOf(803)).toEqual({ moq_quantity: 2000, moq_unit: 'boxes' });
    expect(await moqOf(806)).toEqual({ moq_quantity: 300, moq_unit: null });
  });

  it('removes the MOQ rows and keeps each remaining translation on its own row', async () => {
    expect(await specsOf(801)).toEqual(['Material', 'Size', 'Finishing']);
    expect(await translationsOf(801, 'zh-CN')).toEqual([
      { position: 0, spec_name: '材质', spec_value: '灰板' },
      { position: 1, spec_name: '尺寸', spec_value: '20 厘米' },
      { position: 2, spec_name: '表面工艺', spec_value: '哑膜' },
    ]);
    expect(await translationsOf(801, 'id')).toEqual([
      { position: 0, spec_name: 'Bahan', spec_value: 'Greyboard' },
      { position: 1, spec_name: 'Ukuran', spec_value: '20 cm' },
    ]);
    expect(await specsOf(803)).toEqual(['Size']);
    expect(await translationsOf(803, 'id')).toEqual([{ position: 0, spec_name: 'Ukuran', spec_value: 'A4' }]);
  });

  it('leaves rows without a readable number, and products without an MOQ, as they were', async () => {
    expect(await moqOf(804)).toEqual({ moq_quantity: null, moq_unit: null });
    expect(await specsOf(804)).toEqual(['MOQ', 'Size']);
    expect(await moqOf(805)).toEqual({ moq_quantity: null, moq_unit: null });
    expect(await specsOf(805)).toEqual(['Material']);
  });

  it('changes nothing when run again', async () => {
    await q('update items set moq_quantity = 450 where id = 801');
    await run();
    expect(await moqOf(801)).toEqual({ moq_quantity: 450, moq_unit: 'pcs' });
    expect(await translationsOf(801, 'zh-CN')).toHaveLength(3);
  });

  it('refuses a quantity out of range and a unit outside the list', async () => {
    await expect(q('update items set moq_quantity = 0 where id = 805')).rejects.toThrow();
    await expect(q('update items set moq_quantity = 10000001 where id = 805')).rejects.toThrow();
    await expect(q("update items set moq_quantity = 5, moq_unit = 'kg' where id = 805")).rejects.toThrow();
  });
});
