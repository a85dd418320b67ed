import zlib from 'node:zlib';
import { publishedSlugsFromFeed } from './blog-helpers';
import { expect, test } from './fixtures';

// Issue 11: every public page loads at most 130 KiB of JavaScript (gzip level 9, as `npm run bench`
// counts it). noModule scripts are left out: browsers with ES modules never download them.
const BUDGET_KB = 130;

function scriptUrls(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) {
    if (!/\bnomodule\b/i.test(m[0])) urls.add(m[1]!);
  }
  for (const m of html.matchAll(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    if (href && (/\bas="script"/.test(m[0]) || /modulepreload/.test(m[0]))) urls.add(href);
  }
  return [...urls].map((u) => new URL(u.replace(/&amp;/g, '&'), pageUrl).toString());
}

test('public pages stay within the client JavaScript budget', async ({ page }) => {
  const [slug] = await publishedSlugsFromFeed(page);
  const paths = ['/', '/category/6', '/product/1', '/blog', `/blog/${slug}`, '/login', '/id/product/1'];
  const sizes: Record<string, number> = {};
  for (const path of paths) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const urls = scriptUrls(await response.text(), response.url());
    let gzip = 0;
    for (const url of urls) gzip += zlib.gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length;
    sizes[path] = Math.round((gzip / 1024) * 10) / 10;
  }
  console.log('client JS KiB gz:', JSON.stringify(sizes));
  for (const path of paths) expect(sizes[path], `${path}: ${sizes[path]} KiB`).toBeLessThanOrEqual(BUDGET_KB);
});
