import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { forbidDialogs, signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// The admin catalogue journey at 1280 px: add a product with real photos and a gallery, see it
// publicly, edit its specs and photos, see the change, delete it, see it gone.

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'uploads', name);
const m = (key: string, values?: Record<string, string | number>) => msg('en', `adminCatalog.${key}`, values);

/** The four file inputs of the item form, in DOM order: main, hover, gallery add, gallery replace. */
const fileInputs = (page: Page) => page.locator('form input[type=file]');

test.describe.configure({ mode: 'serial' });

test('add, publish, edit and delete a product with photos', async ({ page, checkA11y }) => {
  test.setTimeout(120_000);
  forbidDialogs(page);
  const name = `E2E Rigid Box ${Date.now().toString(36)}`;
  await signInSaved(page, ADMIN);

  // Add New
  await page.goto('/admin-panel/addnew');
  const save = page.getByRole('button', { name: m('form.save'), exact: true });
  await expect(save).toBeDisabled();
  await checkA11y(page);
  await page.getByLabel(m('form.category')).selectOption('6');
  await page.getByLabel(m('form.name')).fill(name);
  await expect(save).toBeEnabled();
  const editor = page.getByRole('textbox', { name: m('form.description') });
  await editor.click();
  await page.keyboard.type('Sturdy ');
  await page.getByRole('button', { name: m('editor.bold') }).click();
  await page.keyboard.type('premium');
  await page.getByLabel(m('form.specNameN', { n: 1 })).fill('Size');
  await page.getByLabel(m('form.specValueN', { n: 1 })).fill('10 x 10 cm');
  await page.getByRole('button', { name: m('form.addSpec') }).click();
  await page.getByLabel(m('form.specNameN', { n: 2 })).fill('Material');
  await page.getByLabel(m('form.specValueN', { n: 2 })).fill('Greyboard');
  await page.getByRole('button', { name: m('form.addSpec') }).click(); // a blank third row is dropped on save
  await fileInputs(page).nth(0).setInputFiles(fixture('photo-a.jpg'));
  await fileInputs(page).nth(1).setInputFiles(fixture('photo-b.png'));
  await fileInputs(page)
    .nth(2)
    .setInputFiles([fixture('photo-c.webp'), fixture('photo-d.jpg')]);
  await expect(page.getByRole('img', { name: m('form.galleryPhotoAlt', { n: 2 }) })).toBeVisible();
  await save.click();
  await expect(page.getByTestId('save-success')).toHaveText(`✓ ${m('saved')}`, { timeout: 30_000 });
  // after 3 s the banner goes and the form is empty again
  await expect(page.getByLabel(m('form.name'))).toHaveValue('', { timeout: 6_000 });

  // Inventory → Edit
  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('inventory-card')).toHaveCount(1);
  await expect(page.getByTestId('inventory-card')).toContainText('2 specs');
  await page.getByRole('link', { name: m('list.editItem', { name }) }).click();
  await expect(page).toHaveURL(/\/admin-panel\/itemlist\/\d+$/, { timeout: 30_000 });
  const id = Number(page.url().split('/').pop());

  // Public pages show it on the next request
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('main')).toContainText('10 x 10 cm');
  await expect(page.locator('main :is(b, strong)').filter({ hasText: 'premium' })).toBeVisible();
  expect(await page.content()).toMatch(new RegExp(`main-${id}-[a-z0-9]+\\.jpg`));
  await page.goto(`/category/6?q=${encodeURIComponent(name)}`);
  await expect(page.locator('main article').getByRole('heading')).toHaveText([name]);

  // Edit specs and photos (held locally until Update)
  await page.goto(`/admin-panel/itemlist/${id}`);
  await checkA11y(page);
  await page.getByLabel(m('form.specValueN', { n: 1 })).fill('12 x 12 cm');
  await page.getByRole('button', { name: m('form.removeSpec', { n: 2 }) }).click();
  await page.getByRole('button', { name: m('form.addSpec') }).click();
  await page.getByLabel(m('form.specNameN', { n: 2 })).fill('Finish');
  await page.getByLabel(m('form.specValueN', { n: 2 })).fill('Matte');
  await fileInputs(page).nth(0).setInputFiles(fixture('photo-c.webp'));
  await page.getByRole('button', { name: `${m('form.removePhoto')}: ${m('form.galleryPhotoAlt', { n: 1 })}` }).click();
  await expect(page.getByTestId('unsaved-photos')).toBeVisible();
  await page.getByRole('button', { name: m('edit.update') }).click();
  await expect(page.getByTestId('toast')).toContainText(m('updated'), { timeout: 30_000 });
  await expect(page.getByTestId('unsaved-photos')).toHaveCount(0);

  await page.goto(`/product/${id}`);
  await expect(page.locator('main')).toContainText('12 x 12 cm');
  await expect(page.locator('main')).toContainText('Matte');
  await expect(page.locator('main')).not.toContainText('Greyboard');
  expect(await page.content()).toMatch(new RegExp(`main%2Fmain-${id}-[a-z0-9]+\\.jpg|main/main-${id}-[a-z0-9]+\\.jpg`));

  // Delete behind the confirm dialog
  await page.goto(`/admin-panel/itemlist/${id}`);
  await page.getByRole('button', { name: m('edit.delete'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: m('edit.confirmTitle') });
  await expect(dialog).toContainText(m('edit.confirmDelete'));
  await expect(dialog.getByRole('button', { name: m('edit.cancel') })).toBeFocused();
  await checkA11y(page);
  await dialog.getByRole('button', { name: m('edit.cancel') }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: m('edit.delete'), exact: true }).click();
  await dialog.getByRole('button', { name: m('edit.delete'), exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText(m('deleted'));
  await expect(page).toHaveURL(/\/admin-panel\/itemlist$/);

  const gone = await page.goto(`/product/${id}`);
  expect(gone?.status()).toBe(404);
  await page.goto(`/category/6?q=${encodeURIComponent(name)}`);
  await expect(page.locator('main article')).toHaveCount(0);
});

test('refused uploads show a clear message and store nothing', async ({ page }) => {
  test.setTimeout(60_000);
  forbidDialogs(page);
  await signInSaved(page, ADMIN);
  await page.goto('/admin-panel/addnew');
  await page.getByLabel(m('form.category')).selectOption('6');
  const name = `E2E Refused ${Date.now().toString(36)}`;
  await page.getByLabel(m('form.name')).fill(name);
  await fileInputs(page).nth(0).setInputFiles(fixture('polyglot.jpg'));
  await fileInputs(page).nth(2).setInputFiles(fixture('pixel-bomb.png'));
  await page.getByRole('button', { name: m('form.save'), exact: true }).click();
  await expect(page.getByText(m('photoErrors.notImage', { file: 'polyglot.jpg' }))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(m('photoErrors.tooManyPixels', { file: 'pixel-bomb.png' }))).toBeVisible();
  await expect(page.getByLabel(m('form.name'))).toHaveValue(name); // what was typed is kept
  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('inventory-empty')).toBeVisible();
});

test('a save with 17 MB of photos goes through: each photo on its own to the upload route, the save only names them', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  forbidDialogs(page);
  const { default: sharp } = await import('sharp');
  const { randomBytes } = await import('node:crypto');
  // Noise does not compress: two ~5.7 MB JPEGs plus one more in the gallery ≈ 17 MB, far over a
  // server action's 2 MB body limit.
  const big = async (name: string) => {
    const file = testInfo.outputPath(name);
    await sharp(randomBytes(2600 * 2600 * 3), { raw: { width: 2600, height: 2600, channels: 3 } })
      .jpeg({ quality: 92 })
      .toFile(file);
    return file;
  };
  const [a, b] = await Promise.all([big('big-a.jpg'), big('big-b.jpg')]);
  await signInSaved(page, ADMIN);
  await page.goto('/admin-panel/addnew');
  const name = `E2E Big ${Date.now().toString(36)}`;
  await page.getByLabel(m('form.category')).selectOption('5');
  await page.getByLabel(m('form.name')).fill(name);
  await fileInputs(page).nth(0).setInputFiles(a);
  await fileInputs(page).nth(1).setInputFiles(b);
  await fileInputs(page).nth(2).setInputFiles([a]);
  const posts: Promise<{ path: string; bytes: number; action: boolean }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.method() !== 'POST') return;
    const action = request.headers()['next-action'] !== undefined;
    // The length the browser declared (Playwright does not keep a blob body it did not build).
    const bytes = request.headerValue('content-length').then(Number);
    posts.push(bytes.then((n) => ({ path: new URL(request.url()).pathname, bytes: n, action })));
  });
  await page.getByRole('button', { name: m('form.save'), exact: true }).click();
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await expect(page.getByRole('button', { name: m('form.saving') })).toBeDisabled();
  await expect(page.getByTestId('save-success')).toBeVisible({ timeout: 60_000 });
  const sent = await Promise.all(posts);
  const uploads = sent.filter((p) => p.path === '/api/admin/uploads');
  expect(
    uploads.map((u) => u.bytes > 5 * 1024 * 1024),
    JSON.stringify(sent),
  ).toEqual([true, true, true]);
  const saves = sent.filter((p) => p.action);
  expect(saves).toHaveLength(1);
  expect(saves[0]!.bytes).toBeLessThan(16 * 1024);

  // clean up: delete it again
  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: m('list.editItem', { name }) }).click();
  await page.getByRole('button', { name: m('edit.delete'), exact: true }).click();
  await page
    .getByRole('dialog', { name: m('edit.confirmTitle') })
    .getByRole('button', { name: m('edit.delete'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin-panel\/itemlist$/, { timeout: 15_000 });
});
