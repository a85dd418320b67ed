import { z } from 'zod';
import { parseInquirySettings, type MailConfig } from './config-mail';
import { backendOf, backendProblems, type BackendConfig } from './config-backend';
import { backupEnv, parseBackupSettings, type BackupSettings } from './config-backup';
import { diskEnv, parseDiskSettings, type DiskSettings } from './config-disk';
import { scaleOutProblems } from './config-scale-out';

/**
 * The one place that reads environment variables. Edge-safe (no `node:` imports): middleware uses it too.
 * Every variable is documented in `.env.example` and README.md.
 */

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A comma-separated list of host names (optionally host:port). */
function hostListSchema(name: string) {
  const list = /^\s*[a-z0-9.-]+(:\d{1,5})?\s*(,\s*[a-z0-9.-]+(:\d{1,5})?\s*)*,?\s*$/i;
  return optionalString.pipe(
    z
      .string()
      .regex(list, { message: `${name} must be a comma-separated list of host names (optionally host:port)` })
      .optional(),
  );
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString.pipe(z.url({ message: 'DATABASE_URL must be a postgres:// URL' }).optional()),
  DATABASE_PREPARE: optionalString,
  DATABASE_CONNECTIONS: optionalString.pipe(
    z.enum(['pool', 'per-request'], { message: 'DATABASE_CONNECTIONS must be pool or per-request' }).optional(),
  ),
  NEXT_PUBLIC_SUPABASE_URL: optionalString.pipe(z.url({ message: 'NEXT_PUBLIC_SUPABASE_URL must be a URL' }).optional()),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalString,
  SESSION_SECRET: optionalString,
  TWO_FACTOR_KEY: optionalString,
  SUPABASE_SERVICE_ROLE_KEY: optionalString,
  ADMIN_EMAIL: optionalString.pipe(z.email({ message: 'ADMIN_EMAIL must be an e-mail address' }).optional()),
  ADMIN_PASSWORD: optionalString,
  BLOG_ADMIN_EMAILS: optionalString,
  SITE_URL: optionalString.pipe(z.url({ message: 'SITE_URL must be an absolute URL' }).optional()),
  HOME_PAGE: optionalString.pipe(z.enum(['coming-soon', 'landing'], { message: 'HOME_PAGE must be landing or coming-soon' }).optional()),
  TRUST_PROXY: optionalString,
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/, message: 'REDIS_URL must be a redis:// or rediss:// URL' }).optional()),
  LOCAL_PHOTOS_SHARED: z.enum(['true', 'false', '']).optional(),
  SMTP_URL: optionalString,
  SALES_EMAIL: optionalString,
  MAIL_FROM: optionalString,
  INQUIRY_COPY_TO_VISITOR: optionalString,
  INQUIRY_VISITOR_COPIES_PER_HOUR: optionalString,
  INQUIRY_RETENTION_DAYS: optionalString,
  QUOTE_REMINDER_DAYS: optionalString,

  // Product CSV import: hosts whose photo URLs may be fetched (`host` or `host:port`, comma-separated).
  IMPORT_PHOTO_HOSTS: hostListSchema('IMPORT_PHOTO_HOSTS'),
  // Blog editor: hosts whose image URLs are copied into storage when a post is saved (same syntax).
  BLOG_IMAGE_HOSTS: hostListSchema('BLOG_IMAGE_HOSTS'),
  // Revisions kept per post / item: a whole number from 1 to 1000, default 50.
  REVISIONS_KEEP: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,4}$/, { message: 'REVISIONS_KEEP must be a whole number from 1 to 1000' })
      .optional(),
  ),
  NEXT_PHASE: optionalString,
});

export type AppConfig = {
  isProduction: boolean;
  dataDir: string;
  /**
   * perRequest (DATABASE_CONNECTIONS=per-request): a new PostgreSQL client for every request, never
   * one pool per process. Cloudflare Workers refuse a socket opened by another request, so the
   * Worker (wrangler.jsonc) sets it; the Node server keeps its pool.
   */
  database: { kind: 'embedded' } | { kind: 'postgres'; url: string; prepare: boolean; perRequest: boolean };
  backend: BackendConfig;
  sessionSecret: string | undefined;
  /** TWO_FACTOR_KEY: encrypts the stored TOTP secrets (lib/auth/two-factor/seal.ts); falls back to SESSION_SECRET. */
  twoFactorKey: string | undefined;
  seedAdmin: { email: string; password: string | undefined };
  blogAdminEmails: readonly string[];
  siteUrl: string;
  homePage: 'coming-soon' | 'landing';
  /**
   * TRUST_PROXY=N: N reverse-proxy hops in front of the server (`true` = 1); the visitor is the N-th
   * X-Forwarded-For entry from the right. 0: no proxy, the socket address only (lib/auth/client-ip.ts).
   */
  trustProxy: number;
  /** REDIS_URL: the page cache shared by several instances (lib/cache/redis-store.cjs). */
  sharedCache: { kind: 'local' } | { kind: 'redis'; url: string };
  /** Inquiry notification mail (SMTP_URL + SALES_EMAIL; lib/inquiries/mail.ts), or none. */
  mail: MailConfig;
  /** INQUIRY_RETENTION_DAYS (default 730): `npm run inquiries:purge` deletes older inquiries. */
  inquiryRetentionDays: number;
  /** QUOTE_REMINDER_DAYS (default 3): `npm run quotes:remind` mails the buyer this many days before expiry. */
  quoteReminderDays: number;
  /** IMPORT_PHOTO_HOSTS, lower-case: the only hosts a CSV import fetches photos from (none by default). */
  importPhotoHosts: readonly string[];
  /** BLOG_IMAGE_HOSTS, lower-case: the only hosts a post's external image URLs are copied from. */
  blogImageHosts: readonly string[];
  /** REVISIONS_KEEP (default 50): the newest revisions kept per post / item (lib/history). */
  revisionsKeep: number;
  backup: BackupSettings;
  disk: DiskSettings;
};

export const DEFAULT_REVISIONS_KEEP = 50;

export const DEV_ADMIN_EMAIL = 'admin@example.com';
export const DEV_ADMIN_PASSWORD = 'admin12345';

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}\nSee .env.example and README.md.`);
    this.name = 'ConfigError';
  }
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const problems: string[] = [];

  const supabaseUrl = e.NEXT_PUBLIC_SUPABASE_URL;
  const supabaseKey = e.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  const usesEmbeddedAuth = !(supabaseUrl && supabaseKey);
  problems.push(...backendProblems(e, isProduction));
  if (e.REVISIONS_KEEP && !(Number(e.REVISIONS_KEEP) >= 1 && Number(e.REVISIONS_KEEP) <= 1000)) {
    problems.push('REVISIONS_KEEP must be a whole number from 1 to 1000');
  }
  problems.push(...scaleOutProblems(e, usesEmbeddedAuth));
  if (parseTrustProxy(e.TRUST_PROXY) < 0) problems.push('TRUST_PROXY must be a number of proxy hops (0-10), `true` or `false`');
  const inquirySettings = parseInquirySettings(e);
  const [backup, disk] = [parseBackupSettings(env), parseDiskSettings(env)];
  problems.push(...inquirySettings.problems, ...backup.problems, ...disk.problems);
  if (problems.length > 0) throw new ConfigError(problems);

  const prepare = e.DATABASE_PREPARE ? e.DATABASE_PREPARE !== 'false' : !(e.DATABASE_URL ?? '').includes('pooler.supabase.com');

  return {
    isProduction,
    dataDir: e.DATA_DIR ?? '.data',
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, prepare, perRequest: e.DATABASE_CONNECTIONS === 'per-request' }
      : { kind: 'embedded' },
    backend: backendOf(e),
    sessionSecret: e.SESSION_SECRET,
    // Supabase mode has no SESSION_SECRET: the recovery codes' key then derives from the service role key.
    twoFactorKey: e.TWO_FACTOR_KEY ?? e.SESSION_SECRET ?? e.SUPABASE_SERVICE_ROLE_KEY,
    seedAdmin: {
      email: (e.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL).toLowerCase(),
      // IMPORTANT: no default password in production: the seeded admin would be a public back door.
      password: e.ADMIN_PASSWORD ?? (isProduction ? undefined : DEV_ADMIN_PASSWORD),
    },
    blogAdminEmails: (e.BLOG_ADMIN_EMAILS ?? (isProduction ? '' : DEV_ADMIN_EMAIL))
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    siteUrl: (e.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    homePage: e.HOME_PAGE ?? 'landing',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    sharedCache: e.REDIS_URL ? { kind: 'redis', url: e.REDIS_URL } : { kind: 'local' },
    ...inquirySettings.settings,
    importPhotoHosts: hostList(e.IMPORT_PHOTO_HOSTS),
    blogImageHosts: hostList(e.BLOG_IMAGE_HOSTS),
    revisionsKeep: e.REVISIONS_KEEP ? Number(e.REVISIONS_KEEP) : DEFAULT_REVISIONS_KEEP,
    backup: backup.settings,
    disk: disk.settings,
  };
}

/** Hops of trusted proxies: '' / false / 0 → 0, true → 1, '1'..'10' → N, anything else → -1 (refused). */
function parseTrustProxy(value: string | undefined): number {
  if (value === undefined || value === 'false') return 0;
  if (value === 'true') return 1;
  return /^\d{1,2}$/.test(value) && Number(value) <= 10 ? Number(value) : -1;
}

let cached: AppConfig | undefined;

/** A variable read through a computed key: bundlers cannot inline it (see getConfig). */
function runtimeEnv(name: string): string | undefined {
  return process.env[name];
}

/** Reads and validates the environment once per process (per runtime). */
export function getConfig(): AppConfig {
  cached ??= parseConfig({
    NODE_ENV: process.env.NODE_ENV,
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_URL: process.env.DATABASE_URL,
    DATABASE_PREPARE: process.env.DATABASE_PREPARE,
    DATABASE_CONNECTIONS: runtimeEnv('DATABASE_CONNECTIONS'),
    // IMPORTANT: read at RUN time. A literal `process.env.NEXT_PUBLIC_…` is replaced by its build-time
    // value, so one build could not be deployed (or tested) against another Supabase project. Only
    // server code and middleware read them; the browser never talks to Supabase.
    NEXT_PUBLIC_SUPABASE_URL: runtimeEnv('NEXT_PUBLIC_SUPABASE_URL'),
    NEXT_PUBLIC_SUPABASE_ANON_KEY: runtimeEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY'),
    SESSION_SECRET: process.env.SESSION_SECRET,
    TWO_FACTOR_KEY: process.env.TWO_FACTOR_KEY,
    SUPABASE_SERVICE_ROLE_KEY: process.env.SUPABASE_SERVICE_ROLE_KEY,
    ADMIN_EMAIL: process.env.ADMIN_EMAIL,
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
    BLOG_ADMIN_EMAILS: process.env.BLOG_ADMIN_EMAILS,
    SITE_URL: process.env.SITE_URL,
    HOME_PAGE: process.env.HOME_PAGE,
    TRUST_PROXY: process.env.TRUST_PROXY,
    REDIS_URL: runtimeEnv('REDIS_URL'),
    LOCAL_PHOTOS_SHARED: runtimeEnv('LOCAL_PHOTOS_SHARED'),
    SMTP_URL: runtimeEnv('SMTP_URL'),
    SALES_EMAIL: runtimeEnv('SALES_EMAIL'),
    MAIL_FROM: runtimeEnv('MAIL_FROM'),
    INQUIRY_COPY_TO_VISITOR: runtimeEnv('INQUIRY_COPY_TO_VISITOR'),
    INQUIRY_VISITOR_COPIES_PER_HOUR: runtimeEnv('INQUIRY_VISITOR_COPIES_PER_HOUR'),
    INQUIRY_RETENTION_DAYS: runtimeEnv('INQUIRY_RETENTION_DAYS'),
    QUOTE_REMINDER_DAYS: runtimeEnv('QUOTE_REMINDER_DAYS'),
    IMPORT_PHOTO_HOSTS: runtimeEnv('IMPORT_PHOTO_HOSTS'),
    BLOG_IMAGE_HOSTS: runtimeEnv('BLOG_IMAGE_HOSTS'),
    REVISIONS_KEEP: runtimeEnv('REVISIONS_KEEP'),
    ...backupEnv(),
    ...diskEnv(),
    NEXT_PHASE: process.env.NEXT_PHASE,
  });
  return cached;
}

/** For tests only: forget the cached config after changing process.env. */
export function resetConfigForTests(): void {
  cached = undefined;
}

export function isBlogAdminEmail(email: string | null | undefined): boolean {
  if (!email) return false;
  return getConfig().blogAdminEmails.includes(email.toLowerCase());
}

function hostList(value: string | undefined): string[] {
  const hosts = (value ?? '').split(',');
  return hosts.map((h) => h.trim().toLowerCase()).filter(Boolean);
}
