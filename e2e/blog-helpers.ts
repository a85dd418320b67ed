import type { Page } from '@playwright/test';

/** Titles of the post cards currently shown (grid or list), in order. */
export async function cardTitles(page: Page): Promise<string[]> {
  return page.getByTestId('post-card').filter({ visible: true }).locator('h3').allTextContents();
}

/** Published slugs, newest first, from the RSS feed (the feed lists only published posts). */
export async function publishedSlugsFromFeed(page: Page): Promise<string[]> {
  const response = await page.request.get('/blog/rss.xml');
  const xml = await response.text();
  return [...xml.matchAll(/<link>[^<]*\/blog\/([^<]+)<\/link>/g)].map((m) => decodeURIComponent(m[1]!));
}
