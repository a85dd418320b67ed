import 'server-only';
import { sql } from 'drizzle-orm';
import type { AppLocale } from '@/lib/i18n/routing';
import type { BlockTranslationRow, PostTranslationRow } from './localise';

// The JSON sub-selects of the public post reads (lib/blog/post-reads.ts): categories, tags and
// blocks, and the translation rows beside them. Translated names come back raw
// (`trName`) and are resolved per field in TypeScript (lib/blog/localise.ts), so the fallback
// rule lives in one place.

// IMPORTANT: drizzle renders a column of a one-table select unqualified ("id"), which inside these
// sub-selects would bind to the inner table: the outer post id is spelled out.
export const postIdRef = sql.raw('"blog_posts"."id"');

export const categoriesJson = (locale: AppLocale) => sql<unknown>`(
  select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'trName', ct.name, 'slug', c.slug, 'color', c.color) order by c.name), '[]'::json)
  from blog_post_categories pc join blog_categories c on c.id = pc.category_id
  left join blog_category_translations ct on ct.category_id = c.id and ct.locale = ${locale}
  where pc.blog_post_id = ${postIdRef}
)`;

export const tagsJson = (locale: AppLocale) => sql<unknown>`(
  select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'trName', tt.name, 'slug', t.slug) order by t.name), '[]'::json)
  from blog_post_tags pt join blog_tags t on t.id = pt.tag_id
  left join blog_tag_translations tt on tt.tag_id = t.id and tt.locale = ${locale}
  where pt.blog_post_id = ${postIdRef}
)`;

export const blocksJson = sql<unknown>`(
  select coalesce(json_agg(json_build_object('id', b.id, 'type', b.block_type, 'content', b.content, 'sortOrder', b.sort_order) order by b.sort_order, b.id), '[]'::json)
  from blog_content_blocks b
  where b.blog_post_id = ${postIdRef}
)`;

const translationObject = sql.raw(
  `json_build_object('locale', tr.locale, 'title', tr.title, 'slug', tr.slug, 'excerpt', tr.excerpt, 'metaTitle', tr.meta_title, ` +
    `'metaDescription', tr.meta_description, 'featuredImageAlt', tr.featured_image_alt, 'updatedAt', tr.updated_at)`,
);

/** The post's translation row in one locale (or null). */
export const translationJson = (locale: AppLocale) => sql<unknown>`(
  select ${translationObject} from blog_post_translations tr where tr.blog_post_id = ${postIdRef} and tr.locale = ${locale}
)`;

/** Every locale's translation row of the post (hreflang needs them all). */
export const translationsJson = sql<unknown>`(
  select coalesce(json_agg(${translationObject} order by tr.locale), '[]'::json)
  from blog_post_translations tr where tr.blog_post_id = ${postIdRef}
)`;

/** Every locale's block translations of the post. */
export const blockTranslationsJson = sql<unknown>`(
  select coalesce(json_agg(json_build_object('locale', bt.locale, 'sortOrder', bt.sort_order, 'blockType', bt.block_type, 'content', bt.content) order by bt.locale, bt.sort_order), '[]'::json)
  from blog_content_block_translations bt where bt.blog_post_id = ${postIdRef}
)`;

/** json columns arrive parsed from both drivers; a string is tolerated all the same. */
export function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}

export function jsonArray<T>(value: unknown): T[] {
  const parsed = parseJson(value);
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

export const translationRows = (value: unknown) => jsonArray<PostTranslationRow>(value);
export const blockTranslationRows = (value: unknown) => jsonArray<BlockTranslationRow>(value);
