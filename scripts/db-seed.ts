// npm run db:seed — migrates, then seeds the demo catalogue and blog into an EMPTY database.
// Never on production data: refuses when NODE_ENV=production or when the database has content.
import { sql } from 'drizzle-orm';
import { backfillSlugs } from '../lib/catalog/slugs';
import { migrate } from '../lib/db/migrate';
import { executeRows } from '../lib/db/rows';
import { isDatabaseEmpty, seedDemoContent } from '../lib/start-up/seed';
import { fail, openConfiguredDatabase } from './db-open';

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    console.error('✗ refusing to seed demo content with NODE_ENV=production (never on production data)');
    process.exit(1);
  }
  const { handle, where } = await openConfiguredDatabase();
  try {
    console.log(`▲ seeding ${where}`);
    const applied = await migrate(handle.runner);
    if (applied.length) console.log(`✓ applied migrations: ${applied.join(', ')}`);
    if (!(await isDatabaseEmpty(handle))) {
      console.error('✗ the database already has categories, items or blog posts: refusing to seed (never on real data)');
      process.exitCode = 1;
      return;
    }
    const result = await seedDemoContent(handle);
    await backfillSlugs(handle.db); // every product and category gets its address slug per locale
    const [row = {}] = await executeRows<Record<string, number>>(
      handle.db,
      sql`select
      (select count(*) from categories)::int as categories, (select count(*) from items)::int as items,
      (select count(*) from item_specifications)::int as specifications, (select count(*) from item_gallery)::int as gallery,
      (select count(*) from blog_posts)::int as posts, (select count(*) from blog_content_blocks)::int as blocks,
      (select count(*) from blog_categories)::int as blog_categories, (select count(*) from blog_tags)::int as tags`,
    );
    console.log(`✓ seeded in ${result.ms} ms, ${result.photos} photos:`);
    for (const [name, n] of Object.entries(row)) console.log(`  ${name.padEnd(16)} ${n}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => fail('seed', error));
