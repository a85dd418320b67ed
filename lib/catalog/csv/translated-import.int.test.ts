import { stringify } from 'csv-stringify/sync';
import { createTranslator } from 'next-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { seedDemoContentIfEmpty } from '@/lib/start-up/seed';
import { saveItemTranslation } from '../translations/mutations';
import { applyImport, checkImport, type ImportDeps } from './apply';
import { rowChanges } from './changes';
import { CSV_COLUMNS, toCsv, type CsvRecord } from './format';
import { exportRecords } from './plan';
import { absolutePhotoUrl, loadCatalogueSnapshot } from './snapshot';

// The product CSV's translated columns (`name_id`, `specs_zh-CN`, …): export → import changes
// nothing (translations and their save times included), a changed translation is previewed and
// written, an older file without the columns leaves translations alone, and a bad translated value
// refuses the whole file, naming row and column.

const SITE = 'http://shop.test';
let t: TestDatabase;
let deps: ImportDeps;
let itemId: number;

const q = (text: string) => t.handle.runner.query(text);
async function translationState() {
  return {
    items: await q('select * from items order by id'),
    specs: await q('select * from item_specifications order by id'),
    translations: await q('select * from item_translations order by item_id, locale'),
    specTranslations: await q('select * from item_specification_translations order by item_id, locale, position'),
  };
}
const exported = async (): Promise<CsvRecord[]> => exportRecords(await loadCatalogueSnapshot(t.handle.db), absolutePhotoUrl(SITE));
const previewAndApply = async (text: string) => applyImport(text, deps, (await checkImport(text, deps)).digest ?? '');
const rowOf = (records: CsvRecord[]) => records.findIndex((r) => r.id === String(itemId));

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoContentIfEmpty(t.handle, t.storage);
  deps = { db: t.handle.db, storage: t.storage, allowedHosts: [], siteUrl: SITE };
  const [row] = await q('select item_id from item_specifications group by item_id having count(*) >= 2 order by item_id limit 1');
  itemId = Number((row as { item_id: number }).item_id);
  // Row 2 of 2+ translated only (row 1 left to fall back), and a Chinese name and description.
  const specs = (await q(`select id from item_specifications where item_id = ${itemId}`)).map(() => ({ name: '', value: '' }));
  specs[1] = { name: 'Bahan', value: 'Karton; tebal=2 mm' };
  await saveItemTranslation({ itemId, locale: 'id', name: 'Kotak magnet', descriptionHtml: '<p>Kuat</p>', specs }, t.handle.db);
  const zhSpecs = specs.map(() => ({ name: '', value: '' }));
  await saveItemTranslation({ itemId, locale: 'zh-CN', name: '磁吸礼盒', descriptionHtml: '<p>坚固</p>', specs: zhSpecs }, t.handle.db);
});
afterAll(async () => t?.cleanup());

describe('product CSV: translated columns', () => {
  it('exports a column per translated field and locale, and export → import changes nothing', async () => {
    const records = await exported();
    const mine = records[rowOf(records)]!;
    expect(mine).toMatchObject({ name_id: 'Kotak magnet', description_html_id: '<p>Kuat</p>', 'name_zh-CN': '磁吸礼盒' });
    expect(mine.specs_id).toBe('=; Bahan=Karton\\; tebal\\=2 mm');
    const before = await translationState();
    const check = await checkImport(toCsv(records), deps);
    expect(check.plans.filter((p) => p.action !== 'unchanged' || p.errors.length > 0)).toEqual([]);
    expect(await previewAndApply(toCsv(records))).toMatchObject({ ok: true, updated: [], created: [] });
    expect(await translationState()).toEqual(before);
  });

  it('an older file without the translated columns leaves every translation as it is', async () => {
    const records = await exported();
    records[rowOf(records)]!.name = `${records[rowOf(records)]!.name} v2`;
    // The file as an export made before the translated columns wrote it: no such header at all.
    const old = stringify(
      records.map((r) => CSV_COLUMNS.map((c) => r[c] ?? '')),
      { header: true, columns: [...CSV_COLUMNS] },
    );
    const before = await translationState();
    expect(await previewAndApply(old)).toMatchObject({ ok: true, updated: [itemId] });
    const after = await translationState();
    expect(after.translations).toEqual(before.translations);
    expect(after.specTranslations).toEqual(before.specTranslations);
  });

  it('a changed translation is previewed as field (language): before → after and written; other locales untouched', async () => {
    const records = await exported();
    const i = rowOf(records);
    records[i] = { ...records[i]!, 'name_zh-CN': '磁吸翻盖礼盒', specs_id: 'Ukuran=10 cm; Bahan=Karton\\; tebal\\=2 mm' };
    const before = await translationState();
    const check = await checkImport(toCsv(records), deps);
    const plan = check.plans[i]!;
    expect(plan).toMatchObject({ action: 'update', errors: [] });
    const item = check.snapshot!.items.find((x) => x.id === itemId)!;
    expect(rowChanges(plan.write!, item, () => '')).toEqual([
      { field: 'specs', locale: 'id', before: 'Bahan: Karton; tebal=2 mm', after: 'Ukuran: 10 cm; Bahan: Karton; tebal=2 mm' },
      { field: 'name', locale: 'zh-CN', before: '磁吸礼盒', after: '磁吸翻盖礼盒' },
    ]);
    expect(await previewAndApply(toCsv(records))).toMatchObject({ ok: true, updated: [itemId] });
    const rows = await q(`select locale, item_name from item_translations where item_id = ${itemId} order by locale`);
    expect(rows).toEqual([
      { locale: 'id', item_name: 'Kotak magnet' },
      { locale: 'zh-CN', item_name: '磁吸翻盖礼盒' },
    ]);
    const specs = await q(
      `select position, spec_name, spec_value from item_specification_translations where item_id = ${itemId} and locale = 'id' order by position`,
    );
    expect(specs).toEqual([
      { position: 0, spec_name: 'Ukuran', spec_value: '10 cm' },
      { position: 1, spec_name: 'Bahan', spec_value: 'Karton; tebal=2 mm' },
    ]);
    // Another item's translations are not rewritten.
    const others = (s: typeof before) => s.translations.filter((r) => Number((r as { item_id: number }).item_id) !== itemId);
    expect(others(await translationState())).toEqual(others(before));
  });

  it('a bad translated value refuses the whole file, naming row and column in the message', async () => {
    const records = await exported();
    const i = rowOf(records);
    const other = i === 0 ? 1 : 0;
    records[other] = { ...records[other]!, name: 'Renamed too' };
    records[i] = { ...records[i]!, name_id: '', description_html_id: '<p>Tanpa nama</p>' };
    const before = await translationState();
    const check = await checkImport(toCsv(records), deps);
    expect(check.plans[i]!.errors).toEqual([{ key: 'translated.nameRequired', values: { column: 'name_id', pair: 0 } }]);
    expect(check.plans[i]!.row).toBe(i + 2);
    const tr = createTranslator({ locale: 'en', messages: en, namespace: 'adminCatalogCsv' });
    expect(tr('issues.translated.nameRequired', { column: 'name_id' })).toMatch(/^name_id: /);
    expect(await applyImport(toCsv(records), deps, check.digest ?? '')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await translationState()).toEqual(before);
  });

  it('a translated specs column longer than the English rows is refused', async () => {
    const records = await exported();
    const i = rowOf(records);
    const many = Array.from({ length: 30 }, (_, n) => `a${n}=b`).join('; ');
    records[i] = { ...records[i]!, 'specs_zh-CN': many };
    const check = await checkImport(toCsv(records), deps);
    expect(check.plans[i]!.errors.map((e) => e.key)).toEqual(['translated.specsCount']);
  });
});
