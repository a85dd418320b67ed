import { getConfig } from '@/lib/config';

/**
 * The handler (lib/cache/redis-store.cjs) is loaded by Next outside the app bundle; it
 * publishes its Redis client under this global symbol (STATE_KEY in shared-cache.cjs).
 */
export const SHARED_CACHE_STATE_KEY = Symbol.for('pkg.shared-route-cache');

type SharedCacheState = { client?: { isReady: boolean; ping(): Promise<unknown> } };

/**
 * `local`: no REDIS_URL, each process has its own cache (the embedded default). `shared`: Redis
 * answers. `degraded`: REDIS_URL is set but Redis does not answer within `timeoutMs`; pages are then
 * rendered without the shared cache (still correct, slower), and sharing resumes by itself.
 */
export async function checkSharedCache(timeoutMs: number): Promise<'local' | 'shared' | 'degraded'> {
  if (getConfig().sharedCache.kind === 'local') return 'local';
  const state = (globalThis as Record<symbol, SharedCacheState | undefined>)[SHARED_CACHE_STATE_KEY];
  const client = state?.client;
  if (!client?.isReady) return 'degraded';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const answered = await Promise.race([
      client.ping().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
    return answered ? 'shared' : 'degraded';
  } finally {
    clearTimeout(timer);
  }
}
