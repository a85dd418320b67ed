import { ADMIN } from './accounts';
import { forbidDialogs, signInViaApi } from './auth-helpers';
import { cardNames } from './catalog-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// A category page carries its page of eight items, not the category's whole list: search, sort and
// paging run on the server (?q=&sort=&page= in the URL), so a category of 100+ products weighs what a
// small one does. Measured like e2e/page-weight.spec.ts: markup plus the inline RSC data, in bytes.
const BUDGET_KB = 60;
const RSC_SCRIPT = /<script>self\.__next_f\.push\([\s\S]*?\)<\/script>/g;
const HEADER = 'id,category,code,name,description_text,description_html,specs,main_photo_url,hover_photo_url,gallery_urls';

async function weightOf(page: import('@playwright/test').Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const rsc = [...html.matchAll(RSC_SCRIPT)].reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0);
  return { bytes: Buffer.byteLength(html), rsc, html };
}

test('a category with 100+ products weighs what a small one does, and its search pages on the server', async ({ page, browser }) => {
  test.setTimeout(180_000);
  forbidDialogs(page);
  const before = await weightOf(page, '/category/6');

  // 100 more products in Hardbox (/category/6), imported the way an administrator would. Named to
  // sort last, so the first page A–Z (which other specs look at) keeps the seeded, photographed cards.
  await signInViaApi(page.request, ADMIN);
  const stamp = Date.now().toString(36);
  const rows = Array.from({ length: 100 }, (_, i) =>
    [
      '',
      'Hardbox',
      `BIG-${stamp}-${i}`,
      `Zz ${stamp} ${String(i).padStart(3, '0')}`,
      `Kotak besar ${i}`,
      '',
      `Size=${i} cm`,
      '',
      '',
      '',
    ].join(','),
  );
  await page.goto('/admin-panel/itemlist/import');
  await page.getByLabel(msg('en', 'adminCatalogCsv.import.fileLabel')).setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${HEADER}\r\n${rows.join('\r\n')}\r\n`, 'utf8'),
  });
  await page.getByRole('button', { name: msg('en', 'adminCatalogCsv.import.preview') }).click();
  await expect(page.getByTestId('csv-summary')).toContainText('100 rows: 100 to create', { timeout: 60_000 });
  await page.getByRole('button', { name: msg('en', 'adminCatalogCsv.import.apply') }).click();
  await expect(page.getByTestId('csv-applied')).toBeVisible({ timeout: 90_000 });
  await page.context().clearCookies();

  // The page's weight does not follow the category's size (other cards on page 1: a KiB of room).
  const after = await weightOf(page, '/category/6');
  console.log(
    `/category/6 bytes (markup + RSC): before ${before.bytes} (${before.rsc} RSC), after +100 products ${after.bytes} (${after.rsc} RSC)`,
  );
  expect(after.html.split('data-card-action="specification"').length - 1).toBeLessThanOrEqual(8);
  expect(after.bytes - before.bytes, 'the page grew with the category').toBeLessThanOrEqual(1024);
  expect(after.bytes / 1024).toBeLessThanOrEqual(BUDGET_KB);

  // Search as you type: the count follows the search, eight cards per page, 13 pages of 100.
  await page.goto('/category/6');
  const search = page.getByRole('searchbox', { name: msg('en', 'catalog.search') });
  await search.fill(`Zz ${stamp}`);
  await expect(page.getByTestId('category-count')).toHaveText('100 products');
  await expect(page.getByText('1 / 13')).toBeVisible();
  expect(await cardNames(page)).toEqual(Array.from({ length: 8 }, (_, i) => `Zz ${stamp} ${String(i).padStart(3, '0')}`));
  await page.getByRole('combobox', { name: msg('en', 'catalog.sort') }).selectOption('desc');
  await expect.poll(() => cardNames(page)).toEqual(Array.from({ length: 8 }, (_, i) => `Zz ${stamp} ${String(99 - i).padStart(3, '0')}`));
  await expect(page).toHaveURL(new RegExp(`\\?q=Zz\\+${stamp}&sort=desc$`));

  // The last page of that search, rendered by the server from the URL alone.
  const last = await weightOf(page, `/category/6?q=${encodeURIComponent(`Zz ${stamp}`)}&sort=desc&page=13`);
  expect(last.html).toContain('13 / 13');
  expect(last.html.split('data-card-action="specification"').length - 1).toBe(4);
  expect(last.bytes / 1024).toBeLessThanOrEqual(BUDGET_KB);

  // Without JavaScript: the search box is a GET form and the pager plain links.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto('/category/6');
  await noJs.getByRole('searchbox', { name: msg('en', 'catalog.search') }).fill(`BIG-${stamp}-9`);
  await noJs.keyboard.press('Enter');
  await expect(noJs).toHaveURL(new RegExp(`q=BIG-${stamp}-9`));
  await expect(noJs.getByTestId('category-count')).toHaveText('11 products'); // 9 and 90–99
  await noJs.getByRole('link', { name: msg('en', 'catalog.next') }).click();
  await expect(noJs.getByText('2 / 2')).toBeVisible();
  expect(await cardNames(noJs)).toHaveLength(3);
  await noJs.goto('/category/6?q=zzzz-no-such-item');
  await expect(noJs.getByText(msg('en', 'catalog.noItems'))).toBeVisible();
  await context.close();
});
