import { getTableColumns } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { items } from '@/lib/db/schema-core';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import zh from '@/messages/zh-CN.json';
import type { ItemRow } from './define';
import {
  changedFields,
  FIELD_COLUMN_KEYS,
  FIELD_CSV_COLUMNS,
  FIELD_SQL_COLUMNS,
  fieldColumns,
  fieldCsvColumns,
  fieldDrafts,
  fieldsPresentIn,
  fieldValues,
  ITEM_FIELD_KEYS,
  ITEM_FIELDS,
  parseFieldCsv,
  parseFieldDrafts,
  readFields,
  type FieldColumnKey,
} from './registry';

// The registry's promises: every items column belongs to the core item or to one field, each
// field's parts survive a round trip through the form and the CSV, and every word a field needs is
// in each language.

/** The item's own columns: everything else on `items` is a product field's. */
const CORE_COLUMNS = [
  'id',
  'itemName',
  'itemCode',
  'searchName',
  'searchCode',
  'itemDescription',
  'categoryId',
  'mainPhotoUrl',
  'hoverPhotoUrl',
  'createdAt',
  'updatedAt',
] as const;

describe('product field registry', () => {
  it('owns every items column that is not the core item’s, each once, under its SQL name', () => {
    const columns = getTableColumns(items);
    expect(Object.keys(columns).sort()).toEqual([...CORE_COLUMNS, ...FIELD_COLUMN_KEYS].sort());
    expect(new Set(FIELD_COLUMN_KEYS).size).toBe(FIELD_COLUMN_KEYS.length);
    expect(FIELD_COLUMN_KEYS.map((k) => columns[k].name)).toEqual(FIELD_SQL_COLUMNS);
    // And in the types: a column added to `items` without a field (or the core list) fails to compile.
    expectTypeOf<Exclude<keyof ItemRow, (typeof CORE_COLUMNS)[number] | FieldColumnKey>>().toEqualTypeOf<never>();
  });

  it('has CSV columns that are unique and clash with no other column', () => {
    expect(new Set(FIELD_CSV_COLUMNS).size).toBe(FIELD_CSV_COLUMNS.length);
    expect(FIELD_CSV_COLUMNS.every((c) => /^[a-z][a-z0-9_]*$/.test(c))).toBe(true);
  });

  it('gives every field its words in every language, and every refusal a message', () => {
    for (const m of [en, id, zh]) {
      for (const key of ITEM_FIELD_KEYS) {
        expect(m.ItemFields[key].name.trim(), `${key} name`).not.toBe('');
        expect(m.revisions.fields[key], `${key} history label`).toBeTruthy();
        expect(m.adminActivity.fields[key], `${key} activity label`).toBeTruthy();
        expect(m.adminCatalogCsv.import.changes[key], `${key} CSV change label`).toBeTruthy();
        for (const error of ITEM_FIELDS[key].errors) {
          expect(m.adminCatalog.errors[error], `${key} form error ${error}`).toBeTruthy();
          expect(m.adminCatalogCsv.issues[error], `${key} CSV issue ${error}`).toBeTruthy();
        }
      }
    }
  });

  it('reads a new product’s drafts as no value at all', () => {
    expect(parseFieldDrafts(fieldDrafts())).toEqual({ ok: true, values: fieldValues() });
    expect(parseFieldDrafts(undefined)).toEqual({ ok: true, values: fieldValues() });
  });

  it('keeps a field a CSV file has no column for, and clears one whose columns are blank', () => {
    const current = fieldValues({ moq: { quantity: 500, unit: 'pcs' } });
    expect(parseFieldCsv({}, current)).toEqual({ ok: true, values: current });
    expect(parseFieldCsv({}, undefined)).toEqual({ ok: true, values: fieldValues() });
    const blank = Object.fromEntries(FIELD_CSV_COLUMNS.map((c) => [c, '']));
    expect(parseFieldCsv(blank, current)).toEqual({ ok: true, values: fieldValues() });
  });

  it('leaves out of a snapshot the fields it has no columns for (a restore keeps those)', () => {
    expect(fieldsPresentIn({ itemName: 'x' })).toEqual({});
    expect(fieldsPresentIn({ moqQuantity: null, moqUnit: null })).toEqual({ moq: null });
    expect(fieldColumns({})).toEqual({});
  });
});

/** Values that set every part of every field, to check the round trips. */
export const FULL_VALUES = fieldValues({
  moq: { quantity: 1000, unit: 'sets' },
  innerSize: { length: 300, width: 220, height: 100 },
  leadTime: { min: 10, max: 14 },
  certifications: ['fsc', 'food-grade'],
});

describe('round trips of a value that sets every field', () => {
  it('form drafts → values', () => {
    expect(parseFieldDrafts(fieldDrafts(FULL_VALUES))).toEqual({ ok: true, values: FULL_VALUES });
  });
  it('CSV columns → values (export → import unchanged)', () => {
    expect(parseFieldCsv(fieldCsvColumns(FULL_VALUES), undefined)).toEqual({ ok: true, values: FULL_VALUES });
    expect(changedFields(FULL_VALUES, FULL_VALUES)).toEqual([]);
  });
  it('columns → values, by Drizzle key and by SQL name', () => {
    const columns = fieldColumns(FULL_VALUES);
    expect(readFields(columns)).toEqual(FULL_VALUES);
    const bySql = Object.fromEntries(Object.entries(columns).map(([k, v]) => [getTableColumns(items)[k as FieldColumnKey].name, v]));
    expect(readFields(bySql, true)).toEqual(FULL_VALUES);
  });
});
