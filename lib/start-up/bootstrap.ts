import 'server-only';
import { getConfig } from '@/lib/config';
import type { DbHandle } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';

/**
 * Start-up work. Embedded: apply migrations, seed the demo content into a new database.
 * Any mode with embedded sign-in: make sure the configured admin account exists.
 * PostgreSQL is migrated by `npm run db:migrate`, never implicitly at start.
 */
export async function bootstrapDatabase(handle: DbHandle): Promise<void> {
  const config = getConfig();
  if (handle.kind === 'embedded') {
    const started = Date.now();
    const applied = await migrate(handle.runner);
    // Printed only when something happened (a first start or an upgrade): these two steps are most
    // of a first `npm run dev`, and scripts/dev-startup.mjs times them by these lines.
    if (applied.length) console.log(`▲ migrations applied: ${applied.length} (${Date.now() - started} ms)`);
    const { seedDemoContentIfEmpty } = await import('./seed');
    const seed = await seedDemoContentIfEmpty(handle);
    if (seed.seeded)
      console.log(`▲ demo content seeded: ${seed.items} products, ${seed.posts} posts, ${seed.photos} photos (${seed.ms} ms)`);
    // A database from before the home page's content gets its standard texts (the seed wrote them for a new one).
    const { ensureHomeContent } = await import('@/lib/home/standard-content');
    const homeSections = await ensureHomeContent(handle.db);
    if (homeSections.length) console.log(`▲ home page sections given their standard texts: ${homeSections.length}`);
    // Products and categories written before addresses carried slugs get theirs (pinyin needs code, not SQL).
    const { backfillSlugs } = await import('@/lib/catalog/slugs');
    const filled = await backfillSlugs(handle.db);
    if (filled) console.log(`▲ address slugs made for ${filled} products and categories`);
  }
  if (config.backend.kind === 'embedded') {
    const { ensureSeedAdmin } = await import('@/lib/auth/local-accounts');
    await ensureSeedAdmin(handle.db);
  }
}
