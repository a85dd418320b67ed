import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { addBlock, blockCards, ed, openCreateScreen } from './admin-blog-helpers';
import { forbidDialogs, signInViaApi, signInSaved } from './auth-helpers';
import { isMobile } from './catalog-helpers';
import { expect, test } from './fixtures';
import { rawRequest } from './hardening-helpers';

// Images in blog posts at 390 and 1280 px: the featured image and an image block are uploaded (a
// thumbnail each), a third block reuses an upload from the media library (an accessible dialog),
// the post is published and the article shows the images with no CSP violation. An external URL on
// an allow-listed host (a local server, BLOG_IMAGE_HOSTS in scripts/e2e.mjs) is copied on save.
// Screenshots of the editor and the library go to BLOG_IMAGE_SCREENSHOTS if set.

const UPLOADS = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'uploads');
const shotDir = process.env.BLOG_IMAGE_SCREENSHOTS;
const BLOG_URL = /^\/storage\/itemphotos\/blog\/blog-[a-z0-9]+\.jpg$/;

/** A fixture file under another name. */
const upload = (fixture: string, name: string, mimeType: string) => ({
  name,
  mimeType,
  buffer: fs.readFileSync(path.join(UPLOADS, fixture)),
});

async function shot(page: Page, name: string) {
  if (shotDir) await page.screenshot({ path: `${shotDir}/${name}-${isMobile(page) ? 390 : 1280}.png`, fullPage: false, scale: 'css' });
}

/** Console errors and CSP reports of the page (a blocked image is reported as both). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    // Chromium fetches /favicon.ico by itself (the site links an SVG icon; there is no .ico) and
    // logs its 404 whenever that fetch lands, sometimes before the check: not a resource of the page.
    if (m.type() === 'error' && new URL(m.location().url || 'about:blank').pathname !== '/favicon.ico') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // Which resource failed (the console line does not say).
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${new URL(r.url()).pathname}`);
  });
  return errors;
}

/** Every <img> in the article body and header has loaded real pixels. */
async function expectLoadedImages(page: Page, count: number) {
  const images = page.locator('main#main > article img');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
}

test('upload a featured and a block image, reuse one from the library, publish: the article shows them', async ({ page }, info) => {
  test.setTimeout(120_000);
  forbidDialogs(page);
  const errors = watchErrors(page);
  const stamp = `${Date.now().toString(36)}-${info.project.name}`;
  await signInSaved(page, ADMIN);
  await openCreateScreen(page, `E2E Images ${stamp}`);

  // Names of this run only: the other width's run uploads into the same library at the same time.
  const featuredName = `featured-${stamp}.jpg`;
  const blockName = `block-${stamp}.webp`;
  await page.getByTestId('post-image-file').setInputFiles(upload('photo-a.jpg', featuredName, 'image/jpeg'));
  await expect(page.locator('#post-image')).toHaveValue(BLOG_URL);
  await expect(page.getByTestId('post-image-thumbnail')).toBeVisible();
  await page.locator('#post-image-alt').fill('A rigid box');
  const featured = await page.locator('#post-image').inputValue();

  await addBlock(page, 'text');
  await blockCards(page).nth(0).getByLabel(ed('fields.content'), { exact: true }).fill('Two images follow.');
  await addBlock(page, 'image');
  const block = blockCards(page).nth(1);
  await block.locator('input[type=file]').setInputFiles(upload('photo-c.webp', blockName, 'image/webp'));
  const blockUrl = block.getByLabel(ed('fields.url'), { exact: true });
  await expect(blockUrl).toHaveValue(BLOG_URL);
  expect(await blockUrl.inputValue()).not.toBe(featured);
  await expect(block.locator('img[data-testid$="-url-thumbnail"]')).toBeVisible();
  await block.getByLabel(ed('fields.alt'), { exact: true }).fill('A soft box');

  // A third block takes the featured image again from the library.
  await addBlock(page, 'image');
  const reuse = blockCards(page).nth(2);
  const opener = reuse.getByRole('button', { name: ed('media.openLibrary') });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: ed('media.title') });
  await expect(dialog).toBeVisible();
  const choices = dialog.getByRole('button', { name: /^Use / });
  await expect(choices.first()).toBeVisible();
  // Newest first: the block image before the featured one.
  const names = await choices.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
  const at = (name: string) => names.indexOf(ed('media.use', { name }));
  expect(at(blockName)).toBeGreaterThanOrEqual(0);
  expect(at(blockName)).toBeLessThan(at(featuredName));
  // Focus stays inside: Tab from the last control wraps to the first.
  await page.keyboard.press('Tab');
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await shot(page, 'blog-media-library');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await dialog.getByRole('button', { name: ed('media.use', { name: featuredName }) }).click();
  await expect(dialog).toBeHidden();
  await expect(reuse.getByLabel(ed('fields.url'), { exact: true })).toHaveValue(featured);
  await reuse.getByLabel(ed('fields.alt'), { exact: true }).fill('The rigid box again');
  await page.locator('#post-image').scrollIntoViewIfNeeded();
  await shot(page, 'blog-editor-images');

  await page.getByRole('button', { name: ed('publish') }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/e2e-images-${stamp}$`), { timeout: 20_000 });
  await expect(page.getByRole('img', { name: 'A soft box' })).toBeVisible();
  await expectLoadedImages(page, 3);
  expect(errors.filter((e) => /Content Security Policy|Refused to load|Failed to load resource/i.test(e))).toEqual([]);
});

test('an external image on an allowed host is copied into storage on save and renders', async ({ page }, info) => {
  const port = Number(process.env.E2E_BLOG_IMAGE_PORT);
  test.skip(!port, 'E2E_BLOG_IMAGE_PORT is set by scripts/e2e.mjs');
  test.skip(info.project.name !== 'desktop', 'one width is enough for the copy itself');
  const jpeg = fs.readFileSync(path.join(UPLOADS, 'photo-d.jpg'));
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': jpeg.length }).end(jpeg),
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  try {
    forbidDialogs(page);
    const errors = watchErrors(page);
    const stamp = Date.now().toString(36);
    await signInSaved(page, ADMIN);
    await openCreateScreen(page, `E2E External ${stamp}`);
    const external = `http://127.0.0.1:${port}/catalogue/box.jpg`;
    await page.locator('#post-image').fill(external);
    await expect(page.getByText(ed('media.external'))).toBeVisible();
    await addBlock(page, 'text');
    await blockCards(page).nth(0).getByLabel(ed('fields.content'), { exact: true }).fill('An imported image.');
    await page.getByRole('button', { name: ed('saveDraft') }).click();
    await expect(page).toHaveURL(/\/admin-panel\/blog\/edit\//, { timeout: 20_000 });
    await expect(page.locator('#post-image')).toHaveValue(BLOG_URL);
    await expect(page.getByTestId('post-image-thumbnail')).toBeVisible();
    await expect
      .poll(() => page.getByTestId('post-image-thumbnail').evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0);
    expect(errors.filter((e) => /Content Security Policy|Refused to load|Failed to load resource/i.test(e))).toEqual([]);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test('an image goes to the upload route, from a signed-in admin only; the editor pages take none in a body', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', 'no layout involved');
  const post = (path: string, bytes: number, cookie?: string) =>
    rawRequest(path, {
      method: 'POST',
      headers: { 'next-action': '0'.repeat(42), 'content-type': 'image/jpeg', ...(cookie ? { cookie } : {}) },
      bodyBytes: bytes,
    });
  const route = '/api/admin/uploads?purpose=blog';
  // Without a session cookie the route has the small limit, and the route itself answers 401 under it.
  expect((await post(route, 3 * 1024 * 1024)).status).toBe(413);
  expect((await post(route, 1024)).status).toBe(401);
  await signInViaApi(request, ADMIN);
  const cookie = (await request.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  // Read whole and answered for its bytes (spaces are no image), not for its size.
  expect((await post(route, 9 * 1024 * 1024, cookie)).status).toBe(422);
  expect((await post(route, 10 * 1024 * 1024 + 1, cookie)).status).toBe(413);
  expect((await post('/admin-panel/blog/create', 3 * 1024 * 1024, cookie)).status).toBe(413);
  expect((await post('/id/admin-panel/blog/edit/00000000-0000-4000-8000-000000000000', 3 * 1024 * 1024, cookie)).status).toBe(413);
});
