import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { addBlock, openCreateScreen } from '../e2e/admin-blog-helpers';
import { msg } from '../e2e/messages';
import { ANON_KEY, cookieSession, expectPublicObject, fixture, OWNER, signIn, storedFiles, SUPABASE_URL } from './helpers';

// The owner's day on the Supabase deployment: products with photos in Storage, a blog post, sign-out.
const m = (key: string, values?: Record<string, string | number>) => msg('en', `adminCatalog.${key}`, values);
const fileInputs = (page: Page) => page.locator('form input[type=file]');
const photosOf = async (id: number) => (await storedFiles()).filter((f) => new RegExp(`-${id}-[a-z0-9]+\\.jpg$`).test(f));

test.describe.configure({ mode: 'serial' });

test('add, show, edit and delete a product: the photos live in Supabase Storage', async ({ page }) => {
  test.setTimeout(150_000);
  const name = `Rehearsal Box ${Date.now().toString(36)}`;
  await signIn(page, OWNER);

  await page.goto('/admin-panel/addnew');
  await page.getByLabel(m('form.category')).selectOption('6');
  await page.getByLabel(m('form.name')).fill(name);
  await page.getByLabel(m('form.specNameN', { n: 1 })).fill('Size');
  await page.getByLabel(m('form.specValueN', { n: 1 })).fill('10 x 10 cm');
  await fileInputs(page).nth(0).setInputFiles(fixture('photo-a.jpg'));
  await fileInputs(page).nth(1).setInputFiles(fixture('photo-b.png'));
  await fileInputs(page)
    .nth(2)
    .setInputFiles([fixture('photo-c.webp')]);
  await page.getByRole('button', { name: m('form.save'), exact: true }).click();
  await expect(page.getByTestId('save-success')).toBeVisible({ timeout: 45_000 });

  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: m('list.editItem', { name }) }).click();
  await expect(page).toHaveURL(/\/admin-panel\/itemlist\/\d+$/);
  const id = Number(page.url().split('/').pop());

  // The files landed in Storage (listed through the Storage API) and are served by its public URL.
  const created = await photosOf(id);
  expect(created).toHaveLength(3);
  const main = created.find((f) => f.startsWith('main-')) ?? '';
  await expectPublicObject(main, true);

  // The public page shows them: same-origin path, streamed from Storage's public URL, optimised.
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // Its share card, drawn by the standalone server (the font files traced into it) or the Worker (the
  // font from its static assets) with the photo read from Storage: the photo's half is the photo, not
  // the company mark's colour.
  const og = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
  expect(og.pathname).toMatch(/^\/api\/og\//);
  const card = await page.request.get(og.pathname + og.search);
  expect([card.status(), card.headers()['content-type']]).toEqual([200, 'image/png']);
  const { data, info } = await sharp(await card.body())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([1200, 630]);
  const centre = (315 * info.width + 315) * info.channels;
  expect([data[centre], data[centre + 1], data[centre + 2]]).not.toEqual([0x0f, 0x3d, 0x3e]);
  const img = page.locator(`main img[src*="${encodeURIComponent(`/storage/itemphotos/${main}`)}"]`).first();
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  // The photo the browser chose (the page's largest paint) comes from the image optimiser, resized
  // to a srcset width and in a modern format; on the Worker that is the Images binding, which OpenNext
  // asked the static assets for the photo: a 404 before.
  const chosen = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  expect(new URL(chosen).pathname).toBe('/_next/image');
  const optimised = await page.request.get(chosen, { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(optimised.status()).toBe(200);
  expect(optimised.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  const direct = await page.request.get(`/storage/itemphotos/${main}`);
  expect([direct.status(), direct.headers()['content-type']]).toEqual([200, 'image/jpeg']);

  // Edit: a new main photo. The replaced file stays in Storage while a kept revision shows it
  // (History can restore that version); the new one is stored beside it.
  await page.goto(`/admin-panel/itemlist/${id}`);
  await page.getByLabel(m('form.specValueN', { n: 1 })).fill('12 x 12 cm');
  await fileInputs(page).nth(0).setInputFiles(fixture('photo-d.jpg'));
  await page.getByRole('button', { name: m('edit.update') }).click();
  await expect(page.getByTestId('toast')).toContainText(m('updated'), { timeout: 45_000 });
  await expectPublicObject(main, true);
  const edited = await photosOf(id);
  expect(edited).toContain(main);
  expect(edited.filter((f) => f.startsWith('main/'))).toHaveLength(1);
  await page.goto(`/product/${id}`);
  await expect(page.locator('main')).toContainText('12 x 12 cm');

  // Delete: the row, its revisions and every photo they referenced go.
  await page.goto(`/admin-panel/itemlist/${id}`);
  await page.getByRole('button', { name: m('edit.delete'), exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: m('edit.delete'), exact: true })
    .click();
  await expect(page.getByTestId('toast')).toContainText(m('deleted'));
  expect((await page.goto(`/product/${id}`))?.status()).toBe(404);
  expect(await photosOf(id)).toEqual([]);
  for (const f of edited) await expectPublicObject(f, false);
});

test('a blog post is published and seen; sign-out revokes the session at Supabase', async ({ page, context }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Rehearsal Post ${stamp}`;
  await signIn(page, OWNER);
  await openCreateScreen(page, title);
  const slug = await page.locator('#post-slug').inputValue();
  await page.locator('#post-excerpt').fill('Published through the Supabase deployment.');
  await addBlock(page, 'text');
  await page
    .getByTestId('block-card')
    .first()
    .getByLabel(msg('en', 'editor.fields.content'), { exact: true })
    .fill('Rigid boxes, rehearsed.');
  await page.getByRole('button', { name: msg('en', 'editor.publish') }).click();
  // A new post opens its public page once published.
  await page.waitForURL((url) => url.pathname === `/blog/${slug}`, { timeout: 30_000 });
  await expect(page.getByText('Rigid boxes, rehearsed.')).toBeVisible();
  const article = await page.request.get(`/blog/${slug}`);
  expect(article.status()).toBe(200);
  expect(await article.text()).toContain('Rigid boxes, rehearsed.');

  // Sign-out: the refresh token is dead at Supabase (scope local revokes the session) and the
  // cookies are cleared. Known race: with the rehearsal's 20 s tokens,
  // a refresh crossing the sign-out can leave a cookie of the same, now revoked, session behind; so
  // every refresh token the browser still holds must be refused too, and the admin stays closed.
  await page.goto('/admin-panel');
  const before = await cookieSession(context);
  expect(before).not.toBeNull();
  await page
    .getByRole('button', { name: msg('en', 'admin.logout') })
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  const after = await cookieSession(context);
  for (const refreshToken of new Set([before!.refresh_token, ...(after ? [after.refresh_token] : [])])) {
    const replay = await fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(replay.status).toBe(400);
  }
  await page.goto('/admin-panel');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});
