import type { Page } from '@playwright/test';
import { isMobile } from './catalog-helpers';
import { test } from './fixtures';

// Not a test: screenshots of the home page in each language and of a 404 page, at 1280 and 390 px,
// written only when VISITOR_SCREENSHOTS names a folder. Skipped otherwise.
const dir = process.env.VISITOR_SCREENSHOTS;
test.skip(!dir, 'set VISITOR_SCREENSHOTS=<folder> to write the screenshots');

// The whole page at 1280 px; the first screen at 390 px (a whole phone page is too tall to read).
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({
    path: `${dir}/${name}-${isMobile(page) ? 390 : 1280}.png`,
    scale: 'css',
    animations: 'disabled',
    fullPage: fullPage && !isMobile(page),
  });

test('home and not-found screens', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [name, path] of [
    ['home-en', '/'],
    ['home-id', '/id'],
    ['home-zh-CN', '/zh-CN'],
  ] as const) {
    await page.goto(path);
    await shot(page, name, true);
  }
  await page.goto('/id/product/999999');
  await shot(page, 'not-found-product-id', true);
  await page.goto('/zh-CN/no-such-page');
  await shot(page, 'not-found-zh-CN', true);
  await page.goto('/category/6?q=zzz');
  await shot(page, 'category-no-match');
  await page.goto('/id/blog');
  await page.locator('form[action="/id/blog"]').getByRole('searchbox').fill('Spot UV');
  const badge = page.getByTestId('language-badge').first();
  await badge.waitFor();
  await badge.scrollIntoViewIfNeeded();
  await shot(page, 'blog-list-english-badge-id');
  await page.goto('/id/blog/spot-uv-vs-lamination');
  await shot(page, 'article-english-only-id');
});
