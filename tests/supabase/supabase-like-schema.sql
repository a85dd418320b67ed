-- A Supabase-like set-up for a plain PostgreSQL 15 TEST database (never for production: Supabase
-- projects already have all of this). Apply it as the superuser BEFORE `npm run db:migrate`, then
-- `supabase/policies.sql` after the migrations, so that the tables get the grants a Supabase
-- project would give them and the policies are tested against the same defaults.
--   psql "$URL" -v ON_ERROR_STOP=1 -f tests/supabase/supabase-like-schema.sql
-- Re-runnable: every statement is "if not exists" / "or replace" / guarded.
--
-- Sources (copied, trimmed to what the site and its policies touch):
--   github.com/supabase/postgres   migrations/db/init-scripts/0000000000000{0,1,2}-*.sql and
--                                  migrations/db/migrations/20230529180330_alter_api_roles_for_inherit.sql
--   github.com/supabase/auth       migrations/20220224000811_update_auth_functions.up.sql (uid, role, email)
--                                  migrations/20220531120530_add_auth_jwt_function.up.sql (jwt)
--   github.com/supabase/storage    migrations/tenant/0002..0061 (bucket limits, owner_id, version,
--                                  user_metadata, grants 0046, RLS 0007, protect_delete 0055, …)
-- Left out on purpose: realtime, graphql, vault, pgsodium, storage.prefixes / multipart uploads /
-- vector and iceberg buckets (the site uses none of them), the supabase_* admin roles.

-- 1. API roles. PostgREST logs in as `authenticator` and switches to `anon` (no JWT or the anon key)
-- or to the JWT's `role` claim (`authenticated` for signed-in users, `service_role` for the service key).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    -- LOGIN without a password, as in Supabase's image: only meaningful on the loopback test server.
    create role authenticator login noinherit;
  end if;
end $$;
-- Supabase later made the API roles inherit (20230529180330).
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;
grant anon, authenticated, service_role to authenticator;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- 2. The public schema and Supabase's DEFAULT GRANTS: every table, function and sequence the
-- migrating role (here the one applying this file, `postgres` on Supabase) creates in `public` is
-- fully granted to the API roles. This is why RLS must be on for every public table: the grants
-- alone would let the anon key read and write everything through the Data API.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- 3. auth schema: the helpers policies use, reading the claims PostgREST / Storage put in
-- `request.jwt.claims` (a JSON text) for the current transaction.
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid null,
  id uuid not null primary key,
  aud varchar(255) null,
  "role" varchar(255) null,
  email varchar(255) null unique,
  encrypted_password varchar(255) null,
  email_confirmed_at timestamptz null,
  invited_at timestamptz null,
  last_sign_in_at timestamptz null,
  raw_app_meta_data jsonb null,
  raw_user_meta_data jsonb null,
  is_super_admin bool null,
  created_at timestamptz null default now(),
  updated_at timestamptz null default now()
);
comment on table auth.users is 'Auth: Stores user login data within a secure schema.';

create or replace function auth.uid()
returns uuid
language sql stable
as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role()
returns text
language sql stable
as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email()
returns text
language sql stable
as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt()
returns jsonb
language sql stable
as $$
  select
    coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
    )::jsonb
$$;

-- 4. storage schema: buckets (with the limits the Storage API enforces) and objects (one row per
-- file; the Storage API inserts/updates/deletes it under the caller's role and JWT, so the
-- policies on storage.objects decide who may upload).
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;
alter default privileges in schema storage grant all on tables to anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
alter table storage.buckets add column if not exists public boolean default false;
alter table storage.buckets add column if not exists avif_autodetection bool default false;
alter table storage.buckets add column if not exists file_size_limit bigint default null;
alter table storage.buckets add column if not exists allowed_mime_types text[] default null;
alter table storage.buckets add column if not exists owner_id text default null;
create unique index if not exists bname on storage.buckets using btree (name);

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb
);
alter table storage.objects add column if not exists path_tokens text[] generated always as (string_to_array("name", '/')) stored;
alter table storage.objects add column if not exists version text default null;
alter table storage.objects add column if not exists owner_id text default null;
alter table storage.objects add column if not exists user_metadata jsonb null;
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
-- 0046-buckets-objects-grants: the API roles hold every privilege; RLS policies do the filtering.
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text)
  returns text[]
  language plpgsql
  immutable
as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$function$;

create or replace function storage.filename(name text)
  returns text
  language plpgsql
  immutable
as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$function$;

create or replace function storage.extension(name text)
  returns text
  language plpgsql
  immutable
as $function$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$function$;

-- 0055-prevent-direct-deletes: SQL deletes are refused unless the Storage API (which also removes
-- the file) sets storage.allow_delete_query = 'true' for its transaction. Tests that exercise the
-- delete policies must set it the same way.
create or replace function storage.protect_delete()
returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.',
            errcode = '42501';
  end if;
  return null;
end;
$$;
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();
