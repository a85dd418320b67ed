import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { TITLE_LEFT, TITLE_SIZE, TITLE_TOP } from '../lib/og/card-layout';
import { drewGlyphs, glyphCells } from '../tests/card-glyphs';
import { expect, test } from './fixtures';

// Share cards as a crawler sees them: the og:image of a page, fetched and decoded. Seed: product 1
// is 磁吸礼盒 in Chinese. SHARE_CARD_SCREENSHOTS=<folder> also writes the en/id/zh-CN cards there.

const shots = process.env.SHARE_CARD_SCREENSHOTS;

async function cardOf(page: Page, address: string) {
  expect((await page.goto(address))?.status()).toBe(200);
  const meta = async (attr: 'property' | 'name', key: string) => page.locator(`meta[${attr}="${key}"]`).first().getAttribute('content');
  const url = new URL((await meta('property', 'og:image'))!);
  return {
    path: url.pathname + url.search,
    width: await meta('property', 'og:image:width'),
    height: await meta('property', 'og:image:height'),
    alt: await meta('property', 'og:image:alt'),
    twitterCard: await meta('name', 'twitter:card'),
    twitterImage: await meta('name', 'twitter:image'),
  };
}

async function timedGet(request: APIRequestContext, url: string) {
  const started = performance.now();
  const response = await request.get(url);
  const body = await response.body();
  return { response, body, ms: Math.round(performance.now() - started) };
}

test("a Chinese product's og:image is its card, drawn with real Chinese glyphs, then served from the cache", async ({ page, request }) => {
  const card = await cardOf(page, '/zh-CN/product/1/ci-xi-li-he');
  expect(card.path).toMatch(/^\/api\/og\/product\/zh-CN\/1(\?v=[0-9a-z]+)?$/);
  expect([card.width, card.height, card.twitterCard]).toEqual(['1200', '630', 'summary_large_image']);
  expect(card.alt).toContain('磁吸礼盒');
  expect(new URL(card.twitterImage!).pathname).toBe('/api/og/product/zh-CN/1');

  const first = await timedGet(request, card.path);
  expect(first.response.status()).toBe(200);
  expect(first.response.headers()['content-type']).toBe('image/png');
  expect(first.response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
  const meta = await sharp(first.body).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  const cells = await glyphCells(first.body, { left: TITLE_LEFT, top: TITLE_TOP, size: TITLE_SIZE }, 4);
  expect(drewGlyphs(cells), `ink ${cells.inked.join(' ')}, smallest difference ${cells.minDifference}`).toBe(true);

  const again = await timedGet(request, card.path);
  expect(again.response.headers()['x-nextjs-cache']).toBe('HIT');
  expect(Buffer.compare(again.body, first.body)).toBe(0);
  test.info().annotations.push({ type: 'card time', description: `first ${first.ms} ms, cached ${again.ms} ms` });
  console.log(`zh-CN product card: first ${first.ms} ms, cached ${again.ms} ms, ${first.body.length} bytes`);

  // That the cached card carries the item's tags (a save draws it again) is proven by the admin's
  // translation journey (admin-item-translations.spec.ts), on an item of its own.
  if (shots) {
    fs.mkdirSync(shots, { recursive: true });
    fs.writeFileSync(path.join(shots, 'product-1-zh-CN.png'), first.body);
  }
});

test('each language has its own card; a missing page has none', async ({ page, request }) => {
  const bodies = new Map<string, Buffer>();
  for (const [locale, address] of [
    ['en', '/product/1'],
    ['id', '/id/product/1'],
    ['zh-CN', '/zh-CN/product/1'],
  ] as const) {
    const card = await cardOf(page, address);
    expect(card.path).toContain(`/api/og/product/${locale}/1`);
    const { response, body } = await timedGet(request, card.path);
    expect(response.status()).toBe(200);
    bodies.set(locale, body);
    if (shots) {
      fs.mkdirSync(shots, { recursive: true });
      fs.writeFileSync(path.join(shots, `product-1-${locale}.png`), body);
    }
  }
  expect(new Set([...bodies.values()].map((b) => b.toString('base64'))).size).toBe(3);
  for (const address of ['/category/6', '/zh-CN/category/6']) {
    const card = await cardOf(page, address);
    expect((await request.get(card.path)).headers()['content-type']).toBe('image/png');
  }
  // Another spelling of an existing id is not drawn again: 404, like an unknown one.
  for (const missing of [
    '/api/og/product/zh-CN/999999',
    '/api/og/product/xx/1',
    '/api/og/user/en/1',
    '/api/og/product/zh-CN/01',
    '/api/og/product/zh-CN/0001',
    '/api/og/category/en/06',
  ]) {
    const response = await request.get(missing);
    expect(response.status(), missing).toBe(404);
    expect(response.headers()['cache-control']).toBe('private, no-store');
  }
});

test("an article's og:image is its card in the page's language, fetched and decoded", async ({ page, request }) => {
  await page.goto('/zh-CN/blog');
  const href = await page.getByTestId('post-card').locator('h3 a').first().getAttribute('href');
  expect(href, 'a post on the Chinese blog list').toBeTruthy();
  const card = await cardOf(page, href!);
  expect(card.path).toMatch(/^\/api\/og\/article\/zh-CN\/[^/?]+(\?v=[0-9a-z]+)?$/);
  expect([card.width, card.height, card.twitterCard]).toEqual(['1200', '630', 'summary_large_image']);
  const response = await request.get(card.path);
  expect([response.status(), response.headers()['content-type']]).toEqual([200, 'image/png']);
  const meta = await sharp(await response.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  // The same slug with a letter percent-encoded is the same cache entry (Next decodes the path
  // first): served from the cache, not drawn again.
  const cardPath = card.path.split('?')[0]!;
  const key = cardPath.split('/').at(-1)!;
  const first = key.codePointAt(0)!;
  expect(first, 'the slug starts with a plain ASCII character').toBeLessThan(128);
  const respelled = `${cardPath.slice(0, -key.length)}%${first.toString(16).toUpperCase()}${key.slice(1)}`;
  const again = await request.get(respelled);
  expect([again.status(), again.headers()['x-nextjs-cache']], respelled).toEqual([200, 'HIT']);
});
