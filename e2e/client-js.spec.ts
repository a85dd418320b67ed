import zlib from 'node:zlib';
import { publishedSlugsFromFeed } from './blog-helpers';
import { expect, test } from './fixtures';
import { scriptUrls } from './script-size';

// What the public pages' JavaScript may hold (gzip level 9, as `npm run bench` counts
// it; noModule scripts are left out: browsers with ES modules never download them).
// React 19 + Next 16's own runtime (Turbopack build) is ~133 KiB on every page, Next's default
// global-error page included (docs/decisions/035-public-page-client-javascript.md). Without
// next/image and next/link (docs/decisions/015-public-page-weight-and-client-js.md) the public
// pages loaded 134–142 KiB; dialogs, popups, not-found pages and the quantity rules loading on first
// use (docs/decisions/047-category-paging-and-lighter-pages.md) took them to 134.9–140 KiB, the
// category page (search, sort and paging in the browser) to 141; its requests and URL changes loading
// when the visitor reaches for them, its static markup and class lists on the server and in CSS, to
// 140.1 (the product page too). The product and category not-found boundaries rendered from the
// modules those pages load anyway, not as scripts of their own, and the menu button's icon in CSS
// took the product page to 139.7, the category page and the blog list to 139.8
// (docs/decisions/066-catalog-not-found-without-own-script.md). The app's module count then grew
// (admin screens, the quotation PDF) past the point where Turbopack's module ids take six digits
// instead of five: every chunk of every page grew a few bytes with no code of its own changed
// (9928 → 909928 in a chunk's loader), 0.3 KiB on each page, /login included (134.9 → 135.2), which
// took the category page to 140.1 and the product page to 140.3. One budget for every page: 141 KiB.
// The runtimes that were removed must not come back (they took the pages to 156–182 KiB).
const BUDGET_KB = 141;
const FORBIDDEN: Record<string, RegExp> = {
  'next-intl / use-intl client runtime': /IntlMessageFormat|_next_intl_trailing_slash|INVALID_MESSAGE/,
  zod: /ZodError|\$ZodType/,
  // Photos are plain <img> with a srcset computed while rendering (components/catalog/photo-src.ts)
  // and links plain <a>: next/image's client component (~2 KiB gz) and next/link's (~3 KiB gz)
  // were what kept the public pages above the budget.
  'next/image client component': /data-nimg/,
  'next/link': /legacyBehavior/,
};

test('public pages stay within the client JavaScript budget', async ({ page }) => {
  const [slug] = await publishedSlugsFromFeed(page);
  const paths = ['/', '/category/6', '/product/1', '/blog', `/blog/${slug}`, '/login', '/id/product/1'];
  const sizes: Record<string, number> = {};
  for (const path of paths) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const urls = scriptUrls(await response.text(), response.url());
    let gzip = 0;
    for (const url of urls) {
      const body = await (await page.request.get(url)).body();
      gzip += zlib.gzipSync(body, { level: 9 }).length;
      const text = body.toString('utf8');
      for (const [what, pattern] of Object.entries(FORBIDDEN)) expect(pattern.test(text), `${path} loads ${what} (${url})`).toBe(false);
    }
    sizes[path] = Math.round((gzip / 1024) * 10) / 10;
  }
  console.log('client JS KiB gz:', JSON.stringify(sizes));
  for (const path of paths) expect(sizes[path], `${path}: ${sizes[path]} KiB`).toBeLessThanOrEqual(BUDGET_KB);
});
