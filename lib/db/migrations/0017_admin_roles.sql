-- Administrator roles (lib/auth/roles.ts): owner, catalogue, blog, sales. Every account that existed
-- before roles could do everything, so it becomes an owner (the column default does that, and a
-- new account made by `admin:create` without a role is an owner too).
alter table admin_users add column if not exists role text not null default 'owner';
alter table admin_users drop constraint if exists admin_users_role_check;
alter table admin_users add constraint admin_users_role_check check (role in ('owner', 'catalogue', 'blog', 'sales'));

-- The team list shows when each administrator last signed in (null: never, e.g. an open invitation).
alter table admin_users add column if not exists last_sign_in_at timestamptz;

-- One-time set-password links of the team screen (embedded backend). Only a SHA-256 of the token is
-- kept, so a copy of the database cannot be turned into a working link; used_at makes it work once.
create table if not exists admin_password_links (
  token_hash text primary key,
  user_id uuid not null references admin_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index if not exists admin_password_links_user_idx on admin_password_links (user_id);
