import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/i18n/content-locales';
import { getDb, type DbOrTx } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import { itemSpecificationTranslations, itemTranslations } from '@/lib/db/schema';
import type { TranslationCompleteness } from './completeness';

// Admin reads of item translations: never cached, like every admin read.

export type ItemTranslationWords = {
  name: string;
  description: string;
  /** By English position; a position with no row is '' / ''. */
  specs: Array<{ name: string; value: string; source?: Record<string, unknown> | null }>;
  /** The English {name, description} this locale was saved against; null = saved before sources were kept. */
  source?: Record<string, unknown> | null;
};

/** One locale's words of an item, aligned to `englishSpecCount` rows (extra positions are ignored). */
export async function readItemTranslation(
  db: DbOrTx,
  itemId: number,
  locale: TranslationLocale,
  englishSpecCount: number,
): Promise<ItemTranslationWords> {
  const [row] = await db
    .select({ name: itemTranslations.itemName, description: itemTranslations.itemDescription, source: itemTranslations.source })
    .from(itemTranslations)
    .where(and(eq(itemTranslations.itemId, itemId), eq(itemTranslations.locale, locale)));
  const specRows = await db
    .select({
      position: itemSpecificationTranslations.position,
      name: itemSpecificationTranslations.specName,
      value: itemSpecificationTranslations.specValue,
      source: itemSpecificationTranslations.source,
    })
    .from(itemSpecificationTranslations)
    .where(and(eq(itemSpecificationTranslations.itemId, itemId), eq(itemSpecificationTranslations.locale, locale)))
    .orderBy(asc(itemSpecificationTranslations.position));
  const byPosition = new Map(specRows.map((r) => [r.position, r]));
  return {
    name: row?.name ?? '',
    description: row?.description ?? '',
    source: row?.source ?? null,
    specs: Array.from({ length: englishSpecCount }, (_, i) => ({
      name: byPosition.get(i)?.name ?? '',
      value: byPosition.get(i)?.value ?? '',
      source: byPosition.get(i)?.source ?? null,
    })),
  };
}

export type ItemTranslations = Record<TranslationLocale, ItemTranslationWords>;

/** Every translation locale's words of an item (Edit Item's language tabs). */
export async function getItemTranslations(itemId: number, englishSpecCount: number): Promise<ItemTranslations> {
  const db = await getDb();
  const entries = await Promise.all(
    TRANSLATION_LOCALES.map(async (locale) => [locale, await readItemTranslation(db, itemId, locale, englishSpecCount)] as const),
  );
  return Object.fromEntries(entries) as ItemTranslations;
}

/**
 * Per item and translation locale: how many of the fields English fills (name, description, each
 * spec row's name and value) the locale fills too, and of those how many English changed since
 * the translation was saved (outdated, not counted done); the same count as itemCompleteness(), in
 * one query. A spec translation row matches the English row of its position (rank by id, 0-based).
 */
export async function listTranslationCompleteness(db?: DbOrTx): Promise<Map<number, TranslationCompleteness>> {
  const conn = db ?? (await getDb());
  const rows = await executeRows<{
    item_id: string | number;
    locale: TranslationLocale;
    total: string | number;
    done: string | number;
    outdated: string | number;
  }>(conn, sql`${completenessSql()} select item_id, locale, total, done, outdated from counts`);
  const out = new Map<number, TranslationCompleteness>();
  for (const row of rows) {
    const id = Number(row.item_id);
    const entry = out.get(id) ?? ({} as TranslationCompleteness);
    entry[row.locale] = { done: Number(row.done), total: Number(row.total), outdated: Number(row.outdated) };
    out.set(id, entry);
  }
  return out;
}

/** How many items have at least one outdated field in `locale` (the admin overview). */
export async function countOutdatedItems(locale: TranslationLocale, db?: DbOrTx): Promise<number> {
  const conn = db ?? (await getDb());
  const [row] = await executeRows<{ n: string | number }>(
    conn,
    sql`${completenessSql()} select count(*) as n from counts where locale = ${locale} and outdated > 0`,
  );
  return Number(row?.n ?? 0);
}

/** `with … counts(item_id, locale, total, done, outdated)`: one row per item and translation locale. */
function completenessSql() {
  const locales = sql.join(
    TRANSLATION_LOCALES.map((l) => sql`(${l}::text)`),
    sql`, `,
  );
  const filled = (column: string) => sql.raw(`(coalesce(btrim(${column}, E' \\t\\n\\r'), '') <> '')`);
  // Translated, and the row keeps a source whose value differs from English now (JS: isOutdatedField).
  const stale = (tr: string, key: string, english: string) =>
    sql.raw(`(${tr}.source is not null and (${tr}.source->'${key}') is distinct from to_jsonb(${english}))`);
  const state = (en: string, tr: string, trColumn: string, key: string) => ({
    done: sql`(${filled(en)} and ${filled(`${tr}.${trColumn}`)} and not ${stale(tr, key, en)})::int`,
    outdated: sql`(${filled(en)} and ${filled(`${tr}.${trColumn}`)} and ${stale(tr, key, en)})::int`,
  });
  const [sName, sValue] = [state('s.spec_name', 'st', 'spec_name', 'name'), state('s.spec_value', 'st', 'spec_value', 'value')];
  const [iName, iDesc] = [
    state('i.item_name', 't', 'item_name', 'name'),
    state('i.item_description', 't', 'item_description', 'description'),
  ];
  return sql`
      with en_specs as (
        select item_id, (row_number() over (partition by item_id order by id) - 1)::int as position, spec_name, spec_value
        from item_specifications
      ),
      locales(locale) as (values ${locales}),
      spec_counts as (
        select s.item_id, l.locale,
          sum(${filled('s.spec_name')}::int + ${filled('s.spec_value')}::int) as total,
          sum(${sName.done} + ${sValue.done}) as done,
          sum(${sName.outdated} + ${sValue.outdated}) as outdated
        from en_specs s
        cross join locales l
        left join item_specification_translations st on st.item_id = s.item_id and st.locale = l.locale and st.position = s.position
        group by s.item_id, l.locale
      ),
      counts as (
        select i.id as item_id, l.locale,
          ${filled('i.item_name')}::int + ${filled('i.item_description')}::int + coalesce(sc.total, 0) as total,
          ${iName.done} + ${iDesc.done} + coalesce(sc.done, 0) as done,
          ${iName.outdated} + ${iDesc.outdated} + coalesce(sc.outdated, 0) as outdated
        from items i
        cross join locales l
        left join item_translations t on t.item_id = i.id and t.locale = l.locale
        left join spec_counts sc on sc.item_id = i.id and sc.locale = l.locale
      )`;
}
