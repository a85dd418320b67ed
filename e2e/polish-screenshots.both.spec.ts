import type { Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { addBlock, openCreateScreen } from './admin-blog-helpers';
import { signInViaApi } from './auth-helpers';
import { isMobile } from './catalog-helpers';
import { test } from './fixtures';

// Not a test: screenshots of the polished screens, at 1280 and 390 px, written only when
// POLISH_SCREENSHOTS names a folder (e.g. docs/screenshots/polish). Skipped otherwise.
const dir = process.env.POLISH_SCREENSHOTS;
test.skip(!dir, 'set POLISH_SCREENSHOTS=<folder> to write the screenshots');

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${dir}/${name}-${isMobile(page) ? 390 : 1280}.png`, scale: 'css', animations: 'disabled' });

test('public screens', async ({ page }) => {
  await page.goto('/blog');
  await page.mouse.wheel(0, 500);
  await page.waitForTimeout(300); // screenshot only: let the smooth scroll settle
  await shot(page, 'blog-list');
  await page.goto('/blog');
  await page.locator('main a[href^="/blog/"]').first().click();
  await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
  await page.mouse.wheel(0, 700);
  await page.waitForTimeout(300);
  await shot(page, 'blog-article');
  await page.goto('/category/6');
  await page.locator('footer#contact-info').scrollIntoViewIfNeeded();
  await page.locator('main article').last().scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await shot(page, 'category-end');
  await page.goto('/product/6');
  await page.getByTestId('no-specifications').scrollIntoViewIfNeeded();
  await shot(page, 'product-no-specs');
  // The viewer while the large photo is held back (as on a slow connection).
  await page.goto('/product/1');
  await page.waitForLoadState('networkidle');
  await page.route(/\/_next\/image\?.*w=([6-9][0-9]{2}|[0-9]{4})&/, () => {});
  await page.getByTestId('product-main-image').click();
  await page.getByRole('dialog').getByRole('button').last().click();
  await page.getByTestId('carousel-placeholder').last().waitFor();
  await page.waitForTimeout(500); // screenshot only: the cross-fade
  await shot(page, 'viewer-loading');
});

test('admin screens', async ({ page }) => {
  await signInViaApi(page.request, ADMIN);
  await page.goto('/admin-panel/addnew');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Category').selectOption('6');
  await page.getByLabel('Product Name').fill('Screenshot box');
  await page.getByLabel('Product Code').fill('HB-001');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.locator('#item-code-error').waitFor();
  await page.locator('form input[type=file]').nth(0).setInputFiles('tests/fixtures/uploads/wrong-extension.jpg');
  await page.getByTestId('photo-error').waitFor();
  if (isMobile(page)) await page.getByTestId('photo-error').scrollIntoViewIfNeeded();
  else await page.locator('#item-code').scrollIntoViewIfNeeded();
  await shot(page, 'addnew-code-photo-errors');
  await page.goto('/admin-panel/itemlist?q=hb-00');
  await shot(page, 'inventory-code-search');
  await openCreateScreen(page, 'A screenshot post');
  await addBlock(page, 'text');
  await addBlock(page, 'quote');
  await page.getByRole('checkbox', { name: /Feature this post/ }).check();
  await shot(page, 'editor-featured');
});
