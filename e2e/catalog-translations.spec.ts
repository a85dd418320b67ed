import { expect, test } from './fixtures';

// The public catalogue in Chinese (seed: item 1 "Rigid Magnetic Gift Box" is 磁吸礼盒 in
// full; item 18 "Soap Sleeve Box" has only its Chinese name, so its description stays English).

type Node = { '@type': string; name?: string; inLanguage?: string };

test('a translated zh-CN product is Chinese and announced; a partial one falls back marked lang="en" and stays out of the sitemap', async ({
  page,
  request,
}) => {
  await page.goto('/zh-CN/product/1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(/磁吸礼盒/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('磁吸礼盒');
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) => [JSON.parse(t) as Node].flat());
  expect(nodes.find((n) => n['@type'] === 'Product')?.name).toBe('磁吸礼盒');
  expect(nodes.find((n) => n['@type'] === 'ItemPage')?.inLanguage).toBe('zh-CN');
  await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', /\/zh-CN\/product\/1\/ci-xi-li-he$/);

  await page.goto('/zh-CN/product/18');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('肥皂套盒');
  await expect(
    page
      .locator('main [lang="en"]')
      .filter({ hasText: /sleeve box/i })
      .first(),
  ).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);

  const xml = await (await request.get('/sitemap.xml')).text();
  // Addresses carry each locale's slug (the bare /product/N answers 308 to them).
  expect(xml).toContain('/zh-CN/product/1/ci-xi-li-he</loc>');
  expect(xml).toMatch(/\/product\/18\/[a-z0-9-]+<\/loc>/);
  expect(xml).not.toContain('/zh-CN/product/18/');
});

test('zh-CN category search finds 磁吸礼盒 by a Chinese substring', async ({ page }) => {
  await page.goto('/zh-CN/category/6');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('精装硬盒');
  const search = page.getByRole('main').getByRole('searchbox');
  await expect(search).not.toHaveAttribute('readonly');
  await search.fill('礼盒');
  await expect(page).toHaveURL(/q=/);
  const names = page.locator('main article h2');
  await expect(names.filter({ hasText: '磁吸礼盒' })).toBeVisible();
  for (const name of await names.allTextContents()) expect(name).toContain('礼盒');
});
