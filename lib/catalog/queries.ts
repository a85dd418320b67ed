import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getDb } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import { sanitizeDescription } from '@/lib/html/sanitize';
import {
  mapCategoryWithItems,
  mapItemDetails,
  type CategoryRecommendation,
  type CategoryWithItems,
  type ItemDetails,
  type RawCategoryWithItems,
  type RawItemDetails,
  type RecommendedItem,
  type SitemapCategory,
  type SitemapItem,
} from './read-models';
import { CATALOG_TAGS } from './tags';

// Each page section is ONE statement (json aggregation in subqueries), so an uncached product or
// category page costs two queries: its main read and its recommendations.
// `load*` functions hit the database (tests count their queries); `get*`/`list*` are the cached
// versions pages use: `unstable_cache` ties the page to its tags, React `cache` dedupes the read
// between generateMetadata and the page within one render.

async function rows<T>(query: SQL): Promise<T[]> {
  return executeRows<T>(await getDb(), query);
}

const specsJson = (itemAlias: string) =>
  sql.raw(`coalesce((select json_agg(json_build_object('id', s.id, 'name', s.spec_name, 'value', s.spec_value) order by s.id)
      from item_specifications s where s.item_id = ${itemAlias}.id), '[]'::json)`);
const galleryJson = (itemAlias: string) =>
  sql.raw(`coalesce((select json_agg(json_build_object('id', g.id, 'url', g.photo_url) order by g.id)
      from item_gallery g where g.item_id = ${itemAlias}.id), '[]'::json)`);

export async function loadItemWithDetails(id: number): Promise<ItemDetails | null> {
  const [row] = await rows<RawItemDetails>(sql`
    select i.id, i.item_name, i.item_code, i.item_description, i.category_id, i.main_photo_url,
           i.hover_photo_url, i.updated_at, c.name as category_name,
           ${specsJson('i')} as specifications, ${galleryJson('i')} as gallery
    from items i left join categories c on c.id = i.category_id
    where i.id = ${id}`);
  if (!row) return null;
  const item = mapItemDetails(row);
  return { ...item, description: sanitizeDescription(item.description) };
}

export async function loadCategoryWithItems(id: number): Promise<CategoryWithItems | null> {
  const [row] = await rows<RawCategoryWithItems>(sql`
    select c.id, c.name,
      coalesce((select json_agg(json_build_object(
          'id', i.id, 'item_name', i.item_name, 'item_code', i.item_code,
          'item_description', i.item_description, 'main_photo_url', i.main_photo_url,
          'hover_photo_url', i.hover_photo_url,
          'specifications', ${specsJson('i')}, 'gallery', ${galleryJson('i')}) order by i.item_name, i.id)
        from items i where i.category_id = c.id), '[]'::json) as items
    from categories c where c.id = ${id}`);
  if (!row) return null;
  const category = mapCategoryWithItems(row);
  // Descriptions are rendered as HTML (the specification modal): sanitised once, here, on the server.
  return { ...category, items: category.items.map((i) => ({ ...i, description: sanitizeDescription(i.description) })) };
}

/** Other categories with one photo each (the first item's main photo), ordered by id. */
export async function loadOtherCategories(excludeId: number | null): Promise<CategoryRecommendation[]> {
  const list = await rows<{ id: number | string; name: string | null; photo_url: string | null }>(sql`
    select c.id, c.name,
      (select i.main_photo_url from items i
        where i.category_id = c.id and coalesce(i.main_photo_url, '') <> '' order by i.id limit 1) as photo_url
    from categories c where c.id <> ${excludeId ?? -1} order by c.id`);
  return list.map((r) => ({ id: Number(r.id), name: (r.name ?? '').trim(), photoUrl: r.photo_url || null }));
}

/** Other items of the same category, excluding the current one. */
export async function loadRecommendedItems(categoryId: number, excludeId: number, limit = 8): Promise<RecommendedItem[]> {
  const list = await rows<{
    id: number | string;
    item_name: string | null;
    main_photo_url: string | null;
    hover_photo_url: string | null;
  }>(sql`
    select i.id, i.item_name, i.main_photo_url, i.hover_photo_url from items i
    where i.category_id = ${categoryId} and i.id <> ${excludeId}
    order by i.id limit ${limit}`);
  return list.map((r) => ({
    id: Number(r.id),
    name: (r.item_name ?? '').trim(),
    mainPhotoUrl: r.main_photo_url || null,
    hoverPhotoUrl: r.hover_photo_url || null,
  }));
}

export async function loadSitemapEntries(): Promise<{ categories: SitemapCategory[]; items: SitemapItem[] }> {
  const list = await rows<{ kind: string; id: number | string; last_modified: Date | string | null }>(sql`
    select 'category' as kind, c.id, (select max(i.updated_at) from items i where i.category_id = c.id) as last_modified
      from categories c
    union all
    select 'item' as kind, i.id, i.updated_at as last_modified from items i
    order by kind, id`);
  const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());
  return {
    categories: list.filter((r) => r.kind === 'category').map((r) => ({ id: Number(r.id), lastModified: iso(r.last_modified) })),
    items: list.filter((r) => r.kind === 'item').map((r) => ({ id: Number(r.id), lastModified: iso(r.last_modified) })),
  };
}

// ---- cached reads used by pages ----

export const getItemWithDetails = cache((id: number) =>
  unstable_cache(() => loadItemWithDetails(id), ['catalog-item', String(id)], {
    tags: [CATALOG_TAGS.item(id)],
  })(),
);

export const getCategoryWithItems = cache((id: number) =>
  unstable_cache(() => loadCategoryWithItems(id), ['catalog-category', String(id)], {
    tags: [CATALOG_TAGS.category(id), CATALOG_TAGS.categories],
  })(),
);

export const listOtherCategories = cache((excludeId: number | null) =>
  unstable_cache(() => loadOtherCategories(excludeId), ['catalog-other-categories', String(excludeId)], {
    tags: [CATALOG_TAGS.categories],
  })(),
);

export const listRecommendedItems = cache((categoryId: number, excludeId: number) =>
  unstable_cache(() => loadRecommendedItems(categoryId, excludeId), ['catalog-recommended', String(categoryId), String(excludeId)], {
    tags: [CATALOG_TAGS.category(categoryId), CATALOG_TAGS.item(excludeId)],
  })(),
);

export const listSitemapEntries = () =>
  unstable_cache(loadSitemapEntries, ['catalog-sitemap'], { tags: [CATALOG_TAGS.items, CATALOG_TAGS.categories] })();
