-- Product and category addresses carry a readable slug per locale (/id/product/1/kotak-hadiah-magnet),
-- the id first so old links keep working. One row per slug a page has ever had: the current one
-- (is_current) and the ones it had before, kept so they are not handed to another page while old
-- links and search results still point at them (any slug but the current one answers 308).
-- A slug is unique per locale among products (and among categories), current or old.
-- Existing rows get their slugs at start-up / `npm run db:migrate` (lib/catalog/slug-backfill.ts):
-- Chinese names become pinyin, which SQL cannot do. Safe to run again.

create table if not exists item_slugs (
  item_id bigint not null references items (id) on delete cascade,
  locale text not null check (locale in ('en', 'id', 'zh-CN')),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100),
  is_current boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (locale, slug)
);
create unique index if not exists item_slugs_current_idx on item_slugs (item_id, locale) where is_current;
create index if not exists item_slugs_item_idx on item_slugs (item_id);

create table if not exists category_slugs (
  category_id bigint not null references categories (id) on delete cascade,
  locale text not null check (locale in ('en', 'id', 'zh-CN')),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100),
  is_current boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (locale, slug)
);
create unique index if not exists category_slugs_current_idx on category_slugs (category_id, locale) where is_current;
create index if not exists category_slugs_category_idx on category_slugs (category_id);
