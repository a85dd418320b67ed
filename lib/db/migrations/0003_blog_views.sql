-- One counted view per visitor per post per day (the visitor is a salted hash of IP + User-Agent +
-- day; no raw IP is stored). Rows older than two days are deleted as new views arrive.
create table if not exists blog_post_views (
  post_id uuid not null references blog_posts (id) on delete cascade,
  view_date date not null,
  visitor_hash text not null,
  primary key (post_id, view_date, visitor_hash)
);
create index if not exists blog_post_views_view_date_idx on blog_post_views (view_date);
