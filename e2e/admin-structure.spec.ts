import type { Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { forbidDialogs, signInViaApi } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';
import { seeded } from './quote-helpers';

// The owner runs the site's structure (1280 px): a product category created with a Chinese name
// shows in the /zh-CN header menu and on the home page's tiles, and its Activity row links the
// Categories screen until it is deleted; a renamed category's name follows on a product's breadcrumb; a
// new blog tag is ticked in the post editor; two tags are merged. Each test puts back what it
// changed in the seeded catalogue, for the specs that run after it.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const c = (key: string, values: Record<string, string | number> = {}) => msg('en', `adminCategories.${key}`, values);
const x = (key: string, values: Record<string, string | number> = {}) => msg('en', `adminTaxonomy.${key}`, values);
const stamp = Date.now().toString(36);

async function saveCategory(page: Page, english: string, chinese?: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(c('form.name', { language: c('languages.en') })).fill(english);
  if (chinese !== undefined) {
    await dialog.getByRole('tab', { name: c('languages.zh-CN') }).click();
    await dialog.getByLabel(c('form.name', { language: c('languages.zh-CN') })).fill(chinese);
  }
  await dialog.getByRole('button', { name: c('form.save') }).click();
  await expect(dialog).toBeHidden();
}

test('a category created with a Chinese name appears in the /zh-CN menu; moving it up changes the menu order', async ({ page }) => {
  forbidDialogs(page);
  await signInViaApi(page.request, ADMIN);
  await page.goto('/admin-panel/categories');
  await page.getByRole('button', { name: c('add') }).click();
  const english = `Gift Box ${stamp}`;
  await saveCategory(page, english, `礼盒${stamp}`);
  await expect(page.getByTestId('categories-status')).toHaveText(c('created', { name: english }));
  const row = page.locator('li[data-category-id]').filter({ hasText: english });
  await expect(row.getByTestId('category-count')).toHaveText(c('items', { count: 0 }));
  await page.goto(`/admin-panel/activity?what=category.create&q=${encodeURIComponent(english)}`);
  await expect(page.getByTestId('activity-target')).toHaveAttribute('href', '/admin-panel/categories');

  await page.goto('/zh-CN');
  const nav = page.getByRole('navigation', { name: msg('zh-CN', 'header.mainNavigation') });
  await nav.getByRole('button', { name: msg('zh-CN', 'nav.product') }).click();
  const links = nav.getByRole('link');
  await expect(nav.getByRole('link', { name: `礼盒${stamp}` })).toBeVisible();
  // The home page's product tiles are the owner's categories too, linking the slug address.
  const tile = page.getByTestId('landing-category').filter({ hasText: `礼盒${stamp}` });
  await expect(tile.getByRole('link')).toHaveAttribute('href', /^\/zh-CN\/category\/\d+\/[a-z0-9-]+$/);
  const last = await links.allTextContents();
  const before = last.indexOf(`礼盒${stamp}`);

  // Keyboard reorder: "Move up" is a button, reachable and pressed with the keyboard.
  await page.goto('/admin-panel/categories');
  const up = page.getByRole('button', { name: c('moveUp', { name: english }) });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('categories-status')).toHaveText(c('moved'));
  await page.goto('/zh-CN');
  await nav.getByRole('button', { name: msg('zh-CN', 'nav.product') }).click();
  const after = (await links.allTextContents()).indexOf(`礼盒${stamp}`);
  expect(after).toBe(before - 1);

  // An empty category is deleted straight away (no move asked).
  await page.goto('/admin-panel/categories');
  await page.getByRole('button', { name: c('deleteLabel', { name: english }) }).click();
  await expect(page.getByRole('dialog')).toContainText(c('deleteDialog.empty'));
  await page
    .getByRole('dialog')
    .getByRole('button', { name: c('deleteDialog.confirm'), exact: true })
    .click();
  await expect(page.getByTestId('categories-status')).toHaveText('Category deleted');

  // Activity: the creation linked the Categories screen while the category existed; now it has none.
  await page.goto(`/admin-panel/activity?what=category.create&q=${encodeURIComponent(english)}`);
  await expect(page.getByTestId('activity-row')).toHaveCount(1);
  await expect(page.getByTestId('activity-target')).toHaveCount(0);
});

test('renaming a category: the product breadcrumb follows at once', async ({ page }) => {
  forbidDialogs(page);
  await signInViaApi(page.request, ADMIN);
  const bag = seeded('Kraft Paper Bag with Twisted Handle');
  const breadcrumb = page.getByRole('navigation', { name: msg('en', 'catalog.breadcrumb') });
  await page.goto(`/product/${bag.id}`);
  await expect(breadcrumb).toContainText('Paper Bag');

  await page.goto('/admin-panel/categories');
  await page.getByRole('button', { name: c('editLabel', { name: 'Paper Bag' }) }).click();
  await saveCategory(page, `Paper Bag ${stamp}`);
  await page.goto(`/product/${bag.id}`);
  await expect(breadcrumb).toContainText(`Paper Bag ${stamp}`);

  await page.goto('/admin-panel/categories');
  await page.getByRole('button', { name: c('editLabel', { name: `Paper Bag ${stamp}` }) }).click();
  await saveCategory(page, 'Paper Bag');
  await page.goto(`/product/${bag.id}`);
  await expect(breadcrumb).not.toContainText(stamp);
});

async function createTag(page: Page, name: string) {
  await page.getByRole('button', { name: x('addTag') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(x('form.name', { language: x('languages.en') })).fill(name);
  await dialog.getByRole('button', { name: x('form.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('taxonomy-status')).toHaveText(x('saved', { name }));
}

test('a new tag is offered in the post editor; two tags merge into one', async ({ page }) => {
  forbidDialogs(page);
  await signInViaApi(page.request, ADMIN);
  await page.goto('/admin-panel/blog/taxonomy');
  const first = `Eco ${stamp}`;
  const second = `Green ${stamp}`;
  await createTag(page, first);
  await createTag(page, second);
  await expect(page.locator(`li[data-taxonomy-slug="eco-${stamp}"]`)).toContainText(`/eco-${stamp}`);

  // The editor reads the list on each visit: no restart, no cache to wait for. Its own tab, closed
  // without the "unsaved changes" prompt the ticked box raises.
  const editor = await page.context().newPage();
  await editor.goto('/admin-panel/blog/create');
  const box = editor.getByRole('checkbox', { name: first });
  await box.check();
  await expect(box).toBeChecked();
  await editor.close({ runBeforeUnload: false });

  await page.goto('/admin-panel/blog/taxonomy');
  await page.getByRole('button', { name: x('mergeLabel', { name: first }) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(x('mergeDialog.into')).selectOption({ label: second });
  await dialog.getByRole('button', { name: x('mergeDialog.confirm') }).click();
  await expect(page.getByTestId('taxonomy-status')).toHaveText('Tags merged');
  await expect(page.locator(`li[data-taxonomy-slug="eco-${stamp}"]`)).toHaveCount(0);
  await expect(page.locator(`li[data-taxonomy-slug="green-${stamp}"]`)).toBeVisible();

  // Delete confirms with the number of posts that lose it.
  await page.getByRole('button', { name: x('deleteLabel', { name: second }) }).click();
  await expect(page.getByTestId('delete-count')).toHaveText('No post uses it.');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: x('deleteDialog.confirm'), exact: true })
    .click();
  await expect(page.locator(`li[data-taxonomy-slug="green-${stamp}"]`)).toHaveCount(0);
});
