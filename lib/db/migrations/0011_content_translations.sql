-- Content translations. The SPEC's tables keep the default language (English); each
-- other locale's words live beside them, one row per (parent row, locale). Every translated column
-- is nullable: a null or blank field falls back to the default language, per field (see
-- docs/decisions/029-content-translation-tables.md). Saving one locale is an upsert on its own key, so it can
-- never touch another locale's row.
--
-- Child rows (specification rows, content blocks) are keyed by POSITION, not by id: the admin
-- deletes and re-inserts them on every save, so a translation keyed by their ids would vanish with
-- any English edit. position = the English row's 0-based rank (specs by id, blocks by sort_order).

create table if not exists category_translations (
  category_id bigint not null references categories (id) on delete cascade,
  locale text not null check (locale in ('en', 'id', 'zh-CN')),
  name text,
  updated_at timestamptz not null default now(),
  primary key (category_id, locale)
);

create table if not exists item_translations (
  item_id bigint not null references items (id) on delete cascade,
  locale text not null check (locale in ('en', 'id', 'zh-CN')),
  item_name text,
  -- Rich text (HTML), sanitised on read like items.item_description.
  item_description text,
  updated_at timestamptz not null default now(),
  primary key (item_id, locale)
);
create index if not exists item_translations_locale_idx on item_translations (locale);

create table if not exists item_specification_translations (
  item_id bigint not null references items (id) on delete cascade,
  locale text not null check (locale in ('en', 'id', 'zh-CN')),
  position integer not null check (position >= 0),
  spec_name text,
  spec_value text,
  primary key (item_id, locale, position)
);

create table if not exists blog_post_translations (
  blog_post_id uuid not null references blog_posts (id) on delete cascade,
  locale text not null check (locale in ('en', 'id', 'zh-CN')),
  title text,
  -- A translated slug ([a-z0-9-]); unique within its locale. Null = the English slug.
  slug text,
  excerpt text,
  meta_title text,
  meta_description text,
  featured_image_alt text,
  updated_at timestamptz not null default now(),
  primary key (blog_post_id, locale)
);
create unique index if not exists blog_post_translations_locale_slug_idx on blog_post_translations (locale, slug);
create index if not exists blog_post_translations_slug_idx on blog_post_translations (slug);

create table if not exists blog_content_block_translations (
  blog_post_id uuid not null references blog_posts (id) on delete cascade,
  locale text not null check (locale in ('en', 'id', 'zh-CN')),
  sort_order integer not null check (sort_order >= 0),
  -- The English block's type when translated; a block whose type no longer matches is shown in English.
  block_type text not null,
  -- Only the block's text fields (lib/blog/blocks/translation.ts, BLOCK_TEXT_FIELDS).
  content jsonb not null default '{}'::jsonb,
  primary key (blog_post_id, locale, sort_order)
);

create table if not exists blog_category_translations (
  category_id uuid not null references blog_categories (id) on delete cascade,
  locale text not null check (locale in ('en', 'id', 'zh-CN')),
  name text,
  primary key (category_id, locale)
);

create table if not exists blog_tag_translations (
  tag_id uuid not null references blog_tags (id) on delete cascade,
  locale text not null check (locale in ('en', 'id', 'zh-CN')),
  name text,
  primary key (tag_id, locale)
);
