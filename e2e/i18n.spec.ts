import type { APIResponse } from '@playwright/test';
import { msg } from './messages';
import { expect, test } from './fixtures';

const localeCookie = (response: APIResponse) =>
  response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('NEXT_LOCALE='));

test.describe('language selection', () => {
  test('?lng=id redirects to /id and remembers the choice in a cookie', async ({ page, context }) => {
    await page.goto('/?lng=id');
    await expect(page).toHaveURL(/\/id$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('id', 'company.tagline'));
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('id');

    // The remembered choice wins over the browser's language on the next visit to /.
    await page.goto('/');
    await expect(page).toHaveURL(/\/id$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  });

  test('?lng= keeps the path and accepts the old site values', async ({ request }) => {
    const cases: [string, string][] = [
      ['/?lng=zh', '/zh-CN'],
      ['/?lng=zh-CN', '/zh-CN'],
      ['/no-such-page?lng=id', '/id/no-such-page'],
      ['/id?lng=en', '/'],
      ['/zh-CN/x?lng=en-US', '/x'],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBeGreaterThanOrEqual(300);
      expect(response.status(), from).toBeLessThan(400);
      expect(new URL(response.headers().location!, 'http://x').pathname, from).toBe(to);
      expect(localeCookie(response).length, from).toBe(1);
    }
  });

  test('a first visit to / follows Accept-Language: id', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'id-ID' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/id$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await context.close();
  });

  test('zh-CN works from Accept-Language and by URL', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh-CN$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('zh-CN', 'company.tagline'));
    await context.close();
  });

  test('falls back to English for other languages', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9,de;q=0.8' }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="en"');
  });

  test('a plain visit sets no NEXT_LOCALE cookie', async ({ request }) => {
    for (const [url, language] of [
      ['/', 'en-US,en;q=0.9'],
      ['/id', 'en-US,en;q=0.9'],
      ['/zh-CN', 'id'],
      ['/id', 'id'],
    ]) {
      const response = await request.get(url!, { headers: { 'Accept-Language': language! }, maxRedirects: 0 });
      expect(response.status(), `${url} (${language})`).toBe(200);
      expect(localeCookie(response), `${url} (${language})`).toEqual([]);
    }
  });
});
