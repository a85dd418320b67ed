import { expect, test } from '@playwright/test';
import { toZonedInputValue } from '../lib/blog/admin/schedule-time';
import { addBlock, ed, openCreateScreen } from '../e2e/admin-blog-helpers';
import { msg } from '../e2e/messages';
import { OWNER, signIn } from '../e2e-rehearsal/helpers';
import { canonical, get, r2Keys, sql } from './helpers';

// OpenNext's page cache on the Worker: pages in R2, tag invalidations in D1 (both miniflare's, on
// disk under .wrangler/state). Every check reads the Worker right after the write: no retry.

test.describe.configure({ mode: 'serial' });

const PRODUCT = 1; // seeded by scripts/edge-rehearsal.mjs, in category 6
const m = (key: string) => msg('en', `adminCatalog.${key}`);
const stamp = Date.now().toString(36);

test('a public page is served from the R2 page cache on its second request', async () => {
  const url = await canonical(`/product/${PRODUCT}`);
  const before = r2Keys();
  const first = await get(url);
  expect(first.status).toBe(200);
  const name = /<h1[^>]*>([^<]+)<\/h1>/.exec(first.text)?.[1];
  expect(name).toBeTruthy();
  // The first read rendered the page and stored it: a new object in the R2 bucket (OpenNext names
  // them by a hash of the page's cache key).
  const stored = r2Keys().filter((key) => !before.includes(key));
  expect(stored.length).toBeGreaterThan(0);
  const second = await get(url);
  expect(second.status).toBe(200);
  // How we know the second came from R2: OpenNext says so, nothing new was stored, and a change
  // made in the database behind the app's back (no revalidation) is not seen: no new render.
  expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
  expect(r2Keys().length).toBe(before.length + stored.length);
  const db = sql();
  try {
    await db`update items set item_name = ${`Changed behind the cache ${stamp}`} where id = ${PRODUCT}`;
    const third = await get(url);
    expect(third.text).toContain(name!);
    expect(third.text).not.toContain('Changed behind the cache');
    await db`update items set item_name = ${name!} where id = ${PRODUCT}`;
  } finally {
    await db.end();
  }
  console.log(`[edge] ${url}: rendered ${first.ms.toFixed(0)} ms, from R2 ${second.ms.toFixed(0)} ms`);
});

test('an admin edit is visible on the very next request (tag cache in D1)', async ({ page }) => {
  test.setTimeout(120_000);
  // Cached before the edit, on every page that shows the product.
  const urls = await Promise.all([`/product/${PRODUCT}`, `/id/product/${PRODUCT}`, '/category/6'].map(canonical));
  for (const url of urls) await get(url);
  expect((await get(urls[0]!)).headers.get('x-nextjs-cache')).toBe('HIT');
  const renamed = `Edge Box ${stamp}`;
  await signIn(page, OWNER);
  await page.goto(`/admin-panel/itemlist/${PRODUCT}`);
  const field = page.getByLabel(m('form.name'));
  await expect(field).not.toHaveValue('');
  await field.fill(renamed);
  await page.getByRole('button', { name: m('edit.update') }).click();
  await expect(page.getByTestId('toast')).toContainText(m('updated'), { timeout: 30_000 });
  for (const url of urls) {
    expect((await get(url)).text, url).toContain(renamed);
  }
});

test('an unknown URL is 404 and nothing is stored for it', async () => {
  const before = r2Keys();
  for (const url of ['/product/987654', '/id/product/987654', '/blog/no-such-post-987654', '/category/987654']) {
    for (let i = 0; i < 2; i++) expect((await get(url)).status, url).toBe(404);
  }
  expect(r2Keys().filter((key) => !before.includes(key))).toEqual([]);
});

test.describe('scheduled publishing', () => {
  test.use({ timezoneId: 'Asia/Jakarta' });

  test('a post scheduled ahead appears at its time, on the first read after it', async ({ page }) => {
    test.setTimeout(180_000);
    const title = `Edge scheduled ${stamp}`;
    await signIn(page, OWNER);
    await openCreateScreen(page, title);
    const slug = await page.locator('#post-slug').inputValue();
    await addBlock(page, 'text');
    await page.getByTestId('block-card').first().getByLabel(ed('fields.content'), { exact: true }).fill(`Body of ${title}`);
    await page.getByRole('button', { name: ed('schedule.open'), exact: true }).click();
    const at = new Date(Math.ceil((Date.now() + 30_000) / 1000) * 1000);
    await page.locator('#schedule-at').fill(toZonedInputValue(at, 'Asia/Jakarta'));
    await page.getByRole('button', { name: ed('schedule.confirm'), exact: true }).click();
    await page.waitForURL(/\/admin-panel\/blog\/edit\//);

    // Before its time: the list and the feed are cached without it (the second read is R2's copy).
    for (const url of ['/blog', '/blog/rss.xml', '/blog', '/blog/rss.xml']) expect((await get(url)).text.includes(slug), url).toBe(false);
    expect((await get('/blog')).headers.get('x-nextjs-cache')).toBe('HIT');
    expect((await get(`/blog/${slug}`)).status).toBe(404);
    expect(Date.now(), 'the "not yet" reads ran before the scheduled time').toBeLessThan(at.getTime());

    // The cached copies' lifetimes end at the scheduled time: the first read after it has the post.
    await expect.poll(() => Date.now(), { timeout: 90_000, intervals: [500] }).toBeGreaterThan(at.getTime() + 2_000);
    expect((await get('/blog')).text.includes(slug), '/blog').toBe(true);
    expect((await get('/blog/rss.xml')).text.includes(slug), 'feed').toBe(true);
    expect((await get(`/blog/${slug}`)).status).toBe(200);
  });
});
