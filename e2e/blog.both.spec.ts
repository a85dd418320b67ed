import { expect, test } from './fixtures';
import { cardTitles, publishedSlugsFromFeed } from './blog-helpers';
import { SEED_POSTS } from '../lib/start-up/seed/blog-data';
import { SEED_BLOG_TRANSLATIONS } from '../lib/start-up/seed/translations';
import { msg } from './messages';

// Needs the seed's blog: >= 13 published posts (two pages), a featured post, categories.
test.beforeAll(async ({ request }) => {
  const xml = await (await request.get('/blog/rss.xml')).text();
  const published = (xml.match(/<item>/g) ?? []).length;
  expect(published, 'the blog e2e needs the seed to publish at least 13 posts').toBeGreaterThanOrEqual(13);
});

test.describe('blog list', () => {
  test('featured card, grid, search, category chips, view toggle, load more; state in the URL', async ({ page, checkA11y }) => {
    test.slow(); // a long journey: on 2 shared cores it can exceed the default 30 s
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: msg('en', 'blog.heroTitle') })).toBeVisible();
    await expect(page.getByText(msg('en', 'blog.heroTagline'))).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/blog\/rss\.xml$/);

    const featured = page.getByTestId('featured-post');
    await expect(featured).toBeVisible();
    await expect(featured.getByText(msg('en', 'blog.featured'))).toBeVisible();
    await expect(featured.getByRole('link', { name: new RegExp(msg('en', 'blog.readArticle')) })).toBeVisible();
    expect(await featured.getByTestId('category-badge').count()).toBeLessThanOrEqual(2);
    const first = await cardTitles(page);
    expect(first.length).toBe(11); // 12 per page, the featured card included
    await checkA11y(page);

    // Grid/list toggle, remembered in the URL.
    const collection = page.getByTestId('post-collection');
    await expect(collection).toHaveAttribute('data-view', 'grid');
    await page.getByRole('button', { name: msg('en', 'blog.viewList') }).click();
    await expect(page).toHaveURL(/[?&]view=list/);
    await expect(collection).toHaveAttribute('data-view', 'list');
    await page.reload();
    await expect(page.getByRole('button', { name: msg('en', 'blog.viewList') })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('post-collection')).toHaveAttribute('data-view', 'list');
    await page.getByRole('button', { name: msg('en', 'blog.viewGrid') }).click();
    await expect(page).not.toHaveURL(/view=/);

    // Load More shows the next 12 and moves focus to the first new card.
    const loadMore = page.getByRole('link', { name: msg('en', 'blog.loadMore') });
    await expect(loadMore).toHaveAttribute('href', '/blog/page/2');
    await loadMore.click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThan(first.length);
    expect((await cardTitles(page)).slice(0, first.length)).toEqual(first);
    await expect(page.locator(':focus')).toHaveText((await cardTitles(page))[first.length]!);
    await page.reload();
    // The server sends page 1; the client shows pages 1..2 once it has the post index.
    await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThan(first.length);

    // Search (title, excerpt or author, case-insensitive), then the empty state and Clear Filters.
    await page.goto('/blog');
    const search = page.getByRole('searchbox', { name: msg('en', 'blog.searchLabel') });
    await expect(search).toHaveAttribute('placeholder', msg('en', 'blog.searchPlaceholder'));
    const word = first[0]!.split(/\s+/).find((w) => w.length > 3) ?? first[0]!;
    await search.fill(word.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word.toUpperCase())}`));
    await expect.poll(async () => (await cardTitles(page)).length + (await page.getByTestId('featured-post').count())).toBeGreaterThan(0);
    await page.reload();
    await expect(search).toHaveValue(word.toUpperCase());
    await search.fill('zzzz-no-such-article');
    await expect(page.getByText(msg('en', 'blog.emptyTitle'))).toBeVisible();
    await expect(page.getByText(msg('en', 'blog.emptyBody'))).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: msg('en', 'blog.clearFilters') }).click();
    await expect(search).toHaveValue('');
    await expect(page).not.toHaveURL(/q=/);
    await expect.poll(async () => (await cardTitles(page)).length).toBe(first.length);

    // Category chips.
    const chips = page.getByRole('navigation', { name: msg('en', 'blog.categoriesLabel') }).getByRole('link');
    expect(await chips.count()).toBeGreaterThan(1);
    const chip = chips.nth(1);
    const chipName = (await chip.textContent())!.trim();
    await chip.click();
    await expect(page).toHaveURL(/[?&]category=/);
    await expect(chip).toHaveAttribute('aria-current', 'true');
    const filtered = await cardTitles(page);
    expect(filtered.length).toBeLessThanOrEqual(first.length + 12);
    await page.reload();
    await expect(
      page.getByRole('navigation', { name: msg('en', 'blog.categoriesLabel') }).getByRole('link', { name: chipName }),
    ).toHaveAttribute('aria-current', 'true');
    await chips.first().click();
    await expect(page).not.toHaveURL(/category=/);
  });

  test('the cached list carries only its own cards; the post index is a separate cached JSON', async ({ request }) => {
    const html = await (await request.get('/blog')).text();
    // Server-rendered cards of page 1 (11 + the featured card), and no post data for the client:
    // `dateLabel` is a key of the card data that the post index holds.
    expect(html.match(/data-testid="post-card"/g) ?? []).toHaveLength(11);
    expect(html).not.toContain('dateLabel');
    const index = await request.get('/id/blog/posts.json');
    expect(index.status()).toBe(200);
    const posts = (await index.json()) as { slug: string; dateLabel: string | null }[];
    const feed = await (await request.get('/id/blog/rss.xml')).text();
    expect(posts.length).toBeGreaterThanOrEqual((feed.match(/<item>/g) ?? []).length);
    // The Indonesian index links each post under its Indonesian slug where it has one.
    const first = SEED_POSTS.find((p) => p.status === 'published')!.slug;
    expect(posts.map((p) => p.slug)).toContain(SEED_BLOG_TRANSLATIONS.id.posts[first]?.slug ?? first);
    expect((await request.get('/xx/blog/posts.json')).status()).toBe(404);
  });

  test('without JavaScript, Load More is a link to the next page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Again from the start when the list changed in between: a post another worker publishes (or a
    // scheduled one coming due) between the two reads shifts every card by one.
    await expect(async () => {
      await page.goto('/blog');
      const first = await cardTitles(page);
      expect(first.length).toBe(11);
      await page.getByRole('link', { name: msg('en', 'blog.loadMore') }).click();
      await expect(page).toHaveURL(/\/blog\/page\/2$/);
      const more = await cardTitles(page);
      expect(more.length).toBeGreaterThan(first.length);
      expect(more.slice(0, first.length)).toEqual(first);
    }).toPass({ timeout: 30_000 });
    expect((await page.request.get('/blog/page/999')).status()).toBe(404);
    await context.close();
  });

  test('Indonesian list', async ({ page }) => {
    await page.goto('/id/blog');
    await expect(page.getByRole('heading', { level: 1, name: msg('id', 'blog.heroTitle') })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: msg('id', 'blog.searchLabel') })).toBeVisible();
  });
});

test.describe('article', () => {
  test('open the featured article: content, related posts, share (clipboard), bookmark, view beacon', async ({
    page,
    context,
    checkA11y,
  }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Force the clipboard fallback: no share sheet.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/blog');
    const featured = page.getByTestId('featured-post');
    const title = (await featured.getByRole('heading', { level: 2 }).textContent())!.trim();
    const beacon = page.waitForRequest((r) => r.url().endsWith('/api/blog/views') && r.method() === 'POST');
    await featured.getByRole('link', { name: new RegExp(msg('en', 'blog.readArticle')) }).click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(JSON.parse((await beacon).postData() ?? '{}')).toHaveProperty('postId');

    const crumbs = page.getByRole('navigation', { name: msg('en', 'blog.breadcrumb') });
    await expect(crumbs.getByRole('link', { name: msg('en', 'blog.home') })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: msg('en', 'blog.blog') })).toBeVisible();
    await expect(page.getByTestId('reading-time')).toHaveText(/\d+ min read/);
    await expect(page.getByText(msg('en', 'blog.writtenBy', { author: '' }).trim()).first()).toBeVisible();
    const related = page.getByTestId('related-posts').getByTestId('post-card');
    await expect(related.first()).toBeVisible();
    expect(await related.count()).toBeLessThanOrEqual(3);
    for (const href of await related.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/blog\//);
      expect(href).not.toBe(`/blog/${slug}`);
    }
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd!).map((d: { '@type': string }) => d['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${slug}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await checkA11y(page);

    // CTA buttons to this site open in the same tab; others in a new tab with rel="noopener".
    for (const cta of await page.locator('[data-block="cta"] a').all()) {
      const href = (await cta.getAttribute('href')) ?? '';
      if (href.startsWith('/')) {
        expect(await cta.getAttribute('target')).toBeNull();
      } else {
        await expect(cta).toHaveAttribute('target', '_blank');
        await expect(cta).toHaveAttribute('rel', /noopener/);
      }
    }

    // Without a share sheet, Share offers WhatsApp and "Copy link" (e2e/blog-tags: by keyboard);
    // copying says so, as the SPEC's alert did.
    await page.getByRole('button', { name: msg('en', 'blog.share') }).click();
    await page.getByRole('button', { name: msg('en', 'blog.copyLink') }).click();
    await expect(page.getByRole('status').filter({ hasText: msg('en', 'blog.linkCopied') })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    const bookmark = page.getByRole('button', { name: msg('en', 'blog.bookmark') });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: msg('en', 'blog.bookmark') })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: msg('en', 'blog.bookmark') }).click();
    await expect(page.getByRole('button', { name: msg('en', 'blog.bookmark') })).toHaveAttribute('aria-pressed', 'false');

    await related.first().getByRole('link').click();
    await expect(page).not.toHaveURL(new RegExp(`/blog/${slug}$`));
    await page.getByRole('link', { name: msg('en', 'blog.backToBlogLabel') }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a missing, draft or archived slug is the 404 Article Not Found page', async ({ page, checkA11y }) => {
    const published = await publishedSlugsFromFeed(page);
    // A missing slug and the seed's draft and archived posts.
    const hidden = SEED_POSTS.filter((p) => p.status !== 'published').map((p) => p.slug);
    expect(hidden.length).toBeGreaterThan(0);
    const candidates = ['no-such-article-e2e', ...hidden];
    for (const slug of candidates) {
      expect(published).not.toContain(slug);
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: msg('en', 'blog.notFoundTitle') })).toBeVisible();
      await expect(page.getByText(msg('en', 'blog.notFoundBody'))).toBeVisible();
    }
    await checkA11y(page);
    await page.getByRole('link', { name: msg('en', 'blog.notFoundBack') }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test('the RSS feed is RSS 2.0 XML listing the newest published posts', async ({ page }) => {
  const response = await page.request.get('/blog/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  await page.goto('/blog');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      version: doc.documentElement.getAttribute('version'),
      title: doc.querySelector('channel > title')?.textContent,
      items: [...doc.querySelectorAll('item')].map((i) => ({
        title: i.querySelector('title')?.textContent,
        link: i.querySelector('link')?.textContent,
        pubDate: i.querySelector('pubDate')?.textContent,
      })),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.version).toBe('2.0');
  expect(parsed.items.length).toBeGreaterThan(0);
  expect(parsed.items.length).toBeLessThanOrEqual(20);
  for (const item of parsed.items) {
    expect(item.link).toMatch(/^https?:\/\/[^/]+\/blog\/[^/]+$/);
    expect(new Date(item.pubDate!).getTime()).not.toBeNaN();
  }
  const dates = parsed.items.map((i) => new Date(i.pubDate!).getTime());
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  // The newest post is the first in the feed and on the list (as the featured card or the first card).
  const onPage = [
    ...(await page.getByTestId('featured-post').getByRole('heading', { level: 2 }).allTextContents()),
    ...(await cardTitles(page)),
  ];
  expect(onPage).toContain(parsed.items[0]!.title);
});
