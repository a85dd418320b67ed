import { createClient } from '@supabase/supabase-js';
import { expect, test, type Page } from '@playwright/test';
import { codeAt } from '../lib/auth/two-factor/totp';
import { supabaseClientOptions } from '../lib/auth/supabase-transport';
import { ANON_KEY, OWNER, SERVICE_KEY, SUPABASE_URL, signIn } from './helpers';

// Team and Auth MFA on Supabase: the owner invites a sales colleague through the Admin API, the
// colleague follows Supabase's invitation (the stand-in's mailbox), sets a password, signs in,
// enrols TOTP (codes computed from the key the page shows), is refused a product screen (403), and
// a recovery code works once: it removes the factor, and the next sign-in is without it.
const COLLEAGUE = { email: 'invited-sales@example.com', password: 'invited-pass-1' };

async function acceptInvitation(email: string, password: string) {
  const mails = (await (
    await fetch(`${SUPABASE_URL}/_standin/invites`, { headers: { authorization: `Bearer ${SERVICE_KEY}` } })
  ).json()) as {
    email: string;
    tokenHash: string;
  }[];
  const mail = mails.findLast((m) => m.email === email);
  expect(mail, 'the invitation e-mail').toBeTruthy();
  const client = createClient(SUPABASE_URL, ANON_KEY, { ...supabaseClientOptions, auth: { persistSession: false } });
  // What Supabase's invitation link does: a session for the invited user, who then sets a password.
  const { error } = await client.auth.verifyOtp({ token_hash: mail!.tokenHash, type: 'invite' });
  expect(error).toBeNull();
  expect((await client.auth.updateUser({ password })).error).toBeNull();
}

async function passwordStep(page: Page) {
  await page.goto('/login');
  await page.locator('#login-email').fill(COLLEAGUE.email);
  await page.locator('#login-password').fill(COLLEAGUE.password);
  await page.locator('form button[type=submit]').click();
}

test('the owner invites a sales colleague who enrols TOTP, is refused a product screen, and a recovery code works once', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, OWNER);
  await page.goto('/admin-panel/team');
  const add = page.getByTestId('team-add-form');
  await add.getByLabel('E-mail').fill(COLLEAGUE.email);
  await add.getByLabel('Role').selectOption('sales');
  await add.locator('button[type=submit]').click();
  await expect(page.getByTestId('team-sent')).toContainText(COLLEAGUE.email);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: COLLEAGUE.email })).toBeVisible();

  await acceptInvitation(COLLEAGUE.email, COLLEAGUE.password);
  const colleague = await (await browser.newContext()).newPage();
  await passwordStep(colleague);
  await colleague.waitForURL((url) => url.pathname === '/admin-panel');
  await colleague.goto('/admin-panel/settings/two-factor');
  await expect(colleague.getByTestId('two-factor-status')).toHaveAttribute('data-state', 'off');
  const key = (await colleague.getByTestId('two-factor-key').innerText()).replace(/\s+/g, '');
  // Turning it on asks for the password again (a session alone cannot enrol).
  await colleague.getByLabel('Current password').fill(COLLEAGUE.password);
  await colleague.getByLabel('Six-digit code').fill(codeAt(key, Date.now()));
  await colleague.getByRole('button', { name: 'Turn on' }).click();
  await expect(colleague.getByTestId('recovery-codes')).toBeVisible();
  const codes = await colleague
    .getByTestId('recovery-codes')
    .locator('[data-recovery-code]')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-recovery-code') ?? ''));
  expect(codes).toHaveLength(10);
  await colleague.getByRole('link', { name: 'Continue' }).click();
  await expect(colleague.getByTestId('two-factor-status')).toHaveAttribute('data-state', 'on');
  // A sales administrator: a product screen is the 403 page, not a crash.
  const refused = await colleague.goto('/admin-panel/addnew');
  expect(refused?.status()).toBe(403);
  await expect(colleague.getByTestId('admin-forbidden')).toBeVisible();
  await colleague.context().close();

  // Lost phone: password, then a recovery code. Supabase deletes the factor (ending the sessions).
  const again = await (await browser.newContext()).newPage();
  await passwordStep(again);
  await again.waitForURL(/\/login\/two-factor$/);
  expect((await again.goto('/admin-panel/inquiries'))?.url()).toMatch(/\/login\/two-factor$/);
  await again.getByText('Use a recovery code instead').click();
  await again.getByLabel('Recovery code').fill(codes[0]!);
  await again.getByRole('button', { name: 'Verify' }).last().click();
  await again.waitForURL(/\/login\?notice=two-factor-removed$/);
  await expect(again.getByTestId('login-notice')).toBeVisible();
  // The next sign-in has no factor any more: straight in (the policy does not require it for sales),
  // so the used code has nothing left to open.
  await passwordStep(again);
  await again.waitForURL((url) => url.pathname === '/admin-panel');
  await again.goto('/admin-panel/settings/two-factor');
  await expect(again.getByTestId('two-factor-status')).toHaveAttribute('data-state', 'off');

  // Enrolled again: the used recovery code (and its nine siblings) no longer open the second step.
  const newKey = (await again.getByTestId('two-factor-key').innerText()).replace(/\s+/g, '');
  await again.getByLabel('Current password').fill(COLLEAGUE.password);
  await again.getByLabel('Six-digit code').fill(codeAt(newKey, Date.now()));
  await again.getByRole('button', { name: 'Turn on' }).click();
  await expect(again.getByTestId('recovery-codes')).toBeVisible();
  await again.context().close();
  const last = await (await browser.newContext()).newPage();
  await passwordStep(last);
  await last.waitForURL(/\/login\/two-factor$/);
  await last.getByText('Use a recovery code instead').click();
  await last.getByLabel('Recovery code').fill(codes[0]!);
  await last.getByRole('button', { name: 'Verify' }).last().click();
  await expect(last.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
  await last.getByLabel('Six-digit code').fill(codeAt(newKey, Date.now() + 30_000));
  await last.getByRole('button', { name: 'Verify' }).first().click();
  await last.waitForURL((url) => url.pathname === '/admin-panel');
});
