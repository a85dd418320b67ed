import type { APIRequestContext, Page } from '@playwright/test';
import type { E2eAccount } from './accounts';
import { expect } from './fixtures';

/** Signs in through the API (the browser context shares the cookie); for tests that are not about the form. */
export async function signInViaApi(request: APIRequestContext, account: Pick<E2eAccount, 'email' | 'password'>): Promise<void> {
  const response = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs in through the login form of `prefix` ('' | '/id' | '/zh-CN') and waits for the admin home (issue 17). */
export async function signInViaForm(page: Page, account: Pick<E2eAccount, 'email' | 'password'>, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/login`);
  await page.getByLabel(/email|电子邮箱/i).fill(account.email);
  await page.locator('#login-password').fill(account.password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => isAdminHome(url, prefix));
}

/** /admin-panel, or Add New where /admin-panel itself redirects (server-side, so either may be seen). */
export function isAdminHome(url: URL, prefix = ''): boolean {
  return url.pathname === `${prefix}/admin-panel` || url.pathname === `${prefix}/admin-panel/addnew`;
}

/** Fails the test if anything opens a browser alert/confirm (SPEC 8: messages are shown in the page). */
export function forbidDialogs(page: Page): void {
  page.on('dialog', async (dialog) => {
    await dialog.dismiss();
    throw new Error(`unexpected browser dialog: ${dialog.message()}`);
  });
}
