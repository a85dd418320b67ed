import { expect, test } from '@playwright/test';
import { toZonedInputValue } from '../lib/blog/admin/schedule-time';
import { addBlock, ed, openCreateScreen } from '../e2e/admin-blog-helpers';
import { m } from './helpers';
import { A, B, freezeRedis, get, health, killRedis, redisKeys, renameProduct, restartRedis, signIn } from './helpers';

// Two instances of one build share the page cache through Redis. The admin works on A;
// every check reads B right after the write, once: no waiting, no retry.

test.describe.configure({ mode: 'serial' });

const PRODUCT = 1; // seeded, in category 6 (lib/start-up/seed/catalog-data.ts)
const CATEGORY = 6;
const DRAFT = { slug: 'draft-guide-to-die-cut-windows', title: 'Draft: Guide to Die-Cut Windows' };
const stamp = Date.now().toString(36);

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test('a write through instance A is served by instance B on its very next request', async ({ page }) => {
  test.setTimeout(120_000);
  const feed = (await get(A, '/blog/rss.xml')).text;
  // The newest published post (first in the feed, so on the blog list's first page) will be deleted.
  const item = /<item>\s*<title>([^<]+)<\/title>\s*<link>[^<]*\/blog\/([^<]+)<\/link>/.exec(feed);
  expect(item, feed.slice(0, 500)).not.toBeNull();
  const doomedTitle = unescapeXml(item![1]!);
  const doomed = decodeURIComponent(item![2]!);
  const warm = [`/product/${PRODUCT}`, `/category/${CATEGORY}`, '/blog', `/blog/${doomed}`, '/sitemap.xml', '/blog/rss.xml'];
  // Warm both instances (twice: the second answer comes from the cache).
  for (const base of [A, B]) for (const path of [...warm, ...warm]) expect((await get(base, path)).status, `${base}${path}`).toBe(200);
  expect((await get(B, '/blog/rss.xml')).text).not.toContain(DRAFT.slug);
  expect((await get(B, '/blog')).text).toContain(escapeHtml(doomedTitle));
  expect((await get(B, `/blog/${DRAFT.slug}`)).status).toBe(404);
  // Redis holds the pages under this build's prefix.
  expect(redisKeys(`/product/${PRODUCT}`).length).toBeGreaterThan(0);

  await signIn(page);
  // The category's cached first page lists eight products A–Z: the new name sorts first, so it is there.
  const name = `A Scale-out Box ${stamp}`;
  await renameProduct(page, PRODUCT, name);

  // Publish a draft.
  await page.goto(`/admin-panel/blog?q=${encodeURIComponent('Die-Cut Windows')}`);
  await page
    .getByTestId('post-row')
    .filter({ hasText: DRAFT.title })
    .getByRole('link', { name: m('adminBlog.actions.edit') })
    .click();
  await page.getByRole('button', { name: m('editor.publish') }).click();
  await expect(page.getByTestId('admin-alert').filter({ hasText: m('editor.alerts.updated') })).toContainText(
    m('editor.alerts.publishedBody'),
  );

  // Delete a published post.
  await page.goto(`/admin-panel/blog?q=${encodeURIComponent(doomedTitle)}`);
  const row = page.getByTestId('post-row').filter({ hasText: doomedTitle });
  await row.getByRole('button', { name: m('adminBlog.actions.delete') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: m('adminBlog.confirmDelete.confirm') })
    .click();
  await expect(page.getByTestId('admin-alert').filter({ hasText: m('adminBlog.toasts.deleted') })).toBeVisible({ timeout: 30_000 });

  // Instance B, one request each.
  expect((await get(B, `/product/${PRODUCT}`)).text).toContain(name);
  expect((await get(B, `/category/${CATEGORY}`)).text).toContain(name);
  const blog = (await get(B, '/blog')).text;
  expect(blog).toContain(DRAFT.title);
  expect(blog).not.toContain(escapeHtml(doomedTitle));
  expect((await get(B, `/blog/${DRAFT.slug}`)).status).toBe(200);
  const rss = (await get(B, '/blog/rss.xml')).text;
  expect(rss).toContain(DRAFT.slug);
  expect(rss).not.toContain(`/blog/${doomed}<`);
  const sitemap = (await get(B, '/sitemap.xml')).text;
  expect(sitemap).toContain(`/blog/${DRAFT.slug}`);
  expect(sitemap).not.toContain(`/blog/${doomed}<`);
  for (const base of [B, A]) expect((await get(base, `/blog/${doomed}`)).status, base).toBe(404);

  // Made-up URLs are 404 and never stored (the file-system handler's rule holds in Redis too).
  for (const base of [A, B]) for (let i = 0; i < 2; i++) expect((await get(base, '/product/987654')).status).toBe(404);
  expect(redisKeys('987654')).toEqual([]);
});

test.describe('scheduled publishing', () => {
  test.use({ timezoneId: 'Asia/Jakarta' });

  test('a post scheduled on A appears on both instances at its time, on their first read after it', async ({ page }) => {
    test.setTimeout(180_000);
    const title = `Scale-out scheduled ${stamp}`;
    const slug = `scale-out-scheduled-${stamp}`;
    await signIn(page);
    await openCreateScreen(page, title);
    await addBlock(page, 'text');
    await page.getByTestId('block-card').first().getByLabel(ed('fields.content'), { exact: true }).fill(`Body of ${title}`);
    await page.getByRole('button', { name: ed('schedule.open'), exact: true }).click();
    const at = new Date(Math.ceil((Date.now() + 40_000) / 1000) * 1000);
    await page.locator('#schedule-at').fill(toZonedInputValue(at, 'Asia/Jakarta'));
    await page.getByRole('button', { name: ed('schedule.confirm'), exact: true }).click();
    await page.waitForURL(/\/admin-panel\/blog\/edit\//);

    // Past Redis' write fence of the save (10 s, docs/decisions/030-shared-page-cache-in-redis.md), both instances cache the list
    // and the feed without the post (the second read is the shared copy).
    const saved = Date.now();
    await expect.poll(() => Date.now(), { timeout: 20_000, intervals: [500] }).toBeGreaterThan(saved + 11_000);
    for (const base of [A, B])
      for (const path of ['/blog', '/blog/rss.xml', '/blog', '/blog/rss.xml']) {
        expect((await get(base, path)).text.includes(slug), `${base}${path}`).toBe(false);
      }
    expect((await get(B, `/blog/${slug}`)).status).toBe(404);
    expect(Date.now(), 'the "not yet" reads ran before the scheduled time').toBeLessThan(at.getTime());

    // Whole-second lifetimes: just past the time, the first read on each instance has it.
    await expect.poll(() => Date.now(), { timeout: 120_000, intervals: [500] }).toBeGreaterThan(at.getTime() + 2_000);
    expect((await get(B, '/blog')).text.includes(slug), 'B /blog').toBe(true);
    expect((await get(B, '/blog/rss.xml')).text.includes(slug), 'B feed').toBe(true);
    expect((await get(A, '/blog')).text.includes(slug), 'A /blog').toBe(true);
    expect((await get(B, `/blog/${slug}`)).status).toBe(200);
  });
});

test('with Redis hung, then dead, both instances serve pages and take admin writes; it recovers', async ({ page }) => {
  test.setTimeout(120_000);
  const paths = [`/product/${PRODUCT}`, `/category/${CATEGORY}`, '/blog', '/'];
  const resume = freezeRedis();
  try {
    for (const base of [A, B]) {
      const h = await health(base);
      expect(h.status).toBe(200);
      expect(h.body).toMatchObject({ status: 'degraded', cache: 'degraded' });
      for (const path of paths) {
        const r = await get(base, path);
        expect(r.status, `${base}${path}`).toBe(200);
        // A hung Redis costs one 500 ms timeout, then is skipped: far from a hang.
        expect(r.ms, `${base}${path} took ${r.ms.toFixed(0)} ms`).toBeLessThan(8_000);
      }
    }
  } finally {
    resume();
  }
  killRedis();
  for (const base of [A, B]) {
    await expect.poll(async () => (await health(base)).body.cache).toBe('degraded');
    expect((await health(base)).status).toBe(200);
    for (const path of paths) expect((await get(base, path)).status, `${base}${path}`).toBe(200);
  }
  await signIn(page);
  const during = `Outage Box ${stamp}`;
  await renameProduct(page, PRODUCT, during);
  // Without the shared cache B renders from the database: still the current content.
  expect((await get(B, `/product/${PRODUCT}`)).text).toContain(during);

  await restartRedis();
  for (const base of [A, B])
    await expect.poll(async () => (await health(base)).body, { timeout: 20_000 }).toMatchObject({ status: 'ok', cache: 'shared' });
  // Sharing resumed: B stores the page in Redis again (once its 3 s pause after the last failure and
  // the 10 s write fence after the rename have passed), and A's next write reaches it.
  await expect
    .poll(
      async () => {
        expect((await get(B, `/product/${PRODUCT}`)).text).toContain(during);
        return redisKeys(`/product/${PRODUCT}`).length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const after = `Recovered Box ${stamp}`;
  await renameProduct(page, PRODUCT, after);
  expect((await get(B, `/product/${PRODUCT}`)).text).toContain(after);
});
