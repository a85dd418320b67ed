import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/i18n/content-locales';
import { getDb, type DbOrTx } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import { itemSpecificationTranslations, itemTranslations } from '@/lib/db/schema';
import type { TranslationCompleteness } from './completeness';

// Admin reads of item translations (issue 13): never cached, like every admin read.

export type ItemTranslationWords = {
  name: string;
  description: string;
  /** By English position; a position with no row is '' / ''. */
  specs: Array<{ name: string; value: string }>;
};

/** One locale's words of an item, aligned to `englishSpecCount` rows (extra positions are ignored). */
export async function readItemTranslation(
  db: DbOrTx,
  itemId: number,
  locale: TranslationLocale,
  englishSpecCount: number,
): Promise<ItemTranslationWords> {
  const [row] = await db
    .select({ name: itemTranslations.itemName, description: itemTranslations.itemDescription })
    .from(itemTranslations)
    .where(and(eq(itemTranslations.itemId, itemId), eq(itemTranslations.locale, locale)));
  const specRows = await db
    .select({
      position: itemSpecificationTranslations.position,
      name: itemSpecificationTranslations.specName,
      value: itemSpecificationTranslations.specValue,
    })
    .from(itemSpecificationTranslations)
    .where(and(eq(itemSpecificationTranslations.itemId, itemId), eq(itemSpecificationTranslations.locale, locale)))
    .orderBy(asc(itemSpecificationTranslations.position));
  const byPosition = new Map(specRows.map((r) => [r.position, r]));
  return {
    name: row?.name ?? '',
    description: row?.description ?? '',
    specs: Array.from({ length: englishSpecCount }, (_, i) => ({
      name: byPosition.get(i)?.name ?? '',
      value: byPosition.get(i)?.value ?? '',
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
 * spec row's name and value) the locale fills too; the same count as itemCompleteness(), in one
 * query. A spec translation row matches the English row of its position (rank by id, 0-based).
 */
export async function listTranslationCompleteness(): Promise<Map<number, TranslationCompleteness>> {
  const db = await getDb();
  const locales = sql.join(
    TRANSLATION_LOCALES.map((l) => sql`(${l}::text)`),
    sql`, `,
  );
  const filled = (column: string) => sql.raw(`(coalesce(btrim(${column}, E' \\t\\n\\r'), '') <> '')`);
  const rows = await executeRows<{ item_id: string | number; locale: TranslationLocale; total: string | number; done: string | number }>(
    db,
    sql`
      with en_specs as (
        select item_id, (row_number() over (partition by item_id order by id) - 1)::int as position, spec_name, spec_value
        from item_specifications
      ),
      locales(locale) as (values ${locales}),
      spec_counts as (
        select s.item_id, l.locale,
          sum(${filled('s.spec_name')}::int + ${filled('s.spec_value')}::int) as total,
          sum((${filled('s.spec_name')} and ${filled('st.spec_name')})::int + (${filled('s.spec_value')} and ${filled('st.spec_value')})::int) as done
        from en_specs s
        cross join locales l
        left join item_specification_translations st on st.item_id = s.item_id and st.locale = l.locale and st.position = s.position
        group by s.item_id, l.locale
      )
      select i.id as item_id, l.locale,
        ${filled('i.item_name')}::int + ${filled('i.item_description')}::int + coalesce(sc.total, 0) as total,
        (${filled('i.item_name')} and ${filled('t.item_name')})::int
          + (${filled('i.item_description')} and ${filled('t.item_description')})::int
          + coalesce(sc.done, 0) as done
      from items i
      cross join locales l
      left join item_translations t on t.item_id = i.id and t.locale = l.locale
      left join spec_counts sc on sc.item_id = i.id and sc.locale = l.locale
    `,
  );
  const out = new Map<number, TranslationCompleteness>();
  for (const row of rows) {
    const id = Number(row.item_id);
    const entry = out.get(id) ?? ({} as TranslationCompleteness);
    entry[row.locale] = { done: Number(row.done), total: Number(row.total) };
    out.set(id, entry);
  }
  return out;
}
