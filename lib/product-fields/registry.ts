import type { FieldIssue, FieldJsonLd, ItemFieldsWords, ItemRow } from './define';
import { certificationsField } from './certifications-field';
import { innerSizeField } from './inner-size-field';
import { leadTimeField } from './lead-time-field';
import { moqField } from './moq-field';

// The product fields, in the order the form and the public specifications show them. A field is
// added here and nowhere else in lib/ (docs/architecture.md, "a new product field"): the readers
// below derive the form's parsing, the columns a write sets, the CSV columns, History's lines, the
// public rows and the JSON-LD from the definitions. Pure: client forms use it too.

export const ITEM_FIELDS = {
  moq: moqField,
  innerSize: innerSizeField,
  leadTime: leadTimeField,
  certifications: certificationsField,
} as const;

export type ItemFieldKey = keyof typeof ITEM_FIELDS;
type Def<K extends ItemFieldKey> = (typeof ITEM_FIELDS)[K];
export type ItemFieldValue<K extends ItemFieldKey> = NonNullable<ReturnType<Def<K>['read']>>;
/** Every field's value (null: none), as reads return it and writes take it. */
export type ItemFieldValues = { [K in ItemFieldKey]: ItemFieldValue<K> | null };
/** Every field's typed parts, as the admin form holds and sends them. */
export type ItemFieldDrafts = { [K in ItemFieldKey]: ReturnType<Def<K>['format']> };
/** The `items` columns the fields own (Drizzle keys). */
export type FieldColumnKey = { [K in ItemFieldKey]: keyof Def<K>['columns'] }[ItemFieldKey];
export type FieldColumns = Pick<ItemRow, FieldColumnKey>;
/** Every refusal a field can give: keys of `adminCatalog.errors` and `adminCatalogCsv.issues`. */
export type FieldErrorKey = Def<ItemFieldKey>['errors'][number];
/** One field's refusal, named by the field. */
export type FieldProblem = { field: ItemFieldKey; issue: FieldIssue<FieldErrorKey> };

export const ITEM_FIELD_KEYS = Object.keys(ITEM_FIELDS) as ItemFieldKey[];
export const FIELD_ERROR_KEYS: readonly FieldErrorKey[] = ITEM_FIELD_KEYS.flatMap((k) => ITEM_FIELDS[k].errors);

// The definitions seen through one loose type, so the readers can loop over them; each definition
// was checked against its own types by defineField.
type LooseDef = {
  key: ItemFieldKey;
  columns: Record<string, string>;
  read(row: Record<string, unknown>): unknown;
  write(value: unknown): Record<string, unknown>;
  parts: Record<string, string>;
  emptyDraft: Record<string, string>;
  format(value: unknown): Record<string, string>;
  parse(raw: Record<string, string>): { ok: true; value: unknown } | { ok: false; issues: FieldIssue<FieldErrorKey>[] };
  text(value: unknown): string;
  display(value: unknown, words: unknown, locale: string): string;
  jsonLd?: (value: unknown, words: unknown) => FieldJsonLd;
};
const DEFS = ITEM_FIELD_KEYS.map((k) => ITEM_FIELDS[k] as unknown as LooseDef);

/** Every field column's Drizzle key (lib/product-fields/columns.ts selects them). */
export const FIELD_COLUMN_KEYS = DEFS.flatMap((d) => Object.keys(d.columns)) as FieldColumnKey[];
/** The SQL names of every field column: reads written in SQL select these. */
export const FIELD_SQL_COLUMNS: readonly string[] = DEFS.flatMap((d) => Object.values(d.columns));

function build<T>(fn: (d: LooseDef) => T | undefined): Partial<Record<ItemFieldKey, T>> {
  const out: Partial<Record<ItemFieldKey, T>> = {};
  for (const d of DEFS) {
    const v = fn(d);
    if (v !== undefined) out[d.key] = v;
  }
  return out;
}

/** Every field's value: those given, none for the others. */
export function fieldValues(given: Partial<ItemFieldValues> = {}): ItemFieldValues {
  return build((d) => given[d.key] ?? null) as ItemFieldValues;
}

/** The values of a row read with Drizzle (its keys) or in SQL (`bySqlName`: its column names). */
export function readFields(row: Record<string, unknown>, bySqlName = false): ItemFieldValues {
  return build((d) => {
    const cols = bySqlName ? Object.fromEntries(Object.entries(d.columns).map(([key, name]) => [key, row[name]])) : row;
    return d.read(cols) ?? null;
  }) as ItemFieldValues;
}

/**
 * The fields a stored snapshot or row holds, and their values: a field whose columns are all absent
 * (a revision taken before the field existed) is left out, so a restore keeps the current value.
 */
export function fieldsPresentIn(row: Record<string, unknown>): Partial<ItemFieldValues> {
  return build((d) =>
    Object.keys(d.columns).every((c) => row[c] === undefined) ? undefined : (d.read(row) ?? null),
  ) as Partial<ItemFieldValues>;
}

/** The columns the given fields write (a field not given is left as it is). */
export function fieldColumns(values: Partial<ItemFieldValues>): Partial<FieldColumns> {
  return Object.assign({}, ...DEFS.filter((d) => d.key in values).map((d) => d.write(values[d.key]))) as Partial<FieldColumns>;
}

/** The field columns of an items row (a revision keeps them as they are). */
export function fieldColumnsOf(row: FieldColumns): FieldColumns {
  return Object.fromEntries(DEFS.flatMap((d) => Object.keys(d.columns).map((c) => [c, row[c as FieldColumnKey]]))) as FieldColumns;
}

/** The form's parts: those of the values, a new product's where a field has none. */
export function fieldDrafts(values?: ItemFieldValues): ItemFieldDrafts {
  return build((d) => (values?.[d.key] != null ? d.format(values[d.key]) : { ...d.emptyDraft })) as ItemFieldDrafts;
}

function parseWith(d: LooseDef, part: (name: string, column: string) => string | undefined) {
  const raw = Object.fromEntries(Object.entries(d.parts).map(([name, column]) => [name, part(name, column) ?? '']));
  return d.parse(raw);
}

export type FieldsParse = { ok: true; values: ItemFieldValues } | { ok: false; problems: FieldProblem[] };

/** The form's `fields` entry (JSON of ItemFieldDrafts): a missing part counts as blank. */
export function parseFieldDrafts(drafts: unknown): FieldsParse {
  const all = drafts && typeof drafts === 'object' ? (drafts as Record<string, unknown>) : {};
  const problems: FieldProblem[] = [];
  const values = build((d) => {
    const own = all[d.key] && typeof all[d.key] === 'object' ? (all[d.key] as Record<string, unknown>) : {};
    const r = parseWith(d, (name) => (typeof own[name] === 'string' ? (own[name] as string) : undefined));
    if (!r.ok) problems.push(...r.issues.map((issue) => ({ field: d.key, issue })));
    return r.ok ? r.value : null;
  }) as ItemFieldValues;
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
}

/** Every field's CSV columns, in order. */
export const FIELD_CSV_COLUMNS: readonly string[] = DEFS.flatMap((d) => Object.values(d.parts));

/** The CSV export's columns of the values. */
export function fieldCsvColumns(values: ItemFieldValues): Record<string, string> {
  return Object.assign(
    {},
    ...DEFS.map((d) => {
      const parts = d.format(values[d.key]);
      return Object.fromEntries(Object.entries(d.parts).map(([name, column]) => [column, parts[name] ?? '']));
    }),
  ) as Record<string, string>;
}

/**
 * A CSV record's fields: a field whose columns are all absent (a file from before it existed)
 * keeps `current` (none for a new product); a blank one clears it.
 */
export function parseFieldCsv(record: Record<string, string | undefined>, current: ItemFieldValues | undefined): FieldsParse {
  const problems: FieldProblem[] = [];
  const values = build((d) => {
    if (Object.values(d.parts).every((c) => record[c] === undefined)) return current?.[d.key] ?? null;
    const r = parseWith(d, (_, column) => record[column]);
    if (!r.ok) problems.push(...r.issues.map((issue) => ({ field: d.key, issue })));
    return r.ok ? r.value : null;
  }) as ItemFieldValues;
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
}

/** A field's value in one line, the same in every language ('' = none). */
export function fieldText(key: ItemFieldKey, value: unknown): string {
  return (ITEM_FIELDS[key] as unknown as LooseDef).text(value ?? null);
}

/** Every field's one-line text (null: none), by field: the activity log's view of a product. */
export function fieldTexts(values: Partial<ItemFieldValues>): Record<ItemFieldKey, string | null> {
  return build((d) => fieldText(d.key, values[d.key]) || null) as Record<ItemFieldKey, string | null>;
}

/** The fields whose one-line text differs, in registry order. */
export function changedFields(prev: Partial<ItemFieldValues>, next: Partial<ItemFieldValues>) {
  return ITEM_FIELD_KEYS.flatMap((field) => {
    const before = fieldText(field, prev[field]);
    const after = fieldText(field, next[field]);
    return before === after ? [] : [{ field, before, after }];
  });
}

/**
 * The public specification rows of the set fields, name and value in one language, after the
 * free rows (ids below 0: no stored row has one).
 */
export function fieldSpecRows(values: ItemFieldValues, words: ItemFieldsWords, locale: string) {
  return DEFS.flatMap((d) => {
    const value = values[d.key];
    const own = words[d.key] as { name: string };
    return value === null || value === undefined ? [] : [{ name: own.name, value: d.display(value, own, locale) }];
  }).map((row, i) => ({ id: -1 - i, ...row }));
}

/** What the Product's JSON-LD says of the set fields. */
export function fieldsJsonLd(values: ItemFieldValues, words: ItemFieldsWords): Required<FieldJsonLd> {
  const out: Required<FieldJsonLd> = { product: {}, properties: [] };
  for (const d of DEFS) {
    const value = values[d.key];
    if (value === null || value === undefined || !d.jsonLd) continue;
    const part = d.jsonLd(value, words[d.key]);
    Object.assign(out.product, part.product);
    out.properties.push(...(part.properties ?? []));
  }
  return out;
}
