import { isMobile } from './catalog-helpers';
import { BOTH_WIDTHS, expect, test } from './fixtures';

// LCP: the product page's first photo and the first row of category cards are fetched
// early (a preload link with the srcset/sizes, fetchpriority=high) and arrive as AVIF/WebP of at
// most 100 kB at phone width.
const MAX_BYTES = 100 * 1024;

async function imageBytes(request: import('@playwright/test').APIRequestContext, url: string) {
  const response = await request.get(url, { headers: { Accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
  expect(response.status(), url).toBe(200);
  return { type: response.headers()['content-type'], bytes: (await response.body()).length };
}

test('the product page preloads its main photo, small and modern at this width', BOTH_WIDTHS, async ({ page }) => {
  await page.goto('/product/1');
  const main = page.getByTestId('product-main-image').locator('img');
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).not.toHaveAttribute('loading', 'lazy');
  expect(await page.locator('link[rel="preload"][as="image"][imagesrcset]').count()).toBeGreaterThanOrEqual(1);
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(src).toContain('/_next/image?');
  const { type, bytes } = await imageBytes(page.request, src);
  console.log(`product main photo at ${page.viewportSize()?.width} px: ${src.replace(/^.*\?/, '?')} ${type} ${bytes} B`);
  expect(type).toMatch(/^image\/(avif|webp)$/);
  if (isMobile(page)) expect(bytes).toBeLessThanOrEqual(MAX_BYTES);
});

test('the first row of category cards loads first', BOTH_WIDTHS, async ({ page }) => {
  await page.goto('/category/6');
  const images = page.locator('main article img:not([aria-hidden])');
  await expect(images.first()).toBeVisible();
  const attrs = await page.locator('main article').evaluateAll((cards) =>
    cards.slice(0, 6).map((card) => {
      const img = card.querySelector('img') as HTMLImageElement;
      return { loading: img.getAttribute('loading'), priority: img.getAttribute('fetchpriority') };
    }),
  );
  // Two preloaded at high priority (every viewport shows them), the rest of the row eager, then lazy.
  expect(attrs.slice(0, 2).map((a) => a.priority)).toEqual(['high', 'high']);
  expect(attrs.slice(0, 4).every((a) => a.loading !== 'lazy')).toBe(true);
  expect(attrs.slice(4).every((a) => a.loading === 'lazy')).toBe(true);
  const first = page.locator('main article img').first();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const { type, bytes } = await imageBytes(page.request, await first.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(type).toMatch(/^image\/(avif|webp)$/);
  if (isMobile(page)) expect(bytes).toBeLessThanOrEqual(MAX_BYTES);
});
