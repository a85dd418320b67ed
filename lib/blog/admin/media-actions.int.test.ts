// @engine-independent: the media action guard matrix: refused before any write
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { refusedRoleTokens, refusedRoles } from '@/tests/roles';
import { sessionTokenFor } from '@/tests/session';
import { jar } from '@/tests/next-stubs/state';

// The editor's image actions on a real PGlite/PostgreSQL and real files: who may call them, what an
// upload writes, that a failure half way leaves neither a row nor a file, and the library's pages.

vi.mock('next/headers', () => import('@/tests/next-stubs/headers'));
vi.mock('next/navigation', () => import('@/tests/next-stubs/navigation'));
vi.mock('next-intl/server', () => import('@/tests/next-stubs/intl-server'));

const { upsertAccount } = await import('@/lib/auth/local-accounts');
const { signSessionToken } = await import('@/lib/auth/token');
const { guardOf } = await import('@/lib/actions/define-action');
const { setStorageForTests } = await import('@/lib/storage');
const actions = await import('./media-actions');

const FIXTURES = path.join(process.cwd(), 'tests', 'fixtures', 'uploads');
const fixture = async (name: string, type = 'image/jpeg') => new File([await fs.readFile(path.join(FIXTURES, name))], name, { type });
const formWith = (file: File) => {
  const form = new FormData();
  form.set('file', file);
  return form;
};

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
  await t.storage.remove(await t.storage.list());
  setStorageForTests(t.storage);
});

const rows = () =>
  t.handle.runner.query<{ object_path: string; url: string; width: number; original_name: string | null; uploaded_by: string | null }>(
    'select object_path, url, width, original_name, uploaded_by from blog_media order by id',
  );

const exported = Object.entries(actions).filter(([, v]) => typeof v === 'function') as [
  string,
  (locale: string, ...args: unknown[]) => Promise<unknown>,
][];

it('every exported media action is built by adminAction with the blog administrator guard', () => {
  expect(exported.map(([name]) => name).sort()).toEqual(['listBlogMediaAction', 'uploadBlogImageAction']);
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
  it('an upload is refused before the file is read: no row, no file', async () => {
    jar.token = token();
    await expect(actions.uploadBlogImageAction('en', formWith(await fixture('photo-a.jpg')))).rejects.toThrow(expected);
    expect(await rows()).toEqual([]);
    expect(await t.storage.list()).toEqual([]);
  });
  it('the library is not listed', async () => {
    jar.token = token();
    await expect(actions.listBlogMediaAction('en', { page: 1 })).rejects.toThrow(expected);
  });
});

describe('as the blog administrator', () => {
  beforeEach(() => {
    jar.token = blogAdminToken;
  });

  it('an upload is re-encoded, stored under blog/ with a versioned name, and listed', async () => {
    const result = await actions.uploadBlogImageAction('en', formWith(await fixture('photo-b.png', 'image/png')));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.url).toMatch(/^\/storage\/itemphotos\/blog\/blog-[a-z0-9]+\.jpg$/);
    const [row] = await rows();
    expect(row).toMatchObject({ url: result.data.url, original_name: 'photo-b.png', uploaded_by: 'admin@example.com' });
    expect(await t.storage.list()).toEqual([row!.object_path]);
    const stored = await fs.readFile(t.storage.filePath(row!.object_path)!);
    expect([...stored.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]); // a JPEG we wrote, whatever came in
  });

  it.each([
    ['polyglot.jpg', 'not a JPEG, PNG or WebP image'],
    ['script.svg', 'not a JPEG, PNG or WebP image'],
    ['pixel-bomb.png', 'more than 40 megapixels'],
    ['wrong-extension.jpg', 'not a JPEG, PNG or WebP image'],
  ])('%s is refused with its reason: no row, no file', async (name, reason) => {
    const result = await actions.uploadBlogImageAction('en', formWith(await fixture(name)));
    expect(result).toMatchObject({ ok: false, title: 'Upload failed', formError: `${name}: ${reason}` });
    expect(await rows()).toEqual([]);
    expect(await t.storage.list()).toEqual([]);
  });

  it('bytes that look like a JPEG but cannot be re-encoded leave neither a row nor a file', async () => {
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(200).fill(7)]);
    const result = await actions.uploadBlogImageAction('en', formWith(new File([broken], 'broken.jpg')));
    expect(result).toMatchObject({ ok: false, formError: 'broken.jpg: the image is damaged or cannot be read' });
    expect(await rows()).toEqual([]);
    expect(await t.storage.list()).toEqual([]);
  });

  it('when the database refuses the row, the file just written is removed again', async () => {
    await t.handle.runner.exec(`
      create or replace function blog_media_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end; $$;
      create trigger blog_media_refuse before insert on blog_media for each row execute function blog_media_refuse();`);
    try {
      const result = await actions.uploadBlogImageAction('en', formWith(await fixture('photo-a.jpg')));
      expect(result).toMatchObject({ ok: false, formError: 'photo-a.jpg: the image could not be stored. Try again.' });
      expect(await rows()).toEqual([]);
      expect(await t.storage.list()).toEqual([]);
    } finally {
      await t.handle.runner.exec('drop trigger blog_media_refuse on blog_media; drop function blog_media_refuse();');
    }
  });

  it('when storage refuses the file, no row is written', async () => {
    setStorageForTests({
      ...t.storage,
      upload: async () => {
        throw new Error('storage is down');
      },
    });
    const result = await actions.uploadBlogImageAction('en', formWith(await fixture('photo-a.jpg')));
    expect(result).toMatchObject({ ok: false, title: 'Upload failed' });
    expect(await rows()).toEqual([]);
    expect(await t.storage.list()).toEqual([]);
  });

  it('a form without a file is refused', async () => {
    expect(await actions.uploadBlogImageAction('en', new FormData())).toMatchObject({ ok: false, title: 'Upload failed' });
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
