import 'server-only';
import { getMenuCategories } from '@/lib/catalog/categories-queries';
import type { AppLocale } from '@/lib/i18n/routing';
import type { CatalogRef } from '@/lib/seo/catalog-paths';

/**
 * The current slugs of the categories the site's fixed texts name by id (the landing page's tiles,
 * the empty quote list's "browse" link), so they link the canonical address instead of the bare
 * `/category/N` and its 308. Read from the header's cached menu; without it (no database) the bare
 * address still works.
 */
export async function categoryRefs(locale: AppLocale): Promise<(id: number) => CatalogRef> {
  const menu = await getMenuCategories(locale).catch(() => []);
  const slugs = new Map(menu.map((c) => [c.id, c.slug]));
  return (id) => ({ id, slug: slugs.get(id) ?? null });
}
