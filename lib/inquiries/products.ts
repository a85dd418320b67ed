import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { localiseText } from '@/lib/catalog/localise';
import type { Moq } from '@/lib/product-fields/moq';
import { moqField } from '@/lib/product-fields/moq-field';
import type { DbOrTx } from '@/lib/db/client';
import { categories, categoryTranslations, itemTranslations, items } from '@/lib/db/schema';
import { DEFAULT_LOCALE, type AppLocale } from '@/lib/i18n/routing';
import { INQUIRY_LIMITS } from './contract';

// The products a quote list names, read by id in one language. The visitor's list lives in their
// browser and may have been filled on a page in another language, so every name the visitor reads
// (the /quote lines, the confirmation, the WhatsApp text, their copy of the mail) comes from here in
// the page's language, and the sales team's copy in the default language. Names fall back per
// field to English, like the catalogue pages (lib/catalog/localise.ts).

export type QuoteProductFacts = {
  id: number;
  /** In the requested locale (English where it has no translation). */
  name: string;
  categoryName: string;
  /** The default language's words: the inquiry's stored snapshot, read by the sales team. */
  defaultName: string;
  defaultCategoryName: string;
  code: string;
  photo: string | null;
  moq: Moq | null;
  /** The product's current slug in the requested locale (null before the back-fill gave it one). */
  slug: string | null;
};

export async function loadQuoteProducts(db: DbOrTx, ids: readonly number[], locale: AppLocale): Promise<Map<number, QuoteProductFacts>> {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, INQUIRY_LIMITS.maxLines);
  const facts = new Map<number, QuoteProductFacts>();
  if (unique.length === 0) return facts;
  const rows = await db
    .select({
      id: items.id,
      name: items.itemName,
      trName: itemTranslations.itemName,
      code: items.itemCode,
      photo: items.mainPhotoUrl,
      moqQuantity: items.moqQuantity,
      moqUnit: items.moqUnit,
      categoryName: categories.name,
      trCategoryName: categoryTranslations.name,
      // The canonical address's slug, so a quote line and an inquiry link skip the bare id's 308.
      slug: sql<string | null>`(select s.slug from item_slugs s where s.item_id = ${items.id} and s.locale = ${locale} and s.is_current)`,
    })
    .from(items)
    .leftJoin(categories, eq(categories.id, items.categoryId))
    .leftJoin(itemTranslations, and(eq(itemTranslations.itemId, items.id), eq(itemTranslations.locale, locale)))
    .leftJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, items.categoryId), eq(categoryTranslations.locale, locale)))
    .where(inArray(items.id, unique));
  for (const r of rows) {
    // The default language has no translation rows: its own columns are the text.
    const own = locale === DEFAULT_LOCALE;
    facts.set(r.id, {
      id: r.id,
      name: localiseText(r.name, own ? null : r.trName, locale).value.trim(),
      categoryName: localiseText(r.categoryName, own ? null : r.trCategoryName, locale).value.trim(),
      defaultName: r.name.trim(),
      defaultCategoryName: (r.categoryName ?? '').trim(),
      code: r.code ?? '',
      photo: r.photo?.trim() || null,
      moq: moqField.read(r),
      slug: r.slug ?? null,
    });
  }
  return facts;
}
