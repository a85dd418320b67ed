import { checkSharedCache } from '@/lib/cache/shared-cache-health';
import { checkDatabase } from '@/lib/db/health';
import { dataDirSpace, type DiskSpace } from '@/lib/storage/disk-space';

export const dynamic = 'force-dynamic';

/**
 * 200 when the database answers, 503 with Retry-After within 2 s when it does not. With REDIS_URL,
 * a Redis that does not answer makes it `degraded` but still 200: the site works without it.
 * With anything stored under DATA_DIR (the embedded database, local photos), `disk` says how much
 * room is left there: `low` under four times DISK_RESERVE_MB, `full` under it (new photos, quote
 * requests and saves are then refused); either is `degraded` with 200, since the site still serves
 * every page and a restart would free nothing (decision 086).
 */
export async function GET(): Promise<Response> {
  const [result, cache, disk] = await Promise.all([checkDatabase(2000), checkSharedCache(500), checkDisk()]);
  const degraded = cache === 'degraded' || (disk !== undefined && disk.status !== 'ok');
  const status = !result.ok ? 'unavailable' : degraded ? 'degraded' : 'ok';
  return Response.json(
    { status, database: result.ok ? 'up' : 'down', cache, ...(disk ? { disk } : {}) },
    {
      status: result.ok ? 200 : 503,
      headers: { 'Cache-Control': 'no-store', ...(result.ok ? {} : { 'Retry-After': '10' }) },
    },
  );
}

/** DATA_DIR's free bytes and status; undefined when nothing is stored there (PostgreSQL + Supabase Storage). */
async function checkDisk(): Promise<{ status: DiskSpace['status'] | 'unknown'; freeBytes?: number } | undefined> {
  try {
    const space = await dataDirSpace();
    return space ? { status: space.status, freeBytes: space.freeBytes } : undefined;
  } catch (error) {
    console.error('health: the free space of DATA_DIR could not be read:', error instanceof Error ? error.message : error);
    return { status: 'unknown' };
  }
}
