import type { Page } from '@playwright/test';
import { EDITOR, PWCHANGE } from './accounts';
import { forbidDialogs, signInViaApi, signInViaForm } from './auth-helpers';
import { expect, test, uniqueIp } from './fixtures';
import { msg } from './messages';

const NEW_PASSWORD = 'pwchange-new-456';

async function fillPasswords(page: Page, current: string, next: string, confirm: string) {
  await page.getByLabel(msg('en', 'settings.currentPassword'), { exact: true }).fill(current);
  await page.getByLabel(msg('en', 'settings.newPassword'), { exact: true }).fill(next);
  await page.getByLabel(msg('en', 'settings.confirmPassword'), { exact: true }).fill(confirm);
}

// scrypt (OWASP parameters) takes ~0.5-1.5 s per check on a busy 2-core machine: generous timeouts.
const SLOW = { timeout: 20_000 };
// Next's route announcer is an empty role=alert: only alerts with text are messages.
const alertOf = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

test.describe('settings: change password', () => {
  test.slow();
  test('page texts, show/hide toggles and every validation message in order', async ({ page }) => {
    forbidDialogs(page);
    await signInViaApi(page.request, EDITOR);
    await page.goto('/admin-panel/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'settings.title'));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(msg('en', 'settings.subtitle'));
    await expect(page.getByText(`${msg('en', 'settings.loggedInAs')} ${EDITOR.email}`)).toBeVisible();

    const current = page.getByLabel(msg('en', 'settings.currentPassword'), { exact: true });
    const toggle = page.getByRole('button', { name: msg('en', 'settings.showField', { field: msg('en', 'settings.currentPassword') }) });
    await expect(current).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(current).toHaveAttribute('type', 'text');
    await expect(
      page.getByRole('button', { name: msg('en', 'settings.hideField', { field: msg('en', 'settings.currentPassword') }) }),
    ).toHaveAttribute('aria-pressed', 'true');

    const submit = page.getByRole('button', { name: msg('en', 'settings.submit') });
    const alert = alertOf(page);
    const cases: [string, string, string, string][] = [
      ['', 'abcdefghijkl', 'abcdefghijkl', 'settings.allRequired'],
      ['old-pass', 'abcdefghijkl', 'abcdefghijkm', 'settings.mismatch'],
      ['old-pass', 'abcdefghijk', 'abcdefghijk', 'settings.tooShort'],
      ['abcdefghijkl', 'abcdefghijkl', 'abcdefghijkl', 'settings.sameAsCurrent'],
      // Sign-in policy (docs/decisions/031-sign-in-and-sessions.md): a common password is refused by the server, before the current one is checked.
      ['definitely-wrong', 'password1234', 'password1234', 'settings.tooCommon'],
      ['definitely-wrong', 'kardus-tebal-biru-1987!', 'kardus-tebal-biru-1987!', 'settings.currentIncorrect'],
    ];
    for (const [c, n, k, key] of cases) {
      await fillPasswords(page, c, n, k);
      await submit.click();
      await expect(alert, key).toHaveText(msg('en', key), SLOW);
    }
    // The error clears on typing.
    await current.press('x');
    await expect(alertOf(page)).toHaveCount(0);
  });

  test('has no accessibility violations', async ({ page, checkA11y }) => {
    await signInViaApi(page.request, EDITOR);
    await page.goto('/admin-panel/settings');
    await page.getByRole('button', { name: msg('en', 'settings.submit') }).click();
    await expect(alertOf(page)).toHaveText(msg('en', 'settings.allRequired'));
    await checkA11y(page);
  });

  test('messages in Indonesian', async ({ page }) => {
    await signInViaApi(page.request, EDITOR);
    await page.goto('/id/admin-panel/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('id', 'settings.title'));
    await page.getByRole('button', { name: msg('id', 'settings.submit') }).click();
    await expect(alertOf(page)).toHaveText(msg('id', 'settings.allRequired'));
  });

  test('end to end: change, older session ended, sign in with the new password', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    forbidDialogs(page);
    // An older session of the same account, in another browser.
    const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp() } });
    const otherPage = await other.newPage();
    await signInViaApi(otherPage.request, PWCHANGE);
    await otherPage.goto('/admin-panel/settings');
    await expect(otherPage.locator('[data-admin-shell]')).toBeVisible();

    await signInViaForm(page, PWCHANGE);
    await page.goto('/admin-panel/settings');
    await page.route('**/api/auth/password', async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await fillPasswords(page, PWCHANGE.password, NEW_PASSWORD, NEW_PASSWORD);
    await page.getByRole('button', { name: msg('en', 'settings.submit') }).click();
    await expect(page.getByRole('button', { name: msg('en', 'settings.submitting') })).toBeDisabled();
    const success = page.getByRole('status').filter({ hasText: msg('en', 'settings.success') });
    await expect(success).toBeVisible(SLOW);
    await expect(page.getByLabel(msg('en', 'settings.currentPassword'), { exact: true })).toHaveValue('');
    await expect(page.getByLabel(msg('en', 'settings.newPassword'), { exact: true })).toHaveValue('');
    await expect(page.getByLabel(msg('en', 'settings.confirmPassword'), { exact: true })).toHaveValue('');
    await expect(success).toBeHidden({ timeout: 4500 });

    // This session continues; the older one is over.
    await page.reload();
    await expect(page.locator('[data-admin-shell]')).toBeVisible();
    await otherPage.goto('/admin-panel/settings');
    await expect(otherPage).toHaveURL((url) => url.pathname === '/login');
    await other.close();

    // Sign out; the old password fails, the new one works.
    await page
      .getByRole('button', { name: msg('en', 'admin.logout') })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    const old = await page.request.post('/api/auth/login', { data: { email: PWCHANGE.email, password: PWCHANGE.password } });
    expect(old.status()).toBe(401);
    await signInViaForm(page, { email: PWCHANGE.email, password: NEW_PASSWORD });

    // Put the original password back so the journey can run again on the same server.
    const back = await page.request.post('/api/auth/password', {
      data: { currentPassword: NEW_PASSWORD, newPassword: PWCHANGE.password, confirmPassword: PWCHANGE.password },
    });
    expect(back.status()).toBe(200);
  });

  test('the password API refuses signed-out visitors', async ({ request }) => {
    const r = await request.post('/api/auth/password', {
      data: { currentPassword: 'a', newPassword: 'abcdefg', confirmPassword: 'abcdefg' },
    });
    expect(r.status()).toBe(401);
    expect((await r.json()).message).toBe(msg('en', 'settings.notAuthenticated'));
  });
});
