import fs from 'node:fs';
import { siteConfig } from '../lib/site-config';
import { E2E_LOCALES, msg } from './messages';
import { expect, test } from './fixtures';

const year = new Date().getFullYear();
const PACKAGE_NAME = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { name: string }).name;

test.describe('landing home', () => {
  for (const { locale, prefix } of E2E_LOCALES) {
    test(`${locale}: logo, tagline, © year, developer credit, <html lang>`, async ({ page }) => {
      const response = await page.goto(prefix || '/');
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'company.tagline'));
      const logo = page.locator('img[src*="logo"]').first();
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(page.locator('footer')).toContainText(`© ${year}`);
      const credit = page.locator('footer').getByRole('link', { name: siteConfig.developer.name });
      await expect(credit).toHaveCount(1);
      await expect(credit).toHaveAttribute('rel', /noopener/);
    });
  }

  test('has no accessibility violations', async ({ page, checkA11y }) => {
    await page.goto('/');
    await checkA11y(page);
  });
});

test.describe('headers and routes', () => {
  test('security headers on pages and API responses', async ({ request }) => {
    for (const url of ['/', '/id', '/api/health']) {
      const response = await request.get(url);
      const headers = response.headers();
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(headers['x-powered-by'], url).toBeUndefined();
    }
  });

  test('/api/health answers 200 with the database up', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('no-store');
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  test('/storage rejects path traversal with 404', async ({ request }) => {
    for (const url of [
      '/storage/itemphotos/..%2F..%2Fpackage.json',
      '/storage/itemphotos/%2e%2e/%2e%2e/package.json',
      '/storage/itemphotos/..%5C..%5Cpackage.json',
      '/storage/itemphotos/%2Fetc%2Fpasswd',
      '/storage/itemphotos/does-not-exist.jpg',
    ]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      // Nothing of the files aimed at: package.json's own lines (as written there, with their
      // spacing), /etc/passwd's first entry. The 404 page's HTML carries JSON of its own.
      const body = await response.text();
      for (const leak of [`"name": "${PACKAGE_NAME}"`, '"devDependencies": {', 'root:x:0:0:']) {
        expect(body, `${url} leaks ${leak}`).not.toContain(leak);
      }
    }
  });

  for (const { locale, prefix } of E2E_LOCALES) {
    test(`${locale}: an unknown page shows the localized 404 page with status 404`, async ({ page }) => {
      const response = await page.goto(`${prefix}/no-such-page-${Date.now()}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'errors.notFoundTitle'));
    });
  }
});
