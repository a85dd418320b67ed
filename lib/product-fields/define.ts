import type { items } from '../db/schema-core';
import type { Messages } from '../i18n/messages';
import type { JsonLd } from '../seo/json-ld';

// What one product field is (docs/architecture.md, "a new product field"): its columns on `items`,
// the parts an admin types and a CSV file holds, how those parts become a value and back, how the
// value reads in History, on the public page and in JSON-LD. The registry (./registry.ts) lists the
// fields; everything else (zod schema, CSV format, revisions, forms, reads, seed) is derived from it.
// Pure and without run-time imports: client forms and server reads both use it.

/** The items row as Drizzle types it. */
export type ItemRow = typeof items.$inferSelect;

/** The public words of every field, by field: messages' `ItemFields` (one object per language). */
export type ItemFieldsWords = Messages['ItemFields'];

/** A refusal of a typed value: a key of `adminCatalog.errors` and of `adminCatalogCsv.issues`. */
export type FieldIssue<E extends string = string> = { key: E; values: { value: string } };

export type FieldParse<V, E extends string = string> = { ok: true; value: V | null } | { ok: false; issues: FieldIssue<E>[] };

/** What a value adds to the Product's JSON-LD, in the words of one language. */
export type FieldJsonLd = {
  /** Properties of the Product itself (`depth`, `hasCertification`, …). */
  product?: JsonLd;
  /** Entries of the Product's `additionalProperty`. */
  properties?: JsonLd[];
};

export type ItemFieldDef<K extends keyof ItemFieldsWords, V, P extends string, C extends keyof ItemRow, E extends string> = {
  key: K;
  /** Its columns on `items`: the Drizzle key and the SQL name (reads written in SQL select them by name). */
  columns: { readonly [c in C]: string };
  /** A stored row's value; a value the rules would refuse reads as none (null). */
  read(row: { readonly [c in C]?: unknown }): V | null;
  /** The columns a value writes; null (none) clears them all. */
  write(value: V | null): { [c in C]: ItemRow[c] };
  /** The parts a person types, each with its CSV column's name. */
  parts: { readonly [p in P]: string };
  /** The form's parts for a product that has no value yet. */
  emptyDraft: { readonly [p in P]: string };
  /** A value's parts as text (the edit form, the CSV export); none: every part ''. */
  format(value: V | null): { [p in P]: string };
  /** Typed parts to a value (every part blank: none), or the refusals. */
  parse(raw: { readonly [p in P]: string }): FieldParse<V, E>;
  /** Every refusal `parse` can give. */
  errors: readonly E[];
  /** The value in one line the same in every language: History and the CSV preview ('' = none). */
  text(value: V | null): string;
  /** The value of its row in the public specifications, in one language. */
  display(value: V, words: ItemFieldsWords[K], locale: string): string;
  /** What the Product's JSON-LD says of the value; absent: only the specification row. */
  jsonLd?: (value: V, words: ItemFieldsWords[K]) => FieldJsonLd;
};

/** Checks one definition against its type (the registry keeps each field's own types). */
export function defineField<K extends keyof ItemFieldsWords, V, P extends string, C extends keyof ItemRow, E extends string>(
  def: ItemFieldDef<K, V, P, C, E>,
): ItemFieldDef<K, V, P, C, E> {
  return def;
}

/** The typed text as a whole number from `min` to `max`, else NaN (a blank too). */
export function wholeNumber(text: string, min: number, max: number): number {
  const t = text.trim();
  if (!/^\d{1,9}$/.test(t)) return Number.NaN;
  const n = Number(t);
  return n >= min && n <= max ? n : Number.NaN;
}

/** A stored integer (drivers may return strings) within `min`..`max`, else null. */
export function storedInteger(value: unknown, min: number, max: number): number | null {
  const n = typeof value === 'string' && value !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}

/** The typed text a refusal quotes: at most 20 characters. */
export const quoted = (text: string) => ({ value: text.trim().slice(0, 20) });

/** Fills `{name}` placeholders of a translated template (plain replacement: no ICU runtime in the browser). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}
