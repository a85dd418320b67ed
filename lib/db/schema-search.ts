import 'server-only';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { blogContentBlocks, blogPosts, items, itemSpecifications } from './schema-core';
import { blogContentBlockTranslations, blogPostTranslations, itemSpecificationTranslations, itemTranslations } from './schema-translations';

/**
 * The site search's indexes (migration 0023): trigram GIN indexes on the stored folded columns
 * (`search_name`, `search_value`, `search_title`, `search_excerpt`, `search_text`) and a b-tree on the
 * folded item code. Trigram operator classes are not in Drizzle's index builder, so they are listed
 * here by table; lib/db/schema-drift.int.test.ts holds the migrations to this list.
 */
export const SEARCH_INDEXES: readonly (readonly [PgTable, string])[] = [
  [items, 'items_search_name_trgm_idx'],
  [items, 'items_search_code_prefix_idx'],
  [itemTranslations, 'item_translations_search_name_trgm_idx'],
  [itemSpecifications, 'item_specifications_search_value_trgm_idx'],
  [itemSpecificationTranslations, 'item_specification_translations_search_value_trgm_idx'],
  [blogPosts, 'blog_posts_search_title_trgm_idx'],
  [blogPosts, 'blog_posts_search_excerpt_trgm_idx'],
  [blogPostTranslations, 'blog_post_translations_search_title_trgm_idx'],
  [blogPostTranslations, 'blog_post_translations_search_excerpt_trgm_idx'],
  [blogContentBlocks, 'blog_content_blocks_search_text_trgm_idx'],
  [blogContentBlockTranslations, 'blog_content_block_translations_search_text_trgm_idx'],
];

/** `table.index` names, as pg_indexes spells them. */
export const searchIndexNames = () => SEARCH_INDEXES.map(([table, name]) => `${getTableConfig(table).name}.${name}`);
