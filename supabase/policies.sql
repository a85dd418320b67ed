-- Supabase-only SQL: what the public Data API may see, and who may write to the photo bucket.
-- Apply AFTER `npm run db:migrate` (and again after every later migration), in the Supabase SQL
-- editor or with
--   psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f supabase/policies.sql
-- Safe to run again: it recomputes grants and drops and recreates its own policies.
--
-- Why: the anon key is public, and Supabase grants ALL on every new table, sequence and function in
-- `public` to `anon` and `authenticated`. Any visitor can sign up (sign-ups are on by default), so
-- `authenticated` is no more trusted than `anon`. The Next.js server talks to Postgres through
-- DATABASE_URL (the `postgres` role, owner of the tables, which bypasses RLS) and checks the admin
-- session itself before every write; the Data API needs nothing but public reads.
--
-- Administrators are an allow-list: a Supabase Auth user is an admin of this site only when the
-- service side has set `app_metadata.role` to one of the roles (owner, catalogue, blog, sales; 'admin'
-- from before roles means owner) on that user (users cannot edit app_metadata; see README,
-- "Deploying on Supabase"). The app checks the same claim; the bucket policies below too.

do $$ begin
  if to_regclass('public.blog_posts') is null then
    raise exception 'public.blog_posts is missing: run `npm run db:migrate` before supabase/policies.sql';
  end if;
  if to_regclass('public.inquiries') is null then
    raise exception 'public.inquiries is missing: run `npm run db:migrate` before supabase/policies.sql';
  end if;
  if to_regclass('public.audit_log') is null then
    raise exception 'public.audit_log is missing: run `npm run db:migrate` before supabase/policies.sql';
  end if;
  if to_regclass('public.blog_post_translations') is null then
    raise exception 'public.blog_post_translations is missing: run `npm run db:migrate` before supabase/policies.sql';
  end if;
  if to_regclass('public.blog_media') is null then
    raise exception 'public.blog_media is missing: run `npm run db:migrate` before supabase/policies.sql';
  end if;
  if to_regclass('public.staged_photos') is null then
    raise exception 'public.staged_photos is missing: run `npm run db:migrate` before supabase/policies.sql';
  end if;
  if to_regclass('public.quotations') is null then
    raise exception 'public.quotations is missing: run `npm run db:migrate` before supabase/policies.sql';
  end if;
  if to_regclass('public.exchange_rates') is null then
    raise exception 'public.exchange_rates is missing: run `npm run db:migrate` before supabase/policies.sql';
  end if;
end $$;

-- 1. Grants: an explicit allow-list instead of Supabase's "everything to everyone" --------------
-- Nothing in `public` is writable (or truncatable: TRUNCATE ignores RLS) by the API roles, and
-- only the public tables below are readable. Tables added by later migrations get nothing.
revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
grant select on
  public.categories, public.items, public.item_specifications, public.item_gallery,
  public.blog_categories, public.blog_tags, public.blog_posts, public.blog_content_blocks,
  public.blog_post_categories, public.blog_post_tags,
  public.category_translations, public.item_translations, public.item_specification_translations,
  public.blog_post_translations, public.blog_content_block_translations,
  public.blog_category_translations, public.blog_tag_translations,
  public.item_slugs, public.category_slugs
  to anon, authenticated;

-- No function in `public` is callable through the Data API (/rest/v1/rpc/...). In particular
-- increment_blog_views: the server calls it as the owning role when it records a de-duplicated
-- view (lib/blog/views.ts), so anon must not be able to inflate counters directly. EXECUTE is
-- granted to PUBLIC by default, hence the revoke from public. Extension functions are left alone.
do $$
declare f regprocedure;
begin
  for f in
    select p.oid::regprocedure from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass
                        and d.objid = p.oid and d.deptype = 'e')
  loop
    execute format('revoke all on function %s from public, anon, authenticated', f);
    execute format('grant execute on function %s to service_role', f);
  end loop;
end $$;

-- 2. Row-level security on EVERY public table, present and future (re-run after migrating) -----
-- RLS on and no policy = no row through the Data API, whatever the grants say. Server-only tables
-- (admin_users, auth_attempts, blog_post_views, schema_migrations, sessions, …) get no policy.
do $$
declare t record;
begin
  for t in select tablename from pg_tables where schemaname = 'public' loop
    execute format('alter table public.%I enable row level security', t.tablename);
  end loop;
end $$;

-- 2b. Inquiries: visitors' names, e-mails, phone numbers and the sales team's notes.
-- The server writes them (the public quote form is a server action) and reads them (the admin
-- inbox); the Data API gets nothing: RLS on (also done by the loop above, stated here so a change
-- to the loop cannot open them), no grant, no policy for anon or authenticated.
alter table public.inquiries enable row level security;
alter table public.inquiry_lines enable row level security;
alter table public.inquiry_notes enable row level security;
revoke all on public.inquiries, public.inquiry_lines, public.inquiry_notes from public, anon, authenticated;

-- 2b'. Quotations: prices quoted to one buyer, the buyer's link tokens, names and answers. The
-- buyer's page reads them through the server (the token is checked there); the Data API gets
-- nothing: RLS on, no grant, no policy, like the inquiries.
alter table public.quotations enable row level security;
alter table public.quotation_versions enable row level security;
alter table public.quotation_lines enable row level security;
alter table public.quotation_tiers enable row level security;
revoke all on public.quotations, public.quotation_versions, public.quotation_lines, public.quotation_tiers
  from public, anon, authenticated;

-- 2c. The audit log: who did what in the admin, sign-in attempts with e-mails and IPs.
-- Written and read by the server only (through DATABASE_URL); append-only by its trigger
-- (migration 0009) for every role, the table owner included. Same treatment as the inquiries.
alter table public.audit_log enable row level security;
revoke all on public.audit_log from public, anon, authenticated;

-- 2d. Revisions: full past versions of posts (drafts included) and items, with the
-- authors' e-mails. Server only, like the inquiries: RLS on, no grant, no policy.
alter table public.revisions enable row level security;
revoke all on public.revisions from public, anon, authenticated;

-- 2e. The blog's media library: every image uploaded in the post editor, with the uploader's
-- e-mail, drafts' images included. The server lists it for the editor; the files themselves are
-- public in the photo bucket (under blog/). Server only: RLS on, no grant, no policy.
alter table public.blog_media enable row level security;
revoke all on public.blog_media from public, anon, authenticated;

-- 2e'. Photos uploaded by the admin forms and waiting for their save (migration 0034): the bytes
-- of products' and home sections' new photos, before they are public. Server only.
alter table public.staged_photos enable row level security;
revoke all on public.staged_photos from public, anon, authenticated;

-- 2f. The team's sender profiles (display name and phone printed on quotations) and the owner's
-- exchange rates for the insights: server only, like the rest of the admin's tables.
alter table public.admin_profiles enable row level security;
alter table public.exchange_rates enable row level security;
revoke all on public.admin_profiles, public.exchange_rates from public, anon, authenticated;

-- 3. Public reads: the catalogue, and PUBLISHED blog content only --------------------------------
-- "Published" = status 'published', or 'scheduled' once published_at <= now() (the same
-- rule as the site's reads, publicPostCondition in lib/blog/post-reads.ts). Written out in each
-- policy: a helper function would need EXECUTE for anon, which section 2 takes away from all.
-- The admin's structure screens (product categories with their menu order, blog categories and
-- tags) write through the server's DATABASE_URL as items and posts do, so they need no policy
-- here; categories.sort_order is public like the rest of the row (the menu shows the order).
drop policy if exists "public read" on public.categories;
create policy "public read" on public.categories for select to anon, authenticated using (true);
drop policy if exists "public read" on public.items;
create policy "public read" on public.items for select to anon, authenticated using (true);
drop policy if exists "public read" on public.item_specifications;
create policy "public read" on public.item_specifications for select to anon, authenticated using (true);
drop policy if exists "public read" on public.item_gallery;
create policy "public read" on public.item_gallery for select to anon, authenticated using (true);

drop policy if exists "published posts" on public.blog_posts;
create policy "published posts" on public.blog_posts for select to anon, authenticated
  using (status = 'published' or (status = 'scheduled' and published_at <= now()));
drop policy if exists "blocks of published posts" on public.blog_content_blocks;
create policy "blocks of published posts" on public.blog_content_blocks for select to anon, authenticated
  using (exists (select 1 from public.blog_posts p where p.id = blog_post_id
                 and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))));
drop policy if exists "categories of published posts" on public.blog_post_categories;
create policy "categories of published posts" on public.blog_post_categories for select to anon, authenticated
  using (exists (select 1 from public.blog_posts p where p.id = blog_post_id
                 and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))));
drop policy if exists "tags of published posts" on public.blog_post_tags;
create policy "tags of published posts" on public.blog_post_tags for select to anon, authenticated
  using (exists (select 1 from public.blog_posts p where p.id = blog_post_id
                 and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))));
-- A category or tag used only by drafts may name an unannounced product: hidden until published.
drop policy if exists "public read" on public.blog_categories;
drop policy if exists "categories in use" on public.blog_categories;
create policy "categories in use" on public.blog_categories for select to anon, authenticated
  using (exists (select 1 from public.blog_post_categories pc join public.blog_posts p on p.id = pc.blog_post_id
                 where pc.category_id = blog_categories.id
                   and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))));
drop policy if exists "public read" on public.blog_tags;
drop policy if exists "tags in use" on public.blog_tags;
create policy "tags in use" on public.blog_tags for select to anon, authenticated
  using (exists (select 1 from public.blog_post_tags pt join public.blog_posts p on p.id = pt.blog_post_id
                 where pt.tag_id = blog_tags.id
                   and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))));

-- Translations follow their parent: a catalogue translation is as public as the
-- catalogue; a post's translations and its blocks' only while the post is published; a blog
-- category's or tag's name only while a published post uses it (the same rule as the row itself).
drop policy if exists "public read" on public.category_translations;
create policy "public read" on public.category_translations for select to anon, authenticated using (true);
drop policy if exists "public read" on public.item_translations;
create policy "public read" on public.item_translations for select to anon, authenticated using (true);
drop policy if exists "public read" on public.item_specification_translations;
create policy "public read" on public.item_specification_translations for select to anon, authenticated using (true);
-- A page's address is as public as the page.
drop policy if exists "public read" on public.item_slugs;
create policy "public read" on public.item_slugs for select to anon, authenticated using (true);
drop policy if exists "public read" on public.category_slugs;
create policy "public read" on public.category_slugs for select to anon, authenticated using (true);
drop policy if exists "translations of published posts" on public.blog_post_translations;
create policy "translations of published posts" on public.blog_post_translations for select to anon, authenticated
  using (exists (select 1 from public.blog_posts p where p.id = blog_post_id
                 and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))));
drop policy if exists "block translations of published posts" on public.blog_content_block_translations;
create policy "block translations of published posts" on public.blog_content_block_translations for select to anon, authenticated
  using (exists (select 1 from public.blog_posts p where p.id = blog_post_id
                 and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))));
drop policy if exists "category translations in use" on public.blog_category_translations;
create policy "category translations in use" on public.blog_category_translations for select to anon, authenticated
  using (exists (select 1 from public.blog_post_categories pc join public.blog_posts p on p.id = pc.blog_post_id
                 where pc.category_id = blog_category_translations.category_id
                   and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))));
drop policy if exists "tag translations in use" on public.blog_tag_translations;
create policy "tag translations in use" on public.blog_tag_translations for select to anon, authenticated
  using (exists (select 1 from public.blog_post_tags pt join public.blog_posts p on p.id = pt.blog_post_id
                 where pt.tag_id = blog_tag_translations.tag_id
                   and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))));

-- 4. The public photo bucket ---------------------------------------------------------------------
-- The Storage API enforces these limits on every upload (10 MiB, the three formats the site accepts).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('itemphotos', 'itemphotos', true, 10485760, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
  set public = true, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- The photos (products' and the blog's) are written by the roles whose screens upload them: owner
-- (and 'admin'), catalogue and blog; a sales administrator has no photo to write.
-- Downloads from a public bucket bypass RLS, so every policy here is admin-only: upload (insert),
-- upsert (select + update), remove (delete) and list (select). app_metadata is only writable with
-- the service role, so a self-signed-up user cannot grant itself the claim.
drop policy if exists "itemphotos public read" on storage.objects;
drop policy if exists "itemphotos admin read" on storage.objects;
create policy "itemphotos admin read" on storage.objects for select to authenticated
  using (bucket_id = 'itemphotos' and coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') in ('admin', 'owner', 'catalogue', 'blog'));
drop policy if exists "itemphotos admin insert" on storage.objects;
create policy "itemphotos admin insert" on storage.objects for insert to authenticated
  with check (bucket_id = 'itemphotos' and coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') in ('admin', 'owner', 'catalogue', 'blog'));
drop policy if exists "itemphotos admin update" on storage.objects;
create policy "itemphotos admin update" on storage.objects for update to authenticated
  using (bucket_id = 'itemphotos' and coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') in ('admin', 'owner', 'catalogue', 'blog'))
  with check (bucket_id = 'itemphotos' and coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') in ('admin', 'owner', 'catalogue', 'blog'));
drop policy if exists "itemphotos admin delete" on storage.objects;
create policy "itemphotos admin delete" on storage.objects for delete to authenticated
  using (bucket_id = 'itemphotos' and coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') in ('admin', 'owner', 'catalogue', 'blog'));
