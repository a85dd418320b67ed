import 'server-only';
import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

// The site search's stored folded texts (migration 0023): generated columns, so the database
// computes them in the statement that writes the row and no writer names them (Drizzle leaves
// them out of inserts). Spread into the tables of schema.ts and schema-translations.ts.
const folded = (name: string, expression: string) => text(name).generatedAlwaysAs(sql.raw(expression));

/** item_translations: the name. */
export const itemSearch = () => ({ searchName: folded('search_name', 'search_fold(item_name)') });
/** items: the name and the code. */
export const itemAndCodeSearch = () => ({ ...itemSearch(), searchCode: folded('search_code', 'search_fold(item_code)') });
/** item_specifications and their translations. */
export const specSearch = () => ({ searchValue: folded('search_value', 'search_fold(spec_value)') });
/** blog_posts and blog_post_translations. */
export const postSearch = () => ({
  searchTitle: folded('search_title', 'search_fold(title)'),
  searchExcerpt: folded('search_excerpt', 'search_fold(excerpt)'),
});
/** blog_content_blocks and their translations: every string of the block's JSON, tags removed. */
export const blockSearch = () => ({ searchText: folded('search_text', 'search_fold(search_block_text(content))') });
