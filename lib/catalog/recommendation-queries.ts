import 'server-only';
import { and, asc, eq, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getDb, type Db } from '@/lib/db';
import { categories, categorySlugs, categoryTranslations, items, itemSlugs, itemTranslations } from '@/lib/db/schema';
import type { AppLocale } from '@/lib/i18n/routing';
import { localiseText } from './localise';
import type { CategoryRecommendation, RecommendedItem } from './read-models';
import { catalogReadTags } from './read-tags';

// The product and category pages' "see also" reads, with the query builder: other categories with a
// photo each, other items of the category. Cached and tagged per locale as queries.ts's reads are.

/** The current slug of the outer row's item (or category) in one locale: a scalar subquery. */
function currentItemSlug(db: Db, itemId: SQLWrapper, locale: AppLocale) {
  const t = itemSlugs;
  const query = db
    .select({ slug: t.slug })
    .from(t)
    .where(and(eq(t.itemId, itemId), eq(t.locale, locale), eq(t.isCurrent, true)));
  return sql<string | null>`(${query})`;
}
function currentCategorySlug(db: Db, categoryId: SQLWrapper, locale: AppLocale) {
  const t = categorySlugs;
  const query = db
    .select({ slug: t.slug })
    .from(t)
    .where(and(eq(t.categoryId, categoryId), eq(t.locale, locale), eq(t.isCurrent, true)));
  return sql<string | null>`(${query})`;
}

/** Other categories with one photo each (the first item's main photo), in the menu's order. */
export async function loadOtherCategories(excludeId: number | null, locale: AppLocale): Promise<CategoryRecommendation[]> {
  const db = await getDb();
  const firstPhoto = db
    .select({ url: items.mainPhotoUrl })
    .from(items)
    .where(and(eq(items.categoryId, categories.id), sql`coalesce(${items.mainPhotoUrl}, '') <> ''`))
    .orderBy(asc(items.id))
    .limit(1);
  const list = await db
    .select({
      id: categories.id,
      name: categories.name,
      trName: categoryTranslations.name,
      slug: currentCategorySlug(db, categories.id, locale),
      photoUrl: sql<string | null>`(${firstPhoto})`,
    })
    .from(categories)
    .leftJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)))
    .where(ne(categories.id, excludeId ?? -1))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return list.map((r) => {
    const name = localiseText(r.name, r.trName, locale);
    return {
      id: Number(r.id),
      slug: r.slug ?? '',
      name: name.value.trim(),
      photoUrl: r.photoUrl || null,
      ...(name.lang ? { lang: { name: name.lang } } : {}),
    };
  });
}

/** Other items of the same category, excluding the current one. */
export async function loadRecommendedItems(
  categoryId: number,
  excludeId: number,
  locale: AppLocale,
  limit = 8,
): Promise<RecommendedItem[]> {
  const db = await getDb();
  const list = await db
    .select({
      id: items.id,
      itemName: items.itemName,
      trItemName: itemTranslations.itemName,
      mainPhotoUrl: items.mainPhotoUrl,
      hoverPhotoUrl: items.hoverPhotoUrl,
      slug: currentItemSlug(db, items.id, locale),
    })
    .from(items)
    .leftJoin(itemTranslations, and(eq(itemTranslations.itemId, items.id), eq(itemTranslations.locale, locale)))
    .where(and(eq(items.categoryId, categoryId), ne(items.id, excludeId)))
    .orderBy(asc(items.id))
    .limit(limit);
  return list.map((r) => {
    const name = localiseText(r.itemName, r.trItemName, locale);
    return {
      id: Number(r.id),
      slug: r.slug ?? '',
      name: name.value.trim(),
      mainPhotoUrl: r.mainPhotoUrl || null,
      hoverPhotoUrl: r.hoverPhotoUrl || null,
      ...(name.lang ? { lang: { name: name.lang } } : {}),
    };
  });
}

// ---- cached reads used by pages (keyed and tagged per locale) ----

export const listOtherCategories = cache((excludeId: number | null, locale: AppLocale) =>
  unstable_cache(() => loadOtherCategories(excludeId, locale), ['catalog-other-categories', String(excludeId), locale], {
    tags: catalogReadTags.otherCategories(locale),
  })(),
);

export const listRecommendedItems = cache((categoryId: number, excludeId: number, locale: AppLocale) =>
  unstable_cache(
    () => loadRecommendedItems(categoryId, excludeId, locale),
    ['catalog-recommended', String(categoryId), String(excludeId), locale],
    { tags: catalogReadTags.recommended(categoryId, excludeId, locale) },
  )(),
);
