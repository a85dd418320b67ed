import { expect, test } from '@playwright/test';
import { msg } from '../e2e/messages';
import { cookieSession, ROTATE, signIn } from './helpers';

// Sessions on Supabase Auth: the access token expires (the stand-in issues short-lived ones) and the
// middleware refresh keeps the admin signed in; a password change ends the other sessions.
test.describe.configure({ mode: 'serial' });

test('the session survives an access-token expiry: middleware refreshes and sets new cookies', async ({ page, context }) => {
  test.skip(!process.env.REHEARSAL_JWT_EXPIRY, "needs the stand-in's short access-token lifetime (a real project issues 1-hour tokens)");
  test.setTimeout(90_000);
  await signIn(page, ROTATE);
  const first = await cookieSession(context);
  expect(first).not.toBeNull();
  // Wait for the condition itself: the access token in the cookie has expired.
  await expect.poll(() => Date.now() / 1000 > first!.expires_at, { timeout: 60_000, intervals: [1000] }).toBe(true);

  const response = await page.goto('/admin-panel/settings');
  await expect(page.locator('[data-admin-shell]')).toBeVisible();
  expect(response?.url()).toMatch(/\/admin-panel\/settings$/);
  expect((await response!.headerValue('set-cookie')) ?? '').toMatch(/(^|\n)sb-[^=]+-auth-token/);
  const second = await cookieSession(context);
  expect(second!.refresh_token).not.toBe(first!.refresh_token);
  expect(second!.expires_at).toBeGreaterThan(first!.expires_at);
});

test('a password change ends the other sessions; the new password works', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, ROTATE);
  await otherPage.goto('/admin-panel/settings');
  await expect(otherPage.locator('[data-admin-shell]')).toBeVisible();

  await signIn(page, ROTATE);
  await page.goto('/admin-panel/settings');
  const next = 'rotate-pass-2';
  await page.getByLabel(msg('en', 'settings.currentPassword'), { exact: true }).fill(ROTATE.password);
  await page.getByLabel(msg('en', 'settings.newPassword'), { exact: true }).fill(next);
  await page.getByLabel(msg('en', 'settings.confirmPassword'), { exact: true }).fill(next);
  await page.getByRole('button', { name: msg('en', 'settings.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: msg('en', 'settings.success') })).toBeVisible({ timeout: 20_000 });

  await page.reload();
  await expect(page.locator('[data-admin-shell]')).toBeVisible();
  await otherPage.goto('/admin-panel/settings');
  await expect(otherPage).toHaveURL((url) => url.pathname === '/login');
  await other.close();

  const old = await page.request.post('/api/auth/login', { data: { email: ROTATE.email, password: ROTATE.password } });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post('/api/auth/login', { data: { email: ROTATE.email, password: next } });
  expect(fresh.status()).toBe(200);
});
