-- Server-side sessions for the embedded sign-in: each sign-in gets a row whose id
-- is the token's `sid`; sign-out deletes it, so a copied cookie stops working at once. Expired rows
-- are pruned on sign-in. On Supabase this table stays empty.
create table if not exists admin_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references admin_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index if not exists admin_sessions_user_idx on admin_sessions (user_id);
create index if not exists admin_sessions_expires_idx on admin_sessions (expires_at);

-- The throttle now also counts attempts per account+address pair (scope 'login:pair'); the lookup
-- index (scope, key, created_at) of 0002 serves it, and pruning by age uses this one.
create index if not exists auth_attempts_created_idx on auth_attempts (created_at);
