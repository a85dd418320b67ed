// @engine-independent: the guard, the audit and the file of the owner's backup button and download
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import zh from '@/messages/zh-CN.json';
import { upsertAccount, type LocalAccount } from '@/lib/auth/local-accounts';
import { resetConfigForTests } from '@/lib/config';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { refusedRoles, refusedRoleTokens } from '@/tests/roles';
import { sessionTokenFor } from '@/tests/session';
import { cookieJar } from '@/tests/request-mocks';

// "Back up now" and the download of an archive are the owner's ('team'): signed out → sign-in,
// every other role → 403, nothing made, read or audited. The owner's press makes an archive in
// BACKUP_DIR (audited, pruned to BACKUP_KEEP); the download streams only a listed archive.

vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
vi.mock('next/cache', () => ({ refresh: vi.fn() }));
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: string | { locale?: string; namespace: string }) => {
    const { locale = 'en', namespace } = typeof arg === 'string' ? { namespace: arg } : arg;
    return createTranslator({
      locale: locale as 'en',
      messages: locale === 'zh-CN' ? zh : en,
      namespace: namespace as 'adminOverview.backups',
    });
  },
}));

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-backup-actions-'));
const backupDir = path.join(root, 'backups');
process.env.DATA_DIR = path.join(root, 'data');
process.env.BACKUP_DIR = backupDir;
process.env.BACKUP_KEEP = '2';
resetConfigForTests();
fs.mkdirSync(process.env.DATA_DIR, { recursive: true });

const backupActions = await import('./actions');
const { GET } = await import('@/app/[locale]/admin-panel/backups/[name]/route');
const { guardOf } = await import('@/lib/actions/define-action');

let t: TestDatabase;
let owner: LocalAccount;
let roleTokens: Map<string, string>;

beforeAll(async () => {
  t = await createTestDatabase();
  ({ account: owner } = await upsertAccount(t.handle.db, 'owner@example.com', 'owner-password-1'));
  roleTokens = await refusedRoleTokens(t.handle.db, 'team');
});
afterAll(async () => {
  await t?.cleanup();
  delete process.env.BACKUP_DIR;
  delete process.env.BACKUP_KEEP;
  delete process.env.DATA_DIR;
  resetConfigForTests();
  fs.rmSync(root, { recursive: true, force: true });
});

const archives = () => (fs.existsSync(backupDir) ? fs.readdirSync(backupDir).sort() : []);
const audits = async () =>
  t.handle.runner.query<{ action: string; actor_email: string; detail: Record<string, unknown> }>(
    `select action, actor_email, detail from audit_log where action like 'backup.%' order by id`,
  );
const snapshot = async () => ({ archives: archives(), audits: await audits() });
const thrown = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );
const digestOf = (e: unknown) => String((e as { digest?: string } | null)?.digest);
const download = (name: string, locale = 'en') =>
  GET(new Request(`http://localhost/${locale}/admin-panel/backups/${name}`), { params: Promise.resolve({ locale, name }) } as Parameters<
    typeof GET
  >[1]);

const exported = Object.entries(backupActions) as [string, (locale: string) => Promise<unknown>][];

it('every exported backup action is built by adminAction with the owner-only team guard', () => {
  expect(exported.map(([name]) => name)).toEqual(['backupNowAction']);
  for (const [name, action] of exported) expect(guardOf(action), name).toBe('team');
});

describe('refused callers', () => {
  it('signed out: the button and the download redirect to sign-in, nothing made or read', async () => {
    cookieJar.token = undefined;
    const before = await snapshot();
    expect(digestOf(await thrown(backupActions.backupNowAction('en')))).toMatch(/^NEXT_REDIRECT;.*\/login/);
    expect(digestOf(await thrown(download('backup-20261201T000000Z.tar.gz')))).toMatch(/^NEXT_REDIRECT;.*\/login/);
    expect(await snapshot()).toEqual(before);
  });
  it.each(refusedRoles('team'))('as a %s administrator: 403, nothing made or read', async (role) => {
    cookieJar.token = roleTokens.get(role);
    const before = await snapshot();
    expect(digestOf(await thrown(backupActions.backupNowAction('en')))).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
    expect(digestOf(await thrown(download('backup-20261201T000000Z.tar.gz')))).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
    expect(await snapshot()).toEqual(before);
  });
});

describe('as the owner', () => {
  it('makes an archive in BACKUP_DIR (audited), keeps BACKUP_KEEP of them, and downloads only a listed one', async () => {
    cookieJar.token = await sessionTokenFor(t.handle.db, owner);
    const made = [];
    for (let i = 0; i < 3; i++) {
      const answer = (await backupActions.backupNowAction('zh-CN')) as { ok: boolean; data: { name: string }; message: string };
      expect(answer.ok).toBe(true);
      expect(answer.message).toBe(zh.adminOverview.backups.made.replace('{name}', answer.data.name));
      made.push(answer.data.name);
      await new Promise((resolve) => setTimeout(resolve, 1100)); // a new second: a new name
    }
    expect(archives()).toEqual(made.slice(1).sort());
    expect((await audits()).map((a) => [a.action, a.actor_email, a.detail.trigger])).toEqual([
      ['backup.create', 'owner@example.com', 'owner'],
      ['backup.create', 'owner@example.com', 'owner'],
      ['backup.create', 'owner@example.com', 'owner'],
    ]);

    const response = await download(made[2]!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${made[2]}"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(fs.readFileSync(path.join(backupDir, made[2]!)))).toBe(true);
    expect((await audits()).at(-1)).toMatchObject({ action: 'backup.download', detail: { archive: made[2] } });

    // Pruned, made up, or a path out of the folder: not found.
    for (const name of [made[0]!, 'backup-20200101T000000Z.tar.gz', '..%2Fdata%2Fpglite.lock', 'manifest.json']) {
      expect(digestOf(await thrown(download(name))), name).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
    }
  }, 60_000);
});
