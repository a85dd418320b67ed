import { siteConfig } from '../lib/site-config';
import { ADMIN, EDITOR } from './accounts';
import { forbidDialogs, isAdminHome, postChunked, signInViaApi, signInViaForm } from './auth-helpers';
import { expect, test, uniqueIp } from './fixtures';
import { E2E_LOCALES, msg } from './messages';

// scrypt (OWASP parameters) takes ~0.5-1.5 s per check on a busy 2-core machine: generous timeouts.
const SLOW = { timeout: 20_000 };

test.describe('sign-in', () => {
  test.slow();
  test('success goes to the admin; a signed-in visitor on /login is sent there; the session API says who', async ({ page }) => {
    forbidDialogs(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'login.title'));
    const email = page.getByLabel(msg('en', 'login.email'));
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await expect(page.getByLabel(msg('en', 'login.password'))).toHaveAttribute('required', '');

    await signInViaForm(page, ADMIN);
    expect(isAdminHome(new URL(page.url()))).toBe(true);
    const session = await page.request.get('/api/auth/session');
    expect(session.headers()['cache-control']).toContain('no-store');
    expect(await session.json()).toEqual({ signedIn: true, email: ADMIN.email, isBlogAdmin: true });

    await page.goto('/login');
    await expect(page).toHaveURL((url) => isAdminHome(url));
    await page.goto('/id/login');
    await expect(page).toHaveURL((url) => isAdminHome(url, '/id'));
  });

  test('the session cookie is HttpOnly, SameSite=Lax, Path=/ and lives at most 12 h', async ({ page, context }) => {
    await signInViaApi(page.request, EDITOR);
    const cookie = (await context.cookies()).find((c) => c.name === 'admin_session');
    expect(cookie).toBeDefined();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(12 * 3600 + 5);
  });

  test('failure: busy label, the same in-page message for a wrong password and an unknown e-mail', async ({ page }) => {
    forbidDialogs(page);
    await page.goto('/login');
    // Slow the request down a little so the busy label is observable.
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.getByLabel(msg('en', 'login.email')).fill(ADMIN.email);
    await page.getByLabel(msg('en', 'login.password')).fill('wrong-password');
    await page.getByRole('button', { name: msg('en', 'login.submit') }).click();
    await expect(page.getByRole('button', { name: msg('en', 'login.submitting') })).toBeDisabled();
    const alert = page.getByRole('alert').filter({ hasText: 'Login failed' });
    const expected = msg('en', 'login.failed', { message: msg('en', 'login.invalidCredentials') });
    await expect(alert).toHaveText(expected, SLOW);
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel(msg('en', 'login.email')).fill('nobody-here@example.com');
    await page.getByLabel(msg('en', 'login.password')).fill('whatever-password');
    await page.getByRole('button', { name: msg('en', 'login.submit') }).click();
    await expect(alert).toHaveText(expected, SLOW);
  });

  test('failure message in Indonesian on /id/login', async ({ page }) => {
    forbidDialogs(page);
    await page.goto('/id/login');
    await page.locator('#login-email').fill(ADMIN.email);
    await page.locator('#login-password').fill('wrong-password');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Login gagal' })).toHaveText(
      msg('id', 'login.failed', { message: msg('id', 'login.invalidCredentials') }),
      SLOW,
    );
  });

  test('one account from one IP: 5 failures, then 429 with Retry-After, shown translated in the page', async ({ page }) => {
    const account = { email: `throttle-${Date.now()}@example.com`, password: 'nope-nope' };
    for (let i = 0; i < 5; i++) {
      const r = await page.request.post('/api/auth/login', { data: account });
      expect(r.status()).toBe(401);
    }
    const blocked = await page.request.post('/api/auth/login', { data: { ...account, password: 'maybe-this-one' } });
    expect(blocked.status()).toBe(429);
    const retryAfter = Number(blocked.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);

    await page.goto('/login');
    await page.locator('#login-email').fill(account.email);
    await page.locator('#login-password').fill('and-this-one');
    await page.locator('form button[type=submit]').click();
    // (Next's route announcer is an empty role=alert too.)
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(msg('en', 'login.tooManyAttempts', { minutes: 15 }), SLOW);

    // The same account from another address is not locked out, and this address can still sign in elsewhere.
    const other = await page.request.post('/api/auth/login', { data: account, headers: { 'X-Forwarded-For': uniqueIp() } });
    expect(other.status()).toBe(401);
    const elsewhere = await page.request.post('/api/auth/login', { data: { email: `x-${account.email}`, password: 'nope-nope' } });
    expect(elsewhere.status()).toBe(401);
  });

  test('50 parallel wrong passwords for one account from one IP: 5 checked (401), 45 refused (429)', async ({ request }) => {
    const headers = { 'X-Forwarded-For': uniqueIp() };
    const data = { email: `race-${Date.now()}@example.com`, password: 'wrong-password' };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => request.post('/api/auth/login', { data, headers, timeout: 120_000 })),
    );
    const statuses = responses.map((r) => r.status());
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    for (const r of responses) if (r.status() === 429) expect(Number(r.headers()['retry-after'])).toBeGreaterThan(0);
  });

  test('oversized bodies are refused before parsing (413), also without Content-Length', async ({ request, baseURL }) => {
    const big = await request.post('/api/auth/login', { data: { email: ADMIN.email, password: 'x'.repeat(100_000) } });
    expect(big.status()).toBe(413);
    for (const path of ['/api/auth/logout', '/api/auth/password']) {
      expect((await request.post(path, { data: { pad: 'x'.repeat(10_000) } })).status(), path).toBe(413);
    }
    // A streamed (chunked) body has no Content-Length: the bytes are counted as they arrive.
    const streamed = await postChunked(
      `${baseURL}/api/auth/login`,
      { 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueIp() },
      8_000_000,
    );
    // 413, or the connection cut before the whole body was taken (never a parsed 400/401).
    expect(streamed.status === 413 || (streamed.status === null && !streamed.sentAll), JSON.stringify(streamed)).toBe(true);
  });

  test('the login page has no accessibility violations (also with a message shown)', async ({ page, checkA11y }) => {
    await page.goto('/login');
    await checkA11y(page);
    await page.goto('/login?error=invalid-credentials');
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();
    await checkA11y(page);
  });

  test('cross-site posts are refused', async ({ request }) => {
    const r = await request.post('/api/auth/login', {
      data: { email: ADMIN.email, password: ADMIN.password },
      headers: { Origin: 'https://evil.example' },
    });
    expect(r.status()).toBe(403);
    const out = await request.post('/api/auth/logout', { headers: { Origin: 'https://evil.example' }, maxRedirects: 0 });
    expect(out.status()).toBe(403);
  });

  test('a plain form post (no JavaScript) works too', async ({ browser, clientIp }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': clientIp } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('#login-email').fill(EDITOR.email);
    await page.locator('#login-password').fill('wrong-password');
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/login\?error=invalid-credentials$/);
    await expect(page.getByRole('alert')).toHaveText(msg('en', 'login.failed', { message: msg('en', 'login.invalidCredentials') }), SLOW);
    await page.locator('#login-email').fill(EDITOR.email);
    await page.locator('#login-password').fill(EDITOR.password);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL((url) => isAdminHome(url));
    await context.close();
  });
});

// Screenshots of the sign-in page at 390 and 1280 px go to AUTH_SCREENSHOTS when set.
const authShots = process.env.AUTH_SCREENSHOTS;

test("the sign-in page shows the company's logo and a link home in the visitor's language", async ({ page, checkA11y }) => {
  for (const { locale, prefix } of E2E_LOCALES) {
    await page.goto(`${prefix}/login`);
    await expect(page.getByRole('img', { name: siteConfig.legalName })).toBeVisible();
    const home = page.getByRole('link', { name: msg(locale, 'login.backHome') });
    await expect(home).toHaveAttribute('href', prefix || '/');
    if (locale === 'en') {
      await checkA11y(page);
      if (authShots) {
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 844 });
          await page.screenshot({ path: `${authShots}/login-${width}.png`, fullPage: true, scale: 'css' });
        }
      }
    }
    await home.click();
    await expect(page).toHaveURL((url) => url.pathname === (prefix || '/'));
  }
});

test.describe('guard and logout', () => {
  test.slow();
  for (const { locale, prefix } of E2E_LOCALES) {
    test(`${locale}: /admin-panel/* without a session redirects to ${prefix}/login`, async ({ page }) => {
      for (const path of ['/admin-panel', '/admin-panel/addnew', '/admin-panel/itemlist', '/admin-panel/settings', '/admin-panel/blog']) {
        await page.goto(`${prefix}${path}`);
        await expect(page, path).toHaveURL((url) => url.pathname === `${prefix}/login`);
        await expect(page.locator('[data-admin-shell]')).toHaveCount(0);
      }
    });
  }

  test('logout signs out and returns to /login', async ({ page }) => {
    await signInViaApi(page.request, EDITOR);
    await page.goto('/admin-panel/settings');
    await expect(page.locator('[data-admin-shell]')).toBeVisible();
    await page
      .getByRole('button', { name: msg('en', 'admin.logout') })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ signedIn: false, email: null, isBlogAdmin: false });
    await page.goto('/admin-panel/settings');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('after logout a copied session cookie stops working at once (session API, admin pages)', async ({ page, browser, baseURL }) => {
    await signInViaApi(page.request, EDITOR);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'admin_session');
    expect(cookie).toBeDefined();
    // The attacker's copy, in another browser.
    const thief = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp() } });
    await thief.addCookies([cookie!]);
    const thiefPage = await thief.newPage();
    expect((await (await thiefPage.request.get('/api/auth/session')).json()).signedIn).toBe(true);

    await page.goto('/admin-panel/settings');
    await page
      .getByRole('button', { name: msg('en', 'admin.logout') })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');

    expect(await (await thiefPage.request.get('/api/auth/session')).json()).toEqual({ signedIn: false, email: null, isBlogAdmin: false });
    await thiefPage.goto('/admin-panel/settings');
    await expect(thiefPage.locator('[data-admin-shell]')).toHaveCount(0);
    await expect(thiefPage).toHaveURL((url) => url.pathname === '/login');
    await thief.close();
  });

  test('logout in Indonesian returns to /id/login', async ({ page }) => {
    await signInViaApi(page.request, EDITOR);
    await page.goto('/id/admin-panel/settings');
    await page
      .getByRole('button', { name: msg('id', 'admin.logout') })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/id/login');
  });
});
