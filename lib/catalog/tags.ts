import { updateTag } from 'next/cache';
import { purgeCdnForTags } from '../cache/cdn-purge';
import { getDb } from '../db';
import { currentPages } from './slugs';
import { localeTag, type TranslationLocale } from '../i18n/content-locales';

/**
 * Cache tags of the public catalogue, defined once. Every cached catalogue read carries some of
 * them; writes call the helpers below, never raw strings.
 *
 * - `items`          every read that lists items across categories (sitemap, recommendations)
 * - `categories`     the category list and the "other categories" recommendations (one photo each)
 * - `item:{id}`      one product page (item + category + specs + gallery)
 * - `category:{id}`  one category page and the "recommended products" of its items
 * - `catalog-translations`  reads that say which locales each row is translated in (the sitemap)
 *
 * A read in a translated locale also carries each tag's locale twin (`item:4@zh-CN`,
 * `tagsInLocale` in lib/i18n/content-locales.ts). A default-language write refreshes the base tags
 * (every locale, since any field may fall back to it); a translation write refreshes its locale's
 * twins, plus the product's base tag (its hreflang alternates change in every locale) and the sitemap.
 */
export const CATALOG_TAGS = {
  items: 'items',
  categories: 'categories',
  item: (id: number | string) => `item:${id}`,
  category: (id: number | string) => `category:${id}`,
  translations: 'catalog-translations',
} as const;

type CategoryId = number | null | undefined;

/** The tags an item write touches: its page, every category it was or is in, and the lists. */
export function tagsForItemWrite(itemId: number, categoryIds: readonly CategoryId[] = []): string[] {
  const tags = new Set<string>([CATALOG_TAGS.items, CATALOG_TAGS.categories, CATALOG_TAGS.item(itemId)]);
  for (const id of categoryIds) if (id != null) tags.add(CATALOG_TAGS.category(id));
  return [...tags];
}

/**
 * Call from a server action after creating, updating or deleting an item. Pass every category id
 * the item belonged to before AND after the write (e.g. `[oldCategoryId, newCategoryId]`).
 * Uses `updateTag`, so the very next request is fresh in every locale. Server actions only.
 */
export function revalidateItem(itemId: number, categoryIds: readonly CategoryId[] = [], pages: readonly string[] = []): void {
  const tags = tagsForItemWrite(itemId, categoryIds);
  for (const tag of tags) updateTag(tag);
  purgeCdnForTags(tags, withCurrentPages(pages, [itemId], categoryIds));
}

/** The tags a write of one item's words in `locale` touches (see the header). */
export function tagsForItemTranslationWrite(itemId: number, locale: TranslationLocale, categoryIds: readonly CategoryId[] = []): string[] {
  return [
    CATALOG_TAGS.item(itemId),
    CATALOG_TAGS.translations,
    ...tagsForItemWrite(itemId, categoryIds).map((tag) => localeTag(tag, locale)),
  ];
}

/** After saving one item's translation in `locale` (server actions only): that locale's pages, and the item's hreflang everywhere. */
export function revalidateItemTranslation(
  itemId: number,
  locale: TranslationLocale,
  categoryIds: readonly CategoryId[] = [],
  pages: readonly string[] = [],
): void {
  const tags = tagsForItemTranslationWrite(itemId, locale, categoryIds);
  for (const tag of tags) updateTag(tag);
  purgeCdnForTags(tags, withCurrentPages(pages, [itemId], categoryIds));
}

/**
 * The tags a category write touches: the lists and menus (`categories`, in every page's header),
 * the category pages, the product pages whose breadcrumb names it, and the sitemap's hreflang.
 * Base tags only: a renamed English name can show in every locale (the fallback).
 */
export function tagsForCategoryWrite(categoryIds: readonly number[], itemIds: readonly number[] = []): string[] {
  return [
    CATALOG_TAGS.categories,
    CATALOG_TAGS.items,
    CATALOG_TAGS.translations,
    ...categoryIds.map((id) => CATALOG_TAGS.category(id)),
    ...itemIds.map((id) => CATALOG_TAGS.item(id)),
  ];
}

/** After a category create, rename, reorder or delete (server actions only). */
export function revalidateCategories(categoryIds: readonly number[], itemIds: readonly number[] = [], pages: readonly string[] = []): void {
  const tags = tagsForCategoryWrite(categoryIds, itemIds);
  for (const tag of tags) updateTag(tag);
  purgeCdnForTags(tags, withCurrentPages(pages, itemIds, categoryIds));
}

/** `pages` plus the slug addresses the written products and categories have now (looked up with the purge). */
function withCurrentPages(pages: readonly string[], itemIds: readonly number[], categoryIds: readonly CategoryId[]) {
  const categories = categoryIds.filter((id): id is number => id != null);
  return async () => [...pages, ...(await currentPages(await getDb(), { itemIds, categoryIds: categories }))];
}
