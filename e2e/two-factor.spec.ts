import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { codeAt } from '../lib/auth/two-factor/totp';
import { TWOFACTOR } from './accounts';
import { forbidDialogs, isAdminHome } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// The embedded backend's two-factor sign-in, as a person does it: turn TOTP on from the security
// page (the codes are computed from the key the page shows, as a phone would), sign out, sign in with
// password + code, use a recovery code once; a session that passed only the password reaches no
// admin page or admin route handler. TWOFACTOR is reserved for this spec.
// Screenshots at 1280 and 390 px are written when TWO_FACTOR_SCREENSHOTS names a folder.
const shots = process.env.TWO_FACTOR_SCREENSHOTS;
const tf = (key: string, values: Record<string, string | number> = {}) => msg('en', `twoFactor.${key}`, values);

async function shoot(page: Page, name: string) {
  if (!shots) return;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(size);
}

async function signInWithPassword(page: Page) {
  await page.goto('/login');
  await page.locator('#login-email').fill(TWOFACTOR.email);
  await page.locator('#login-password').fill(TWOFACTOR.password);
  await page.locator('form button[type=submit]').click();
}

async function signOut(page: Page) {
  await page.getByTestId('admin-logout').first().click();
  await page.waitForURL(/\/login$/);
}

test('an admin turns on TOTP, signs in with password + code, and a recovery code works once', async ({ page, checkA11y }) => {
  test.setTimeout(120_000);
  forbidDialogs(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // The admin pages' nonce CSP must not refuse the copy or the download.
  const cspViolations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) cspViolations.push(m.text());
  });
  await signInWithPassword(page);
  await page.waitForURL((url) => isAdminHome(url));

  await page.goto('/admin-panel/settings/two-factor');
  await expect(page.getByTestId('two-factor-status')).toHaveAttribute('data-state', 'off');
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByTestId('two-factor-key').innerText()).replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  // The key is a read-only field named by the sentence above it, with a Copy button (spaces left out).
  const keyField = page.getByRole('textbox', { name: tf('manualKey') });
  await expect(keyField).toHaveAttribute('aria-readonly', 'true');
  await expect(keyField).toHaveAttribute('data-testid', 'two-factor-key');
  const enrol = page.getByTestId('two-factor-enrol');
  await enrol.getByRole('button', { name: tf('copyKey') }).click();
  await expect(enrol.getByRole('status')).toHaveText(tf('copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await checkA11y(page);
  await shoot(page, 'security-enrol');

  // Turning it on asks for the password again: a wrong one is announced under the password field,
  // which gets the focus back.
  const password = page.getByLabel('Current password');
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  const code = page.getByLabel('Six-digit code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await password.fill('not-the-password-1234');
  await code.fill(codeAt(key, Date.now()));
  await code.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'The password is not right.' })).toBeVisible();
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill(TWOFACTOR.password);

  // A wrong code: announced, and focus is back in the field.
  const wrong = codeAt(key, Date.now()) === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await code.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  await code.fill(codeAt(key, Date.now()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByTestId('recovery-codes');
  await expect(list).toBeVisible();
  const recovery = await list
    .locator('[data-recovery-code]')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-recovery-code') ?? ''));
  expect(recovery).toHaveLength(10);
  // Copied in one go, and downloaded as a text file named after the site (under the admin pages' CSP).
  await list.getByRole('button', { name: tf('copyCodes') }).click();
  await expect(list.getByRole('status')).toHaveText(tf('copied'));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const c of recovery) expect(copied).toContain(c);
  const site = new URL(process.env.SITE_URL ?? page.url()).hostname;
  const [download] = await Promise.all([page.waitForEvent('download'), list.getByRole('link', { name: tf('downloadCodes') }).click()]);
  expect(download.suggestedFilename()).toBe(`recovery-codes-${site}.txt`);
  const file = await fs.readFile(await download.path(), 'utf8');
  expect(file).toBe(`${tf('codesFileHeading', { site })}\n\n${recovery.join('\n')}\n`);
  expect(cspViolations).toEqual([]);
  await checkA11y(page);
  await shoot(page, 'security-recovery-codes');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveAttribute('data-state', 'on');
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();
  await shoot(page, 'security-on');
  await signOut(page);

  // Password only: held at the second step; no admin page, no admin route handler.
  await signInWithPassword(page);
  await page.waitForURL(/\/login\/two-factor$/);
  await expect(page.getByRole('heading', { name: 'Enter your sign-in code' })).toBeVisible();
  await shoot(page, 'sign-in-code');
  await page.goto('/admin-panel/itemlist');
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  const csv = await page.request.get('/api/admin/products-csv');
  expect(csv.status()).toBe(401);

  // The next code (the enrolment's own is spent): into the admin.
  await page.getByLabel('Six-digit code').fill(codeAt(key, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => isAdminHome(url));
  await signOut(page);

  // A recovery code works once.
  for (const attempt of ['first', 'second'] as const) {
    await signInWithPassword(page);
    await page.waitForURL(/\/login\/two-factor$/);
    await page.getByText('Use a recovery code instead').click();
    const field = page.getByLabel('Recovery code');
    await field.fill(recovery[0]!);
    await field.press('Enter');
    if (attempt === 'first') {
      await page.waitForURL((url) => isAdminHome(url));
      await signOut(page);
    } else {
      await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
      await expect(field).toBeFocused();
      await shoot(page, 'sign-in-recovery-refused');
    }
  }
  await expect(page).toHaveURL(/\/login\/two-factor$/);
});
