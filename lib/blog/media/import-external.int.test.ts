// @engine-independent: fetching and re-encoding an external image
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { testPhoto } from '@/lib/catalog/test-photos';
import { resetConfigForTests } from '@/lib/config';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { sessionTokenFor } from '@/tests/session';
import { jar } from '@/tests/next-stubs/state';

// Saving a post with external image URLs: an allow-listed host's image is copied into storage (once
// per URL) and the post stores the copy; any other host is never requested and the save is refused.

vi.mock('next/headers', () => import('@/tests/next-stubs/headers'));
vi.mock('next/navigation', () => import('@/tests/next-stubs/navigation'));
vi.mock('next/cache', () => import('@/tests/next-stubs/cache'));
vi.mock('next-intl/server', () => import('@/tests/next-stubs/intl-server'));

const { upsertAccount } = await import('@/lib/auth/local-accounts');
const { savePostAction } = await import('@/lib/blog/admin/actions');

let t: TestDatabase;
let server: http.Server;
let host: string;
const requests: string[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  const admin = (await upsertAccount(t.handle.db, 'admin@example.com', 'admin12345')).account;
  jar.token = await sessionTokenFor(t.handle.db, admin, process.env.SESSION_SECRET!);
  const jpeg = (await testPhoto('#2266aa', 48)).bytes;
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/missing.jpg') return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': jpeg.byteLength }).end(Buffer.from(jpeg));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.cleanup();
});
beforeEach(() => {
  requests.length = 0;
  vi.stubEnv('SITE_URL', 'http://shop.test');
  vi.stubEnv('BLOG_IMAGE_HOSTS', host);
  resetConfigForTests();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

const form = (slug: string, featuredImageUrl: string, blockUrl: string) => ({
  title: slug,
  slug,
  author: 'Kemas',
  excerpt: '',
  featuredImageUrl,
  featuredImageAlt: '',
  status: 'published',
  categories: [],
  tags: [],
  metaTitle: '',
  metaDescription: '',
  blocks: [
    { id: 'a', type: 'text', content: { content: 'Hello' } },
    { id: 'b', type: 'image', content: { url: blockUrl, alt: 'Box', caption: '', alignment: 'center', width: 'full' } },
  ],
});

const stored = async (slug: string) => {
  const [post] = await t.handle.runner.query<{ featured_image_url: string | null; id: string }>(
    'select id, featured_image_url from blog_posts where slug = $1',
    [slug],
  );
  if (!post) return null;
  const blocks = await t.handle.runner.query<{ content: { url?: string } }>(
    "select content from blog_content_blocks where blog_post_id = $1 and block_type = 'image'",
    [post.id],
  );
  return { featured: post.featured_image_url, block: blocks[0]?.content.url };
};

it('copies an allow-listed image into storage, once per URL, and the post stores the copy', async () => {
  const external = `http://${host}/photos/box.jpg`;
  const result = await savePostAction('en', { form: form('with-images', external, external) });
  expect(result.ok).toBe(true);
  const post = await stored('with-images');
  expect(post!.featured).toMatch(/^\/storage\/itemphotos\/blog\/blog-[a-z0-9]+\.jpg$/);
  expect(post!.block).toBe(post!.featured);
  expect(result.ok && result.data.images).toEqual({ [external]: post!.featured });
  expect(requests).toEqual(['/photos/box.jpg']);
  const media = await t.handle.runner.query<{ source_url: string }>('select source_url from blog_media');
  expect(media).toEqual([{ source_url: external }]);
  expect(await t.storage.list()).toHaveLength(1);

  // The same URL in another post: the earlier copy, no second request.
  expect((await savePostAction('en', { form: form('again', external, '') })).ok).toBe(true);
  expect((await stored('again'))!.featured).toBe(post!.featured);
  expect(requests).toHaveLength(1);
});

it('refuses a host that is not allowed without requesting it, and writes nothing', async () => {
  vi.stubEnv('BLOG_IMAGE_HOSTS', 'images.example.com');
  resetConfigForTests();
  const result = await savePostAction('en', { form: form('not-allowed', '', `http://${host}/photos/other.jpg`) });
  expect(result).toMatchObject({ ok: false, fieldErrors: { blocks: expect.stringMatching(/not on the allowed list/) } });
  expect(requests).toEqual([]);
  expect(await stored('not-allowed')).toBeNull();
});

it('refuses an image the allowed host cannot deliver, naming the field', async () => {
  const result = await savePostAction('en', { form: form('missing', `http://${host}/missing.jpg`, '') });
  expect(result).toMatchObject({ ok: false, fieldErrors: { featuredImageUrl: expect.stringMatching(/could not be copied/) } });
  expect(await stored('missing')).toBeNull();
});

it('keeps this site’s own images as they are (no request)', async () => {
  const own = '/storage/itemphotos/main/main-1-abc.jpg';
  expect((await savePostAction('en', { form: form('own', own, 'http://shop.test/storage/itemphotos/x.jpg') })).ok).toBe(true);
  expect(await stored('own')).toEqual({ featured: own, block: 'http://shop.test/storage/itemphotos/x.jpg' });
  expect(requests).toEqual([]);
});
