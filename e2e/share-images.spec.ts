import sharp from 'sharp';
import { expect, test } from './fixtures';

// Every kind of public page shares a picture (WhatsApp and WeChat preview only a raster image):
// its og:image is a PNG that can be fetched, with its size and alt text, and twitter:image beside
// it. Pages without a photo share the site's card of their kind, never the SVG logo.

const PAGES = [
  { kind: 'home', address: '/', card: '/api/og/page/en/home' },
  { kind: 'home (Indonesian)', address: '/id', card: '/api/og/page/id/home' },
  { kind: 'category', address: '/zh-CN/category/6', card: '/api/og/category/zh-CN/6' },
  { kind: 'product', address: '/product/1', card: '/api/og/product/en/1' },
  { kind: 'blog list', address: '/blog', card: '/api/og/page/en/blog' },
  { kind: 'blog list, page 2', address: '/id/blog/page/2', card: '/api/og/page/id/blog' },
  { kind: 'article', address: '/blog/hardbox-vs-softbox-choosing-the-right-box', card: '/api/og/article/en/' },
  { kind: 'tag', address: '/zh-CN/blog/tag/branding', card: '/api/og/tag/zh-CN/branding' },
  { kind: 'quote list', address: '/quote', card: '/api/og/page/en/quote' },
  { kind: 'search', address: '/search?q=box', card: '/api/og/page/en/home' },
  { kind: '404', address: '/id/no/such/page', card: '/api/og/page/id/home' },
];

const meta = (html: string, attr: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1] ?? null;

test('every public page type has a fetchable PNG as og:image, with its size and alt', async ({ request }) => {
  test.setTimeout(120_000);
  for (const { kind, address, card } of PAGES) {
    const response = await request.get(address);
    expect([200, 404], kind).toContain(response.status());
    const html = await response.text();
    const image = meta(html, 'property', 'og:image');
    expect(image, `${kind}: og:image`).toBeTruthy();
    expect(image).not.toMatch(/\.svg(\?|$)/);
    const url = new URL(image!);
    expect(url.pathname.startsWith(card) || url.pathname === card, `${kind}: ${url.pathname}`).toBe(true);
    expect(meta(html, 'property', 'og:image:type'), kind).toBe('image/png');
    expect([meta(html, 'property', 'og:image:width'), meta(html, 'property', 'og:image:height')], kind).toEqual(['1200', '630']);
    expect(meta(html, 'property', 'og:image:alt'), kind).toBeTruthy();
    expect(meta(html, 'name', 'twitter:card'), kind).toBe('summary_large_image');
    expect(new URL(meta(html, 'name', 'twitter:image')!).pathname, kind).toBe(url.pathname);

    const picture = await request.get(url.pathname + url.search);
    expect(picture.status(), `${kind}: ${url.pathname}`).toBe(200);
    expect(picture.headers()['content-type'], kind).toBe('image/png');
    const decoded = await sharp(await picture.body()).metadata();
    expect([decoded.format, decoded.width, decoded.height], kind).toEqual(['png', 1200, 630]);
  }
});

test('a page card that does not exist is a 404', async ({ request }) => {
  for (const missing of ['/api/og/page/en/about', '/api/og/page/xx/home', '/api/og/tag/en/no-such-tag']) {
    expect((await request.get(missing)).status(), missing).toBe(404);
  }
});
