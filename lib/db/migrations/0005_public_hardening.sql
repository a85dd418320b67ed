-- Views per visitor per day across all posts: the visitor is the same salted
-- hash of the server-trusted address + day as in blog_post_views. Incremented in the transaction
-- that records a new view, refused past the daily cap; rows older than two days are deleted as
-- new views arrive.
create table if not exists blog_view_quota (
  view_date date not null,
  visitor_hash text not null,
  views integer not null default 0,
  primary key (view_date, visitor_hash)
);

-- Nothing outside the server touches it: with row-level security on and no policy, Supabase's
-- Data API roles (anon, authenticated) can neither read nor write it; the table owner (the
-- server's connection) is not subject to RLS.
alter table blog_view_quota enable row level security;

-- The counter function is called by the server only. PostgreSQL grants EXECUTE on new functions
-- to PUBLIC (which includes Supabase's anon role): take that back, and any grant made to the
-- Data API roles earlier (supabase/policies.sql granted it to anon before this migration).
revoke execute on function increment_blog_views(uuid) from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    execute 'revoke execute on function increment_blog_views(uuid) from anon';
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    execute 'revoke execute on function increment_blog_views(uuid) from authenticated';
  end if;
end
$$;
