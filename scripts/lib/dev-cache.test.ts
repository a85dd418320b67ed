import { describe, expect, it } from 'vitest';
import { devCacheBase, devCacheEnv } from './dev-cache.mjs';

describe('devCacheEnv', () => {
  it('keeps the seed photos and the empty database in ~/.cache/packaging-site, the template per PGlite version', () => {
    expect(devCacheEnv({}, '/home/ana', '0.5.16')).toEqual({
      SEED_PHOTO_CACHE_DIR: '/home/ana/.cache/packaging-site/seed-photos-v1',
      PGLITE_TEMPLATE_DIR: '/home/ana/.cache/packaging-site/pglite-0.5.16-empty',
    });
    expect(devCacheEnv({}, '/home/ana', '0.6.0').PGLITE_TEMPLATE_DIR).toBe('/home/ana/.cache/packaging-site/pglite-0.6.0-empty');
  });

  it('follows XDG_CACHE_HOME', () => {
    expect(devCacheBase({ XDG_CACHE_HOME: '/var/cache/ana' }, '/home/ana')).toBe('/var/cache/ana/packaging-site');
    expect(devCacheEnv({ XDG_CACHE_HOME: '/var/cache/ana' }, '/home/ana', '1').SEED_PHOTO_CACHE_DIR).toBe(
      '/var/cache/ana/packaging-site/seed-photos-v1',
    );
  });

  it('leaves folders the environment already names alone', () => {
    const env = { SEED_PHOTO_CACHE_DIR: '/tmp/photos', PGLITE_TEMPLATE_DIR: '/tmp/pg' };
    expect(devCacheEnv(env, '/home/ana', '0.5.16')).toEqual(env);
  });
});
