// The backends of the edge host, as the README's "Deploying on Cloudflare Workers" sets them up,
// inside a withStack (scripts/lib/stack.mjs) that started a throwaway PostgreSQL: the Supabase-like
// schema, the Supabase stand-in (Auth + Storage), `npm run db:migrate`, supabase/policies.sql and a
// category plus one product. For the edge-rehearsal lane and the edge bench.
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { ROOT, runTsScript } from './server.mjs';
import { isolatedEnv } from './app-env.mjs';
import { JWT_EXPIRY_SECONDS, REHEARSAL_ACCOUNTS, startStandin } from './standin.mjs';

/**
 * Returns `{ standin, env }`: `env` is the deployment's settings (the Worker's secrets; a Node
 * server of the same build takes the same), SITE_URL being the build's.
 */
export async function prepareEdgeBackends(stack, { workDir, siteUrl }) {
  const databaseUrl = stack.postgres.url;
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(fs.readFileSync(path.join(ROOT, 'tests/supabase/supabase-like-schema.sql'), 'utf8'));
    const standin = await startStandin({
      databaseUrl,
      storageRoot: path.join(workDir, 'storage'),
      logFile: path.join(workDir, 'standin.log'),
      accounts: REHEARSAL_ACCOUNTS,
      jwtExpiry: JWT_EXPIRY_SECONDS,
    });
    stack.defer(() => standin.stop());
    // No TRUST_PROXY: on Workers the visitor's address is CF-Connecting-IP (wrangler.jsonc vars).
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      NEXT_PUBLIC_SUPABASE_URL: standin.url,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: standin.anonKey,
      // Team management and two-factor resets through the Admin API (a `wrangler secret` in production).
      SUPABASE_SERVICE_ROLE_KEY: standin.serviceKey,
      SITE_URL: siteUrl,
      BLOG_ADMIN_EMAILS: 'owner@example.com',
    };
    // `npm run db:migrate` from a machine with the same settings, then policies.sql.
    const migrated = await runTsScript('db-migrate.ts', [], {
      env: isolatedEnv({ ...env, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: path.join(workDir, 'data') }),
    });
    if (migrated.code !== 0) throw new Error('npm run db:migrate failed');
    await sql.unsafe(fs.readFileSync(path.join(ROOT, 'supabase/policies.sql'), 'utf8'));
    // A category to file products in, and one product the page-cache journeys read.
    await sql`insert into categories (id, name) values (6, 'Hard Box') on conflict (id) do nothing`;
    await sql`insert into items (id, item_name, item_description, category_id) values (1, 'Edge Box', 'Served by the Worker', 6) on conflict (id) do nothing`;
    // Their address slugs, as db:migrate's back-fill gives existing rows (these came after it): a row
    // without one would take its address from its current name, which the rename journey changes.
    for (const locale of ['en', 'id', 'zh-CN']) {
      await sql`insert into category_slugs (category_id, locale, slug) values (6, ${locale}, 'hard-box') on conflict do nothing`;
      await sql`insert into item_slugs (item_id, locale, slug) values (1, ${locale}, 'edge-box') on conflict do nothing`;
    }
    // Rows inserted with their ids leave the identity counters behind: move them on, or the first
    // product or category an admin saves collides with these ids.
    for (const table of ['categories', 'items']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql(table)}))`;
    }
    return { standin, env };
  } finally {
    await sql.end();
  }
}
