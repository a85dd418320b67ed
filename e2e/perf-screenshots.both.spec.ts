import type { Page } from '@playwright/test';
import { publishedSlugsFromFeed } from './blog-helpers';
import { isMobile } from './catalog-helpers';
import { test } from './fixtures';

// Not a test: the public pages slimmed for client JS and LCP, at 1280 and 390 px, to compare
// before/after by eye. Written only when PERF_SCREENSHOTS names a folder (e.g. docs/screenshots/perf).
const dir = process.env.PERF_SCREENSHOTS;
test.skip(!dir, 'set PERF_SCREENSHOTS=<folder> to write the screenshots');

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  // Lazy images below the fold: scroll through once so the full-page shot shows them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(r));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: `${dir}/${name}-${isMobile(page) ? 390 : 1280}.png`,
    fullPage: true,
    scale: 'css',
    animations: 'disabled',
  });
}

test('public pages', async ({ page }) => {
  test.setTimeout(120_000);
  const [slug] = await publishedSlugsFromFeed(page);
  for (const [name, path] of [
    ['home', '/'],
    ['category', '/category/6'],
    ['product', '/product/1'],
    ['blog-list', '/blog'],
    ['article', `/blog/${slug}`],
    ['login', '/login'],
  ] as const) {
    await page.goto(path);
    await shot(page, name);
  }
});
