import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInViaForm } from '../e2e/auth-helpers';
import { msg } from '../e2e/messages';

// Against the image replayed by scripts/image.mjs (read-only app folder, data in the VOLUME): the
// account from ADMIN_EMAIL/ADMIN_PASSWORD signs in, saves a product with a photo, and the public
// page serves that photo, so uploads land in the one writable place.
const m = (key: string) => msg('en', `adminCatalog.${key}`);
const photo = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'uploads', 'photo-a.jpg');
const admin = { email: process.env.IMAGE_ADMIN_EMAIL ?? '', password: process.env.IMAGE_ADMIN_PASSWORD ?? '' };

test('an admin signs in and saves a product with a photo, which the public page serves', async ({ page }) => {
  const name = `Image Lane Box ${Date.now().toString(36)}`;
  await signInViaForm(page, admin);
  await page.goto('/admin-panel/addnew');
  await page.getByLabel(m('form.category')).selectOption('6');
  await page.getByLabel(m('form.name')).fill(name);
  await page.locator('form input[type=file]').nth(0).setInputFiles(photo);
  await page.getByRole('button', { name: m('form.save'), exact: true }).click();
  await expect(page.getByTestId('save-success')).toBeVisible({ timeout: 30_000 });

  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: msg('en', 'adminCatalog.list.editItem', { name }) }).click();
  await expect(page).toHaveURL(/\/admin-panel\/itemlist\/\d+$/, { timeout: 30_000 });
  const id = Number(page.url().split('/').pop());

  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const src = (await page.content()).replaceAll('%2F', '/').match(new RegExp(`/storage/[^"'\\s?&]*main-${id}-[a-z0-9]+\\.jpg`))?.[0];
  expect(src, 'the product page links its new photo').toBeTruthy();
  const res = await page.request.get(src!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^image\//);
});
