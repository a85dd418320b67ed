-- The site search reads a folded copy of every searched text, stored with its row, instead of folding
-- each row at every search (docs/decisions/061-search-text-stored-and-bounded.md). search_fold() is a
-- long translate(): on 10,000 products it cost 1-2 s per searched column per search (PGlite), and
-- because the planner prices it as cheap it scanned the table rather than use 0019's expression
-- indexes. A stored generated column is computed once, when its row is written, in the writer's own
-- statement, so no writer needs to know about it; the trigram indexes move onto these columns.
-- Categories are few (tens): they keep the expression.

alter table items add column if not exists search_name text generated always as (search_fold(item_name)) stored;
alter table items add column if not exists search_code text generated always as (search_fold(item_code)) stored;
alter table item_translations add column if not exists search_name text generated always as (search_fold(item_name)) stored;
alter table item_specifications add column if not exists search_value text generated always as (search_fold(spec_value)) stored;
alter table item_specification_translations
  add column if not exists search_value text generated always as (search_fold(spec_value)) stored;
alter table blog_posts add column if not exists search_title text generated always as (search_fold(title)) stored;
alter table blog_posts add column if not exists search_excerpt text generated always as (search_fold(excerpt)) stored;
alter table blog_post_translations add column if not exists search_title text generated always as (search_fold(title)) stored;
alter table blog_post_translations add column if not exists search_excerpt text generated always as (search_fold(excerpt)) stored;
alter table blog_content_blocks
  add column if not exists search_text text generated always as (search_fold(search_block_text(content))) stored;
alter table blog_content_block_translations
  add column if not exists search_text text generated always as (search_fold(search_block_text(content))) stored;

drop index if exists items_search_name_idx;
drop index if exists items_search_code_idx;
drop index if exists item_translations_search_name_idx;
drop index if exists item_specifications_search_value_idx;
drop index if exists item_specification_translations_search_value_idx;
drop index if exists blog_posts_search_title_idx;
drop index if exists blog_posts_search_excerpt_idx;
drop index if exists blog_post_translations_search_title_idx;
drop index if exists blog_post_translations_search_excerpt_idx;
drop index if exists blog_content_blocks_search_idx;
drop index if exists blog_content_block_translations_search_idx;

-- fastupdate off: a write goes straight into the index rather than into a pending list that only a
-- vacuum merges. Embedded PGlite runs no autovacuum, and the planner prices an index with a long
-- pending list so high that it scans the table instead. Catalogue and blog writes are few.
create index if not exists items_search_name_trgm_idx on items using gin (search_name gin_trgm_ops) with (fastupdate = off);
-- Codes are matched exactly and by prefix: one b-tree answers both.
create index if not exists items_search_code_prefix_idx on items (search_code text_pattern_ops);
create index if not exists item_translations_search_name_trgm_idx on item_translations using gin (search_name gin_trgm_ops) with (fastupdate = off);
create index if not exists item_specifications_search_value_trgm_idx on item_specifications using gin (search_value gin_trgm_ops) with (fastupdate = off);
create index if not exists item_specification_translations_search_value_trgm_idx
  on item_specification_translations using gin (search_value gin_trgm_ops) with (fastupdate = off);
create index if not exists blog_posts_search_title_trgm_idx on blog_posts using gin (search_title gin_trgm_ops) with (fastupdate = off);
create index if not exists blog_posts_search_excerpt_trgm_idx on blog_posts using gin (search_excerpt gin_trgm_ops) with (fastupdate = off);
create index if not exists blog_post_translations_search_title_trgm_idx on blog_post_translations using gin (search_title gin_trgm_ops) with (fastupdate = off);
create index if not exists blog_post_translations_search_excerpt_trgm_idx
  on blog_post_translations using gin (search_excerpt gin_trgm_ops) with (fastupdate = off);
create index if not exists blog_content_blocks_search_text_trgm_idx on blog_content_blocks using gin (search_text gin_trgm_ops) with (fastupdate = off);
create index if not exists blog_content_block_translations_search_text_trgm_idx
  on blog_content_block_translations using gin (search_text gin_trgm_ops) with (fastupdate = off);
