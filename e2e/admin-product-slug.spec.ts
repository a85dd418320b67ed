import { ADMIN } from './accounts';
import { forbidDialogs, signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// Edit Item's address slug: a new product gets one from its name; renaming keeps it; "make the
// address anew" gives the new name's slug and the old address answers 308 to the new one.
// SLUG_SCREENSHOTS=<folder> saves pictures of the field (before and after).

const cat = (key: string, values?: Record<string, string | number>) => msg('en', `adminCatalog.${key}`, values);
const SHOTS = process.env.SLUG_SCREENSHOTS;

test('an admin regenerates a product slug; the old address redirects to the new one', async ({ page, request }) => {
  test.setTimeout(120_000);
  forbidDialogs(page);
  const stamp = Date.now().toString(36);
  await signInSaved(page, ADMIN);
  await page.goto('/admin-panel/addnew');
  await page.getByLabel(cat('form.category')).selectOption('6');
  await page.getByLabel(cat('form.name')).fill(`E2E Slug Box ${stamp}`);
  await page.getByRole('button', { name: cat('form.save'), exact: true }).click();
  await expect(page.getByTestId('save-success')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('saved-edit').click();
  await expect(page).toHaveURL(/\/admin-panel\/itemlist\/\d+$/, { timeout: 30_000 });
  const id = Number(page.url().split('/').pop());

  const slug = page.getByLabel(cat('slug.label'));
  await expect(slug).toHaveValue(`e2e-slug-box-${stamp}`);
  const field = page.getByTestId('item-slug');
  if (SHOTS) await field.screenshot({ path: `${SHOTS}/edit-item-slug-1280.png` });

  // A new name keeps the address until the admin asks for a new one.
  await page.getByLabel(cat('form.name')).fill(`E2E Gift Tube ${stamp}`);
  await page.getByRole('button', { name: cat('edit.update') }).click();
  await expect(page.getByRole('status').filter({ hasText: cat('updated') })).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(slug).toHaveValue(`e2e-slug-box-${stamp}`);

  await page.getByLabel(cat('slug.regenerate')).check();
  await page.getByRole('button', { name: cat('edit.update') }).click();
  await expect(page.getByRole('status').filter({ hasText: cat('updated') })).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(slug).toHaveValue(`e2e-gift-tube-${stamp}`);
  if (SHOTS) await field.screenshot({ path: `${SHOTS}/edit-item-slug-regenerated-1280.png` });

  const old = await request.get(`/product/${id}/e2e-slug-box-${stamp}`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(new URL(old.headers()['location']!.split(',')[0]!.trim(), 'http://x').pathname).toBe(`/product/${id}/e2e-gift-tube-${stamp}`);
  expect((await request.get(`/product/${id}/e2e-gift-tube-${stamp}`, { maxRedirects: 0 })).status()).toBe(200);
});
