// @engine-independent: the refusals sit above the SQL (the free space is injected; the disk_full error is raised by a trigger on either engine)
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import zh from '@/messages/zh-CN.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { sessionTokenFor } from '@/tests/session';
import { stagedUpload, uploadFixture } from '@/tests/staged-photos';
import { jar } from '@/tests/next-stubs/state';
import type { StoragePort } from '@/lib/storage';

// A full disk under the writes people start (decision 086), with the free space injected: photos
// (an upload to the photo route, a product's save), a post save and a quote request are refused in the caller's language
// before they touch the database, leaving no row, no file and no rate-limit entry; a disk that fills
// up under a write (ENOSPC from the storage, PostgreSQL's disk_full from the database) gets the same
// answer with nothing left behind; with space back the same calls work, nothing restarted.

const MESSAGES = { en, id, 'zh-CN': zh } as const;
vi.mock('next/headers', () => import('@/tests/next-stubs/headers'));
vi.mock('next/navigation', () => import('@/tests/next-stubs/navigation'));
vi.mock('next/cache', () => import('@/tests/next-stubs/cache'));
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: string | { locale?: keyof typeof MESSAGES; namespace: string }) => {
    const { locale = 'en', namespace } = typeof arg === 'string' ? { namespace: arg } : arg;
    return createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as 'diskFull' });
  },
}));

const { upsertAccount } = await import('@/lib/auth/local-accounts');
const { setFreeSpaceSourceForTests } = await import('@/lib/storage/disk-space');
const { setStorageForTests } = await import('@/lib/storage');
const { createItemAction, updateItemAction, deleteItemAction } = await import('@/lib/catalog/actions');
const { POST: uploadRoute } = await import('@/app/api/admin/uploads/route');
const { savePostAction } = await import('@/lib/blog/admin/actions');
const { submitQuote } = await import('@/lib/inquiries/submit-action');

const MB = 1024 * 1024;
const diskFull = (locale: keyof typeof MESSAGES) => ({
  ok: false,
  title: MESSAGES[locale].diskFull.title,
  formError: MESSAGES[locale].diskFull.body,
});

let t: TestDatabase;
let adminId = '';
let free = 10_000 * MB;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.handle.runner.exec(`insert into categories (id, name) values (1, 'Softbox')`);
  await t.handle.runner.exec(
    `insert into items (id, item_name, category_id, main_photo_url) values (5, 'Pizza box', 1, '/storage/itemphotos/main-5-old.jpg')`,
  );
  const admin = (await upsertAccount(t.handle.db, 'admin@example.com', 'admin12345')).account;
  adminId = admin.id;
  jar.token = await sessionTokenFor(t.handle.db, admin, process.env.SESSION_SECRET!);
  setFreeSpaceSourceForTests(async () => ({ freeBytes: free, totalBytes: 20_000 * MB }));
});
afterAll(async () => {
  setFreeSpaceSourceForTests(undefined);
  await t?.cleanup();
});
beforeEach(() => {
  free = 10_000 * MB;
  setStorageForTests(t.storage);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const counts = async () => {
  type Counts = { items: number; posts: number; media: number; inquiries: number; attempts: number };
  const [row] = await t.handle.runner.query<Counts>(`select
    (select count(*)::int from items) as items, (select count(*)::int from blog_posts) as posts,
    (select count(*)::int from blog_media) as media, (select count(*)::int from inquiries) as inquiries,
    (select count(*)::int from auth_attempts) as attempts`);
  return { ...row!, files: (await t.storage.list()).length };
};

const itemForm = async () => {
  const f = new FormData();
  f.set('categoryId', '1');
  f.set('itemName', 'Full disk box');
  f.set('description', '<p>x</p>');
  f.set('specs', '[]');
  f.set('mainPhoto', await stagedUpload(adminId, 'catalogue', 'photo-a.jpg'));
  f.set('hoverPhoto', await stagedUpload(adminId, 'catalogue', 'photo-d.jpg'));
  return f;
};
/** A blog image sent to the upload route, as the editor sends it: the status and the JSON answer. */
const blogImage = async (locale: keyof typeof MESSAGES, purpose = 'blog') => {
  const request = new Request(`http://localhost/api/admin/uploads?purpose=${purpose}&locale=${locale}`, {
    method: 'POST',
    body: uploadFixture('photo-a.jpg'),
    headers: { 'content-type': 'image/jpeg', 'x-file-name': 'photo-a.jpg', origin: 'http://localhost', host: 'localhost' },
  });
  const response = await uploadRoute(request as Parameters<typeof uploadRoute>[0]);
  return { status: response.status, body: await response.json() };
};
const uploadDiskFull = (locale: keyof typeof MESSAGES) => ({ status: 507, body: { ok: false, message: MESSAGES[locale].diskFull.body } });
const post = (slug: string) => ({
  form: {
    ...{ title: `Post ${slug}`, slug, author: 'Kemas', excerpt: '', featuredImageUrl: '', featuredImageAlt: '', status: 'draft' },
    ...{ categories: [], tags: [], metaTitle: '', metaDescription: '', blocks: [{ id: 'a', type: 'text', content: { content: 'Hi' } }] },
  },
});
const quoteForm = (email: string) => {
  const f = new FormData();
  for (const [k, v] of Object.entries({ itemId: '5', quantity: '300', name: 'Budi', email, consent: 'on' })) f.set(k, v);
  return f;
};

describe('under the reserve (63 MB free of the default 64 MB)', () => {
  it("refuses each write in the caller's language before it touches the database", async () => {
    const before = await counts();
    free = 63 * MB;
    expect(await createItemAction('id', null, await itemForm())).toEqual(diskFull('id'));
    expect(await blogImage('zh-CN')).toEqual(uploadDiskFull('zh-CN'));
    expect(await blogImage('id', 'catalogue')).toEqual(uploadDiskFull('id'));
    expect(await savePostAction('en', post('refused'))).toEqual(diskFull('en'));
    const quote = await submitQuote('id', { status: 'idle' }, quoteForm('refused@example.com'));
    expect(quote).toMatchObject({ status: 'invalid', formError: id.quoteSubmit.diskFull, values: { name: 'Budi' } });
    expect(await counts()).toEqual(before); // no row, no file, no rate-limit entry
  });

  it("counts the photo's bytes: one byte over the reserve refuses an upload, not a text-only post", async () => {
    free = 64 * MB + 1;
    const before = await counts();
    expect(await blogImage('en')).toEqual(uploadDiskFull('en'));
    expect(await blogImage('en', 'home')).toEqual(uploadDiskFull('en'));
    expect(await counts()).toEqual(before);
    expect(await savePostAction('en', post('text-only'))).toMatchObject({ ok: true });
  });

  it('still lets an owner delete (the way to make room)', async () => {
    const [{ id: doomed } = { id: 0 }] = await t.handle.runner.query<{ id: number }>(
      `insert into items (item_name, category_id) values ('Doomed', 1) returning id`,
    );
    free = 1 * MB;
    const form = new FormData();
    form.set('id', String(doomed));
    expect(await deleteItemAction('en', null, form)).toMatchObject({ ok: true });
  });
});

describe('with space back, nothing restarted', () => {
  it('the same writes work', async () => {
    free = 63 * MB;
    expect(await savePostAction('en', post('later'))).toEqual(diskFull('en'));
    free = 500 * MB;
    const before = await counts();
    expect(await createItemAction('en', null, await itemForm())).toMatchObject({ ok: true });
    expect(await blogImage('en')).toMatchObject({ status: 201, body: { ok: true } });
    expect(await savePostAction('en', post('later'))).toMatchObject({ ok: true });
    expect(await submitQuote('en', { status: 'idle' }, quoteForm('later@example.com'))).toMatchObject({ status: 'sent' });
    expect(await counts()).toMatchObject({
      items: before.items + 1,
      posts: before.posts + 1,
      media: before.media + 1,
      inquiries: before.inquiries + 1,
      files: before.files + 3, // the product's two photos and the blog image
    });
  });
});

/** The test's storage, whose `failAt`-th upload (1-based) ends in ENOSPC, as a write on a full disk does. */
function storageFullAt(failAt: number): StoragePort {
  let uploads = 0;
  return {
    ...t.storage,
    async upload(objectPath, body, contentType) {
      if (++uploads === failAt) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
      return t.storage.upload(objectPath, body, contentType);
    },
  };
}

/** Makes the database answer PostgreSQL's disk_full (SQLSTATE 53100) on inserts into `table`, as it does when it cannot extend a file. */
async function withDiskFullOn<T>(table: string, body: () => Promise<T>): Promise<T> {
  await t.handle.runner.exec(`
    create or replace function refuse_disk_full() returns trigger language plpgsql as $$
    begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end; $$;
    create trigger refuse_disk_full before insert on ${table} for each row execute function refuse_disk_full();`);
  try {
    return await body();
  } finally {
    await t.handle.runner.exec(`drop trigger refuse_disk_full on ${table}; drop function refuse_disk_full();`);
  }
}

describe('a disk that fills up under the write (free space still above the reserve)', () => {
  it('ENOSPC on the second photo of a new product: the first is removed again, no product row', async () => {
    const before = await counts();
    setStorageForTests(storageFullAt(2));
    expect(await createItemAction('zh-CN', null, await itemForm())).toEqual(diskFull('zh-CN'));
    expect(await counts()).toEqual(before);
  });

  it("ENOSPC on an edited product's new photo: the product keeps its photo", async () => {
    const before = await counts();
    setStorageForTests(storageFullAt(1));
    const form = await itemForm();
    form.set('id', '5');
    form.set('itemName', 'Pizza box');
    form.delete('hoverPhoto');
    expect(await updateItemAction('en', null, form)).toEqual(diskFull('en'));
    expect(await t.handle.runner.query('select main_photo_url, item_name from items where id = 5')).toEqual([
      { main_photo_url: '/storage/itemphotos/main-5-old.jpg', item_name: 'Pizza box' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('ENOSPC on a blog image: no row, no file', async () => {
    const before = await counts();
    setStorageForTests(storageFullAt(1));
    expect(await blogImage('id')).toEqual(uploadDiskFull('id'));
    expect(await counts()).toEqual(before);
  });

  it('disk_full from the database on a blog image row: the file just written is removed again', async () => {
    const before = await counts();
    expect(await withDiskFullOn('blog_media', () => blogImage('en'))).toEqual(uploadDiskFull('en'));
    expect(await counts()).toEqual(before);
  });

  it('disk_full from the database on a post and on a quote request: the same message, nothing stored', async () => {
    const before = await counts();
    expect(await withDiskFullOn('blog_posts', () => savePostAction('zh-CN', post('db-full')))).toEqual(diskFull('zh-CN'));
    const quote = await withDiskFullOn('inquiries', () => submitQuote('zh-CN', { status: 'idle' }, quoteForm('dbfull@example.com')));
    expect(quote).toMatchObject({ status: 'invalid', formError: zh.quoteSubmit.diskFull });
    expect(await counts()).toEqual(before); // the rate-limit reservation was given back too
  });
});
