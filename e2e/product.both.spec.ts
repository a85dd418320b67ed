import { msg } from './messages';
import { BOTH_WIDTHS, expect, test } from './fixtures';
import { isMobile, switchLanguage } from './catalog-helpers';

test.describe('product page', () => {
  test('open a product from its category; breadcrumb, specs, JSON-LD, recommendations', async ({ page, checkA11y }) => {
    await page.goto('/category/6');
    const first = page.locator('main article').first();
    const name = (await first.locator('h2').textContent())!.trim();
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/\d+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    const crumbs = page.getByRole('navigation', { name: msg('en', 'catalog.breadcrumb') });
    await expect(crumbs.getByRole('link', { name: msg('en', 'catalog.home') })).toBeVisible();
    await expect(crumbs.locator('a[href*="/category/6/"]')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(msg('en', 'product.seeAnother')) })).toHaveAttribute(
      'href',
      /\/category\/6\/[a-z0-9-]+$/,
    );
    await expect(page.getByRole('heading', { name: msg('en', 'product.specifications') })).toBeVisible();

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.flatMap((t) => [JSON.parse(t)].flat().map((d: { '@type': string }) => d['@type']));
    expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList', 'Organization']));
    expect(jsonLd.join('')).not.toMatch(/"offers"|"aggregateRating"/);
    await checkA11y(page);

    const recommended = page.getByRole('region', { name: msg('en', 'product.recommended') });
    await expect(recommended).toBeVisible();
    const current = page.url();
    await recommended.getByRole('link').first().click();
    await expect(page).not.toHaveURL(current);
    await expect(page).toHaveURL(/\/product\/\d+\/[a-z0-9-]+$/);
  });

  test('zoom, thumbnails and the fullscreen viewer', BOTH_WIDTHS, async ({ page }) => {
    await page.goto('/category/6');
    // Find a product with several photos (thumbnail strip).
    const hrefs = await page.locator('main article a[href*="/product/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    let found = false;
    for (const href of hrefs) {
      await page.goto(href);
      if ((await page.getByRole('button', { name: msg('en', 'product.showPhoto', { index: 2 }) }).count()) > 0) {
        found = true;
        break;
      }
    }
    expect(found, 'a seeded product with at least two photos').toBe(true);

    const main = page.getByTestId('product-main-image');
    if (!isMobile(page)) {
      await main.hover({ position: { x: 40, y: 40 } });
      await expect(main.locator('span').first()).toHaveCSS('transform', /matrix\(1\.6/);
      await page.mouse.move(0, 0);
    }

    const thumb2 = page.getByRole('button', { name: msg('en', 'product.showPhoto', { index: 2 }) });
    await thumb2.click();
    await expect(thumb2).toHaveAttribute('aria-current', 'true');

    await main.click();
    const viewer = page.getByRole('dialog', { name: msg('en', 'product.viewer') });
    await expect(viewer).toBeVisible();
    const counter = viewer.getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveText(/^2 \//);
    await page.keyboard.press('ArrowRight');
    await expect(counter).not.toHaveText(/^2 \//);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(/^2 \//);
    await viewer.getByRole('button', { name: msg('en', 'product.nextPhoto') }).click();
    await expect(counter).not.toHaveText(/^2 \//);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(main).toBeFocused();
  });

  test('WhatsApp popup is prefilled with the product and opens chats in a new tab', async ({ page }) => {
    await page.goto('/category/6');
    await page.locator('main article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/\d+\/[a-z0-9-]+$/);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const popup = page.getByRole('dialog', { name: msg('en', 'footer.whatsappTitle') });
    // The card link is a plain <a> (a full page load): a click before the button has hydrated
    // does nothing, as for any visitor that fast, so it is tried again until the popup opens.
    await expect(async () => {
      await page.getByRole('button', { name: msg('en', 'footer.whatsapp') }).click();
      await expect(popup).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const links = popup.getByRole('link');
    await expect(links).toHaveCount(2);
    const href = decodeURIComponent((await links.first().getAttribute('href'))!);
    expect(href).toContain(name);
    expect(href).toContain(page.url().replace(/^https?:\/\/[^/]+/, ''));
    await expect(links.first()).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });

  test('translated in Indonesian and Chinese', BOTH_WIDTHS, async ({ page }) => {
    await page.goto('/category/6');
    await page.locator('main article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/(\d+)\/[a-z0-9-]+$/);
    const id = /\/product\/(\d+)\//.exec(page.url())![1];
    await switchLanguage(page, 'en', 'id');
    await expect(page).toHaveURL(new RegExp(`/id/product/${id}/[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { name: msg('id', 'product.specifications') })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(msg('id', 'product.seeAnother')) })).toBeVisible();
    await switchLanguage(page, 'id', 'zh-CN');
    await expect(page).toHaveURL(new RegExp(`/zh-CN/product/${id}/[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { name: msg('zh-CN', 'product.recommended') })).toBeVisible();
  });

  test('unknown or invalid product answers 404: Product not found, placeholder', async ({ page, checkA11y }) => {
    for (const path of ['/product/987654321', '/product/abc', '/zh-CN/product/-1']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await page.goto('/product/987654321');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'product.notFound'));
    await expect(page.locator('img[src*="placeholder.svg"]')).toBeVisible();
    await expect(page.getByRole('region', { name: msg('en', 'product.recommended') })).toHaveCount(0);
    await checkA11y(page);
  });
});

test('sitemap and robots', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const path of ['/category/6', '/id/category/6', '/zh-CN/category/6']) expect(xml).toMatch(new RegExp(`${path}/[a-z0-9-]+</loc>`));
  expect(xml).toMatch(/\/product\/\d+\/[a-z0-9-]+<\/loc>/);
  expect(xml).toContain('hreflang="x-default"');
  expect(xml).toContain('<lastmod>');
  const robots = await (await request.get('/robots.txt')).text();
  for (const p of ['/admin-panel', '/login', '/id/admin-panel', '/zh-CN/login']) expect(robots).toContain(`Disallow: ${p}`);
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});
