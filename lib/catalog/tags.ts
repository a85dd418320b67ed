import { updateTag } from 'next/cache';

/**
 * Cache tags of the public catalogue, defined once. Every cached catalogue read carries some of
 * them; writes call the helpers below, never raw strings.
 *
 * - `items`          every read that lists items across categories (sitemap, recommendations)
 * - `categories`     the category list and the "other categories" recommendations (one photo each)
 * - `item:{id}`      one product page (item + category + specs + gallery)
 * - `category:{id}`  one category page and the "recommended products" of its items
 */
export const CATALOG_TAGS = {
  items: 'items',
  categories: 'categories',
  item: (id: number | string) => `item:${id}`,
  category: (id: number | string) => `category:${id}`,
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
export function revalidateItem(itemId: number, categoryIds: readonly CategoryId[] = []): void {
  for (const tag of tagsForItemWrite(itemId, categoryIds)) updateTag(tag);
}
