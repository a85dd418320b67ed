// npm run db:migrate — applies lib/db/migrations/*.sql to the configured database (each once).
import { backfillSlugs } from '../lib/catalog/slugs';
import { migrate } from '../lib/db/migrate';
import { ensureHomeContent } from '../lib/home/standard-content';
import { fail, openConfiguredDatabase } from './db-open';

async function main(): Promise<void> {
  const { handle, where } = await openConfiguredDatabase();
  try {
    console.log(`▲ migrating ${where}`);
    const applied = await migrate(handle.runner);
    if (applied.length === 0) console.log('✓ up to date: no migrations to apply');
    else for (const name of applied) console.log(`✓ applied ${name}`);
    // Slugs of rows written before addresses carried them (Chinese names need pinyin: code, not SQL).
    const filled = await backfillSlugs(handle.db);
    if (filled) console.log(`✓ address slugs made for ${filled} products and categories`);
    // The home page's sections the database has no row for get the SPEC's texts (never overwritten).
    const home = await ensureHomeContent(handle.db);
    if (home.length) console.log(`✓ home page sections given their standard texts: ${home.join(', ')}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => fail('migration', error));
