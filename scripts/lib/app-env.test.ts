import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '@/lib/config';
import { appEnvNames, dropAppEnv, isolatedEnv } from './app-env.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

// What a developer's shell may hold: account variables, a real Redis and mail server, a database.
const CALLER = {
  PATH: '/usr/bin:/bin',
  HOME: '/home/dev',
  LC_ALL: 'C.UTF-8',
  BLOG_ADMIN_EMAILS: 'dev@company.example',
  ADMIN_EMAIL: 'dev@company.example',
  ADMIN_PASSWORD: 'dev-password-123',
  REDIS_URL: 'redis://10.0.0.5:6379',
  SMTP_URL: 'smtp://mail.company.example:587',
  SALES_EMAIL: 'sales@company.example',
  DATABASE_URL: 'postgres://prod.example/db',
  HOME_PAGE: 'coming-soon',
  AWS_SECRET_ACCESS_KEY: 'nothing-to-do-with-the-app',
};

describe('the app variables the lanes isolate', () => {
  it('cover every variable lib/config.ts and the cache handlers read', () => {
    const config = read('lib/config.ts');
    const schema = config.slice(config.indexOf('const envSchema'), config.indexOf('export type AppConfig'));
    const read_ = new Set([...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!));
    for (const file of fs.readdirSync(path.join(root, 'lib', 'cache')).filter((f) => f.endsWith('.cjs')))
      for (const m of read(`lib/cache/${file}`).matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) read_.add(m[1]!);
    for (const runtime of ['NODE_ENV', 'NEXT_PHASE', 'NEXT_RUNTIME']) read_.delete(runtime);
    expect(read_.size).toBeGreaterThan(15);
    expect([...read_].filter((name) => !appEnvNames().includes(name))).toEqual([]);
  });
});

describe('isolatedEnv (servers and scripts the lanes start)', () => {
  it("keeps the machine's basics and the lane's settings, and none of the caller's app variables", () => {
    const env = isolatedEnv({ BLOG_ADMIN_EMAILS: 'admin@example.com', NODE_ENV: 'production' }, CALLER);
    expect(env).toMatchObject({ PATH: '/usr/bin:/bin', HOME: '/home/dev', LC_ALL: 'C.UTF-8', BLOG_ADMIN_EMAILS: 'admin@example.com' });
    expect(env).toMatchObject({
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      REDIS_URL: '',
      SMTP_URL: '',
      DATABASE_URL: '',
      HOME_PAGE: 'landing',
    });
    expect(env).not.toHaveProperty('AWS_SECRET_ACCESS_KEY');
    // Every app variable is defined, so no `.env*` file can fill it in (see the next test).
    for (const name of appEnvNames()) expect(typeof env[name], name).toBe('string');
  });

  it("passes CI on, so Playwright's retry-once under CI still applies to the browser lanes", () => {
    expect(isolatedEnv({}, { ...CALLER, CI: 'true' })).toMatchObject({ CI: 'true' });
    // The lanes read Playwright's report from where they told it to write (scripts/test.mjs).
    expect(isolatedEnv({}, { ...CALLER, E2E_JSON_REPORT: '/r/e2e.json', E2E_OUTPUT_DIR: '/r/out' })).toMatchObject({
      E2E_JSON_REPORT: '/r/e2e.json',
      E2E_OUTPUT_DIR: '/r/out',
    });
    // The screenshot specs are skipped unless their folder variable reaches Playwright.
    expect(isolatedEnv({}, { ...CALLER, VISITOR_SCREENSHOTS: '/s' })).toMatchObject({ VISITOR_SCREENSHOTS: '/s' });
  });

  it('its neutral values are what the app reads as "not set"', () => {
    const env = isolatedEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), ADMIN_EMAIL: 'a@example.com' }, CALLER);
    const config = parseConfig(env);
    expect(config.database).toEqual({ kind: 'embedded' });
    expect(config.backend).toEqual({ kind: 'embedded' });
    expect(config.sharedCache).toEqual({ kind: 'local' });
    expect(config.homePage).toBe('landing');
    expect(config.blogAdminEmails).toEqual([]); // production: no default, none of the caller's
  });

  describe('with a .env and a .env.local in the folder the server starts in', () => {
    let dir = '';
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    // Next's own loader (@next/env, what `next start` and the standalone server run) in a child
    // process, reading real files: it fills in only variables that are not defined at all.
    const loaded = (env: Record<string, string | undefined>) => {
      const script = `require(${JSON.stringify(require.resolve('@next/env'))}).loadEnvConfig(process.argv[1], false, { info() {}, error() {} });
        console.log(JSON.stringify({ blog: process.env.BLOG_ADMIN_EMAILS, redis: process.env.REDIS_URL, smtp: process.env.SMTP_URL }));`;
      const result = spawnSync(process.execPath, ['-e', script, dir], {
        env: { ...env, PATH: process.env.PATH } as unknown as NodeJS.ProcessEnv,
        encoding: 'utf8',
      });
      expect(result.stderr).toBe('');
      return JSON.parse(result.stdout) as Record<string, string | undefined>;
    };

    it('none of their values reach the server', () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-env-'));
      fs.writeFileSync(path.join(dir, '.env.local'), 'BLOG_ADMIN_EMAILS=file@company.example\nREDIS_URL=redis://10.0.0.6:6379\n');
      fs.writeFileSync(path.join(dir, '.env'), 'SMTP_URL=smtp://file.company.example:25\n');
      // The old way (the caller's environment, app variables removed) lets the files in …
      const naive = Object.fromEntries(Object.entries(CALLER).filter(([name]) => !appEnvNames().includes(name)));
      expect(loaded({ ...naive, NODE_ENV: 'production' })).toEqual({
        blog: 'file@company.example',
        redis: 'redis://10.0.0.6:6379',
        smtp: 'smtp://file.company.example:25',
      });
      // … the allow-list keeps them out.
      expect(loaded(isolatedEnv({ NODE_ENV: 'production', BLOG_ADMIN_EMAILS: 'admin@example.com' }, CALLER))).toEqual({
        blog: 'admin@example.com',
        redis: '',
        smtp: '',
      });
    });
  });
});

describe('dropAppEnv (the vitest processes)', () => {
  it("removes the caller's app variables and nothing else", () => {
    const env: Record<string, string | undefined> = { ...CALLER };
    expect(dropAppEnv(env).sort()).toEqual(
      ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'BLOG_ADMIN_EMAILS', 'DATABASE_URL', 'HOME_PAGE', 'REDIS_URL', 'SALES_EMAIL', 'SMTP_URL'].sort(),
    );
    expect(env).toEqual({
      PATH: '/usr/bin:/bin',
      HOME: '/home/dev',
      LC_ALL: 'C.UTF-8',
      AWS_SECRET_ACCESS_KEY: 'nothing-to-do-with-the-app',
    });
  });

  it('has run before this test: the caller exported nothing the app reads into this process', () => {
    const leaked = appEnvNames().filter((name) => name in process.env && name !== 'SESSION_SECRET');
    expect(leaked).toEqual([]);
  });
});
