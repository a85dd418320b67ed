import type { Page } from '@playwright/test';
import { siteConfig } from '../lib/site-config';
import { REFUSED_DOMAIN } from '../tests/smtp-sink';
import { ADMIN, EDITOR } from './accounts';
import { signInSaved, signInViaForm } from './auth-helpers';
import { expect, test } from './fixtures';
import { linkIn, readMailbox, to, waitForMail } from './mailbox';
import { msg } from './messages';

// The owner's Team screen: add a sales colleague, who opens the one-time set-password link, signs
// in and sees only the sales screens (the link arrives by e-mail, and a new one replaces it); when the
// mail cannot be sent the link is shown once with the reason and a Copy button; a catalogue
// administrator cannot open the Team screen.
// Screenshots at 390 and 1280 px go to TEAM_SCREENSHOTS when set.
const shotDir = process.env.TEAM_SCREENSHOTS;
const t = (key: string, values: Record<string, string | number> = {}) => msg('en', `adminTeam.${key}`, values);
const a = (key: string) => msg('en', `admin.${key}`);

async function shoot(page: Page, name: string) {
  if (!shotDir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shotDir}/${name}-${width}.png`, fullPage: true, scale: 'css' });
  }
  await page.setViewportSize(size);
}

/** The mails to `email` once there are `count` of them, oldest first. */
async function mailsTo(email: string, count: number) {
  await expect.poll(async () => (await readMailbox()).filter(to(email)).length).toBe(count);
  return (await readMailbox()).filter(to(email));
}

test('the owner adds a sales colleague, who sets a password once, signs in and is refused a product page', async ({ page, browser }) => {
  test.slow();
  const email = `sales-${Date.now()}@example.com`;
  await signInSaved(page, ADMIN);
  await page.goto('/admin-panel/team');
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  await expect(page.getByTestId('team-row').filter({ hasText: ADMIN.email })).toContainText(t('twoFactorState.off'));

  const form = page.getByTestId('team-add-form');
  await form.getByLabel(t('add.email')).fill(email);
  await form.getByLabel(t('add.role')).selectOption('sales');
  // SMTP is set up (the run's mailbox): the button says the link goes by e-mail, and it does.
  await form.getByRole('button', { name: t('add.submitMail') }).click();
  await expect(page.getByTestId('team-sent')).toHaveText(t('add.mailedBody', { email, hours: 48 }));
  await expect(page.getByTestId('team-link')).toHaveCount(0);
  const mail = await waitForMail(to(email));
  // The mail names the company and who invited (a reply goes to them).
  expect(mail.subject).toBe(t('mail.subject', { company: siteConfig.companyName }));
  expect(mail.text).toContain(`${ADMIN.email} has added you as an administrator of the ${siteConfig.companyName} website`);
  expect(mail.headers['reply-to']).toBe(ADMIN.email);
  const first = linkIn(mail, /^\/set-password\?token=/);
  const row = page.getByTestId('team-row').filter({ hasText: email });
  await expect(row).toContainText(t('never'));
  await expect(row.getByTestId('team-link-state')).toHaveAttribute('data-state', 'pending');
  await shoot(page, 'team');

  // A new link from the row (the first one went astray): e-mailed again, and the first stops working.
  await row.getByRole('button', { name: `${t('newLink.mail')} ${email}` }).click();
  await expect(page.getByTestId('team-message')).toHaveText(t('done.linkMailed', { email }));
  const link = linkIn((await mailsTo(email, 2))[1]!, /^\/set-password\?token=/).href;
  expect(link).not.toBe(first.href);

  const context = await browser.newContext();
  const colleague = await context.newPage();
  await colleague.goto(first.pathname + first.search);
  await expect(colleague.getByTestId('set-password-invalid')).toBeVisible();
  const path = new URL(link).pathname + new URL(link).search;
  await colleague.goto(path);
  await expect(colleague.getByTestId('auth-logo')).toHaveAccessibleName(siteConfig.legalName);
  // The rule the server applies is stated before the first try, and read with the field.
  const newPassword = colleague.getByLabel(msg('en', 'setPassword.password'), { exact: true });
  await expect(newPassword).toHaveAccessibleDescription(msg('en', 'setPassword.rule'));
  await shoot(colleague, 'set-password');
  const password = 'sales-Kotak-kardus-2026';
  await newPassword.fill(password);
  await colleague.getByLabel(msg('en', 'setPassword.confirm'), { exact: true }).fill(password);
  await colleague.getByRole('button', { name: msg('en', 'setPassword.submit') }).click();
  await expect(colleague).toHaveURL((url) => url.pathname === '/login');
  await expect(colleague.getByTestId('login-notice')).toHaveText(msg('en', 'login.passwordSet'));
  // The link worked once.
  await colleague.goto(path);
  await expect(colleague.getByTestId('set-password-invalid')).toBeVisible();

  await signInViaForm(colleague, { email, password });
  const links = colleague.getByTestId('admin-sidebar').getByRole('navigation').getByRole('link');
  await expect(links).toHaveText([a('overview'), a('backToHome'), new RegExp(`^${a('inquiries')}`), a('insights'), a('settings')]);
  const refused = await colleague.goto('/admin-panel/itemlist/1');
  expect(refused?.status()).toBe(403);
  await expect(colleague.getByTestId('admin-forbidden')).toBeVisible();

  // The owner removes the colleague: their session ends at once.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: `${t('remove')} ${email}` }).click();
  await page
    .getByTestId('team-remove-form')
    .getByRole('button', { name: t('removeDialog.confirm') })
    .click();
  await expect(page.getByTestId('team-message')).toHaveText(t('done.removed'));
  await expect(page.getByTestId('team-row').filter({ hasText: email })).toHaveCount(0);
  await colleague.goto('/admin-panel/inquiries');
  await expect(colleague).toHaveURL((url) => url.pathname === '/login');
  await context.close();
});

test('the last owner cannot be demoted from the Team screen', async ({ page }) => {
  await signInSaved(page, ADMIN);
  await page.goto('/admin-panel/team');
  const row = page.getByTestId('team-row').filter({ hasText: ADMIN.email });
  await row.getByTestId('team-role').selectOption('blog');
  await row.getByRole('button', { name: t('saveRole') }).click();
  await expect(page.getByTestId('team-message')).toHaveText(t('errors.lastOwner'));
});

test('a catalogue administrator cannot open the Team screen (403 page)', async ({ page }) => {
  await signInSaved(page, EDITOR);
  const response = await page.goto('/admin-panel/team');
  expect(response?.status()).toBe(403);
  await expect(page.getByTestId('admin-forbidden')).toBeVisible();
});

test('the add form answers a blank, a missing and a malformed field in words, and adds nobody', async ({ page }) => {
  await signInSaved(page, ADMIN);
  await page.goto('/admin-panel/team');
  // Other specs add colleagues at the same time: "nobody added" is about this test's own address.
  const nobody = `nobody-${Date.now()}@example.com`;
  const form = page.getByTestId('team-add-form');
  const email = form.getByLabel(t('add.email'));
  const role = form.getByLabel(t('add.role'));
  const submit = form.getByRole('button', { name: t('add.submitMail') });
  const noKeyOrZodText = async () => {
    const text = await page.locator('#admin-content').innerText();
    expect(text).not.toMatch(/adminTeam\.|Invalid input|expected \w+, received/);
  };

  // Blank (the form does its checking on the server: noValidate).
  await submit.click();
  await expect(email).toHaveAccessibleDescription(t('errors.email'));
  await noKeyOrZodText();
  // Malformed: a role the list does not have.
  await email.fill(nobody);
  await role.evaluate((select: HTMLSelectElement) => {
    select.add(new Option('Root', 'root', true, true));
  });
  await submit.click();
  await expect(role).toHaveAccessibleDescription(new RegExp(t('errors.role')));
  await expect(form.getByText(t('errors.role'))).toBeVisible();
  await noKeyOrZodText();
  // Missing: the e-mail field is not in the post at all.
  await email.evaluate((input: HTMLInputElement) => input.removeAttribute('name'));
  await role.selectOption('sales');
  await submit.click();
  await expect(page.getByTestId('team-add-form').getByText(t('errors.email'))).toBeVisible();
  await noKeyOrZodText();
  await page.reload();
  await expect(page.getByTestId('team-row').first()).toBeVisible();
  await expect(page.getByTestId('team-row').filter({ hasText: nobody })).toHaveCount(0);
});

test('when the mail cannot be sent the link is shown once with the reason, copied, and a new one replaces it', async ({
  page,
  browser,
  checkA11y,
}) => {
  test.slow();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // The run's mailbox refuses every address at this domain (tests/smtp-sink.ts).
  const email = `unlucky-${Date.now()}@${REFUSED_DOMAIN}`;
  await signInSaved(page, ADMIN);
  await page.goto('/admin-panel/team');
  const form = page.getByTestId('team-add-form');
  await form.getByLabel(t('add.email')).fill(email);
  await form.getByRole('button', { name: t('add.submitMail') }).click();

  const panel = page.getByTestId('team-link');
  await expect(panel.getByTestId('team-link-mail-failed')).toHaveText(t('add.linkMailFailed', { email }));
  await expect(panel.getByRole('heading', { name: t('add.linkTitle', { email }) })).toBeFocused();
  await expect(page.getByTestId('team-sent')).toHaveCount(0);
  const field = panel.getByLabel(t('add.linkLabel'));
  await expect(field).toHaveAttribute('readonly', '');
  const first = await field.inputValue();
  expect(new URL(first).pathname).toBe('/set-password');
  await panel.getByRole('button', { name: t('add.copy') }).click();
  await expect(panel.getByRole('status')).toHaveText(t('add.copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await checkA11y(page);
  await shoot(page, 'team-link-shown');

  // From the row: a new link (the mail fails again, so it is shown), and the first one is dead.
  const row = page.getByTestId('team-row').filter({ hasText: email });
  await expect(row.getByTestId('team-link-state')).toHaveText(/.+/);
  await row.getByRole('button', { name: `${t('newLink.mail')} ${email}` }).click();
  await expect(page.getByTestId('team-message')).toHaveText(t('done.linkMailFailed', { email }));
  const renewed = page.getByTestId('team-link').first();
  await expect(renewed.getByTestId('team-link-mail-failed')).toBeVisible();
  const second = await renewed.getByLabel(t('add.linkLabel')).inputValue();
  expect(second).not.toBe(first);
  const colleague = await (await browser.newContext()).newPage();
  await colleague.goto(new URL(first).pathname + new URL(first).search);
  await expect(colleague.getByTestId('set-password-invalid')).toBeVisible();
  await colleague.goto(new URL(second).pathname + new URL(second).search);
  await expect(colleague.getByTestId('set-password-form')).toBeVisible();
  await checkA11y(colleague);
  await colleague.context().close();

  await row.getByRole('button', { name: `${t('remove')} ${email}` }).click();
  await page
    .getByTestId('team-remove-form')
    .getByRole('button', { name: t('removeDialog.confirm') })
    .click();
  await expect(page.getByTestId('team-row').filter({ hasText: email })).toHaveCount(0);
});
