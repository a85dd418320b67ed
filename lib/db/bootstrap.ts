import 'server-only';
import { getConfig } from '../config';
import type { DbHandle } from './client';
import { migrate } from './migrate';

/**
 * Start-up work. Embedded: apply migrations, seed the demo content into a new database.
 * Any mode with embedded sign-in: make sure the configured admin account exists.
 * PostgreSQL is migrated by `npm run db:migrate`, never implicitly at start.
 */
export async function bootstrapDatabase(handle: DbHandle): Promise<void> {
  const config = getConfig();
  if (handle.kind === 'embedded') {
    await migrate(handle.runner);
    const { seedDemoContentIfEmpty } = await import('./seed');
    await seedDemoContentIfEmpty(handle);
  }
  if (config.backend.kind === 'embedded') {
    const { ensureSeedAdmin } = await import('../auth/local-accounts');
    await ensureSeedAdmin(handle.db);
  }
}
