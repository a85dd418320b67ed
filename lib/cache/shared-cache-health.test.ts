import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '@/lib/config';
import { checkSharedCache, SHARED_CACHE_STATE_KEY } from './shared-cache-health';

const slot = globalThis as unknown as Record<symbol, unknown>;

function withRedisUrl() {
  vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:6399');
  vi.stubEnv('DATABASE_URL', 'postgres://app@127.0.0.1:5432/app');
  vi.stubEnv('SESSION_SECRET', 'x'.repeat(32));
  vi.stubEnv('LOCAL_PHOTOS_SHARED', 'true');
  resetConfigForTests();
}

describe('checkSharedCache (/api/health)', () => {
  afterEach(() => {
    delete slot[SHARED_CACHE_STATE_KEY];
    vi.unstubAllEnvs();
    resetConfigForTests();
  });

  it('uses the same global key as the handler', () => {
    const { STATE_KEY } = createRequire(import.meta.url)('./shared-cache.cjs') as { STATE_KEY: symbol };
    expect(STATE_KEY).toBe(SHARED_CACHE_STATE_KEY);
  });

  it('is `local` without REDIS_URL (the default: nothing to be degraded)', async () => {
    vi.stubEnv('REDIS_URL', '');
    resetConfigForTests();
    expect(await checkSharedCache(100)).toBe('local');
  });

  it('is `shared` when Redis answers, `degraded` when it is disconnected, hangs or fails', async () => {
    withRedisUrl();
    expect(await checkSharedCache(100)).toBe('degraded'); // handler not loaded / no client
    slot[SHARED_CACHE_STATE_KEY] = { client: { isReady: true, ping: async () => 'PONG' } };
    expect(await checkSharedCache(100)).toBe('shared');
    slot[SHARED_CACHE_STATE_KEY] = { client: { isReady: false, ping: async () => 'PONG' } };
    expect(await checkSharedCache(100)).toBe('degraded');
    slot[SHARED_CACHE_STATE_KEY] = { client: { isReady: true, ping: () => Promise.reject(new Error('down')) } };
    expect(await checkSharedCache(100)).toBe('degraded');
    slot[SHARED_CACHE_STATE_KEY] = { client: { isReady: true, ping: () => new Promise(() => {}) } };
    const started = performance.now();
    expect(await checkSharedCache(100)).toBe('degraded');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
