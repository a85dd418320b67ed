import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { addBlock, alertWith, blockCards, ed, openCreateScreen } from './admin-blog-helpers';
import { forbidDialogs, signInViaApi } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// Admin polish at 1280 px: product codes, the photo check on selection, 'Item deleted'
// after the redirect; the blog editor's Featured control, one alert at a time, messages that
// follow the current state.

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'uploads', name);
const m = (key: string, values?: Record<string, string | number>) => msg('en', `adminCatalog.${key}`, values);
const fileInputs = (page: Page) => page.locator('form input[type=file]');
const checklistItem = (page: Page, key: string) => page.getByRole('listitem').filter({ hasText: m(key) });

test.describe.configure({ mode: 'serial' });

test('product code: add, refuse a duplicate, find by code, edit, see it publicly; delete confirmed on the inventory', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  forbidDialogs(page);
  await signInViaApi(page.request, ADMIN);
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `E2E-${stamp}`;
  const name = `E2E Coded Box ${stamp}`;

  await page.goto('/admin-panel/addnew');
  await page.waitForLoadState('networkidle');
  await page.getByLabel(m('form.category')).selectOption('6');
  await page.getByLabel(m('form.name')).fill(name);
  await page.getByLabel(m('form.code')).fill(`  ${code}  `);

  // A non-image named .jpg is refused at the picker, on selection: no preview, checklist not ticked.
  await fileInputs(page).nth(0).setInputFiles(fixture('wrong-extension.jpg'));
  await expect(page.getByTestId('photo-error')).toHaveText(m('photoErrors.notImage', { file: 'wrong-extension.jpg' }));
  await expect(page.getByRole('img', { name: m('form.previewAlt', { name: m('form.mainPhoto') }) })).toHaveCount(0);
  await expect(checklistItem(page, 'form.checkMainPhoto')).toContainText(m('form.todo'));
  await fileInputs(page)
    .nth(2)
    .setInputFiles([fixture('photo-a.jpg'), fixture('script.svg')]);
  await expect(page.getByTestId('gallery-error')).toHaveText(m('photoErrors.notImage', { file: 'script.svg' }));
  await expect(page.getByRole('img', { name: m('form.galleryPhotoAlt', { n: 1 }) })).toBeVisible();
  await expect(page.getByRole('img', { name: m('form.galleryPhotoAlt', { n: 2 }) })).toHaveCount(0);
  // A real photo clears the message and ticks the checklist.
  await fileInputs(page).nth(0).setInputFiles(fixture('photo-b.png'));
  await expect(page.getByTestId('photo-error')).toHaveCount(0);
  await expect(checklistItem(page, 'form.checkMainPhoto')).toContainText(m('form.done'));
  await checkA11y(page);
  await page.getByRole('button', { name: m('form.save'), exact: true }).click();
  await expect(page.getByTestId('save-success')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel(m('form.name'))).toHaveValue('', { timeout: 6_000 });

  // The same code (other case, other category) is refused at the field; nothing is saved.
  const copyName = `${name} copy`;
  await page.getByLabel(m('form.category')).selectOption('42');
  await page.getByLabel(m('form.name')).fill(copyName);
  await page.getByLabel(m('form.code')).fill(code.toLowerCase());
  await page.getByRole('button', { name: m('form.save'), exact: true }).click();
  await expect(page.locator('#item-code-error')).toHaveText(m('errors.codeTaken', { code: code.toLowerCase() }), { timeout: 30_000 });
  await expect(page.getByLabel(m('form.code'))).toHaveAttribute('aria-invalid', 'true');

  // Found in the inventory by its code (the copy was not saved).
  await page.goto('/admin-panel/itemlist');
  await page.getByPlaceholder(m('list.search')).fill(code.toLowerCase());
  await expect(page.getByTestId('inventory-card')).toHaveCount(1);
  await expect(page.getByTestId('inventory-card')).toContainText(name);
  await expect(page.getByTestId('inventory-code')).toHaveText(code);
  await page.getByRole('link', { name: m('list.editItem', { name }) }).click();
  await expect(page).toHaveURL(/\/admin-panel\/itemlist\/\d+$/, { timeout: 30_000 });
  const id = Number(page.url().split('/').pop());

  // Edit: the code is there (trimmed); change it.
  await expect(page.getByLabel(m('form.code'))).toHaveValue(code);
  await page.waitForLoadState('networkidle'); // typing before hydration would be lost
  await page.getByLabel(m('form.code')).fill(`${code}-B`);
  await page.getByRole('button', { name: m('edit.update') }).click();
  await expect(page.getByTestId('toast')).toContainText(m('updated'), { timeout: 30_000 });

  // Shown publicly where the code already appears: the product page (and its WhatsApp text).
  await page.goto(`/product/${id}`);
  await expect(page.getByText(msg('en', 'product.productCode', { code: `${code}-B` }))).toBeVisible();
  await expect(page.getByTestId('no-specifications')).toBeVisible();

  // Delete: 'Item deleted' is shown on the inventory, after the redirect.
  await page.goto(`/admin-panel/itemlist/${id}`);
  await page.getByRole('button', { name: m('edit.delete'), exact: true }).click();
  await page
    .getByRole('dialog', { name: m('edit.confirmTitle') })
    .getByRole('button', { name: m('edit.delete'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin-panel\/itemlist$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: m('list.title') })).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveText(new RegExp(m('deleted')));
  await page.getByPlaceholder(m('list.search')).fill(code);
  await expect(page.getByTestId('inventory-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('toast')).toHaveCount(0); // shown once, not on every visit
});

test('blog editor: one alert at a time, messages follow the blocks, Featured with its rule', async ({ page }) => {
  test.setTimeout(90_000);
  forbidDialogs(page);
  await signInViaApi(page.request, ADMIN);
  const stamp = Date.now().toString(36);
  const title = `E2E Featured ${stamp}`;
  await openCreateScreen(page, title);

  // Adding several blocks: one 'Block Added' alert, for the last one.
  await addBlock(page, 'text');
  await addBlock(page, 'quote');
  await addBlock(page, 'heading');
  await expect(page.getByTestId('admin-alert')).toHaveCount(1);
  await expect(alertWith(page, ed('alerts.blockAdded'))).toContainText(ed('alerts.blockAddedBody', { type: ed('blocks.types.heading') }));

  // A failed save's message goes as soon as a block has content.
  await page.getByRole('button', { name: ed('saveDraft') }).click();
  await expect(alertWith(page, ed('alerts.validationFailed'))).toBeVisible();
  await expect(page.getByTestId('admin-alert')).toHaveCount(1);
  await expect(page.getByText(ed('validation.allBlocksEmpty')).first()).toBeVisible();
  // A text block's editor is rich text (contenteditable).
  await blockCards(page).first().locator('[contenteditable="true"]').fill('Now the post has some words.');
  await expect(page.getByText(ed('validation.allBlocksEmpty'))).toHaveCount(0);

  // Featured, with the rule next to it; publishing makes it the blog's hero (the newest featured).
  const featured = page.getByRole('checkbox', { name: ed('sidebar.featuredLabel') });
  await expect(featured).not.toBeChecked();
  await expect(page.getByText(ed('sidebar.featuredRule'))).toBeVisible();
  await featured.check();
  await page.getByRole('button', { name: ed('saveDraft') }).click();
  await expect(page).toHaveURL(/\/admin-panel\/blog\/edit\/[0-9a-f-]+/, { timeout: 30_000 });
  const editUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('checkbox', { name: ed('sidebar.featuredLabel') })).toBeChecked(); // saved and loaded
  await page.getByRole('button', { name: ed('publish') }).click();
  await expect(alertWith(page, ed('alerts.updated'))).toBeVisible({ timeout: 30_000 });
  await page.goto('/blog');
  await expect(page.getByTestId('featured-post')).toContainText(title);

  // Back to a draft, unfeatured, so the seed's featured post leads the blog again for other specs.
  await page.goto(editUrl);
  await page.getByRole('checkbox', { name: ed('sidebar.featuredLabel') }).uncheck();
  await page.getByRole('button', { name: ed('saveDraft') }).click();
  await expect(alertWith(page, ed('alerts.updated'))).toBeVisible({ timeout: 30_000 });
  await page.goto('/blog');
  await expect(page.getByTestId('featured-post')).not.toContainText(title);
});
