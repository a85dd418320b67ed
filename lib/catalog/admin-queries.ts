import 'server-only';
import type { LocaleSlugs } from '@/lib/seo/catalog-paths';
import { readSlugs } from './slugs';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { categories, categoryTranslations, itemGallery, items, itemSpecifications } from '@/lib/db/schema';
import { DEFAULT_LOCALE, type AppLocale } from '@/lib/i18n/routing';
import { fieldSelection } from '@/lib/product-fields/columns';
import { readFields, type ItemFieldValues } from '@/lib/product-fields/registry';

// Admin reads: never cached (an admin must see their own write at once), small typed models.

export type AdminCategory = { id: number; name: string };

export type AdminItemSummary = {
  id: number;
  itemName: string;
  itemCode: string | null;
  categoryId: number | null;
  categoryName: string | null;
  mainPhotoUrl: string | null;
  specCount: number;
};

export type AdminItem = {
  id: number;
  itemName: string;
  itemCode: string;
  itemDescription: string;
  /** The product fields (MOQ, …). */
  fields: ItemFieldValues;
  categoryId: number | null;
  mainPhotoUrl: string | null;
  hoverPhotoUrl: string | null;
  specs: Array<{ id: number; name: string; value: string }>;
  gallery: Array<{ id: number; photoUrl: string }>;
  /** The current address slug per locale (Edit Item's slug field, the "View on site" links). */
  slugs: LocaleSlugs;
};

/**
 * A category's name in the admin's language: the translation when it has one, else the English
 * name (the same per-field fallback as the public pages). Ids stay the keys, so filters and forms
 * keep working whatever the language.
 */
const localisedCategoryName = sql<string>`coalesce(nullif(btrim(${categoryTranslations.name}), ''), ${categories.name})`;
const translationOf = (locale: AppLocale) =>
  locale === DEFAULT_LOCALE ? sql`false` : and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale));

export async function listAdminCategories(locale: AppLocale = DEFAULT_LOCALE): Promise<AdminCategory[]> {
  const db = await getDb();
  return db
    .select({ id: categories.id, name: localisedCategoryName })
    .from(categories)
    .leftJoin(categoryTranslations, translationOf(locale))
    .orderBy(asc(categories.id));
}

/** Every item with its category name and number of specs, in one query. */
export async function listAdminItems(locale: AppLocale = DEFAULT_LOCALE): Promise<AdminItemSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: items.id,
      itemName: items.itemName,
      itemCode: items.itemCode,
      categoryId: items.categoryId,
      categoryName: sql<string | null>`case when ${categories.id} is null then null else ${localisedCategoryName} end`,
      mainPhotoUrl: items.mainPhotoUrl,
      specCount: count(itemSpecifications.id),
    })
    .from(items)
    .leftJoin(categories, eq(categories.id, items.categoryId))
    .leftJoin(categoryTranslations, translationOf(locale))
    .leftJoin(itemSpecifications, eq(itemSpecifications.itemId, items.id))
    .groupBy(items.id, categories.id, categories.name, categoryTranslations.name)
    .orderBy(asc(items.itemName), asc(items.id));
  return rows.map((r) => ({ ...r, specCount: Number(r.specCount) }));
}

export async function getAdminItem(id: number): Promise<AdminItem | null> {
  const db = await getDb();
  const [item] = await db
    .select({
      id: items.id,
      itemName: items.itemName,
      itemCode: items.itemCode,
      itemDescription: items.itemDescription,
      categoryId: items.categoryId,
      mainPhotoUrl: items.mainPhotoUrl,
      hoverPhotoUrl: items.hoverPhotoUrl,
      columns: fieldSelection,
    })
    .from(items)
    .where(eq(items.id, id))
    .limit(1);
  if (!item) return null;
  const [specs, gallery, slugs] = await Promise.all([
    db
      .select({ id: itemSpecifications.id, name: itemSpecifications.specName, value: itemSpecifications.specValue })
      .from(itemSpecifications)
      .where(eq(itemSpecifications.itemId, id))
      .orderBy(asc(itemSpecifications.id)),
    db
      .select({ id: itemGallery.id, photoUrl: itemGallery.photoUrl })
      .from(itemGallery)
      .where(eq(itemGallery.itemId, id))
      .orderBy(asc(itemGallery.id)),
    readSlugs(db, 'item', id),
  ]);
  const { columns, ...own } = item;
  const fields = readFields(columns);
  return { ...own, fields, itemCode: item.itemCode?.trim() ?? '', itemDescription: item.itemDescription ?? '', specs, gallery, slugs };
}

/** Whether a category exists (item writes check it before touching files). */
export async function categoryExists(id: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return rows.length > 0;
}

/** Whether another item (not `excludeId`) has this code, compared as the unique index does. */
export async function isItemCodeTaken(code: string, excludeId?: number): Promise<boolean> {
  const db = await getDb();
  const sameCode = sql`lower(btrim(${items.itemCode})) = lower(btrim(${code}))`;
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(excludeId === undefined ? sameCode : and(sameCode, ne(items.id, excludeId)))
    .limit(1);
  return rows.length > 0;
}
