import { checkSharedCache } from '@/lib/cache/shared-cache-health';
import { checkDatabase } from '@/lib/db/health';

export const dynamic = 'force-dynamic';

/**
 * 200 when the database answers, 503 with Retry-After within 2 s when it does not. With REDIS_URL,
 * a Redis that does not answer makes it `degraded` but still 200: the site works without it.
 */
export async function GET(): Promise<Response> {
  const [result, cache] = await Promise.all([checkDatabase(2000), checkSharedCache(500)]);
  const status = !result.ok ? 'unavailable' : cache === 'degraded' ? 'degraded' : 'ok';
  return Response.json(
    { status, database: result.ok ? 'up' : 'down', cache },
    {
      status: result.ok ? 200 : 503,
      headers: { 'Cache-Control': 'no-store', ...(result.ok ? {} : { 'Retry-After': '10' }) },
    },
  );
}
