import { ADMIN } from './accounts';
import { signInViaApi } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

const m = (key: string) => msg('en', `adminCatalog.${key}`);

test('inventory grid works at 390 px; the table says it does not support mobile', async ({ page, checkA11y }) => {
  // The axe scan covers every card: after the CSV journey's 200-row import that is 230 cards, which
  // took 17 s of the default 30 in a full run on a 2-core machine.
  test.slow();
  await signInViaApi(page.request, ADMIN);
  await page.goto('/admin-panel/itemlist');
  await expect(page.getByRole('heading', { level: 1, name: m('list.title') })).toBeVisible();
  const cards = page.getByTestId('inventory-card');
  await expect(cards.first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: m('list.tableView') }).click();
  await expect(page).toHaveURL(/view=table/);
  await expect(page.getByTestId('not-support-mobile')).toContainText(m('list.notSupportMobile'));
  await expect(page.getByTestId('inventory-row').first()).toBeHidden();

  await page.getByRole('button', { name: m('list.gridView') }).click();
  await page.getByPlaceholder(m('list.search')).fill('zzzz-no-such-product');
  await expect(page).toHaveURL(/q=zzzz/);
  await expect(page.getByTestId('inventory-empty')).toContainText(m('list.empty'));
  await page.getByPlaceholder(m('list.search')).fill('');
  await expect(cards.first()).toBeVisible();
  await checkA11y(page);
});
