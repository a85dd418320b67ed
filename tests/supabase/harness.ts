import fs from 'node:fs/promises';
import path from 'node:path';
import type { Sql, TransactionSql } from 'postgres';
import { inject } from 'vitest';
import { openDatabase } from '../../lib/db/client';
import { migrate } from '../../lib/db/migrate';
import { withDatabase } from '../global-setup';

const root = path.resolve(import.meta.dirname, '..', '..');
export const SCHEMA_FILE = path.join(root, 'tests', 'supabase', 'supabase-like-schema.sql');
export const POLICIES_FILE = path.join(root, 'supabase', 'policies.sql');

/** Why the Supabase-like suite cannot run in this lane, or null when it can. */
export function supabaseLikeUnavailable(): string | null {
  return inject('pgTemplateUrl')
    ? null
    : 'needs the real PostgreSQL lane (npm test -- --only=int-postgres): PGlite has no Supabase roles, grants or RLS to test';
}

export type SupabaseLikeDatabase = {
  /** Superuser connection (the Next.js server's view: owner of the tables, bypasses RLS). */
  sql: Sql;
  /** Its URL, for the app's own connection (lib/db) in tests that run the domain writes here. */
  url: string;
  applyPolicies(): Promise<void>;
  cleanup(): Promise<void>;
};

/**
 * A fresh database set up the way a Supabase project is when the deployer follows the README:
 * Supabase's roles, default grants and auth/storage schemas (supabase-like-schema.sql), then the
 * site's migrations run by the same role (so the tables receive Supabase's default grants), and
 * then, by calling applyPolicies(), supabase/policies.sql.
 * Not a copy of the run's template: the template was migrated before the default grants existed.
 */
export async function createSupabaseLikeDatabase(): Promise<SupabaseLikeDatabase> {
  const templateUrl = inject('pgTemplateUrl');
  const { default: postgres } = await import('postgres');
  const admin = postgres(withDatabase(templateUrl, 'postgres'), { max: 1, onnotice: () => {} });
  const name = `supa_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await admin.unsafe(`create database ${name}`);
  const url = withDatabase(templateUrl, name);
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  await applySupabaseLikeSchema(admin, sql);
  const handle = await openDatabase({ kind: 'postgres', url, max: 1 });
  await migrate(handle.runner);
  await handle.close();
  return {
    sql,
    url,
    async applyPolicies() {
      await sql.unsafe(await fs.readFile(POLICIES_FILE, 'utf8'));
    },
    async cleanup() {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Runs `work` while holding the lock every test file takes before touching cluster-wide roles.
 * Roles belong to the whole server, not to one database: two files creating the same role at once
 * fail with "duplicate key value violates unique constraint pg_authid_rolname_index" (both saw it
 * missing), and two altering it at once with "tuple concurrently updated". `admin` must be a
 * one-connection client: the lock belongs to its session.
 */
export async function withRoleLock<T>(admin: Sql, work: () => Promise<T>): Promise<T> {
  await admin`select pg_advisory_lock(727275)`;
  try {
    return await work();
  } finally {
    await admin`select pg_advisory_unlock(727275)`;
  }
}

/** Applies supabase-like-schema.sql (roles included) to the database `target` is connected to. */
export async function applySupabaseLikeSchema(admin: Sql, target: Sql): Promise<void> {
  const schema = await fs.readFile(SCHEMA_FILE, 'utf8');
  await withRoleLock(admin, () => target.unsafe(schema));
}

/** The claims Supabase Auth puts in an access token (the shape PostgREST and Storage receive). */
export function userClaims(sub: string, appMetadata: Record<string, unknown> = {}, userMetadata: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: 'http://127.0.0.1:54321/auth/v1',
    aud: 'authenticated',
    sub,
    email: `${sub.slice(0, 8)}@example.test`,
    role: 'authenticated',
    iat: now,
    exp: now + 3600,
    session_id: '00000000-0000-4000-8000-000000000001',
    is_anonymous: false,
    app_metadata: { provider: 'email', providers: ['email'], ...appMetadata },
    user_metadata: userMetadata,
  };
}

/** The anon key's claims: PostgREST runs such requests as `anon`. */
export const ANON_CLAIMS = { iss: 'supabase', role: 'anon' };

export type Caller = { name: string; role: 'anon' | 'authenticated'; claims: Record<string, unknown> };

export type Outcome = { ok: true; rows: Record<string, unknown>[]; count: number } | { ok: false; code: string; message: string };

class Rollback extends Error {}

/**
 * Runs one statement the way PostgREST (and the Storage API) do for a request: in a transaction,
 * `set local role <role>` and the JWT's claims in `request.jwt.claims`; always rolled back, so an
 * attempt that wrongly succeeds cannot change what the next one sees.
 */
export async function attempt(
  sql: Sql,
  caller: Caller,
  statement: string,
  params: unknown[] = [],
  settings: Record<string, string> = {},
): Promise<Outcome> {
  let outcome: Outcome | undefined;
  try {
    await sql.begin(async (tx: TransactionSql) => {
      await tx.unsafe(`set local role ${caller.role}`);
      await tx.unsafe(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(caller.claims)]);
      for (const [key, value] of Object.entries(settings)) {
        await tx.unsafe('select set_config($1, $2, true)', [key, value]);
      }
      try {
        const result = await tx.unsafe(statement, params as never[]);
        outcome = { ok: true, rows: [...result] as Record<string, unknown>[], count: result.count };
      } catch (error) {
        const e = error as { code?: string; message?: string };
        outcome = { ok: false, code: e.code ?? 'unknown', message: e.message ?? String(error) };
      }
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (!outcome) throw new Error('attempt(): no outcome');
  return outcome;
}

/**
 * Every table (and view) in `public`, from the catalog, so a relation added by a later migration is
 * covered without editing the tests.
 */
export async function publicRelations(sql: Sql): Promise<{ tables: string[]; views: string[] }> {
  const rows = await sql<{ name: string; kind: string }[]>`
    select relname as name, relkind as kind from pg_class
    where relnamespace = 'public'::regnamespace and relkind in ('r', 'p', 'v', 'm', 'f') order by 1`;
  return {
    tables: rows.filter((r) => r.kind === 'r' || r.kind === 'p').map((r) => r.name),
    views: rows.filter((r) => r.kind !== 'r' && r.kind !== 'p').map((r) => r.name),
  };
}
