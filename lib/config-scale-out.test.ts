import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

// REDIS_URL means several instances: what is per-instance must be shared or refused.
const SECRET = 'x'.repeat(32);
const PG = 'postgres://app@db.internal:5432/app';
const REDIS = 'redis://cache.internal:6379';

function problemOf(env: Record<string, string | undefined>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig with REDIS_URL (several instances)', () => {
  it('keeps the local page cache when REDIS_URL is unset', () => {
    expect(parseConfig({}).sharedCache).toEqual({ kind: 'local' });
    expect(parseConfig({ REDIS_URL: '' }).sharedCache).toEqual({ kind: 'local' });
  });

  it('refuses photos on local disk unless LOCAL_PHOTOS_SHARED=true says the folder is shared', () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: SECRET, DATABASE_URL: PG, REDIS_URL: REDIS };
    expect(problemOf(env)).toContain('LOCAL_PHOTOS_SHARED=true');
    expect(problemOf({ ...env, LOCAL_PHOTOS_SHARED: 'false' })).toContain('photos are stored on this server');
    expect(parseConfig({ ...env, LOCAL_PHOTOS_SHARED: 'true' }).sharedCache).toEqual({ kind: 'redis', url: REDIS });
  });

  it('needs no photo flag with Supabase Storage (shared by nature)', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      DATABASE_URL: PG,
      REDIS_URL: 'rediss://user:pw@cache.example.com:6380/0',
      NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon',
    });
    expect(config.sharedCache.kind).toBe('redis');
  });

  it('refuses the embedded database (one process only) with REDIS_URL', () => {
    expect(problemOf({ SESSION_SECRET: SECRET, REDIS_URL: REDIS, LOCAL_PHOTOS_SHARED: 'true' })).toContain('set DATABASE_URL');
  });

  it('wants the same explicit SESSION_SECRET on every instance, in development too', () => {
    expect(problemOf({ DATABASE_URL: PG, REDIS_URL: REDIS, LOCAL_PHOTOS_SHARED: 'true' })).toContain('same SESSION_SECRET');
  });

  it('rejects a REDIS_URL that is not redis:// or rediss://', () => {
    expect(problemOf({ REDIS_URL: 'http://cache:6379' })).toContain('REDIS_URL must be a redis:// or rediss:// URL');
    expect(problemOf({ REDIS_URL: 'not a url' })).toContain('REDIS_URL');
  });

  it('rejects a LOCAL_PHOTOS_SHARED that is neither true nor false', () => {
    expect(problemOf({ LOCAL_PHOTOS_SHARED: 'yes' })).toContain('LOCAL_PHOTOS_SHARED');
  });
});
