import type { Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { signInViaApi } from './auth-helpers';
import { isMobile } from './catalog-helpers';
import { test } from './fixtures';
import { msg } from './messages';

// Not a test: screenshots of the History panel, restore dialog and activity page at 1280
// and 390 px, written only when WORKFLOW_SCREENSHOTS names a folder. Skipped otherwise (it edits
// item 1, so run it alone).
const dir = process.env.WORKFLOW_SCREENSHOTS;
test.skip(!dir, 'set WORKFLOW_SCREENSHOTS=<folder> to write the screenshots');

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${dir}/${name}-${isMobile(page) ? 390 : 1280}.png`, scale: 'css', animations: 'disabled' });
const rv = (key: string) => msg('en', `revisions.${key}`);
const cat = (key: string, values?: Record<string, string | number>) => msg('en', `adminCatalog.${key}`, values);

test('history, restore dialog and activity', async ({ page }) => {
  await signInViaApi(page.request, ADMIN);
  await page.goto('/admin-panel/itemlist/1');
  const value = page.getByLabel(cat('form.specValueN', { n: 1 }));
  await value.fill(`${await value.inputValue()} (${isMobile(page) ? 'phone' : 'desk'})`);
  await page.getByRole('button', { name: cat('edit.update') }).click();
  await page.getByTestId('toast').waitFor();
  const panel = page.getByTestId('history-panel');
  await panel.getByRole('button', { name: rv('show') }).click();
  await panel.getByTestId('revision').first().waitFor();
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'item-history');
  await panel.getByTestId('revision').nth(1).getByRole('button').last().click();
  await page.getByRole('dialog', { name: rv('confirmTitle') }).waitFor();
  await shot(page, 'restore-dialog');
  await page.keyboard.press('Escape');
  await page.goto('/admin-panel/activity');
  await shot(page, 'activity');
  await page.screenshot({ path: `${dir}/activity-full-${isMobile(page) ? 390 : 1280}.png`, fullPage: true, scale: 'css' });
});
