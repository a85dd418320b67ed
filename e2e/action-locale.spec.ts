import { ADMIN } from './accounts';
import { forbidDialogs, signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// The pages bind their locale into the server actions (`action.bind(null, locale)`); the
// forms no longer send it. The answers the actions write (saved, updated, deleted toasts) must
// still come back in the page's language, through a real build.

test.describe.configure({ mode: 'serial' });

test('catalogue actions answer in Indonesian on /id (create, update, delete)', async ({ page }) => {
  test.setTimeout(120_000);
  forbidDialogs(page);
  const m = (key: string) => msg('id', `adminCatalog.${key}`);
  const name = `E2E Kotak Lokal ${Date.now().toString(36)}`;
  await signInSaved(page, ADMIN);

  await page.goto('/id/admin-panel/addnew');
  await page.getByLabel(m('form.category')).selectOption('6');
  await page.getByLabel(m('form.name')).fill(name);
  await page.getByRole('button', { name: m('form.save'), exact: true }).click();
  await expect(page.getByTestId('save-success')).toHaveText(`✓ ${m('saved')}`, { timeout: 30_000 });

  await page.goto(`/id/admin-panel/itemlist?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('inventory-card')).toHaveCount(1);
  await page.getByRole('link', { name: msg('id', 'adminCatalog.list.editItem', { name }) }).click();
  await expect(page).toHaveURL(/\/id\/admin-panel\/itemlist\/\d+$/, { timeout: 30_000 });
  await page.getByLabel(m('form.name')).fill(`${name} v2`);
  await page.getByRole('button', { name: m('edit.update') }).click();
  await expect(page.getByTestId('toast')).toContainText(m('updated'), { timeout: 30_000 });

  await page.getByRole('button', { name: m('edit.delete'), exact: true }).click();
  await page
    .getByRole('dialog', { name: m('edit.confirmTitle') })
    .getByRole('button', { name: m('edit.delete'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/id\/admin-panel\/itemlist$/, { timeout: 30_000 });
});

test('blog actions answer in Chinese on /zh-CN (save, update, delete)', async ({ page }) => {
  test.setTimeout(120_000);
  forbidDialogs(page);
  const ed = (key: string) => msg('zh-CN', `editor.${key}`);
  const ab = (key: string) => msg('zh-CN', `adminBlog.${key}`);
  const stamp = Date.now().toString(36);
  await signInSaved(page, ADMIN);

  await page.goto('/zh-CN/admin-panel/blog/create');
  await expect(page.getByRole('heading', { level: 1, name: ed('createTitle') })).toBeVisible();
  await expect(async () => {
    await page.locator('#post-title').fill(`E2E locale ${stamp}`);
    await expect(page.locator('#post-slug')).toHaveValue(`e2e-locale-${stamp}`, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: ed('saveDraft') }).click();
  await page.waitForURL(/\/zh-CN\/admin-panel\/blog\/edit\/[0-9a-f-]{36}/);

  // Saving again: the title and body of this alert are written by the server action.
  await page.getByRole('button', { name: ed('saveDraft') }).click();
  await expect(page.getByTestId('admin-alert').filter({ hasText: ed('alerts.updated') })).toContainText(ed('alerts.draftBody'));

  await page.goto(`/zh-CN/admin-panel/blog?q=${stamp}`);
  const row = page.getByTestId('post-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: ab('actions.delete') }).click();
  await page
    .getByRole('dialog', { name: ab('confirmDelete.title') })
    .getByRole('button', { name: ab('confirmDelete.confirm') })
    .click();
  await expect(page.getByTestId('admin-alert').filter({ hasText: ab('toasts.deleted') })).toContainText(ab('toasts.deletedBody'));
  await expect(row).toHaveCount(0);
});
