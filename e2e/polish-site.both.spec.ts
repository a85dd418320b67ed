import type { Locator, Page } from '@playwright/test';
import { isMobile, switchLanguage } from './catalog-helpers';
import { BOTH_WIDTHS, expect, test } from './fixtures';
import { msg } from './messages';

// Public-site polish, at 1280 and 390 px: the blog inside the site header and footer, footer
// links that exist in both home modes, the viewer's loading state, the padded 'No specifications'.

/** The site header: the page's header with the home link (the blog's own bars link elsewhere). */
const header = (page: Page) => page.locator('header').filter({ has: page.locator('a[href="/"]') });

/** Where the nearest element at or around `inner` that the browser keeps sticky is (by computed style, not class names). */
function stickyBox(inner: Locator): Promise<{ y: number; height: number; top: string } | null> {
  return inner.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.position === 'sticky') {
        const r = node.getBoundingClientRect();
        return { y: r.y, height: r.height, top: style.top };
      }
    }
    return null;
  });
}

async function expectSiteChrome(page: Page) {
  await expect(header(page)).toHaveCount(1);
  await expect(header(page).locator('a[href="/"]').first()).toBeVisible();
  if (isMobile(page)) await expect(page.getByRole('button', { name: msg('en', 'header.openMenu') })).toBeVisible();
  else
    await expect(
      page
        .getByRole('navigation', { name: msg('en', 'header.mainNavigation') })
        .getByRole('button', { name: msg('en', 'header.language') }),
    ).toBeVisible();
  await expect(page.locator('footer#contact-info')).toBeAttached();
}

/** The blog's own sticky bar stays right below the sticky site header after scrolling. */
async function expectBarBelowHeader(page: Page, bar: Locator) {
  await page.mouse.wheel(0, 900);
  await expect(async () => {
    const h = await stickyBox(header(page));
    const b = await stickyBox(bar);
    expect(h).toMatchObject({ y: 0, top: '0px' });
    expect(b).not.toBeNull();
    expect(Math.abs((b?.y ?? -100) - (h?.height ?? 0))).toBeLessThanOrEqual(2);
  }).toPass({ timeout: 5_000 });
}

test.describe('blog inside the site header and footer', () => {
  test('list: header with the language menu, footer, search bar under the header', BOTH_WIDTHS, async ({ page, checkA11y }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: msg('en', 'blog.heroTitle') })).toBeVisible();
    await expectSiteChrome(page);
    await expectBarBelowHeader(page, page.locator('form[role="search"][action="/blog"]'));
    await checkA11y(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await switchLanguage(page, 'en', 'id');
    await expect(page).toHaveURL(/\/id\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: msg('id', 'blog.heroTitle') })).toBeVisible();
  });

  test('article: header, footer, back/share bar under the header; mobile menu keeps focus', BOTH_WIDTHS, async ({ page }) => {
    await page.goto('/blog');
    await page.locator('main a[href^="/blog/"]').first().click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expectSiteChrome(page);
    const bar = page.getByRole('navigation', { name: msg('en', 'blog.articleBarLabel') });
    await expect(bar.getByRole('link', { name: msg('en', 'blog.backToBlogLabel') })).toBeVisible();
    await expectBarBelowHeader(page, bar);
    if (isMobile(page)) {
      const open = page.getByRole('button', { name: msg('en', 'header.openMenu') });
      await open.click();
      const menu = page.getByRole('dialog', { name: msg('en', 'header.openMenu') });
      await expect(menu).toBeVisible();
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        expect(await menu.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();
    }
    await page
      .locator('footer#contact-info')
      .getByRole('link', { name: msg('en', 'footer.productHead') })
      .click();
    await expect(page).toHaveURL(/\/category\/\d+\/[a-z0-9-]+$/);
  });
});

test('footer About and Contact point at blocks of the footer itself (both home modes)', BOTH_WIDTHS, async ({ page }) => {
  for (const path of ['/category/6', '/blog']) {
    await page.goto(path);
    const nav = page.locator('footer#contact-info').getByRole('navigation');
    for (const key of ['footer.aboutHead', 'footer.contactHead']) {
      const link = nav.getByRole('link', { name: msg('en', key) });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^#footer-/);
      await link.click();
      await expect(page.locator(href!)).toBeInViewport();
    }
  }
});

test('fullscreen viewer: the thumbnail scaled up and a spinner while the photo loads', BOTH_WIDTHS, async ({ page }) => {
  await page.goto('/product/1');
  await expect(page.getByTestId('product-main-image').locator('img')).toHaveJSProperty('complete', true);
  // Hold the large renditions (the viewer's), never the thumbnails, until released.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/image\?/, async (route) => {
    const width = Number(new URL(route.request().url()).searchParams.get('w'));
    if (width >= 640) await released; // the viewer asks 828 w at 390 px (DPR 2), 1920 w at 1280 px
    await route.continue();
  });
  await page.getByTestId('product-main-image').click();
  const viewer = page.getByRole('dialog', { name: msg('en', 'product.viewer') });
  await viewer.getByRole('button', { name: msg('en', 'product.nextPhoto') }).click();
  const spinner = viewer.getByRole('status').filter({ hasText: msg('en', 'product.loadingPhoto') });
  await expect(spinner).toBeVisible();
  await expect(viewer.getByTestId('carousel-placeholder').filter({ visible: true })).not.toHaveCount(0);
  release();
  await expect(spinner).toHaveCount(0, { timeout: 15_000 });
});

test('"No specifications" has inner padding', BOTH_WIDTHS, async ({ page }) => {
  await page.goto('/product/6');
  const empty = page.getByTestId('no-specifications');
  await expect(empty).toHaveText(msg('en', 'product.noSpecifications'));
  const padding = await empty.evaluate((el) => getComputedStyle(el).paddingLeft + ' ' + getComputedStyle(el).paddingTop);
  expect(padding).not.toBe('0px 0px');
  const [left, top] = padding.split(' ').map((v) => parseFloat(v));
  expect(left).toBeGreaterThanOrEqual(12);
  expect(top).toBeGreaterThanOrEqual(8);
});

test('390 px: the WhatsApp button is docked clear of every card name', BOTH_WIDTHS, async ({ page }) => {
  test.skip(!isMobile(page), 'phones only (the round button from 640 px sits beside the content)');
  for (const path of ['/category/6', '/category/42']) {
    await page.goto(path);
    const button = page.getByTestId('whatsapp-float').getByRole('button', { name: msg('en', 'footer.whatsapp') });
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeCloseTo(390, 0);
    // The right end of the text of every card name (and its category recommendation cards).
    const textRight = await page.locator('main article h2, main article h3').evaluateAll((els) =>
      Math.max(
        ...els.flatMap((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return [...range.getClientRects()].map((r) => r.right);
        }),
      ),
    );
    expect(textRight).toBeGreaterThan(300); // names do reach the right column
    expect(textRight).toBeLessThanOrEqual(box.x + 0.5);
  }
});
