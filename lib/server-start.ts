import fs from 'node:fs';
import path from 'node:path';
import { getConfig } from './config';
import { getCdnPurgeConfig } from './config-cdn';
import { getDbHandle } from './db';
import { installShutdown } from './server-shutdown';

export async function startServer(): Promise<void> {
  const config = getConfig(); // fails fast on a bad or half-configured environment
  getCdnPurgeConfig(); // the same for the optional CDN purge
  ensureNextCacheDir();
  const started = Date.now();
  const handle = await getDbHandle();
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
 * A read-only app folder (the Docker image) links Next's caches (`.next/cache`,
 * `.next/server/route-cache`) to NEXT_CACHE_DIR, which may be an empty tmpfs when the server starts:
 * create it, or Next fails every cache write.
 */
function ensureNextCacheDir(): void {
  const dir = process.env.NEXT_CACHE_DIR;
  if (dir) fs.mkdirSync(path.join(/*turbopackIgnore: true*/ dir, 'route-cache'), { recursive: true });
}
