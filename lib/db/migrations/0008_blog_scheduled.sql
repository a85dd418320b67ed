-- Scheduled publishing: a post may wait as 'scheduled' with published_at (UTC) in the
-- future; the public reads treat it as published once published_at <= now(). Idempotent: the check
-- is dropped and recreated with the fourth status (same name, so the Drizzle schema stays in step).
alter table blog_posts drop constraint if exists blog_posts_status_check;
alter table blog_posts add constraint blog_posts_status_check check (status in ('draft', 'published', 'scheduled', 'archived'));

-- The view counter follows the same rule as the public pages (a scheduled post that is live counts
-- its views). `create or replace` keeps the EXECUTE privileges migration 0005 took away.
create or replace function increment_blog_views(post_id uuid) returns void
  language sql
  security definer
  set search_path = public
as $$
  update blog_posts set views_count = views_count + 1
  where id = post_id and (status = 'published' or (status = 'scheduled' and published_at <= now()));
$$;
