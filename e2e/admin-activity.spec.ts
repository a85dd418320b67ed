import { ADMIN, EDITOR } from './accounts';
import { forbidDialogs, signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// The audit log: an admin edits a product and finds the edit on /admin-panel/activity
// (who, what, the change); a wrong-password sign-in shows there as a failure.

const a = (key: string, values?: Record<string, string | number>) => msg('en', `adminActivity.${key}`, values);
const c = (key: string, values?: Record<string, string | number>) => msg('en', `adminCatalog.${key}`, values);

test('an item edit and a failed sign-in appear on the activity page, filterable', async ({ page, checkA11y }) => {
  test.setTimeout(120_000);
  forbidDialogs(page);
  const stamp = Date.now().toString(36);
  const name = `E2E Audit Box ${stamp}`;

  // A wrong password for a real account (another administrator's).
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(EDITOR.email);
  await page.locator('#login-password').fill(`not-the-password-${stamp}`);
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('main')).toContainText(msg('en', 'login.invalidCredentials'));

  await signInSaved(page, ADMIN);

  // A product to edit.
  await page.goto('/admin-panel/addnew');
  await page.getByLabel(c('form.category')).selectOption('6');
  await page.getByLabel(c('form.name')).fill(name);
  await page.getByRole('button', { name: c('form.save'), exact: true }).click();
  await expect(page.getByTestId('save-success')).toBeVisible({ timeout: 30_000 });
  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: c('list.editItem', { name }) }).click();
  await expect(page).toHaveURL(/\/admin-panel\/itemlist\/\d+$/, { timeout: 30_000 });
  const id = page.url().split('/').pop();
  await page.getByLabel(c('form.name')).fill(`${name} v2`);
  await page.getByRole('button', { name: c('edit.update') }).click();
  await expect(page.getByTestId('toast')).toContainText(c('updated'), { timeout: 30_000 });

  // The sidebar leads to the log; filter it to this product's edits (a GET form: the URL carries it).
  await page
    .getByRole('navigation', { name: msg('en', 'admin.adminNavigation') })
    .getByRole('link', { name: msg('en', 'admin.activity') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: a('title') })).toBeVisible();
  await page.getByLabel(a('filters.q'), { exact: true }).fill(name);
  await page.getByLabel(a('filters.what'), { exact: true }).selectOption('item.update');
  await page.getByRole('button', { name: a('filters.apply') }).click();
  await expect(page).toHaveURL(/what=item\.update/);
  const rows = page.getByTestId('activity-row');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(ADMIN.email);
  await expect(row).toContainText(a('actions.item.update'));
  // "Name: before → after" (the arrow is hidden from screen readers, which hear a comma instead).
  await expect(row.getByTestId('activity-changes')).toContainText(new RegExp(`${a('fields.name')}: ${name} →,? ${name} v2`));
  await expect(row.getByRole('link', { name: `${name} v2` })).toHaveAttribute('href', `/admin-panel/itemlist/${id}`);
  // Read-only: no control on an entry.
  await expect(page.getByTestId('activity-table').getByRole('button')).toHaveCount(0);
  await checkA11y(page);

  // The failed sign-in, by who and action group (other specs may add more failures for this account).
  await page.goto(`/admin-panel/activity?who=${encodeURIComponent(EDITOR.email)}&what=auth`);
  const failure = page.locator('[data-testid=activity-row][data-action="auth.sign_in_failed"]').first();
  await expect(failure).toContainText(EDITOR.email);
  await expect(failure).toContainText(a('actions.auth.sign_in_failed'));
  await expect(failure).toContainText(a('detail.invalid'));

  // The creation is there too (the group filter), newest first after the edit.
  await page.goto(`/admin-panel/activity?what=item&q=${encodeURIComponent(stamp)}`);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-action', 'item.update');
  await expect(rows.nth(1)).toHaveAttribute('data-action', 'item.create');
});
