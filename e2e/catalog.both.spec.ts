import { msg } from './messages';
import { BOTH_WIDTHS, expect, test } from './fixtures';
import { CATEGORY_IDS, cardNames, isMobile, switchLanguage } from './catalog-helpers';

test.describe('category page', () => {
  test('browse, sort both ways, search and page through; state lives in the URL', async ({ page, checkA11y }) => {
    test.setTimeout(90_000);
    const response = await page.goto('/category/6');
    expect(response?.status()).toBe(200);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).not.toBeEmpty();
    await expect(
      page.getByRole('navigation', { name: msg('en', 'catalog.breadcrumb') }).getByRole('link', { name: msg('en', 'catalog.home') }),
    ).toBeVisible();
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(8);
    await checkA11y(page);

    // Sort A-Z (default) then Z-A.
    const asc = await cardNames(page);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    expect([...asc].sort(collator.compare)).toEqual(asc);
    await page.getByRole('combobox', { name: msg('en', 'catalog.sort') }).selectOption('desc');
    await expect(page).toHaveURL(/[?&]sort=desc/);
    await expect.poll(() => cardNames(page)).not.toEqual(asc);
    const desc = await cardNames(page);
    expect([...desc].sort(collator.compare).reverse()).toEqual(desc);
    await page.reload();
    await expect(page.getByRole('combobox', { name: msg('en', 'catalog.sort') })).toHaveValue('desc');
    await page.getByRole('combobox', { name: msg('en', 'catalog.sort') }).selectOption('asc');
    await expect(page).not.toHaveURL(/sort=/);

    // Search.
    const word = asc[0]!.split(/\s+/)[0]!;
    const search = page.getByRole('searchbox', { name: msg('en', 'catalog.search') });
    await expect(search).toHaveAttribute('placeholder', msg('en', 'catalog.searchPlaceholder'));
    await search.fill(word);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
    for (const name of await cardNames(page)) expect(name.toLowerCase()).toContain(word.toLowerCase());
    await search.fill('zzzz-no-such-item');
    await expect(page.getByText(msg('en', 'catalog.noItems'))).toBeVisible();
    await page.reload();
    await expect(page.getByText(msg('en', 'catalog.noItems'))).toBeVisible();
    await search.fill('');

    // Page through a category that has more than one page.
    let paged = false;
    for (const id of CATEGORY_IDS) {
      await page.goto(`/category/${id}`);
      const next = page
        .getByRole('navigation', { name: msg('en', 'catalog.pagination') })
        .getByRole('link', { name: msg('en', 'catalog.next') });
      if ((await next.count()) === 0) continue;
      const first = await cardNames(page);
      await next.click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(page.getByText(/^2 \/ \d+$/)).toBeVisible();
      await expect.poll(() => cardNames(page)).not.toEqual(first);
      await page.reload();
      await expect(page.getByText(/^2 \/ \d+$/)).toBeVisible();
      await page.getByRole('link', { name: msg('en', 'catalog.prev') }).click();
      await expect(page.getByText(/^1 \/ \d+$/)).toBeVisible();
      expect(await cardNames(page)).toEqual(first);
      paged = true;
      break;
    }
    expect(paged, 'a seeded category with more than 8 items').toBe(true);
  });

  test('recommendations link to the other categories', async ({ page }) => {
    await page.goto('/category/6');
    const section = page.getByRole('region', { name: msg('en', 'catalog.recommendations') });
    await expect(section).toBeVisible();
    const links = section.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    await expect(section.locator('a[href$="/category/6"]')).toHaveCount(0);
    await links.first().click();
    await expect(page).toHaveURL(/\/category\/\d+\/[a-z0-9-]+$/);
  });

  test('specification modal by mouse and keyboard', async ({ page, checkA11y }) => {
    await page.goto('/category/6');
    const button = page.getByRole('button', { name: msg('en', 'catalog.specification') }).first();
    const name = (await cardNames(page))[0]!;
    await button.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name })).toBeVisible();
    // Page scroll locked while open.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await checkA11y(page);

    // Focus stays inside.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    // Arrow keys move the carousel when it has several photos.
    const current = dialog.locator('[aria-roledescription="carousel"] > div[aria-hidden="false"] img');
    const before = await current.getAttribute('alt');
    const slides = await dialog.locator('[aria-roledescription="carousel"] > div').count();
    await page.keyboard.press('ArrowRight');
    if (slides > 1) await expect(current).not.toHaveAttribute('alt', before ?? '');
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveAttribute('alt', before ?? '');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    // Open from the keyboard, close with the close button, then follow 'See More'.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: msg('en', 'catalog.close') }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await dialog.getByRole('link', { name: msg('en', 'catalog.seeMore') }).click();
    await expect(page).toHaveURL(/\/product\/\d+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('switch to Indonesian and Chinese keeps the page and translates it', BOTH_WIDTHS, async ({ page }) => {
    await page.goto('/category/6');
    await switchLanguage(page, 'en', 'id');
    await expect(page).toHaveURL(/\/id\/category\/6\/[a-z0-9-]+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveAttribute('placeholder', msg('id', 'catalog.searchPlaceholder'));
    await expect(page.getByRole('heading', { name: msg('id', 'catalog.recommendations') })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('id');

    await switchLanguage(page, 'id', 'zh-CN');
    await expect(page).toHaveURL(/\/zh-CN\/category\/6\/[a-z0-9-]+$/);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveAttribute('placeholder', msg('zh-CN', 'catalog.searchPlaceholder'));
    await expect(page.getByRole('button', { name: msg('zh-CN', 'catalog.specification') }).first()).toBeVisible();
  });

  test('unknown or invalid category answers 404 with the empty state', async ({ page, checkA11y }) => {
    for (const path of ['/category/987654', '/id/category/abc']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await page.goto('/category/987654');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'catalog.categoryFallback'));
    await expect(page.getByText(msg('en', 'catalog.noItems'))).toBeVisible();
    await checkA11y(page);
  });

  test('header: product menu, mobile menu with focus trap and scroll lock', BOTH_WIDTHS, async ({ page }) => {
    await page.goto('/category/6');
    if (isMobile(page)) {
      const open = page.getByRole('button', { name: msg('en', 'header.openMenu') });
      await open.click();
      const menu = page.getByRole('dialog', { name: msg('en', 'header.openMenu') });
      await expect(menu).toBeVisible();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await menu.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();
      await open.click();
      await menu.getByText(msg('en', 'nav.product'), { exact: true }).click();
      await menu.getByRole('link', { name: msg('en', 'nav.softbox') }).click();
      await expect(page).toHaveURL(/\/category\/5\/[a-z0-9-]+$/);
      await expect(menu).toBeHidden();
    } else {
      const nav = page.getByRole('navigation', { name: msg('en', 'header.mainNavigation') });
      const product = nav.getByRole('button', { name: msg('en', 'nav.product') });
      await product.focus();
      await page.keyboard.press('ArrowDown');
      await expect(nav.getByRole('link', { name: msg('en', 'nav.hardbox') })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(nav.getByRole('link', { name: msg('en', 'nav.softbox') })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(product).toBeFocused();
      await expect(nav.getByRole('link', { name: msg('en', 'nav.softbox') })).toBeHidden();
      await product.click();
      await nav.getByRole('link', { name: msg('en', 'nav.paperBag') }).click();
      await expect(page).toHaveURL(/\/category\/42\/[a-z0-9-]+$/);
    }
    // Staff sign in from the footer, not the header (the header's action is the quote list).
    await expect(page.locator('header a[href="/login"]')).toHaveCount(0);
    await expect(page.locator('footer a[href="/login"]')).toHaveCount(1);
  });
});
