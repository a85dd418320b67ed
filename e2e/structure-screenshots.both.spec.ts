import type { Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { signInViaApi } from './auth-helpers';
import { isMobile } from './catalog-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// Not a test: the categories and blog categories-and-tags screens, with their dialogs, at 1280 and
// 390 px for review. Written only when STRUCTURE_SCREENSHOTS names a folder.
const dir = process.env.STRUCTURE_SCREENSHOTS;
test.skip(!dir, 'set STRUCTURE_SCREENSHOTS=<folder> to write the screenshots');

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${dir}/${name}-${isMobile(page) ? 390 : 1280}.png`, scale: 'css', animations: 'disabled', fullPage: true });

test('categories screen and its dialogs', async ({ page }) => {
  await signInViaApi(page.request, ADMIN);
  await page.goto('/admin-panel/categories');
  await page.waitForLoadState('networkidle');
  await shot(page, 'categories');
  await page.getByRole('button', { name: msg('en', 'adminCategories.editLabel', { name: 'Softbox' }) }).click();
  await page
    .getByRole('dialog')
    .getByRole('tab', { name: msg('en', 'adminCategories.languages.zh-CN') })
    .click();
  await page.waitForTimeout(400);
  await shot(page, 'categories-edit');
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog')).toBeHidden();
  await page.getByRole('button', { name: msg('en', 'adminCategories.deleteLabel', { name: 'Softbox' }) }).click();
  await page.waitForTimeout(400);
  await shot(page, 'categories-delete');
});

test('blog categories and tags screen and its dialogs', async ({ page }) => {
  await signInViaApi(page.request, ADMIN);
  await page.goto('/zh-CN/admin-panel/blog/taxonomy');
  await page.waitForLoadState('networkidle');
  await shot(page, 'taxonomy-zh');
  await page.goto('/admin-panel/blog/taxonomy');
  await page.waitForLoadState('networkidle');
  await shot(page, 'taxonomy');
  await page.getByRole('button', { name: msg('en', 'adminTaxonomy.addCategory') }).click();
  await page
    .getByRole('dialog')
    .getByLabel(msg('en', 'adminTaxonomy.form.name', { language: 'English' }))
    .fill('Case studies');
  await page.waitForTimeout(400);
  await shot(page, 'taxonomy-new-category');
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog')).toBeHidden();
  await page.locator('[data-testid="taxonomy-tag"] li').first().getByRole('button', { name: /Merge/ }).click();
  await page.waitForTimeout(400);
  await shot(page, 'taxonomy-merge');
});
