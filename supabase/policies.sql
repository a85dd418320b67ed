-- Supabase-only SQL: row-level security and the photo bucket.
-- Apply AFTER `npm run db:migrate`, in the Supabase SQL editor or with
--   psql "$DATABASE_URL" -f supabase/policies.sql
-- Safe to run again (drops and recreates its own policies).
--
-- Why: the anon key is public. With RLS on and only these policies, the Data API (PostgREST) can
-- read the public catalogue and PUBLISHED blog content and can write nothing. The Next.js server
-- talks to Postgres through DATABASE_URL (a role that bypasses RLS) and checks the admin session
-- itself before every write.
--
-- IMPORTANT: disable public sign-ups (Authentication → Providers → Email → "Allow new users to sign
-- up" off) and invite administrators from the dashboard: every Supabase Auth user is an admin here.

-- 1. Row-level security on every table --------------------------------------------------------------
alter table public.categories enable row level security;
alter table public.items enable row level security;
alter table public.item_specifications enable row level security;
alter table public.item_gallery enable row level security;
alter table public.blog_categories enable row level security;
alter table public.blog_tags enable row level security;
alter table public.blog_posts enable row level security;
alter table public.blog_content_blocks enable row level security;
alter table public.blog_post_categories enable row level security;
alter table public.blog_post_tags enable row level security;
-- Server-only tables: RLS on and no policy at all = no access through the Data API.
alter table public.admin_users enable row level security;
alter table public.auth_attempts enable row level security;
alter table public.schema_migrations enable row level security;
do $$ begin
  if to_regclass('public.blog_post_views') is not null then
    execute 'alter table public.blog_post_views enable row level security';
  end if;
end $$;

-- 2. Public reads ----------------------------------------------------------------------------------
drop policy if exists "public read" on public.categories;
create policy "public read" on public.categories for select to anon, authenticated using (true);
drop policy if exists "public read" on public.items;
create policy "public read" on public.items for select to anon, authenticated using (true);
drop policy if exists "public read" on public.item_specifications;
create policy "public read" on public.item_specifications for select to anon, authenticated using (true);
drop policy if exists "public read" on public.item_gallery;
create policy "public read" on public.item_gallery for select to anon, authenticated using (true);
drop policy if exists "public read" on public.blog_categories;
create policy "public read" on public.blog_categories for select to anon, authenticated using (true);
drop policy if exists "public read" on public.blog_tags;
create policy "public read" on public.blog_tags for select to anon, authenticated using (true);

drop policy if exists "published posts" on public.blog_posts;
create policy "published posts" on public.blog_posts for select to anon, authenticated
  using (status = 'published');
drop policy if exists "blocks of published posts" on public.blog_content_blocks;
create policy "blocks of published posts" on public.blog_content_blocks for select to anon, authenticated
  using (exists (select 1 from public.blog_posts p where p.id = blog_post_id and p.status = 'published'));
drop policy if exists "categories of published posts" on public.blog_post_categories;
create policy "categories of published posts" on public.blog_post_categories for select to anon, authenticated
  using (exists (select 1 from public.blog_posts p where p.id = blog_post_id and p.status = 'published'));
drop policy if exists "tags of published posts" on public.blog_post_tags;
create policy "tags of published posts" on public.blog_post_tags for select to anon, authenticated
  using (exists (select 1 from public.blog_posts p where p.id = blog_post_id and p.status = 'published'));

-- No insert/update/delete policies anywhere: anonymous (and Data API) writes are refused.
-- The view counter is the SECURITY DEFINER function increment_blog_views(post_id), which only
-- touches published posts.
revoke all on function public.increment_blog_views(uuid) from public;
grant execute on function public.increment_blog_views(uuid) to anon, authenticated;

-- 3. The public photo bucket ---------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('itemphotos', 'itemphotos', true, 10485760, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
  set public = true, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- Anyone may read (the bucket is public); only signed-in administrators may write.
drop policy if exists "itemphotos public read" on storage.objects;
create policy "itemphotos public read" on storage.objects for select to anon, authenticated
  using (bucket_id = 'itemphotos');
drop policy if exists "itemphotos admin insert" on storage.objects;
create policy "itemphotos admin insert" on storage.objects for insert to authenticated
  with check (bucket_id = 'itemphotos');
drop policy if exists "itemphotos admin update" on storage.objects;
create policy "itemphotos admin update" on storage.objects for update to authenticated
  using (bucket_id = 'itemphotos') with check (bucket_id = 'itemphotos');
drop policy if exists "itemphotos admin delete" on storage.objects;
create policy "itemphotos admin delete" on storage.objects for delete to authenticated
  using (bucket_id = 'itemphotos');
