import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, getConfig, isBlogAdminEmail, parseConfig, resetConfigForTests } from './config';

const SECRET = 'x'.repeat(32);
const SUPABASE_URL = 'https://abc.supabase.co';

function problemOf(env: Record<string, string | undefined>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('defaults to the embedded backend with development sign-in', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      isProduction: false,
      dataDir: '.data',
      database: { kind: 'embedded' },
      backend: { kind: 'embedded' },
      sessionSecret: undefined,
      seedAdmin: { email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD },
      blogAdminEmails: [DEV_ADMIN_EMAIL],
      siteUrl: 'http://localhost:3000',
      homePage: 'landing',
      trustProxy: 0,
    });
  });

  it('HOME_PAGE: the landing page unless coming-soon is asked for (empty = unset)', () => {
    expect(parseConfig({ HOME_PAGE: '' }).homePage).toBe('landing');
    expect(parseConfig({ HOME_PAGE: 'landing' }).homePage).toBe('landing');
    expect(parseConfig({ HOME_PAGE: 'coming-soon' }).homePage).toBe('coming-soon');
    expect(problemOf({ HOME_PAGE: 'blank' })).toMatch(/HOME_PAGE must be landing or coming-soon/);
  });

  it('treats empty variables as unset', () => {
    const config = parseConfig({ DATABASE_URL: '', NEXT_PUBLIC_SUPABASE_URL: ' ', NEXT_PUBLIC_SUPABASE_ANON_KEY: '', SESSION_SECRET: '' });
    expect(config.database).toEqual({ kind: 'embedded' });
    expect(config.backend).toEqual({ kind: 'embedded' });
  });

  it('names what is missing when Supabase is half-configured', () => {
    expect(problemOf({ NEXT_PUBLIC_SUPABASE_URL: SUPABASE_URL, DATABASE_URL: 'postgres://u@h/db' })).toMatch(
      /NEXT_PUBLIC_SUPABASE_ANON_KEY is missing/,
    );
    expect(problemOf({ NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon', DATABASE_URL: 'postgres://u@h/db' })).toMatch(
      /NEXT_PUBLIC_SUPABASE_URL is missing/,
    );
    expect(problemOf({ NEXT_PUBLIC_SUPABASE_URL: SUPABASE_URL, NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon' })).toMatch(/DATABASE_URL is missing/);
  });

  it('accepts a complete Supabase configuration (no session secret needed)', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      NEXT_PUBLIC_SUPABASE_URL: SUPABASE_URL,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon',
      DATABASE_URL: 'postgres://user:pw@aws-0-ap-southeast-1.pooler.supabase.com:6543/postgres',
    });
    expect(config.backend).toEqual({ kind: 'supabase', url: SUPABASE_URL, anonKey: 'anon' });
    // Supabase's transaction pooler does not support prepared statements.
    expect(config.database).toMatchObject({ kind: 'postgres', prepare: false });
  });

  it('uses prepared statements on a direct PostgreSQL connection unless DATABASE_PREPARE=false', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://u@localhost/db' }).database).toMatchObject({ prepare: true });
    expect(parseConfig({ DATABASE_URL: 'postgres://u@localhost/db', DATABASE_PREPARE: 'false' }).database).toMatchObject({
      prepare: false,
    });
  });

  it('refuses production without a SESSION_SECRET', () => {
    expect(problemOf({ NODE_ENV: 'production' })).toMatch(/SESSION_SECRET is missing/);
  });

  it('lets `next build` run without the run-time SESSION_SECRET', () => {
    expect(parseConfig({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).sessionSecret).toBeUndefined();
  });

  it('refuses a SESSION_SECRET shorter than 32 bytes, in any environment', () => {
    expect(problemOf({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(31) })).toMatch(/SESSION_SECRET is too short/);
    expect(problemOf({ SESSION_SECRET: 'short' })).toMatch(/at least 32 bytes/);
    expect(parseConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET }).sessionSecret).toBe(SECRET);
  });

  it('has no default admin password and no blog administrators in production', () => {
    const config = parseConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET });
    expect(config.seedAdmin).toEqual({ email: DEV_ADMIN_EMAIL, password: undefined });
    expect(config.blogAdminEmails).toEqual([]);
  });

  it('reads BLOG_ADMIN_EMAILS as a trimmed, lower-cased list', () => {
    const config = parseConfig({ BLOG_ADMIN_EMAILS: ' Ana@Example.com, ,budi@example.com ' });
    expect(config.blogAdminEmails).toEqual(['ana@example.com', 'budi@example.com']);
  });

  it('reads IMPORT_PHOTO_HOSTS as a lower-cased host list (empty by default) and refuses URLs or paths', () => {
    expect(parseConfig({}).importPhotoHosts).toEqual([]);
    expect(parseConfig({ IMPORT_PHOTO_HOSTS: ' IMG.Example.com, cdn.example.net:8443 ,' }).importPhotoHosts).toEqual([
      'img.example.com',
      'cdn.example.net:8443',
    ]);
    expect(problemOf({ IMPORT_PHOTO_HOSTS: 'https://img.example.com' })).toMatch(/IMPORT_PHOTO_HOSTS/);
    expect(problemOf({ IMPORT_PHOTO_HOSTS: 'img.example.com/photos' })).toMatch(/IMPORT_PHOTO_HOSTS/);
  });

  it('reads BLOG_IMAGE_HOSTS like IMPORT_PHOTO_HOSTS, as its own list', () => {
    expect(parseConfig({ IMPORT_PHOTO_HOSTS: 'a.example' }).blogImageHosts).toEqual([]);
    expect(parseConfig({ BLOG_IMAGE_HOSTS: ' Images.Example.com,127.0.0.1:4310' }).blogImageHosts).toEqual([
      'images.example.com',
      '127.0.0.1:4310',
    ]);
    expect(problemOf({ BLOG_IMAGE_HOSTS: 'https://images.example.com' })).toMatch(/BLOG_IMAGE_HOSTS/);
  });

  it('reads REVISIONS_KEEP (default 50) and refuses 0, over 1000 or a non-number', () => {
    expect(parseConfig({}).revisionsKeep).toBe(50);
    expect(parseConfig({ REVISIONS_KEEP: ' 7 ' }).revisionsKeep).toBe(7);
    for (const bad of ['0', '1001', 'ten', '-3']) expect(problemOf({ REVISIONS_KEEP: bad })).toMatch(/REVISIONS_KEEP/);
  });

  it('reads BACKUP_DIR (none: no schedule) and BACKUP_KEEP (default 7, 1 to 365)', () => {
    expect(parseConfig({}).backup).toEqual({ dir: null, keep: 7 });
    expect(parseConfig({ BACKUP_DIR: ' /srv/backups ', BACKUP_KEEP: '14' }).backup).toEqual({ dir: '/srv/backups', keep: 14 });
    for (const bad of ['0', '366', 'week', '-1']) expect(problemOf({ BACKUP_KEEP: bad })).toMatch(/BACKUP_KEEP/);
  });

  it('reads DISK_RESERVE_MB (default 64 MB, low at four times it, 0 turns it off)', () => {
    const MB = 1024 * 1024;
    expect(parseConfig({}).disk).toEqual({ reserveBytes: 64 * MB, lowBytes: 256 * MB });
    expect(parseConfig({ DISK_RESERVE_MB: ' 100 ' }).disk).toEqual({ reserveBytes: 100 * MB, lowBytes: 400 * MB });
    expect(parseConfig({ DISK_RESERVE_MB: '0' }).disk).toEqual({ reserveBytes: 0, lowBytes: 0 });
    for (const bad of ['-1', '1.5', 'lots', '99999999']) expect(problemOf({ DISK_RESERVE_MB: bad })).toMatch(/DISK_RESERVE_MB/);
  });

  it('rejects malformed values with the variable name', () => {
    expect(problemOf({ DATABASE_URL: 'not a url' })).toMatch(/DATABASE_URL/);
    expect(problemOf({ ADMIN_EMAIL: 'nobody' })).toMatch(/ADMIN_EMAIL/);
    expect(problemOf({ SITE_URL: 'example.com' })).toMatch(/SITE_URL/);
  });

  it('normalises SITE_URL and TRUST_PROXY', () => {
    const config = parseConfig({ SITE_URL: 'https://example.co.id/', TRUST_PROXY: '1' });
    expect(config.siteUrl).toBe('https://example.co.id');
    expect(config.trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(parseConfig({}).trustProxy).toBe(0);
    expect(problemOf({ TRUST_PROXY: 'yes' })).toMatch(/TRUST_PROXY/);
  });
});

describe('getConfig', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfigForTests();
  });

  it('reads process.env once and answers isBlogAdminEmail case-insensitively', () => {
    vi.stubEnv('BLOG_ADMIN_EMAILS', 'writer@example.com');
    resetConfigForTests();
    expect(getConfig().blogAdminEmails).toEqual(['writer@example.com']);
    expect(isBlogAdminEmail('Writer@Example.com')).toBe(true);
    expect(isBlogAdminEmail('admin@example.com')).toBe(false);
    expect(isBlogAdminEmail(null)).toBe(false);
  });
});
