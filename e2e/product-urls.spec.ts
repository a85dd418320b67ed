import fs from 'node:fs';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';

// Product and category addresses carry a slug per locale (seed: item 1 is 磁吸礼盒 in Chinese,
// category 6 精装硬盒). The bare id and any other slug answer 308 to the locale's address in ONE
// hop, keeping the query; canonical, hreflang and the sitemap name the slug addresses.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The redirect's target path (with its query). Next sends the Location header twice, identical,
 * when it renders a redirect on a cache miss (once from the cached entry's headers): one target.
 */
function target(response: APIResponse): URL {
  const values = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'location')
    .map((h) => h.value);
  expect(new Set(values).size, values.join(' | ')).toBe(1);
  return new URL(values[0]!, 'http://x');
}

test('a Chinese product address with its pinyin slug renders, with canonical and hreflang on the slugs', async ({ page }) => {
  const response = await page.goto('/zh-CN/product/1/ci-xi-li-he');
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()).toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('磁吸礼盒');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/zh-CN\/product\/1\/ci-xi-li-he$/);
  await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', /\/zh-CN\/product\/1\/ci-xi-li-he$/);
  const english = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href');
  expect(english).toMatch(/\/product\/1\/[a-z0-9-]+$/);
  expect(english).not.toContain('/zh-CN/');
  // The breadcrumb's category link is the category's Chinese address.
  await expect(page.locator('nav a[href^="/zh-CN/category/6/"]').first()).toHaveAttribute('href', '/zh-CN/category/6/jing-zhuang-ying-he');
});

test('the bare id answers 308 to the canonical address in one hop, in each locale', async ({ request }) => {
  for (const prefix of ['', '/id', '/zh-CN']) {
    const bare = await request.get(`${prefix}/product/1`, { maxRedirects: 0 });
    expect(bare.status(), `${prefix}/product/1`).toBe(308);
    const location = target(bare).pathname;
    expect(location).toMatch(new RegExp(`^${prefix}/product/1/[a-z0-9-]+$`));
    expect(location.split('/').at(-1)).toMatch(SLUG);
    const landed = await request.get(location, { maxRedirects: 0 });
    expect(landed.status(), location).toBe(200);
  }
  const zh = await request.get('/zh-CN/product/1', { maxRedirects: 0 });
  expect(target(zh).pathname).toBe('/zh-CN/product/1/ci-xi-li-he');
});

test('a wrong slug 308s to the canonical one; an unknown id is still a 404', async ({ request }) => {
  const wrong = await request.get('/zh-CN/product/1/not-the-slug', { maxRedirects: 0 });
  expect(wrong.status()).toBe(308);
  expect(target(wrong).pathname).toBe('/zh-CN/product/1/ci-xi-li-he');
  expect((await request.get('/product/999999', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/product/999999/some-slug', { maxRedirects: 0 })).status()).toBe(404);
});

test('a category: bare id and wrong slug 308 in one hop, keeping ?q= / ?page=', async ({ request }) => {
  const bare = await request.get('/zh-CN/category/6', { maxRedirects: 0 });
  expect(bare.status()).toBe(308);
  expect(target(bare).pathname).toBe('/zh-CN/category/6/jing-zhuang-ying-he');

  const search = await request.get('/zh-CN/category/6?q=%E7%A4%BC%E7%9B%92&sort=desc', { maxRedirects: 0 });
  expect(search.status()).toBe(308);
  const moved = target(search);
  expect(moved.pathname).toBe('/zh-CN/category/6/jing-zhuang-ying-he');
  expect(moved.searchParams.get('q')).toBe('礼盒');
  expect(moved.searchParams.get('sort')).toBe('desc');
  expect(moved.searchParams.has('slug')).toBe(false);
  const page = await request.get(`${moved.pathname}${moved.search}`, { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('磁吸礼盒');

  const wrong = await request.get('/category/6/wrong?page=2', { maxRedirects: 0 });
  expect(wrong.status()).toBe(308);
  const paged = target(wrong);
  expect(paged.pathname).toMatch(/^\/category\/6\/[a-z0-9-]+$/);
  expect(paged.search).toBe('?page=2');
});

test('the sitemap lists the slug addresses', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain('/zh-CN/product/1/ci-xi-li-he</loc>');
  expect(xml).toContain('/zh-CN/category/6/jing-zhuang-ying-he</loc>');
  expect(xml).not.toMatch(/\/product\/\d+<\/loc>/);
});

test('the landing page and the quote page link products and categories by their slug addresses, never the bare id', async ({ request }) => {
  // A bare `/product/N` or `/category/N` link costs every click a 308 hop.
  const bare = /href="(?:\/(?:id|zh-CN))?\/(?:product|category)\/\d+"/g;
  // The home page is rendered on its first request, from the database (the build prerenders none:
  // its copy had the configured menu's bare addresses), so it is read as any visitor reads it.
  const manifest = path.join(process.env.E2E_DIST_DIR ?? '.next-e2e', 'prerender-manifest.json');
  const prerendered = Object.keys((JSON.parse(fs.readFileSync(manifest, 'utf8')) as { routes: Record<string, unknown> }).routes);
  expect(prerendered.filter((route) => ['/en', '/id', '/zh-CN'].includes(route))).toEqual([]);
  for (const address of ['/', '/zh-CN', '/quote', '/id/quote', '/quote?add=1', '/zh-CN/quote?add=1']) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    const html = await response.text();
    expect(html.match(bare) ?? [], address).toEqual([]);
  }
  // The landing page's fixed tiles and the ?add= line name the slug addresses.
  expect(await (await request.get('/zh-CN')).text()).toContain('href="/zh-CN/category/6/jing-zhuang-ying-he"');
  expect(await (await request.get('/zh-CN/quote?add=1')).text()).toContain('href="/zh-CN/product/1/ci-xi-li-he"');
});
