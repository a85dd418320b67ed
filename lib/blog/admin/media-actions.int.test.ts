// @engine-independent: the media action guard matrix and the library's pages
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { refusedRoleTokens, refusedRoles } from '@/tests/roles';
import { sessionTokenFor } from '@/tests/session';
import { jar } from '@/tests/next-stubs/state';

// The editor's media library action on a real database: who may call it, and its pages. Uploads go to
// the upload route (app/api/admin/uploads/route.int.test.ts proves what one writes, and that a
// failure half way leaves neither a row nor a file).

vi.mock('next/headers', () => import('@/tests/next-stubs/headers'));
vi.mock('next/navigation', () => import('@/tests/next-stubs/navigation'));
vi.mock('next-intl/server', () => import('@/tests/next-stubs/intl-server'));

const { upsertAccount } = await import('@/lib/auth/local-accounts');
const { signSessionToken } = await import('@/lib/auth/token');
const { guardOf } = await import('@/lib/actions/define-action');
const actions = await import('./media-actions');

let t: TestDatabase;
let blogAdminToken: string;
let plainAdminToken: string;
let roleTokens: Map<string, string>;
let forgedToken: string;
const secret = process.env.SESSION_SECRET!;

beforeAll(async () => {
  t = await createTestDatabase();
  const admin = (await upsertAccount(t.handle.db, 'admin@example.com', 'admin12345')).account;
  const editor = (await upsertAccount(t.handle.db, 'editor@example.com', 'editor12345', 'catalogue')).account;
  blogAdminToken = await sessionTokenFor(t.handle.db, admin, secret);
  plainAdminToken = await sessionTokenFor(t.handle.db, editor, secret);
  roleTokens = await refusedRoleTokens(t.handle.db, 'blog');
  forgedToken = await signSessionToken({ userId: admin.id, email: admin.email, sessionVersion: admin.sessionVersion }, 'x'.repeat(48));
});
afterAll(async () => t.cleanup());
beforeEach(async () => {
  await t.handle.runner.exec('delete from blog_media');
});

const exported = Object.entries(actions).filter(([, v]) => typeof v === 'function') as [
  string,
  (locale: string, ...args: unknown[]) => Promise<unknown>,
][];

it('every exported media action is built by adminAction with the blog administrator guard', () => {
  expect(exported.map(([name]) => name).sort()).toEqual(['listBlogMediaAction']);
  for (const [name, action] of exported) expect(guardOf(action), name).toBe('blog');
});

describe.each<[string, () => string | undefined, RegExp]>([
  ['no session', () => undefined, /NEXT_REDIRECT \/login/],
  ['a plain admin (editor@example.com)', () => plainAdminToken, /NEXT_FORBIDDEN/],
  ...refusedRoles('blog').map((role): [string, () => string | undefined, RegExp] => [
    `a ${role} administrator`,
    () => roleTokens.get(role),
    /NEXT_FORBIDDEN/,
  ]),
  ['a forged token', () => forgedToken, /NEXT_REDIRECT \/login/],
])('with %s', (_label, token, expected) => {
  it('the library is not listed', async () => {
    jar.token = token();
    await expect(actions.listBlogMediaAction('en', { page: 1 })).rejects.toThrow(expected);
  });
});

describe('as the blog administrator', () => {
  beforeEach(() => {
    jar.token = blogAdminToken;
  });

  it('the library is paged, newest first; a page past the end gives the last page', async () => {
    // 14 rows with distinct times (the files need not exist for the listing).
    await t.handle.runner.exec(`
      insert into blog_media (object_path, url, width, height, byte_size, original_name, created_at)
      select 'blog/blog-t' || n || '.jpg', '/storage/itemphotos/blog/blog-t' || n || '.jpg', 10, 10, 100, 'n' || n,
             timestamptz '2026-11-01 00:00:00+00' + n * interval '1 hour'
      from generate_series(1, 14) as n`);
    const first = await actions.listBlogMediaAction('en', { page: 1 });
    expect(first.ok && first.data.items.map((i) => i.originalName)).toEqual([
      'n14',
      'n13',
      'n12',
      'n11',
      'n10',
      'n9',
      'n8',
      'n7',
      'n6',
      'n5',
      'n4',
      'n3',
    ]);
    expect(first.ok && [first.data.page, first.data.pageCount, first.data.total]).toEqual([1, 2, 14]);
    const second = await actions.listBlogMediaAction('en', { page: 2 });
    expect(second.ok && second.data.items.map((i) => i.originalName)).toEqual(['n2', 'n1']);
    const past = await actions.listBlogMediaAction('en', { page: 9 });
    expect(past.ok && past.data.page).toBe(2);
    expect(await actions.listBlogMediaAction('en', { page: 0 })).toMatchObject({ ok: false });
  });
});
