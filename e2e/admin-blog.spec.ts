import type { APIRequestContext } from '@playwright/test';
import { BLOCK_TYPES } from '../lib/blog/blocks';
import { ADMIN, EDITOR } from './accounts';
import { addBlock, alertWith, ab, blockCards, ed, openCreateScreen } from './admin-blog-helpers';
import { forbidDialogs, signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';

// The blog administrator's journey at 1280 px: a post with all 7 block types, reordered,
// previewed, saved as a draft (not public), published (public, in the feed), edited, duplicated,
// archived (gone from the public site) and deleted.

test.describe.configure({ mode: 'serial' });

test('create, preview, draft, publish, edit, duplicate, archive and delete a post', async ({ page }) => {
  test.setTimeout(180_000);
  forbidDialogs(page);
  const stamp = Date.now().toString(36);
  const title = `E2E Hardbox Guide ${stamp}`;
  const slug = `e2e-hardbox-guide-${stamp}`;
  await signInSaved(page, ADMIN);

  await openCreateScreen(page, title);
  await expect(page.locator('#post-slug')).toHaveValue(slug);
  await expect(page.locator('#seo-metaTitle')).toHaveValue(title);
  await page.locator('#post-excerpt').fill('How to pick a rigid box.');

  // All 7 block types, each with its own settings.
  for (const type of ['text', 'heading', 'image', 'list', 'quote', 'divider', 'cta']) await addBlock(page, type);
  await expect(blockCards(page)).toHaveCount(7);
  const card = (n: number) => blockCards(page).nth(n);
  await card(0).getByLabel(msg_('fields.content'), { exact: true }).fill('Rigid boxes protect premium products.');
  await card(1).getByLabel(msg_('fields.content'), { exact: true }).fill('Why rigid');
  await card(1).getByLabel(msg_('fields.level'), { exact: true }).selectOption('3');
  await card(2).getByLabel(msg_('fields.url'), { exact: true }).fill('/logo.svg');
  await card(2).getByLabel(msg_('fields.alt'), { exact: true }).fill('Company logo');
  await card(3)
    .getByLabel(msg_('fields.item', { n: 1 }), { exact: true })
    .fill('Strong board');
  await card(3)
    .getByRole('button', { name: msg_('fields.addItem') })
    .click();
  await card(3)
    .getByLabel(msg_('fields.item', { n: 2 }), { exact: true })
    .fill('Custom print');
  await card(3).getByLabel(msg_('fields.listType'), { exact: true }).selectOption('checklist');
  await card(4).getByLabel(msg_('fields.quote'), { exact: true }).fill('Packaging sells the product.');
  await card(6).getByLabel(msg_('fields.ctaTitle'), { exact: true }).fill('Order samples');
  await card(6).getByLabel(msg_('fields.buttonText'), { exact: true }).fill('Contact us');
  await card(6).getByLabel(msg_('fields.buttonUrl'), { exact: true }).fill('https://example.com/contact');
  await expect(page.getByTestId('blocks-badge')).toHaveText(ed('blocks.badge', { blocks: 7, words: 7 }));
  await expect(page.getByTestId('empty-blocks-warning')).toHaveCount(0);

  // Reorder: the heading moves above the text; the ends cannot move further.
  await page.getByRole('button', { name: ed('blocks.moveUp', { n: 2 }) }).click();
  await expect(card(0)).toHaveAttribute('data-type', 'heading');
  await expect(page.getByRole('button', { name: ed('blocks.moveUp', { n: 1 }) })).toBeDisabled();
  await expect(page.getByRole('button', { name: ed('blocks.moveDown', { n: 7 }) })).toBeDisabled();

  // Preview renders with the public article renderer.
  await page.getByRole('button', { name: ed('preview'), exact: true }).click();
  const preview = page.getByTestId('editor-preview');
  await expect(preview.getByRole('heading', { level: 3, name: 'Why rigid' })).toBeVisible();
  await expect(preview.getByText('Packaging sells the product.')).toBeVisible();
  await expect(preview.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', 'https://example.com/contact');
  await page.getByRole('button', { name: ed('previewMode.back') }).click();

  // Save as draft → the edit screen with 'Created!'; not public.
  await page.getByRole('button', { name: ed('saveDraft') }).click();
  await page.waitForURL(/\/admin-panel\/blog\/edit\/[0-9a-f-]{36}/);
  await expect(alertWith(page, ed('alerts.created'))).toContainText(ed('alerts.draftBody'));
  const editUrl = new URL(page.url()).pathname;
  await expectNotPublic(page.request, slug);

  // Publish → public, and in the feed.
  await page.getByRole('button', { name: ed('publish') }).click();
  await expect(alertWith(page, ed('alerts.updated'))).toContainText(ed('alerts.publishedBody'));
  const article = await page.request.get(`/blog/${slug}`);
  expect(article.status()).toBe(200);
  expect(await article.text()).toContain('Why rigid');
  expect(await (await page.request.get('/blog/rss.xml')).text()).toContain(slug);
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}`);

  // Edit: a new title shows on the next public request; the alert auto-dismisses after 5 s.
  await page.locator('#post-title').fill(`${title} v2`);
  await page.getByRole('button', { name: ed('publish') }).click();
  await expect(page.getByRole('button', { name: ed('publish') })).toBeEnabled();
  await expect(alertWith(page, ed('alerts.updated')).first()).toBeVisible();
  expect(await (await page.request.get(`/blog/${slug}`)).text()).toContain(`${title} v2`);
  await expect(alertWith(page, ed('alerts.updated'))).toHaveCount(0, { timeout: 12_000 });

  // The list: filter by search (URL), duplicate opens a prefilled create screen.
  await page.goto(`/admin-panel/blog?q=${encodeURIComponent(stamp)}`);
  const row = page.getByTestId('post-row').filter({ hasText: `${title} v2` });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('status-badge')).toHaveText(ab('status.published'));
  await expect(page.getByTestId('posts-count')).toHaveText('1 post');
  await row.getByRole('link', { name: ab('actions.duplicate') }).click();
  await expect(page.getByRole('heading', { level: 1, name: ed('createTitle') })).toBeVisible();
  await expect(page.locator('#post-title')).toHaveValue(`${title} v2 (Copy)`);
  await expect(page.locator('#post-slug')).toHaveValue(`${slug}-copy`);
  await expect(blockCards(page)).toHaveCount(7);

  // Archive → gone from the public site and the feed.
  await page.goto(`/admin-panel/blog?q=${encodeURIComponent(stamp)}`);
  await row.getByRole('button', { name: ab('actions.archive') }).click();
  await expect(alertWith(page, ab('toasts.archived'))).toBeVisible();
  await expect(row.getByTestId('status-badge')).toHaveText(ab('status.archived'));
  await expectNotPublic(page.request, slug);
  expect(await (await page.request.get('/blog/rss.xml')).text()).not.toContain(slug);

  // Delete with the accessible confirmation.
  await row.getByRole('button', { name: ab('actions.delete') }).click();
  const dialog = page.getByRole('dialog', { name: ab('confirmDelete.title') });
  await expect(dialog).toContainText(ab('confirmDelete.body', { title: `${title} v2` }));
  await dialog.getByRole('button', { name: ab('confirmDelete.confirm') }).click();
  await expect(alertWith(page, ab('toasts.deleted'))).toContainText(ab('toasts.deletedBody'));
  await expect(row).toHaveCount(0);
  expect(editUrl).toContain('/admin-panel/blog/edit/');
  await page.goto(editUrl);
  await expect(page.getByTestId('post-not-found')).toContainText(ed('notFound'));
});

test('live validation messages appear and clear', async ({ page }) => {
  test.setTimeout(90_000);
  forbidDialogs(page);
  const stamp = Date.now().toString(36);
  await signInSaved(page, ADMIN);

  // A draft whose slug is then taken.
  await openCreateScreen(page, `Taken ${stamp}`);
  await addBlock(page, 'text');
  await blockCards(page).first().getByLabel(msg_('fields.content'), { exact: true }).fill('Body');
  await page.getByRole('button', { name: ed('saveDraft') }).click();
  await page.waitForURL(/\/edit\//);

  await openCreateScreen(page, 'x');
  const title = page.locator('#post-title');
  await title.fill('');
  await expect(page.getByTestId('title-error')).toHaveText(ed('validation.titleRequired'));
  await expect(page.getByTestId('ready-state')).toHaveText(ed('overview.readyNo'));
  await expect(page.getByRole('button', { name: ed('publish') })).toBeDisabled();
  await title.fill('Fresh title');
  await expect(page.getByTestId('title-error')).toHaveCount(0);
  await expect(page.getByTestId('ready-state')).toHaveText(ed('overview.readyYes'));

  const slug = page.locator('#post-slug');
  await slug.fill('Bad Slug');
  await expect(page.getByText(ed('basic.manualNote'))).toBeVisible();
  await expect(page.getByTestId('slug-error')).toHaveText(ed('validation.slugFormat'));
  await slug.fill('a--b');
  await expect(page.getByTestId('slug-error')).toHaveText(ed('validation.slugConsecutiveHyphens'));
  await slug.fill(`taken-${stamp}`);
  await expect(page.getByTestId('slug-error')).toHaveText(ed('validation.slugTakenLive'));
  await expect(slug).toBeEnabled();
  await slug.fill(`free-${stamp}`);
  await expect(page.getByTestId('slug-error')).toHaveCount(0);
  await page.getByRole('button', { name: ed('basic.autoLabel') }).click();
  await expect(slug).toHaveValue('fresh-title');

  await page.locator('#post-image').fill('not a url');
  await expect(page.getByTestId('featuredImageUrl-error')).toHaveText(ed('validation.imageUrlInvalidLive'));
  await page.locator('#post-image').fill('https://example.com/a.jpg');
  await expect(page.getByTestId('featuredImageUrl-error')).toHaveCount(0);

  // Every block empty: the warning, then refused on save with the SPEC's message.
  await addBlock(page, 'quote');
  await expect(page.getByTestId('empty-blocks-warning')).toHaveText(ed('blocks.emptyWarning', { n: 1 }));
  await page.getByRole('button', { name: ed('saveDraft') }).click();
  await expect(alertWith(page, ed('alerts.validationFailed'))).toBeVisible();
  await expect(page.getByText(ed('validation.allBlocksEmpty')).first()).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.getByRole('link', { name: ed('back'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ed('unsaved.title') });
  await dialog.getByRole('button', { name: ed('unsaved.stay') }).click();
  await expect(page).toHaveURL(/\/create/);
  await page.getByRole('link', { name: ed('back'), exact: true }).click();
  await dialog.getByRole('button', { name: ed('unsaved.leave') }).click();
  await expect(page).toHaveURL(/\/admin-panel\/blog$/);
});

test('an existing (seeded) post saves as it is and keeps its publication date', async ({ page }) => {
  test.setTimeout(60_000);
  forbidDialogs(page);
  await signInSaved(page, ADMIN);
  await page.goto('/admin-panel/blog?status=published');
  const row = page.getByTestId('post-row').filter({ hasNotText: /E2E/ }).last();
  const slug = await row.getAttribute('data-slug');
  const publishedLine = row.getByText(new RegExp(`^${ab('row.published', { date: '' }).trim()} \\S`));
  const publishedText = await publishedLine.textContent();
  await row.getByRole('link', { name: ab('actions.edit') }).click();
  await expect(alertWith(page, ed('alerts.loaded'))).toContainText(ed('alerts.loadedBody'));
  await page.getByRole('button', { name: ed('publish') }).click();
  await expect(alertWith(page, ed('alerts.updated'))).toContainText(ed('alerts.publishedBody'));
  await page.goto('/admin-panel/blog?status=published');
  const again = page.locator(`[data-testid=post-row][data-slug="${slug}"]`);
  await expect(again).toContainText(publishedText ?? 'missing');
});

test('a plain administrator is refused', async ({ page }) => {
  await signInSaved(page, EDITOR);
  await page.goto('/admin-panel/blog');
  await expect(page.getByTestId('admin-forbidden')).toBeVisible();
  await page.goto('/admin-panel/blog/create');
  await expect(page.getByTestId('admin-forbidden')).toBeVisible();
});

test('both screens pass axe', async ({ page, checkA11y }) => {
  test.setTimeout(90_000);
  await signInSaved(page, ADMIN);
  await page.goto('/admin-panel/blog');
  await expect(page.getByRole('heading', { level: 1, name: ab('title') })).toBeVisible();
  await checkA11y(page);
  await openCreateScreen(page, 'Axe check');
  // Every registered type, so a new block type's panel is checked without editing this test.
  for (const type of BLOCK_TYPES) await addBlock(page, type);
  await checkA11y(page);
});

/** Draft or archived: the public article must not be served (it should be a 404 'Article Not Found'). */
async function expectNotPublic(request: APIRequestContext, slug: string) {
  const response = await request.get(`/blog/${slug}`);
  expect(response.status()).not.toBe(200);
  expect(response.status()).toBeGreaterThanOrEqual(400);
}

function msg_(key: string, values?: Record<string, string | number>) {
  return ed(key, values);
}
