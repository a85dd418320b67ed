import type { Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { addBlock, alertWith, blockCards, ed, openCreateScreen } from './admin-blog-helpers';
import { forbidDialogs, signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// Outdated translations: the English of a translated product (and post) changes, the list says
// "1 outdated" and its filter finds it, and the translation tab marks the field with the new
// English text. Screenshots at 1280 and 390 px go to the test's output folder.

const cat = (key: string, values?: Record<string, string | number>) => msg('en', `adminCatalog.${key}`, values);
const it = (key: string, values?: Record<string, string | number>) => msg('en', `admin.itemTranslations.${key}`, values);
const bt = (key: string, values?: Record<string, string | number>) => msg('en', `admin.blogTranslations.${key}`, values);
const indonesian = { language: msg('en', 'admin.itemTranslations.languages.id') };

async function shots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a product whose English name changed after translation is listed and marked outdated', async ({ page }) => {
  test.setTimeout(150_000);
  forbidDialogs(page);
  const stamp = Date.now().toString(36);
  const name = `E2E Outdated Box ${stamp}`;
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
  const editUrl = page.url();

  // Translate everything into Indonesian: ID 3/3.
  await page.getByRole('tab', { name: /^ID/ }).click();
  const panel = page.getByRole('tabpanel', { name: /^ID/ });
  await panel.getByLabel(it('name', indonesian)).fill(`Kotak Usang ${stamp}`);
  await panel.getByLabel(it('specNameN', { n: 1, ...indonesian })).fill('Ukuran');
  await panel.getByLabel(it('specValueN', { n: 1, ...indonesian })).fill('10 x 10 cm');
  await panel.getByRole('button', { name: it('save', indonesian) }).click();
  await expect(page.getByTestId('toast')).toContainText(it('saved', indonesian), { timeout: 30_000 });
  await expect(panel.getByTestId('outdated-field')).toHaveCount(0);

  // The English name changes: the translation is now outdated.
  const newName = `${name} Deluxe`;
  await page.getByRole('tab', { name: /^EN/ }).click();
  await page.getByLabel(cat('form.name'), { exact: true }).fill(newName);
  await page.getByRole('button', { name: cat('edit.update') }).click();
  await expect(page.getByTestId('toast')).toContainText(cat('updated'), { timeout: 30_000 });

  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(newName)}`);
  await expect(page.getByTestId('translation-completeness').first()).toContainText(`ID 2/3 · ${it('outdatedCount', { count: 1 })}`);
  await page.getByTestId('missing-filter').selectOption('id-outdated');
  await page.waitForURL(/missing=id-outdated/);
  await expect(page.getByTestId('inventory-card')).toHaveCount(1);
  await shots(page, 'item-list');

  await page.goto(editUrl);
  await page.getByRole('tab', { name: /^ID/ }).click();
  const marked = page.getByRole('tabpanel', { name: /^ID/ }).getByTestId('outdated-field');
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText(it('outdatedField'));
  await expect(marked).toContainText(newName);
  await expect(marked.locator('del')).toHaveText(name);
  await expect(page.getByLabel(it('name', indonesian))).toHaveAttribute('aria-describedby', /outdated/);
  await shots(page, 'item-tab');

  // Re-saving the translation marks it current.
  await page
    .getByRole('tabpanel', { name: /^ID/ })
    .getByRole('button', { name: it('save', indonesian) })
    .click();
  await expect(page.getByTestId('toast')).toContainText(it('saved', indonesian), { timeout: 30_000 });
  await expect(marked).toHaveCount(0);
  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(newName)}&missing=id-outdated`);
  await expect(page.getByTestId('inventory-empty')).toBeVisible();
});

test('a post whose English title changed after translation is listed and marked outdated', async ({ page }) => {
  test.setTimeout(150_000);
  forbidDialogs(page);
  const stamp = Date.now().toString(36);
  const title = `E2E Outdated Post ${stamp}`;
  await signInSaved(page, ADMIN);

  await openCreateScreen(page, title);
  await addBlock(page, 'text');
  await blockCards(page).first().getByLabel(ed('fields.content'), { exact: true }).fill('Rigid boxes protect products.');
  await page.getByRole('button', { name: ed('saveDraft') }).click();
  await page.waitForURL(/\/admin-panel\/blog\/edit\/[0-9a-f-]{36}/);
  const editUrl = page.url();

  const tabs = page.getByRole('tablist', { name: bt('switcherLabel') });
  await tabs.getByRole('tab', { name: bt('languages.id') }).click();
  const view = page.getByTestId('translation-view');
  await view.getByLabel(ed('basic.title'), { exact: true }).fill(`Pos Usang ${stamp}`);
  await view
    .getByTestId('translation-block')
    .first()
    .getByLabel(ed('fields.content'), { exact: true })
    .fill('Kotak kaku melindungi produk.');
  await view.getByRole('button', { name: bt('save', { language: bt('languages.id') }) }).click();
  await expect(alertWith(page, bt('saved'))).toBeVisible({ timeout: 30_000 });

  // English title edited and saved.
  await tabs.getByRole('tab', { name: bt('languages.en') }).click();
  const newTitle = `${title} revised`;
  await page.getByLabel(ed('basic.title'), { exact: true }).fill(newTitle);
  await page.getByRole('button', { name: ed('saveDraft') }).click();
  await expect(alertWith(page, ed('alerts.updated')).first()).toBeVisible({ timeout: 30_000 });

  await page.goto(`/admin-panel/blog?q=${stamp}`);
  const row = page.getByTestId('post-row').filter({ hasText: newTitle });
  await expect(row.getByTestId('row-translations')).toContainText(`ID 2/4 · ${bt('list.outdatedCount', { count: 1 })}`);
  await page.getByLabel(bt('list.missing'), { exact: true }).selectOption('id-outdated');
  await page.waitForURL(/missing=id-outdated/);
  await expect(page.getByTestId('post-row').filter({ hasText: newTitle })).toHaveCount(1);
  await shots(page, 'blog-list');

  await page.goto(editUrl);
  await page.getByRole('tab', { name: bt('languages.id') }).click();
  const marked = page.getByTestId('translation-view').getByTestId('outdated-field');
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText(newTitle);
  await expect(marked.locator('del')).toHaveText(title);
  await shots(page, 'blog-tab');

  await page
    .getByTestId('translation-view')
    .getByRole('button', { name: bt('save', { language: bt('languages.id') }) })
    .click();
  await expect(marked).toHaveCount(0, { timeout: 30_000 });
});
