import { ADMIN, EDITOR } from './accounts';
import { expect, test, uniqueIp } from './fixtures';

// scrypt (OWASP parameters) takes ~0.5-1.5 s per check on a busy 2-core machine: generous timeouts.
const SLOW = { timeout: 20_000 };

test.describe('return path after sign-in', () => {
  test.slow();
  test('the admin page that sent the visitor to /login is where they land, in its language', async ({ page }) => {
    await page.goto('/id/admin-panel/blog');
    await expect(page).toHaveURL((url) => url.pathname === '/id/login' && url.searchParams.get('next') === '/id/admin-panel/blog');
    await page.locator('#login-email').fill(ADMIN.email);
    await page.locator('#login-password').fill(ADMIN.password);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/id/admin-panel/blog', SLOW);
    await expect(page.locator('[data-admin-shell]')).toBeVisible();
  });

  test('without JavaScript too, and a foreign or non-admin return path is ignored', async ({ browser, clientIp, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': clientIp } });
    const page = await context.newPage();
    await page.goto('/zh-CN/admin-panel/settings');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/zh-CN/login' && url.searchParams.get('next') === '/zh-CN/admin-panel/settings',
    );
    await page.locator('#login-email').fill(EDITOR.email);
    await page.locator('#login-password').fill('wrong-password');
    await page.locator('form button[type=submit]').click();
    // A failed attempt keeps the return path.
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('error') === 'invalid-credentials' && url.searchParams.get('next') === '/zh-CN/admin-panel/settings',
    );
    await page.locator('#login-email').fill(EDITOR.email);
    await page.locator('#login-password').fill(EDITOR.password);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/zh-CN/admin-panel/settings', SLOW);
    await context.close();

    for (const next of ['//evil.example/admin-panel', 'https://evil.example/admin-panel', '/\\evil.example', '/blog']) {
      const r = await request.post('/api/auth/login', {
        form: { email: EDITOR.email, password: EDITOR.password, locale: 'id', next },
        maxRedirects: 0,
        headers: { 'X-Forwarded-For': uniqueIp() },
      });
      expect(r.status(), next).toBe(303);
      expect(r.headers().location, next).toBe('/id/admin-panel');
    }
  });
});
