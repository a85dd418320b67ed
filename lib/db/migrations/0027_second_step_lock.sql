-- The second step's lock (docs/decisions/078-second-step-lock-and-re-authentication.md). Wrong
-- second-step codes are counted per account AND per session: a session's own count goes when that
-- session passes, the others stay (a code typed right in one session does not forgive another
-- session's guesses). At SECOND_STEP_LOCK_AFTER wrong codes in all, the account's second step is
-- locked (a row in second_step_locks) until a recovery code, an owner's unlock or a password change.
-- Keyed by the account id with no foreign key: on Supabase the accounts are auth.users, in
-- another schema (the app deletes an account's rows when it removes the account).
create table if not exists second_step_failures (
  user_id uuid not null,
  session_id text not null,
  failures integer not null default 0 check (failures >= 0),
  last_at timestamptz not null default now(),
  primary key (user_id, session_id)
);
create table if not exists second_step_locks (
  user_id uuid primary key,
  locked_at timestamptz not null default now()
);
