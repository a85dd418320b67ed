import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getDb } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import { sanitizeDescription } from '@/lib/html/sanitize';
import type { AppLocale } from '@/lib/i18n/routing';
import {
  mapCategoryWithItems,
  mapItemDetails,
  type CategoryWithItems,
  type ItemDetails,
  type RawCategoryWithItems,
  type RawItemDetails,
  type SitemapCategory,
  type SitemapItem,
  localeSlugs,
} from './read-models';
import { translatedTimes } from './sitemap-times';
import { translatedLocales } from './localise';
import { catalogReadTags } from './read-tags';
import { FIELD_SQL_COLUMNS } from '@/lib/product-fields/registry';

// Each page section is ONE statement (json aggregation in subqueries), so an uncached product or
// category page costs two queries: its main read and its recommendations (recommendation-queries.ts,
// written with the query builder). These reads stay SQL: each aggregates an item's specifications
// with their translations matched by the English row's rank (a window function), its gallery and
// its slugs into one row, which neither the builder nor Drizzle's relational queries express in one
// statement; the product fields' columns come from the registry (FIELD_SQL_COLUMNS), not by hand.
// `load*` functions hit the database (tests count their queries); `get*`/`list*` are the cached
// versions pages use: `unstable_cache` ties the page to its tags, React `cache` dedupes the read
// between generateMetadata and the page within one render.
// Every read takes the request locale. Each translatable column comes with the locale's
// translation beside it (`tr_*`, a left join on the translation row's key, so still one statement);
// the mappers (read-models.ts, localise.ts) pick per field and mark the fallbacks. For the default
// language the joins find nothing and the mappers ignore them. Cache keys include the locale; tags
// come from read-tags.ts.

async function rows<T>(query: SQL): Promise<T[]> {
  return executeRows<T>(await getDb(), query);
}

// A specification translation is keyed by the English row's 0-based rank by id (migration 0011);
// joined from the English rows, so a translation whose position no longer exists is never read.
const specsJson = (itemAlias: string, locale: AppLocale) =>
  sql`coalesce((select json_agg(json_build_object('id', s.id, 'name', s.spec_name, 'value', s.spec_value,
        'tr_name', st.spec_name, 'tr_value', st.spec_value) order by s.id)
      from (select s0.id, s0.item_id, s0.spec_name, s0.spec_value, row_number() over (order by s0.id) - 1 as position
            from item_specifications s0 where s0.item_id = ${sql.raw(itemAlias)}.id) s
      left join item_specification_translations st on st.item_id = s.item_id and st.locale = ${locale} and st.position = s.position),
    '[]'::json)`;
const galleryJson = (itemAlias: string) =>
  sql.raw(`coalesce((select json_agg(json_build_object('id', g.id, 'url', g.photo_url) order by g.id)
      from item_gallery g where g.item_id = ${itemAlias}.id), '[]'::json)`);

// The product fields' columns (lib/product-fields/registry.ts), as select list entries and as json object pairs.
const fieldColumns = (alias: string) => sql.raw(FIELD_SQL_COLUMNS.map((c) => `${alias}.${c}`).join(', '));
const fieldPairs = (alias: string) => sql.raw(FIELD_SQL_COLUMNS.map((c) => `'${c}', ${alias}.${c}`).join(', '));

// "Has words": the same test on both databases (a blank translation falls back, content-fallback.ts).
const filled = (column: string) => sql.raw(`coalesce(${column}, '') ~ '\\S'`);

/**
 * The locales an item's page is translated in (hreflang, sitemap): name and description from that
 * locale (the description only where the English one has words).
 */
const itemTranslatedIn = (itemAlias: string) =>
  sql`coalesce((select json_agg(t.locale order by t.locale) from item_translations t
      where t.item_id = ${sql.raw(itemAlias)}.id and ${filled('t.item_name')}
        and (${filled('t.item_description')} or not ${filled(`${itemAlias}.item_description`)})), '[]'::json)`;
// The current slugs of a page (lib/catalog/slugs.ts): all locales (hreflang, sitemap) or one (links).
const itemSlugs = (alias: string) =>
  sql.raw(
    `coalesce((select json_object_agg(s.locale, s.slug) from item_slugs s where s.item_id = ${alias}.id and s.is_current), '{}'::json)`,
  );
const categorySlugs = (alias: string) =>
  sql.raw(
    `coalesce((select json_object_agg(s.locale, s.slug) from category_slugs s where s.category_id = ${alias}.id and s.is_current), '{}'::json)`,
  );
const itemSlug = (alias: string, locale: AppLocale) =>
  sql`(select s.slug from item_slugs s where s.item_id = ${sql.raw(alias)}.id and s.locale = ${locale} and s.is_current)`;
const categorySlug = (idColumn: string, locale: AppLocale) =>
  sql`(select s.slug from category_slugs s where s.category_id = ${sql.raw(idColumn)} and s.locale = ${locale} and s.is_current)`;

/** The locales a category's page is translated in: its name. */
const categoryTranslatedIn = (categoryAlias: string) =>
  sql`coalesce((select json_agg(t.locale order by t.locale) from category_translations t
      where t.category_id = ${sql.raw(categoryAlias)}.id and ${filled('t.name')}), '[]'::json)`;

export async function loadItemWithDetails(id: number, locale: AppLocale): Promise<ItemDetails | null> {
  const [row] = await rows<RawItemDetails>(sql`
    select i.id, i.item_name, i.item_code, i.item_description, i.category_id, i.main_photo_url,
           i.hover_photo_url, ${fieldColumns('i')}, i.updated_at, c.name as category_name,
           tr.item_name as tr_item_name, tr.item_description as tr_item_description, ct.name as tr_category_name,
           ${specsJson('i', locale)} as specifications, ${galleryJson('i')} as gallery, ${itemTranslatedIn('i')} as translated_in,
           ${itemSlugs('i')} as slugs, ${categorySlug('i.category_id', locale)} as category_slug
    from items i left join categories c on c.id = i.category_id
      left join item_translations tr on tr.item_id = i.id and tr.locale = ${locale}
      left join category_translations ct on ct.category_id = i.category_id and ct.locale = ${locale}
    where i.id = ${id}`);
  if (!row) return null;
  const item = mapItemDetails(row, locale);
  return { ...item, description: sanitizeDescription(item.description) };
}

// The items' order here is only a stable default: the page sorts them with the locale's collation.
export async function loadCategoryWithItems(id: number, locale: AppLocale): Promise<CategoryWithItems | null> {
  const [row] = await rows<RawCategoryWithItems>(sql`
    select c.id, c.name, ct.name as tr_name, ${categoryTranslatedIn('c')} as translated_in, ${categorySlugs('c')} as slugs,
      coalesce((select json_agg(json_build_object(
          'slug', ${itemSlug('i', locale)},
          'id', i.id, 'item_name', i.item_name, 'item_code', i.item_code,
          'item_description', i.item_description, 'main_photo_url', i.main_photo_url,
          'hover_photo_url', i.hover_photo_url, ${fieldPairs('i')}, 'tr_item_name', tr.item_name, 'tr_item_description', tr.item_description,
          'specifications', ${specsJson('i', locale)}, 'gallery', ${galleryJson('i')}) order by i.item_name, i.id)
        from items i left join item_translations tr on tr.item_id = i.id and tr.locale = ${locale}
        where i.category_id = c.id), '[]'::json) as items
    from categories c left join category_translations ct on ct.category_id = c.id and ct.locale = ${locale}
    where c.id = ${id}`);
  if (!row) return null;
  const category = mapCategoryWithItems(row, locale);
  // Descriptions are rendered as HTML (the specification modal): sanitised once, here, on the server.
  return { ...category, items: category.items.map((i) => ({ ...i, description: sanitizeDescription(i.description) })) };
}

export async function loadSitemapEntries(): Promise<{ categories: SitemapCategory[]; items: SitemapItem[] }> {
  const list = await rows<{
    kind: string;
    id: number | string;
    last_modified: Date | string | null;
    translated_in: string[] | string | null;
    slugs: Record<string, string> | string | null;
    translated_modified: Record<string, string> | string | null;
  }>(sql`
    select 'category' as kind, c.id, (select max(i.updated_at) from items i where i.category_id = c.id) as last_modified,
        ${categoryTranslatedIn('c')} as translated_in, ${categorySlugs('c')} as slugs,
        (select json_object_agg(u.locale, u.at) from (select t.locale, max(t.updated_at) as at from (
            select ct.locale, ct.updated_at from category_translations ct where ct.category_id = c.id union all
            select it.locale, it.updated_at from item_translations it join items x on x.id = it.item_id where x.category_id = c.id
          ) t group by t.locale) u) as translated_modified
      from categories c
    union all
    select 'item' as kind, i.id, i.updated_at as last_modified, ${itemTranslatedIn('i')} as translated_in, ${itemSlugs('i')} as slugs,
        (select json_object_agg(t.locale, t.updated_at) from item_translations t where t.item_id = i.id) as translated_modified
      from items i
    order by kind, id`);
  const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());
  const entry = (r: (typeof list)[number]) => ({
    id: Number(r.id),
    lastModified: iso(r.last_modified),
    translatedIn: translatedLocales(r.translated_in),
    slugs: localeSlugs(r.slugs),
    translatedModified: translatedTimes(r.translated_modified),
  });
  return {
    categories: list.filter((r) => r.kind === 'category').map(entry),
    items: list.filter((r) => r.kind === 'item').map(entry),
  };
}

// ---- cached reads used by pages (keyed and tagged per locale) ----

export const getItemWithDetails = cache((id: number, locale: AppLocale) =>
  unstable_cache(() => loadItemWithDetails(id, locale), ['catalog-item', String(id), locale], {
    tags: catalogReadTags.item(id, locale),
  })(),
);

export const getCategoryWithItems = cache((id: number, locale: AppLocale) =>
  unstable_cache(() => loadCategoryWithItems(id, locale), ['catalog-category', String(id), locale], {
    tags: catalogReadTags.category(id, locale),
  })(),
);

export const listSitemapEntries = () =>
  unstable_cache(loadSitemapEntries, ['catalog-sitemap', 'translated-in'], { tags: catalogReadTags.sitemap() })();
