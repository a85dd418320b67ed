import fs from 'node:fs';
import path from 'node:path';
import { BOTH_WIDTHS, expect, test } from './fixtures';
import { msg } from './messages';

// The blog's tags are links to a page per tag; "More articles" lists related posts first; the
// share button offers WhatsApp and "Copy link" where the device has no share sheet. Seed: the
// article below is tagged Hardbox, Softbox and Branding, in Packaging Tips.
// VISITOR_SCREENSHOTS=<folder> writes the tag page and the share menu at both widths there.

const shots = process.env.VISITOR_SCREENSHOTS;
const ARTICLE = '/blog/hardbox-vs-softbox-choosing-the-right-box';
const TAGS = ['hardbox', 'softbox', 'branding'];

test(
  'a tag links to its page: the tag, its articles, paged without JavaScript, with its metadata',
  BOTH_WIDTHS,
  async ({ page, checkA11y }) => {
    await page.goto(ARTICLE);
    const tags = page.getByRole('heading', { name: msg('en', 'blog.taggedIn') }).locator('xpath=following-sibling::ul');
    for (const slug of TAGS) await expect(tags.locator(`a[href="/blog/tag/${slug}"]`)).toHaveCount(1);
    await tags.getByRole('link', { name: 'Hardbox', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/tag\/hardbox$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('#Hardbox');
    await expect(page).toHaveTitle(new RegExp(`^${msg('en', 'blog.tagMetaTitle', { tag: 'Hardbox' })}`));
    const cards = page.getByTestId('post-card').or(page.getByTestId('featured-post'));
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await expect(page.locator(`a[href="${ARTICLE}"]`).first()).toBeAttached();
    const site = process.env.SITE_URL!;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}/blog/tag/hardbox`);
    await expect(page.locator('link[rel="alternate"][hreflang="id"]')).toHaveAttribute('href', `${site}/id/blog/tag/hardbox`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${site}/api/og/tag/en/hardbox`);
    await checkA11y(page);
    if (shots) {
      fs.mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, `tag-page-${page.viewportSize()?.width}.png`) });
    }
  },
);

test('tag pages in other languages, their /page/N and unknown tags', async ({ request }) => {
  const id = await request.get('/id/blog/tag/branding');
  expect(id.status()).toBe(200);
  const html = await id.text();
  expect(html).toContain(msg('id', 'blog.tagKicker'));
  // The article, under its Indonesian address.
  expect(html).toMatch(/href="\/id\/blog\/hardbox-vs-softbox-[^"]+"/);
  // The seed's tags have fewer than 12 posts: one page, so /page/2 does not exist.
  for (const missing of ['/blog/tag/branding/page/2', '/blog/tag/branding/page/1', '/blog/tag/no-such-tag', '/zh-CN/blog/tag/HARDBOX']) {
    expect((await request.get(missing)).status(), missing).toBe(404);
  }
});

test('"More articles" lists posts sharing a tag or a category first', async ({ page, request }) => {
  await page.goto(ARTICLE);
  const related = page.getByTestId('related-posts').locator('h3 a');
  await expect(related).toHaveCount(3);
  const shared = [...TAGS.map((slug) => `href="/blog/tag/${slug}"`), '>Packaging Tips<'];
  for (const href of await related.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
    const html = await (await request.get(href)).text();
    expect(
      shared.some((mark) => html.includes(mark)),
      `${href} shares a tag or the category`,
    ).toBe(true);
  }
});

test.describe('share without a share sheet', () => {
  test.beforeEach(async ({ context, page }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Desktop Chromium on Linux has no navigator.share; make sure of it on every width.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
  });

  test('the share button offers WhatsApp and "Copy link", by keyboard too', BOTH_WIDTHS, async ({ page, checkA11y }) => {
    await page.goto(ARTICLE);
    const share = page.getByRole('button', { name: msg('en', 'blog.share') });
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const whatsapp = page.getByRole('link', { name: new RegExp(`^${msg('en', 'blog.shareWhatsApp')}`) });
    await expect(whatsapp).toBeFocused();
    const href = await whatsapp.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(href!.split('text=')[1]!)).toContain(page.url());
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    // The open menu is in the article's bar, above <main>: the whole page is checked.
    await checkA11y(page);
    if (shots) {
      fs.mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, `share-menu-${page.viewportSize()?.width}.png`) });
    }
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(whatsapp).toBeHidden();
    await expect(share).toBeFocused();
    // Enter opens it again; Tab to "Copy link" and Enter copies the address.
    await page.keyboard.press('Enter');
    await expect(whatsapp).toBeFocused();
    await page.keyboard.press('Tab');
    const copy = page.getByRole('button', { name: msg('en', 'blog.copyLink') });
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: msg('en', 'blog.linkCopied') })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(copy).toBeHidden();
    await expect(share).toBeFocused();

    // A click on WhatsApp opens the chat in a new tab with the article's title and address, and
    // closes the menu (wa.me answered here: no request leaves the test).
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>wa</title>' }));
    await share.click();
    const [chat] = await Promise.all([page.waitForEvent('popup'), whatsapp.click()]);
    const text = new URL(chat.url()).searchParams.get('text') ?? '';
    expect(text).toContain(page.url());
    expect(text).toContain((await page.getByRole('heading', { level: 1 }).textContent())!.trim());
    await chat.close();
    await expect(whatsapp).toBeHidden();
    await expect(share).toHaveAttribute('aria-expanded', 'false');
  });
});
