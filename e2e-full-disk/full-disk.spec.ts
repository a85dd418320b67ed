import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SEED_ITEMS } from '../lib/start-up/seed/catalog-data';
import { siteConfig } from '../lib/site-config';
import { ADMIN } from '../e2e/accounts';
import { alertWith, addBlock, blockCards, ed, openCreateScreen } from '../e2e/admin-blog-helpers';
import { signInViaApi } from '../e2e/auth-helpers';
import { msg, type E2eLocale } from '../e2e/messages';
import * as disk from './server';

// A full disk on a disk of its own (decision 086): the data folder on a tmpfs the harness mounted,
// the server on the default reserve (64 MB; `low` under 256 MB). A filler file takes the disk down:
// health says low, then full; a quote request (Indonesian), a blog image (Chinese) and a post save
// (English) are refused with the translated message, nothing stored, every page still served. A
// product photo on a tiny volume of its own meets a real ENOSPC: the same message, the photo kept.
// The filler goes and the same forms, still open, work at the next click: no restart. The rows are
// read back after a clean stop. The figures are printed for docs/decisions/086-full-disk.md.

test.describe.configure({ mode: 'serial' });

const RESERVE = 64 * disk.MB;
const UPLOADS = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'uploads');
const PRODUCT = { id: SEED_ITEMS.findIndex((i) => i.name === 'Folding Carton Box') + 1, name: 'Folding Carton Box' };
const EDITED = 1; // the first seeded product: its main photo is replaced
const upload = (fixture: string, name: string) => ({ name, mimeType: 'image/jpeg', buffer: fs.readFileSync(path.join(UPLOADS, fixture)) });
const figures: Record<string, unknown> = {};
const mb = (bytes: number) => Math.round((bytes / disk.MB) * 10) / 10;

let server: disk.Server;
let pages: { quote: Page; image: Page; post: Page; item: Page };

async function health(page: Page): Promise<{ code: number; body: disk.Health; ms: number }> {
  const started = Date.now();
  const response = await page.request.get('/api/health');
  return { code: response.status(), body: (await response.json()) as disk.Health, ms: Date.now() - started };
}

/** A visitor's /id/quote with one product on the list and the contact filled in. */
async function quoteForm(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const m = (key: string, values?: Record<string, string | number>) => msg('id', key, values);
  await page.goto(`/id/product/${PRODUCT.id}`);
  const add = page.getByTestId('add-to-quote');
  await add.getByRole('button', { name: m('Quote.add.submit') }).click();
  await expect(add.getByRole('status')).toContainText(m('Quote.add.added'));
  await page.goto('/id/quote');
  await expect(page.getByTestId('quote-line')).toHaveCount(1);
  await page.getByLabel(m('Quote.form.name')).fill('Dewi Santoso');
  await page.getByLabel(m('Quote.form.email')).fill('full-disk-quote@example.com');
  await page.getByLabel(m('Quote.form.city')).fill('Bandung');
  await page.getByLabel(m('Quote.form.country')).selectOption('ID');
  await page.getByLabel(m('Quote.form.consent', { company: siteConfig.companyName })).check();
  return page;
}

/** An admin page (the context signed in through the API). */
async function adminPage(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInViaApi(page.request, ADMIN);
  await page.goto(url);
  return page;
}

const diskFull = (locale: E2eLocale) => msg(locale, 'diskFull.body');

const PUBLIC_URLS = ['/', '/id', '/zh-CN', '/category/6', `/product/${PRODUCT.id}`, '/blog', '/search?q=box', '/sitemap.xml'];

/** The status of each page (the admin's overview too), read with a signed-in context. */
async function served(page: Page): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  for (const url of [...PUBLIC_URLS, '/admin-panel']) statuses[url] = (await page.request.get(url)).status();
  return statuses;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  figures.before = { freeMb: mb(disk.diskFree()) };
  server = await disk.startServer();
  figures.firstStartMs = server.startMs;
});

test.afterAll(async () => {
  disk.emptyDisk();
  for (const page of Object.values(pages ?? {})) await page.context().close();
  if (server && !server.process.hasExited()) await disk.stopServer(server);
  console.log(`[full-disk] figures ${JSON.stringify(figures)}`);
});

test('health reports the disk: ok, then low under four times the reserve (200, degraded)', async ({ page }) => {
  const ok = await health(page);
  expect(ok.code).toBe(200);
  expect(ok.body).toMatchObject({ status: 'ok', database: 'up', disk: { status: 'ok' } });
  figures.seeded = { freeMb: mb(ok.body.disk!.freeBytes!), health: ok.body };

  const free = disk.fillDiskTo(2 * RESERVE);
  const low = await health(page);
  expect(low.code).toBe(200);
  expect(low.body).toMatchObject({ status: 'degraded', database: 'up', disk: { status: 'low' } });
  figures.low = { freeMb: mb(free), health: low.body };
});

test('full: a quote request, a blog image and a post save are refused in their language, nothing stored', async ({ browser, page }) => {
  test.setTimeout(150_000);
  pages = {
    quote: await quoteForm(browser),
    image: await adminPage(browser, '/zh-CN/admin-panel/blog/create'),
    post: await adminPage(browser, '/admin-panel/blog/create'),
    item: await adminPage(browser, `/admin-panel/itemlist/${EDITED}`),
  };
  await openCreateScreen(pages.post, 'Full disk post');
  await addBlock(pages.post, 'text');
  await blockCards(pages.post).nth(0).getByLabel(ed('fields.content'), { exact: true }).fill('Written while the disk was full.');

  const free = disk.fillDiskTo(RESERVE / 2);
  const full = await health(page);
  expect(full.code).toBe(200);
  expect(full.body).toMatchObject({ status: 'degraded', database: 'up', disk: { status: 'full' } });
  figures.full = { freeMb: mb(free), health: full.body, healthMs: full.ms };
  const files = disk.storedFiles();

  // The visitor, in Indonesian: the form's own alert, the list and the details kept for a retry.
  await pages.quote.getByRole('button', { name: msg('id', 'Quote.form.submit') }).click();
  await expect(pages.quote.getByRole('alert').filter({ hasText: msg('id', 'quoteSubmit.diskFull') })).toBeVisible();
  await expect(pages.quote.getByTestId('quote-sent')).toHaveCount(0);
  await expect(pages.quote.getByLabel(msg('id', 'Quote.form.name'))).toHaveValue('Dewi Santoso');

  // The blog administrator in Chinese: the image field says why.
  await pages.image.getByTestId('post-image-file').setInputFiles(upload('photo-a.jpg', 'full-disk-image.jpg'));
  await expect(pages.image.getByTestId('post-image-field').getByRole('status')).toHaveText(diskFull('zh-CN'));

  // And in English, the post: the editor's alert, still on the create screen.
  await pages.post.getByRole('button', { name: ed('saveDraft') }).click();
  await expect(alertWith(pages.post, msg('en', 'diskFull.title'))).toContainText(diskFull('en'));
  expect(new URL(pages.post.url()).pathname).toBe('/admin-panel/blog/create');

  expect(disk.storedFiles()).toEqual(files);
  figures.refused = { quote: msg('id', 'quoteSubmit.diskFull'), image: diskFull('zh-CN'), post: diskFull('en') };

  // The rest of the site keeps serving, from the cache or rendered anew; an admin can still sign in
  // (to delete what takes the room).
  const statuses = await served(pages.item);
  expect(
    Object.values(statuses).every((code) => code === 200),
    JSON.stringify(statuses),
  ).toBe(true);
  await signInViaApi(page.request, ADMIN);
  await page.goto('/zh-CN');
  await expect(page.locator('main')).toBeVisible();
  figures.served = statuses;
});

test('no space at all (the reserve used up by something else): every page still served, health full', async ({ page }) => {
  const free = disk.fillDiskTo(0);
  const statuses = await served(pages.item);
  expect(
    Object.values(statuses).every((code) => code === 200),
    JSON.stringify(statuses),
  ).toBe(true);
  // An article in the browser: its view count cannot be stored (logged by the server), the page is whole.
  await page.goto('/blog');
  await page.locator('main article a[href^="/blog/"]').first().click();
  await expect(page.locator('main h1')).toBeVisible();
  const zero = await health(page);
  expect(zero.code).toBe(200);
  expect(zero.body).toMatchObject({ status: 'degraded', database: 'up', disk: { status: 'full' } });
  // A sign-in whose throttle or session row fits in a page with room succeeds; one that needs a new
  // page is told the disk is full (503, in its language), never the generic 500.
  const signIn = await page.request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password, locale: 'id' } });
  const answer = (await signIn.json()) as { ok: boolean; message?: string };
  if (signIn.status() !== 200)
    expect({ status: signIn.status(), message: answer.message }).toEqual({ status: 503, message: msg('id', 'login.diskFull') });
  figures.zero = { freeBytes: free, health: zero.body, served: statuses, signIn: signIn.status() };
});

test("a product photo its own small volume cannot hold (a real ENOSPC): the same message, the product's photo kept", async () => {
  test.setTimeout(90_000);
  const free = disk.emptyDisk();
  const volume = disk.mountPhotoVolume('main', '8k');
  try {
    const before = disk.storedFiles();
    const photo = await pages.item.locator('main img').first().getAttribute('src');
    await pages.item.locator('form input[type=file]').nth(0).setInputFiles(upload('photo-d.jpg', 'full-disk-main.jpg'));
    await pages.item.getByRole('button', { name: msg('en', 'adminCatalog.edit.update') }).click();
    await expect(pages.item.getByTestId('toast')).toHaveText(new RegExp(diskFull('en').replace(/[.?]/g, '\\$&')));
    expect(fs.readdirSync(volume)).toEqual([]); // the half-written file was removed
    expect(disk.storedFiles()).toEqual(before);
    const reloaded = await pages.item.context().newPage();
    await reloaded.goto(`/admin-panel/itemlist/${EDITED}`);
    expect(await reloaded.locator('main img').first().getAttribute('src')).toBe(photo);
    await reloaded.close();
    figures.enospc = { dataDiskFreeMb: mb(free), photoVolume: '8 KiB tmpfs on storage/itemphotos/main', message: diskFull('en') };
  } finally {
    expect(disk.unmountPhotoVolume(volume)).toBe(true);
  }
});

test('space back: the same forms work at the next click, the server never restarted', async ({ page }) => {
  test.setTimeout(120_000);
  const back = await health(page);
  expect(back.body).toMatchObject({ status: 'ok', disk: { status: 'ok' } });
  figures.back = { freeMb: mb(back.body.disk!.freeBytes!), health: back.body };

  await pages.quote.getByRole('button', { name: msg('id', 'Quote.form.submit') }).click();
  await expect(pages.quote.getByTestId('quote-sent')).toBeVisible();
  await pages.image.getByTestId('post-image-file').setInputFiles(upload('photo-a.jpg', 'full-disk-image.jpg'));
  await expect(pages.image.getByTestId('post-image-thumbnail')).toBeVisible();
  await pages.post.getByRole('button', { name: ed('saveDraft') }).click();
  await pages.post.waitForURL(/\/admin-panel\/blog\/edit\/[0-9a-f-]{36}/);
  await expect(alertWith(pages.post, ed('alerts.created'))).toBeVisible();
  await pages.item.getByRole('button', { name: msg('en', 'adminCatalog.edit.update') }).click();
  await expect(pages.item.getByTestId('toast')).toContainText(msg('en', 'adminCatalog.updated'), { timeout: 30_000 });
  expect(server.process.hasExited()).toBe(false);
  expect(disk.storedFiles().filter((f) => f.endsWith('.tmp'))).toEqual([]);
});

test('read back after a clean stop: each refused write left no row and no file, each later one exactly one', async () => {
  test.setTimeout(120_000);
  await disk.stopServer(server);
  const rows = await disk.readRows(EDITED);
  expect(rows.inquiries).toEqual([{ email: 'full-disk-quote@example.com', n: 1 }]);
  expect(rows.inquiryLimitRows).toBe(1); // the refused request took no rate-limit slot
  expect(rows.posts).toEqual([{ title: 'Full disk post', n: 1 }]);
  expect(rows.media).toEqual([{ name: 'full-disk-image.jpg', n: 1 }]);
  const files = disk.storedFiles();
  // No orphan file: every blog image on disk has its row, and the product's main photo is the one saved last.
  expect(files.filter((f) => f.startsWith('blog/'))).toEqual(rows.mediaPaths);
  expect(files.filter((f) => f.startsWith('main/')).map((f) => `/storage/itemphotos/${f}`)).toEqual([rows.mainPhotoUrl]);
  figures.rows = rows;
});
