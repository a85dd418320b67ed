import fs from 'node:fs';
import { getConfig } from './config';
import { getCdnPurgeConfig } from './config-cdn';
import type { AppConfig } from './config';
import { getDbHandle, type DbHandle } from './db';
import { isDatabaseUnopenable } from './db/client';
import { installShutdown } from './server-shutdown';

export async function startServer(): Promise<void> {
  const config = getConfig(); // fails fast on a bad or half-configured environment
  getCdnPurgeConfig(); // the same for the optional CDN purge
  ensureNextCacheDir();
  const started = Date.now();
  const handle = await openOrRestore(config);
  const where = handle.kind === 'embedded' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`▲ database ready: ${where} (${Date.now() - started} ms)`);
  // The data folder's holder answers `npm run backup` (embedded only: on PostgreSQL the command
  // reads the bucket itself), and takes the daily backup when BACKUP_DIR is set.
  const { startControlServer } = await import('./backup/control');
  const { backupInto, startBackupSchedule } = await import('./backup/service');
  const control =
    handle.kind === 'embedded'
      ? await startControlServer(config.dataDir, (out) => backupInto(out).then(() => undefined)).catch((error: unknown) => {
          console.warn('⚠ `npm run backup` cannot reach this server (its control socket did not start):', error);
          return null;
        })
      : null;
  const schedule = startBackupSchedule();
  if (schedule) console.log(`▲ daily backup into ${config.backup.dir} (keeping ${config.backup.keep})`);
  installShutdown(async () => {
    schedule?.stop();
    await control?.close();
    await handle.close();
  });
  if (config.backend.kind === 'embedded') {
    if (config.seedAdmin.password && !config.isProduction) {
      console.log(`▲ admin sign-in: ${config.seedAdmin.email} / ${config.seedAdmin.password}  (at /login)`);
    } else if (!config.seedAdmin.password) {
      console.log('▲ no ADMIN_PASSWORD set: no admin account is created at start');
    }
  } else {
    console.log('▲ sign-in: Supabase Auth');
  }
}

/**
 * The database, or, when the engine refuses the one in the data folder twice, the newest backup of
 * BACKUP_DIR restored in its place (lib/backup/recover.ts, decision 088); without one the start
 * stops with a message (instrumentation-node.ts exits).
 */
async function openOrRestore(config: AppConfig): Promise<DbHandle> {
  let damage: unknown;
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      return await getDbHandle();
    } catch (error) {
      if (!isDatabaseUnopenable(error)) throw error;
      console.error(`⨯ ${error.message} (attempt ${attempt} of 2)`);
      damage = error;
    }
  }
  if (!isDatabaseUnopenable(damage)) throw damage;
  const { restoreLastBackup } = await import('./backup/recover');
  const done = await restoreLastBackup(config.dataDir, config.backup.dir, damage, (line) => console.log(`▲ ${line}`));
  console.warn(
    `⚠ restored the backup of ${done.createdAt} (${done.archive}) in place of the damaged database, which is kept in ${done.damagedCopy}: what was written after the backup is not in the site (${done.photosAdded} photos put back)`,
  );
  return getDbHandle();
}

/**
 * A read-only app folder (the Docker image) links Next's cache folder (`.next/cache`: optimised
 * images) to NEXT_CACHE_DIR, which may be an empty tmpfs when the server starts: create it, or Next
 * fails every image cache write.
 */
function ensureNextCacheDir(): void {
  const dir = process.env.NEXT_CACHE_DIR;
  if (dir) fs.mkdirSync(/*turbopackIgnore: true*/ dir, { recursive: true });
}
