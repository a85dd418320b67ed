import 'server-only';
import { sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { HARD_LIFETIME_TAG } from '@/lib/cache/edge-page-cache';
import { getDb } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import type { AppLocale } from '@/lib/i18n/routing';
import { localeSlugs, type LocaleSlugs, type RawSlugs } from '@/lib/seo/catalog-paths';
import { localiseText } from './localise';
import { catalogReadTags } from './read-tags';

// Reads of the category list in the owner's order (sort_order, then id): the admin screen
// (uncached, with item counts and every language's name) and the public menu (cached per locale).

/** `slugs`: the current address slug per locale ('' where none yet). */
export type AdminCategoryRow = { id: number; name: string; nameId: string; nameZh: string; itemCount: number; slugs: LocaleSlugs };

export async function listCategoriesWithCounts(): Promise<AdminCategoryRow[]> {
  const db = await getDb();
  const list = await executeRows<{
    id: number | string;
    name: string;
    name_id: string | null;
    name_zh: string | null;
    item_count: number | string;
    slugs: RawSlugs;
  }>(
    db,
    sql`select c.id, c.name,
        (select t.name from category_translations t where t.category_id = c.id and t.locale = 'id') as name_id,
        (select t.name from category_translations t where t.category_id = c.id and t.locale = 'zh-CN') as name_zh,
        (select count(*) from items i where i.category_id = c.id) as item_count,
        coalesce((select json_object_agg(s.locale, s.slug) from category_slugs s where s.category_id = c.id and s.is_current), '{}'::json) as slugs
      from categories c order by c.sort_order, c.id`,
  );
  return list.map((r) => ({
    id: Number(r.id),
    name: r.name,
    nameId: r.name_id ?? '',
    nameZh: r.name_zh ?? '',
    itemCount: Number(r.item_count),
    slugs: localeSlugs(r.slugs),
  }));
}

/** A menu entry; `lang` is set when the name falls back to English. */
export type MenuCategory = { id: number; slug: string; name: string; lang?: AppLocale };

export async function loadMenuCategories(locale: AppLocale): Promise<MenuCategory[]> {
  const db = await getDb();
  const list = await executeRows<{ id: number | string; name: string; tr_name: string | null; slug: string | null }>(
    db,
    sql`select c.id, c.name, ct.name as tr_name,
        (select s.slug from category_slugs s where s.category_id = c.id and s.locale = ${locale} and s.is_current) as slug
      from categories c left join category_translations ct on ct.category_id = c.id and ct.locale = ${locale}
      order by c.sort_order, c.id`,
  );
  return list.map((r) => {
    const name = localiseText(r.name, r.tr_name, locale);
    return { id: Number(r.id), slug: r.slug ?? '', name: name.value.trim(), ...(name.lang ? { lang: name.lang } : {}) };
  });
}

/** The header menu and footer: tagged `categories` (and its locale twin), so every category write refreshes them. */
export const getMenuCategories = cache((locale: AppLocale) =>
  unstable_cache(() => loadMenuCategories(locale), ['catalog-menu-categories', locale], {
    tags: catalogReadTags.otherCategories(locale),
  })(),
);

/** How long a page rendered without the database's categories stays cached (seconds). */
export const MENU_FALLBACK_LIFETIME_S = 60;

/**
 * The menu for the header, or null when the database cannot be read (the header then shows the
 * configured categories, so a 404 or the sign-in page keeps its navigation). A render that falls
 * back keeps its page for a minute only, and hard (lib/cache/hard-lifetime.cjs: rendered anew
 * before the next answer past it), instead of the page's own day: an empty unstable_cache entry
 * with that lifetime shortens the page's, as any cached read's lifetime does (docs/decisions/084).
 */
export const menuCategoriesOrFallback = cache(async (locale: AppLocale): Promise<MenuCategory[] | null> => {
  try {
    return await getMenuCategories(locale);
  } catch (error) {
    console.error('[site] menu categories unavailable', error);
    await unstable_cache(async () => true, ['catalog-menu-fallback'], {
      revalidate: MENU_FALLBACK_LIFETIME_S,
      tags: [HARD_LIFETIME_TAG],
    })().catch(() => true);
    return null;
  }
});
