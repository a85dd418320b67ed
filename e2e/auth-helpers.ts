import http from 'node:http';
import type { APIRequestContext, Cookie, Page } from '@playwright/test';
import type { E2eAccount } from './accounts';
import { expect } from './fixtures';

/** Signs in through the API (the browser context shares the cookie); for tests that are not about the form. */
export async function signInViaApi(request: APIRequestContext, account: Pick<E2eAccount, 'email' | 'password'>): Promise<void> {
  const response = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
}

// One sign-in per worker and account: the session cookie it set, added to each later test's browser
// context. Only for ADMIN and EDITOR, whose sessions no spec ends (the logout specs sign in on their
// own, and password changes use PWCHANGE); a spec about the sign-in form keeps using the form.
const savedSessions = new Map<string, Cookie[]>();

/**
 * Signs `page`'s context in with this worker's saved session of the account (signing in through the
 * API the first time) and stays where it is: the caller opens the page it needs.
 */
export async function signInSaved(page: Page, account: Pick<E2eAccount, 'email' | 'password'>): Promise<void> {
  const saved = savedSessions.get(account.email);
  if (saved) return page.context().addCookies(saved);
  await signInViaApi(page.request, account);
  const cookies = (await page.context().cookies()).filter((c) => c.name === 'admin_session');
  expect(cookies, 'the sign-in set the session cookie').toHaveLength(1);
  savedSessions.set(account.email, cookies);
}

/** Signs in through the login form of `prefix` ('' | '/id' | '/zh-CN') and waits for the admin home. */
export async function signInViaForm(page: Page, account: Pick<E2eAccount, 'email' | 'password'>, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/login`);
  await page.getByLabel(/email|电子邮箱/i).fill(account.email);
  await page.locator('#login-password').fill(account.password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => isAdminHome(url, prefix));
}

/** The admin's landing page: the overview at /admin-panel. */
export function isAdminHome(url: URL, prefix = ''): boolean {
  return url.pathname === `${prefix}/admin-panel`;
}

/**
 * Whether an admin page as the signed-in context receives it (HTML with its inline RSC payload)
 * carries the unread-inquiries count: the admin layout sends it only to roles that may open the inbox.
 */
export async function adminPayloadHasUnreadCount(page: Page): Promise<boolean> {
  const response = await page.request.get('/admin-panel/settings');
  expect(response.status()).toBe(200);
  return (await response.text()).includes('unreadInquiries');
}

/** Fails the test if anything opens a browser alert/confirm (SPEC 8: messages are shown in the page). */
export function forbidDialogs(page: Page): void {
  page.on('dialog', async (dialog) => {
    await dialog.dismiss();
    throw new Error(`unexpected browser dialog: ${dialog.message()}`);
  });
}

/**
 * POSTs `bytes` of filler chunked (no Content-Length). Resolves with the answer's status, or with
 * `status: null` when the connection was cut instead, and whether the whole body had been written.
 * A server that refuses early may answer and close while the body is still arriving; the unread
 * bytes then make the kernel reset the connection, which can lose the answer on the client's side.
 * Either way, a refusal before the end of the body is what callers assert.
 */
export function postChunked(
  url: string,
  headers: Record<string, string>,
  bytes: number,
): Promise<{ status: number | null; sentAll: boolean }> {
  return new Promise((resolve) => {
    let settled = false;
    let sentAll = false;
    const finish = (status: number | null) => {
      if (settled) return;
      settled = true;
      resolve({ status, sentAll });
      req.destroy();
    };
    const req = http.request(url, { method: 'POST', headers });
    req.on('response', (res) => {
      res.resume();
      finish(res.statusCode ?? 0);
    });
    // The answer may still be parsed after a write error: give it a moment before settling on null.
    req.on('error', () => setTimeout(() => finish(null), 1000));
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    const chunk = 'x'.repeat(16_384);
    let sent = 0;
    const write = () => {
      while (sent < bytes && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (req.destroyed) return;
      sentAll = true;
      req.end();
    };
    write();
  });
}
