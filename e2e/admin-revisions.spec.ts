import { ADMIN } from './accounts';
import { addBlock, alertWith, ed, openCreateScreen } from './admin-blog-helpers';
import { forbidDialogs, signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// Revisions: an edit is undone from the History panel, and the public page shows the
// restored version on the next request. The restore goes through the accessible confirm dialog.

const rv = (key: string, values?: Record<string, string | number>) => msg('en', `revisions.${key}`, values);
const cat = (key: string, values?: Record<string, string | number>) => msg('en', `adminCatalog.${key}`, values);

test.describe.configure({ mode: 'serial' });

test('a post edit is undone from History; the public article shows the restored text', async ({ page, checkA11y }) => {
  test.setTimeout(180_000);
  forbidDialogs(page);
  const stamp = Date.now().toString(36);
  const slug = `e2e-revisions-${stamp}`;
  await signInSaved(page, ADMIN);
  await openCreateScreen(page, `E2E Revisions ${stamp}`);
  await addBlock(page, 'text');
  const body = () => page.getByTestId('block-card').first().getByLabel(ed('fields.content'), { exact: true });
  await body().fill(`Original body ${stamp}`);
  await page.getByRole('button', { name: ed('saveDraft') }).click();
  await page.waitForURL(/\/admin-panel\/blog\/edit\/[0-9a-f-]{36}/);
  await page.getByRole('button', { name: ed('publish') }).click();
  await expect(alertWith(page, ed('alerts.updated')).first()).toBeVisible();

  // The bad edit, published.
  await body().fill(`Rewritten body ${stamp}`);
  await page.getByRole('button', { name: ed('publish') }).click();
  await expect(page.getByRole('button', { name: ed('publish') })).toBeEnabled();
  await expect(alertWith(page, ed('alerts.updated')).first()).toBeVisible();
  expect(await (await page.request.get(`/blog/${slug}`)).text()).toContain(`Rewritten body ${stamp}`);

  // History: newest first, the edit's diff names the changed block.
  const panel = page.getByTestId('history-panel');
  await panel.getByRole('button', { name: rv('show') }).click();
  const versions = panel.getByTestId('revision');
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText(rv('current'));
  await expect(versions.first()).toContainText(`text: Rewritten body ${stamp}`);
  await checkA11y(page);

  // Restore the version before the edit, behind the confirm dialog (Cancel focused first).
  await versions
    .nth(1)
    .getByRole('button', { name: /^Restore version #\d+$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: rv('confirmTitle') });
  await expect(dialog.getByRole('button', { name: rv('cancel') })).toBeFocused();
  await dialog.getByRole('button', { name: rv('confirm') }).click();
  // The text block's editor is rich text (contenteditable): its text, not an input value.
  await expect(body()).toHaveText(`Original body ${stamp}`, { timeout: 30_000 });

  const article = await (await page.request.get(`/blog/${slug}`)).text();
  expect(article).toContain(`Original body ${stamp}`);
  expect(article).not.toContain(`Rewritten body ${stamp}`);

  // The restore is itself a version.
  await page
    .getByTestId('history-panel')
    .getByRole('button', { name: rv('show') })
    .click();
  await expect(page.getByTestId('revision')).toHaveCount(4);
  await expect(page.getByTestId('revision').first()).toContainText(/Restored version #\d+/);
});

test('an item edit is undone from History; the product page shows the restored specification', async ({ page }) => {
  test.setTimeout(120_000);
  forbidDialogs(page);
  const name = `E2E Revision Box ${Date.now().toString(36)}`;
  await signInSaved(page, ADMIN);
  await page.goto('/admin-panel/addnew');
  await page.getByLabel(cat('form.category')).selectOption('6');
  await page.getByLabel(cat('form.name')).fill(name);
  await page.getByLabel(cat('form.specNameN', { n: 1 })).fill('Size');
  await page.getByLabel(cat('form.specValueN', { n: 1 })).fill('10 x 10 cm');
  await page.getByRole('button', { name: cat('form.save'), exact: true }).click();
  await expect(page.getByTestId('save-success')).toBeVisible({ timeout: 30_000 });

  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: cat('list.editItem', { name }) }).click();
  await expect(page).toHaveURL(/\/admin-panel\/itemlist\/\d+$/, { timeout: 30_000 });
  const id = Number(page.url().split('/').pop());
  await page.getByLabel(cat('form.specValueN', { n: 1 })).fill('99 x 99 cm');
  await page.getByRole('button', { name: cat('edit.update') }).click();
  await expect(page.getByTestId('toast')).toContainText(cat('updated'), { timeout: 30_000 });

  const panel = page.getByTestId('history-panel');
  await panel.getByRole('button', { name: rv('show') }).click();
  await expect(panel.getByTestId('revision')).toHaveCount(2);
  await expect(panel.getByTestId('revision').first()).toContainText('Size: 99 x 99 cm');
  await panel
    .getByTestId('revision')
    .nth(1)
    .getByRole('button', { name: /^Restore version #\d+$/ })
    .click();
  await page
    .getByRole('dialog', { name: rv('confirmTitle') })
    .getByRole('button', { name: rv('confirm') })
    .click();
  await expect(page.getByLabel(cat('form.specValueN', { n: 1 }))).toHaveValue('10 x 10 cm', { timeout: 30_000 });

  await page.goto(`/product/${id}`);
  await expect(page.locator('main')).toContainText('10 x 10 cm');
  await expect(page.locator('main')).not.toContainText('99 x 99 cm');
});
