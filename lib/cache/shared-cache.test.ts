import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { cacheKeyPrefix, usesRedis } = require('./shared-cache.cjs') as {
  cacheKeyPrefix(prefix: string | undefined, buildId: unknown): string;
  usesRedis(env: Record<string, string | undefined>): boolean;
};

describe('cacheKeyPrefix', () => {
  it('puts the build id in every key, so a new deploy never reads the previous build’s pages', () => {
    expect(cacheKeyPrefix(undefined, 'aB3_x-9')).toBe('pkg:aB3_x-9:');
    expect(cacheKeyPrefix('', 'build1\n')).toBe('pkg:build1:');
    expect(cacheKeyPrefix('shop.prod', 'build2')).toBe('shop.prod:build2:');
    expect(cacheKeyPrefix(undefined, 'build1')).not.toBe(cacheKeyPrefix(undefined, 'build2'));
  });

  it('refuses to share a cache without a usable build id', () => {
    for (const buildId of [undefined, '', '  ', 'a:b', '../x']) expect(() => cacheKeyPrefix(undefined, buildId)).toThrow(/build id/);
  });

  it('refuses a prefix that could reach into another key space', () => {
    expect(() => cacheKeyPrefix('a:b', 'build1')).toThrow(/REDIS_KEY_PREFIX/);
    expect(() => cacheKeyPrefix('a*', 'build1')).toThrow(/REDIS_KEY_PREFIX/);
  });
});

describe('usesRedis', () => {
  it('is off without REDIS_URL (the embedded default: one process, no extra server)', () => {
    expect(usesRedis({})).toBe(false);
    expect(usesRedis({ REDIS_URL: ' ' })).toBe(false);
  });

  it('is on at run time with REDIS_URL, never while `next build` runs', () => {
    expect(usesRedis({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe(true);
    expect(usesRedis({ REDIS_URL: 'redis://127.0.0.1:6379', NEXT_PHASE: 'phase-production-build' })).toBe(false);
  });
});
