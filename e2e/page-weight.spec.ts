import { expect, test } from './fixtures';

// What a product or category page's HTML weighs (uncompressed bytes): its markup plus the inline
// RSC data (the `self.__next_f.push(...)` scripts, which carry the same tree again for hydration).
// Both grow with the tree, so the budget is on the sum. Measured in bytes, not time, so the result
// does not depend on how loaded the machine is. From 110.7 KiB (product) to ~75 KiB in
// docs/decisions/015-public-page-weight-and-client-js.md, then to ~66 KiB (product) and ~59 KiB
// (category) in docs/decisions/047-category-paging-and-lighter-pages.md: a category page carries only
// its page of eight cards (e2e/category-large.spec.ts holds that for 100+ products), the JSON-LD is in
// the HTML once, light root boundaries. Its second pass took the product page to ~58 KiB and the
// category page to ~54 KiB: the mobile menu drawn in the browser on its first open, the social and
// WhatsApp marks as CSS masks, repeated class lists in app/globals.css. Then the header's search
// form (~1.2 KiB, markup and RSC: docs/decisions/057-site-search-in-postgresql.md) and the slug
// addresses (the nested [slug] route segment ~0.6 KiB of RSC, longer links: decision 059) took the
// product page to ~61.2 KiB and the category page to ~55.1 KiB. "Request a sample" on the product
// page (~1.3 KiB, markup and RSC: docs/decisions/069-sample-requests.md) took it to ~62.5 KiB.
// WeChat beside WhatsApp and the site's own locator map (docs/decisions/081-reach-from-china.md):
// the footer's WeChat and WhatsApp entries, the contact popup's WeChat texts, the map's image and
// its button (in Chinese its AMap and Baidu links, long URLs) and the product page's WeChat panel
// took the product page to ~65.2 KiB, the category page to ~56.5 and the Chinese category page to
// ~59.5. The JSON-LD as a plain server-rendered script (its copy in the RSC data,
// docs/decisions/089-house-third-pass.md) took the product page to ~68.5 KiB (+3.3, a product's
// structured data is the largest), the Indonesian one to ~69.7, the category page to ~58.3 (+1.8)
// and the Chinese category page to ~61.3. The product fields (the same decision: inner dimensions,
// lead time and certifications, three specification rows and their JSON-LD on every seeded product)
// took the product page to ~71.4 KiB (+2.9) and the Indonesian one to ~72.6; the category pages
// carry none of the fields' words (the dialog's items route appends their rows), ~58.2 and ~61.3.
// Under a KiB of room.
const BUDGET_KB: Record<string, number> = { '/product/1': 72, '/category/6': 59, '/id/product/1': 73.5, '/zh-CN/category/6': 62 };
const RSC_SCRIPT = /<script>self\.__next_f\.push\([\s\S]*?\)<\/script>/g;

function weigh(html: string): { markup: number; rsc: number } {
  const rsc = [...html.matchAll(RSC_SCRIPT)].reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0);
  return { markup: Buffer.byteLength(html) - rsc, rsc };
}

test('product and category pages stay within the page weight budget', async ({ page }) => {
  const sizes: Record<string, { markup: number; rsc: number }> = {};
  for (const path of Object.keys(BUDGET_KB)) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    sizes[path] = weigh(await response.text());
  }
  console.log('page weight bytes (markup + inline RSC):', JSON.stringify(sizes));
  for (const [path, { markup, rsc }] of Object.entries(sizes)) {
    expect((markup + rsc) / 1024, `${path}: ${markup} B markup + ${rsc} B RSC`).toBeLessThanOrEqual(BUDGET_KB[path]!);
  }
});

test('the site header and footer are sent once in the markup and once in the RSC data', async ({ page }) => {
  // Next renders every not-found boundary of a page's segments into its RSC data: a boundary that
  // drew its own header and footer sent them a second time with every page (~14 KiB).
  for (const path of ['/product/1', '/category/6', '/blog']) {
    const html = await (await page.request.get(path)).text();
    const rsc = [...html.matchAll(RSC_SCRIPT)].map((m) => m[0]).join('');
    const count = (text: string) => text.split('contact-info').length - 1;
    expect(count(html) - count(rsc), `${path}: footers in the markup`).toBe(1);
    expect(count(rsc), `${path}: footers in the RSC data`).toBe(1);
  }
});

test('the structured data is in the server-rendered markup, and parses', async ({ page }) => {
  // A server component's <script type="application/ld+json"> (components/site/json-ld.tsx): in the
  // HTML a crawler reads without running scripts, and again in the RSC data (decision 089).
  for (const path of ['/product/1', '/category/6']) {
    const html = (await (await page.request.get(path)).text()).replace(RSC_SCRIPT, '');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(blocks.length, `${path}: JSON-LD in the markup`).toBeGreaterThan(0);
    expect(blocks.flat().every((b: { '@context'?: string }) => b['@context'] === 'https://schema.org')).toBe(true);
  }
});

test('a photo offers at most three widths in its srcset', async ({ page }) => {
  const html = await (await page.request.get('/product/1')).text();
  const srcsets = [...html.matchAll(/\bsrcSet="([^"]+)"/gi)].map((m) => m[1]!.split(', ').length);
  expect(srcsets.length).toBeGreaterThan(0);
  expect(Math.max(...srcsets)).toBeLessThanOrEqual(3);
});

test('the mobile menu and the footer brand marks are not in the page data', async ({ page }) => {
  // The mobile menu is drawn in the browser when it first opens (components/site/mobile-menu-panel.tsx)
  // and the social marks are CSS masks (app/globals.css): as server-rendered children and inline SVG
  // they were ~3 KB of every page's markup and RSC data, for a menu no one sees before tapping it.
  for (const path of ['/product/1', '/category/6', '/blog']) {
    const html = await (await page.request.get(path)).text();
    const rsc = [...html.matchAll(RSC_SCRIPT)].map((m) => m[0]).join('');
    expect(rsc.includes('menu-sublink'), `${path}: mobile menu links in the RSC data`).toBe(false);
    expect(html.includes('M13.5 21v-7.5'), `${path}: the Facebook mark's path in the page`).toBe(false);
  }
});
