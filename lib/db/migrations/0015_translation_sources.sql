-- Outdated translations. Each translation row keeps the English words it was translated from
-- (`source`, a JSON object of the English fields at the moment the translation was saved), so a
-- later English edit shows up as a difference between `source` and the current English row, with
-- no write to the translations when English is saved. Re-saving a translation stores the current
-- English again and so marks it current. Rows saved before this migration have no source (null):
-- they count as current, since nobody can know what they were translated from and flagging every
-- existing translation at once would bury the real changes.
--
-- Keys: item_translations {name, description}; item_specification_translations {name, value} of
-- the English row at the same position; blog_post_translations {title, slug, excerpt, metaTitle,
-- metaDescription, featuredImageAlt}; blog_content_block_translations: the English block's text
-- fields (the same keys as `content`).

alter table item_translations add column if not exists source jsonb;
alter table item_specification_translations add column if not exists source jsonb;
alter table blog_post_translations add column if not exists source jsonb;
alter table blog_content_block_translations add column if not exists source jsonb;
