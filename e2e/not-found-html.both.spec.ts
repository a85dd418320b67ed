import fs from 'node:fs';
import path from 'node:path';
import { BOTH_WIDTHS, expect, test } from './fixtures';
import { E2E_LOCALES, msg } from './messages';

// A 404 is a complete page in the HTML the server sends: the site header with its category links,
// the message, the search and links into the site, readable without JavaScript (Next's own
// notFound() answer is an empty shell the browser fills in). VISITOR_SCREENSHOTS=<folder> writes
// the JavaScript-free 404 at both widths there.

const shots = process.env.VISITOR_SCREENSHOTS;
const CATEGORY_LINK = /href="(?:\/(?:id|zh-CN))?\/category\/\d+\/[^"/]+"/g;

/** The HTML between the first `<tag` and its closing tag (no nesting of the same tag in these). */
function section(html: string, tag: string): string {
  const start = html.indexOf(`<${tag}`);
  const end = html.indexOf(`</${tag}>`, start);
  return start < 0 || end < 0 ? '' : html.slice(start, end);
}

test('a missing address answers 404 with the whole page in its HTML, in every language', async ({ request }) => {
  for (const { locale, prefix } of E2E_LOCALES) {
    const address = `${prefix}/no-such-page/here-${Date.now()}`;
    const response = await request.get(address, { headers: { Accept: 'text/html' } });
    expect(response.status(), address).toBe(404);
    expect(response.headers()['cache-control'], address).toBe('private, no-store');
    const html = await response.text();
    expect(html, address).not.toContain('id="__next_error__"');
    expect(html).toContain(`<html lang="${locale}"`);
    // One 404 on the page: one <main>, one message. (The RSC data in the scripts carries the
    // not-found boundaries' trees too, as every page's does; they are not rendered.)
    const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    expect(markup.match(/<main\b/g), address).toHaveLength(1);
    expect(markup.match(/data-testid="page-not-found"/g), address).toHaveLength(1);
    expect(markup, address).not.toContain('status-main');
    // The header, with the owner's categories linked by their slug addresses.
    const header = section(html, 'header');
    expect(header.match(CATEGORY_LINK)?.length ?? 0, `${address}: header category links`).toBeGreaterThanOrEqual(3);
    expect(header).toContain(`action="${prefix}/search"`);
    // The message, "Back to Home", and the ways on: the categories, the blog, the quote list, the search.
    const main = section(html, 'main');
    expect(main).toContain('data-testid="page-not-found"');
    expect(main).toContain(`>${msg(locale, 'errors.notFoundTitle')}</h1>`);
    expect(main).toContain(msg(locale, 'errors.notFoundBody'));
    expect(main).toContain(`href="${prefix || '/'}" class="status-back">${msg(locale, 'common.backHome')}</a>`);
    expect(main.match(CATEGORY_LINK)?.length ?? 0).toBeGreaterThanOrEqual(3);
    for (const href of [`${prefix}/blog`, `${prefix}/quote`]) expect(main).toContain(`href="${href}"`);
    expect(main).toContain(`id="not-found-q"`);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    // The footer too.
    expect(section(html, 'footer')).toContain(msg(locale, 'footer.staffSignIn'));
  }
});

test('an unknown blog tag answers 404 with its message in the HTML', async ({ request }) => {
  for (const address of ['/blog/tag/no-such-tag', '/id/blog/tag/branding/page/99']) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('id="__next_error__"');
    expect(section(html, 'main')).toContain(msg(address.startsWith('/id') ? 'id' : 'en', 'errors.notFoundTitle'));
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the 404 page reads and works', BOTH_WIDTHS, async ({ page, browser, checkA11y }, testInfo) => {
    const response = await page.goto('/zh-CN/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: msg('zh-CN', 'errors.notFoundTitle') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: msg('zh-CN', 'common.backHome') })).toHaveAttribute('href', '/zh-CN');
    // The owner's categories (three seeded), the blog and the quote list.
    const links = page.getByRole('navigation', { name: msg('zh-CN', 'errors.notFoundLinks') }).getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    // Axe runs on the page's timers, which never fire where JavaScript is off (it would wait for
    // ever): it reads the same server HTML in a page of this width whose scripts are all refused.
    const { viewport, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
    const scriptless = await browser.newContext({ javaScriptEnabled: true, viewport, deviceScaleFactor, isMobile, hasTouch });
    try {
      const twin = await scriptless.newPage();
      await twin.route(/\.m?js(\?|$)/, (route) => route.abort());
      expect((await twin.goto(page.url()))?.status()).toBe(404);
      await expect(twin.getByRole('heading', { level: 1, name: msg('zh-CN', 'errors.notFoundTitle') })).toBeVisible();
      await checkA11y(twin);
    } finally {
      await scriptless.close();
    }
    const width = page.viewportSize()?.width;
    if (shots) {
      fs.mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, `not-found-no-js-${width}.png`), fullPage: false });
    }
    // A link into the site works as a plain link.
    await page
      .getByRole('navigation', { name: msg('zh-CN', 'errors.notFoundLinks') })
      .getByRole('link', { name: msg('zh-CN', 'nav.blog') })
      .click();
    await expect(page).toHaveURL(/\/zh-CN\/blog$/);
  });
});

test('with JavaScript, the page stays the same after hydration', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/id/tidak/ada');
  expect(response?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('page-not-found')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: msg('id', 'errors.notFoundTitle') })).toBeVisible();
  await expect(page.getByRole('search', { name: msg('id', 'header.searchLabel') }).first()).toBeAttached();
  expect(errors).toEqual([]);
});
