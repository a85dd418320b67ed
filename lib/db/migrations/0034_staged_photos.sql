-- Photos on their way into a product or home-section save (docs/decisions/089-house-third-pass.md):
-- the admin forms send each new photo to POST /api/admin/uploads before the save, which checks and
-- re-encodes it (the products' pipeline) and keeps the JPEG here under a random token; the save's
-- server action then names tokens, not files. A row belongs to the administrator who uploaded it
-- and to one purpose; the save that uses it deletes it, and rows older than a day are swept.
-- Server only: supabase/policies.sql turns RLS on and grants the Data API nothing.
create table if not exists staged_photos (
  token uuid primary key,
  user_id text not null,
  purpose text not null check (purpose in ('catalogue', 'home')),
  -- The file's name as the browser sent it (for messages), at most 200 characters.
  file_name text not null default '',
  bytes bytea not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  created_at timestamptz not null default now()
);

create index if not exists staged_photos_created_idx on staged_photos (created_at);
create index if not exists staged_photos_user_idx on staged_photos (user_id, created_at);
