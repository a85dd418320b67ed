import 'server-only';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { blogContentBlocks, blogPosts, items, itemSpecifications } from './schema';
import { blogContentBlockTranslations, blogPostTranslations, itemSpecificationTranslations, itemTranslations } from './schema-translations';

/**
 * The site search's expression indexes (migration 0019): trigram GIN indexes on `search_fold(column)`
 * (a block's `search_block_text(content)`), and a b-tree on the folded item code. No query names them
 * and Drizzle only types queries, so they are listed here by table rather than in each table's
 * definition; lib/db/schema-drift.int.test.ts holds the migrations to this list.
 */
export const SEARCH_INDEXES: readonly (readonly [PgTable, string])[] = [
  [items, 'items_search_name_idx'],
  [items, 'items_search_code_idx'],
  [itemTranslations, 'item_translations_search_name_idx'],
  [itemSpecifications, 'item_specifications_search_value_idx'],
  [itemSpecificationTranslations, 'item_specification_translations_search_value_idx'],
  [blogPosts, 'blog_posts_search_title_idx'],
  [blogPosts, 'blog_posts_search_excerpt_idx'],
  [blogPostTranslations, 'blog_post_translations_search_title_idx'],
  [blogPostTranslations, 'blog_post_translations_search_excerpt_idx'],
  [blogContentBlocks, 'blog_content_blocks_search_idx'],
  [blogContentBlockTranslations, 'blog_content_block_translations_search_idx'],
];

/** `table.index` names, as pg_indexes spells them. */
export const searchIndexNames = () => SEARCH_INDEXES.map(([table, name]) => `${getTableConfig(table).name}.${name}`);
