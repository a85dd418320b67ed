// @engine-independent: the route's checks and answers; the staged rows' rules are proven in lib/catalog/staged-photos.int.test.ts
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import zh from '@/messages/zh-CN.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { upsertAccount } from '@/lib/auth/local-accounts';
import { setStorageForTests } from '@/lib/storage';
import { refusedRoleSessions } from '@/tests/roles';
import { sessionTokenFor } from '@/tests/session';
import { cookieJar } from '@/tests/request-mocks';
import { uploadFixture } from '@/tests/staged-photos';

// POST /api/admin/uploads: one photo as the raw body. The session, the role and the origin are
// checked before the body is read; the bytes are held to the product photos' rules; a refusal is
// a translated message and keeps nothing; an accepted photo is a staged token (catalogue, home)
// or a blog media entry.

vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
const messages = { en, id, 'zh-CN': zh } as const;
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: { locale: 'en' | 'id' | 'zh-CN'; namespace: 'photoUpload' }) =>
    createTranslator({ locale: arg.locale, messages: messages[arg.locale] as typeof en, namespace: arg.namespace }),
}));

const { POST } = await import('./route');
let t: TestDatabase;
let userId = '';

beforeAll(async () => {
  t = await createTestDatabase();
  const { account } = await upsertAccount(t.handle.db, 'uploads@example.com', 'uploads-password-1');
  userId = account.id;
  cookieJar.token = await sessionTokenFor(t.handle.db, account);
});
afterAll(async () => t?.cleanup());

type Post = { purpose?: string; locale?: string; name?: string; headers?: Record<string, string> };

/** A request as the browser's fetch sends it; `pulled` counts the body chunks the route read. */
function upload(body: Uint8Array, { purpose = 'catalogue', locale = 'en', name = 'photo.jpg', headers = {} }: Post = {}) {
  const state = { pulled: 0 };
  let sent = false;
  // highWaterMark 0: nothing is pulled before the route reads.
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.pulled++;
        if (sent) return controller.close();
        sent = true;
        controller.enqueue(body);
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(`http://localhost/api/admin/uploads?${new URLSearchParams({ purpose, locale })}`, {
    method: 'POST',
    body: stream,
    headers: {
      'content-type': 'image/jpeg',
      'x-file-name': encodeURIComponent(name),
      origin: 'http://localhost',
      host: 'localhost',
      ...headers,
    },
    duplex: 'half',
  } as RequestInit);
  return { request: request as Parameters<typeof POST>[0], state };
}

const count = async (table: string) =>
  Number((await t.handle.runner.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n);
const kept = async () => ({
  staged: await count('staged_photos'),
  media: await count('blog_media'),
  files: (await t.storage.list()).length,
});

describe('POST /api/admin/uploads', () => {
  it('keeps a product photo for its save: a token for this administrator, re-encoded, nothing in storage yet', async () => {
    const before = await kept();
    const { request } = upload(uploadFixture('photo-b.png'), { name: 'Kotak biru.png' });
    const response = await POST(request);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = await response.json();
    expect(answer).toMatchObject({ ok: true, token: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const [row] = await t.handle.runner.query<{ user_id: string; purpose: string; file_name: string; head: string }>(
      `select user_id, purpose, file_name, encode(substring(bytes from 1 for 3), 'hex') as head from staged_photos where token = '${answer.token}'`,
    );
    expect(row).toEqual({ user_id: userId, purpose: 'catalogue', file_name: 'Kotak biru.png', head: 'ffd8ff' });
    expect(await kept()).toEqual({ ...before, staged: before.staged + 1 });
  });

  it('stores a blog image at once in the media library', async () => {
    const before = await kept();
    const response = await POST(upload(uploadFixture('photo-c.webp'), { purpose: 'blog', name: 'cover.webp' }).request);
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toMatchObject({
      ok: true,
      media: { url: expect.stringMatching(/\/blog\/blog-[a-z0-9]+\.jpg$/), originalName: 'cover.webp' },
    });
    expect(await kept()).toEqual({ ...before, media: before.media + 1, files: before.files + 1 });
  });

  it('a blog image records its uploader; a refused row removes the file again, refused storage writes no row', async () => {
    const before = await kept();
    const ok = await (await POST(upload(uploadFixture('photo-a.jpg'), { purpose: 'blog', name: 'a.jpg' }).request)).json();
    const [row] = await t.handle.runner.query<{ uploaded_by: string; object_path: string }>(
      `select uploaded_by, object_path from blog_media where id = ${ok.media.id}`,
    );
    expect(row?.uploaded_by).toBe('uploads@example.com');
    const stored = await fs.readFile(t.storage.filePath(row!.object_path)!);
    expect([...stored.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const afterOne = await kept();
    expect(afterOne).toEqual({ ...before, media: before.media + 1, files: before.files + 1 });

    await t.handle.runner.exec(`
      create or replace function blog_media_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end; $$;
      create trigger blog_media_refuse before insert on blog_media for each row execute function blog_media_refuse();`);
    try {
      const refused = await POST(upload(uploadFixture('photo-a.jpg'), { purpose: 'blog', name: 'a.jpg' }).request);
      expect([refused.status, await refused.json()]).toEqual([
        500,
        { ok: false, message: en.photoUpload.errors.storage.replace('{file}', 'a.jpg') },
      ]);
      expect(await kept()).toEqual(afterOne);
    } finally {
      await t.handle.runner.exec('drop trigger blog_media_refuse on blog_media; drop function blog_media_refuse();');
    }

    setStorageForTests({ ...t.storage, upload: async () => Promise.reject(new Error('storage is down')) });
    try {
      const down = await POST(upload(uploadFixture('photo-a.jpg'), { purpose: 'blog', name: 'a.jpg' }).request);
      expect(down.status).toBe(500);
      expect(await kept()).toEqual(afterOne);
    } finally {
      setStorageForTests(t.storage);
    }
  });

  it('a staged photo the database refuses is a 500 with the translated message, keeping nothing', async () => {
    const before = await kept();
    await t.handle.runner.exec(`
      create or replace function staged_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end; $$;
      create trigger staged_refuse before insert on staged_photos for each row execute function staged_refuse();`);
    try {
      const refused = await POST(upload(uploadFixture('photo-a.jpg'), { purpose: 'home', name: 'a.jpg', locale: 'zh-CN' }).request);
      expect([refused.status, (await refused.json()).message]).toEqual([500, zh.photoUpload.errors.storage.replace('{file}', 'a.jpg')]);
    } finally {
      await t.handle.runner.exec('drop trigger staged_refuse on staged_photos; drop function staged_refuse();');
    }
    expect(await kept()).toEqual(before);
  });

  it.each([
    ['polyglot.jpg', 'notImage', 'en'],
    ['wrong-extension.jpg', 'notImage', 'id'],
    ['script.svg', 'notImage', 'zh-CN'],
    ['pixel-bomb.png', 'tooManyPixels', 'id'],
  ] as const)('refuses %s (422) with the translated reason and keeps nothing', async (name, reason, locale) => {
    const before = await kept();
    const response = await POST(upload(uploadFixture(name), { name, locale }).request);
    expect(response.status).toBe(422);
    const expected = createTranslator({ locale, messages: messages[locale] as typeof en, namespace: 'photoUpload' })(`errors.${reason}`, {
      file: name,
    });
    expect(await response.json()).toEqual({ ok: false, message: expected });
    expect(await kept()).toEqual(before);
  });

  it('takes a photo of exactly 10 MB to its checks, and refuses one byte more while reading, without keeping anything', async () => {
    const limit = 10 * 1024 * 1024;
    const atLimit = new Uint8Array(limit);
    atLimit.set([0xff, 0xd8, 0xff]);
    const at = await POST(upload(atLimit, { name: 'full.jpg' }).request);
    // Read whole, then refused by the decoder (zeros are no JPEG), not by the size.
    expect([at.status, (await at.json()).message]).toEqual([422, 'full.jpg: the image is damaged or cannot be read.']);

    const before = await kept();
    const over = new Uint8Array(limit + 1);
    over.set([0xff, 0xd8, 0xff]);
    const chunked = await POST(upload(over, { name: 'big.jpg' }).request);
    expect([chunked.status, await chunked.json()]).toEqual([413, { ok: false, message: 'big.jpg: larger than 10 MB.' }]);
    const declared = upload(over, { name: 'big.jpg', headers: { 'content-length': String(limit + 1) } });
    expect((await POST(declared.request)).status).toBe(413);
    expect(declared.state.pulled).toBe(0);
    expect(await kept()).toEqual(before);
  });

  it('checks the session, the role, the purpose and the origin before reading the body', async () => {
    const own = cookieJar.token;
    const photo = uploadFixture('photo-a.jpg');
    const before = await kept();
    try {
      cookieJar.token = undefined;
      const signedOut = upload(photo, { locale: 'id' });
      const answer = await POST(signedOut.request);
      expect([answer.status, (await answer.json()).message]).toEqual([401, id.photoUpload.signedOut]);
      expect(signedOut.state.pulled).toBe(0);

      for (const [purpose, capability] of [
        ['catalogue', 'catalogue'],
        ['home', 'home'],
        ['blog', 'blog'],
      ] as const) {
        for (const { role, token } of await refusedRoleSessions(t.handle.db, capability)) {
          cookieJar.token = token;
          const refused = upload(photo, { purpose });
          expect((await POST(refused.request)).status, `${role} ${purpose}`).toBe(403);
          expect(refused.state.pulled, `${role} ${purpose}`).toBe(0);
        }
      }

      cookieJar.token = own;
      const unknown = upload(photo, { purpose: 'avatars' });
      expect((await POST(unknown.request)).status).toBe(400);
      const crossSite = upload(photo, { headers: { origin: 'https://evil.example' } });
      expect((await POST(crossSite.request)).status).toBe(403);
      expect([unknown.state.pulled, crossSite.state.pulled]).toEqual([0, 0]);
    } finally {
      cookieJar.token = own;
    }
    expect(await kept()).toEqual(before);
  });
});
