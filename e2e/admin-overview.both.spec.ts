import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ADMIN } from './accounts';
import { forbidDialogs, signInSaved, signInViaForm } from './auth-helpers';
import { isMobile } from './catalog-helpers';
import { BOTH_WIDTHS, expect, test } from './fixtures';
import { msg } from './messages';

// The owner's admin as they meet it: sign in → an overview that says what waits and links to it →
// add a product → the banner's links lead to it → the admin in Chinese → a Chinese sign-in error.
// Screenshots of the changed screens when ADMIN_SCREENSHOTS names a folder.

const SHOTS = process.env.ADMIN_SCREENSHOTS;
const ov = (key: string, values?: Record<string, string | number>) => msg('en', `adminOverview.${key}`, values);
const cat = (key: string, values?: Record<string, string | number>) => msg('en', `adminCatalog.${key}`, values);
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${isMobile(page) ? 390 : 1280}.png`, scale: 'css', animations: 'disabled' });
};

// The admin renders per request; on a busy machine a navigation can take several seconds.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
const SLOW = { timeout: 20_000 };

test('sign in lands on the overview; its counts link to the lists they count', BOTH_WIDTHS, async ({ page, checkA11y }) => {
  forbidDialogs(page);
  await signInViaForm(page, ADMIN);
  await expect(page).toHaveURL((url) => url.pathname === '/admin-panel', SLOW);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ov('title'));

  // New inquiries: the figure is what the inbox shows under its "new" filter.
  const inquiries = page.getByTestId('overview-inquiries');
  const newCount = Number(await inquiries.getByTestId('overview-count').textContent());
  // Blog cards for a blog administrator.
  await expect(page.getByTestId('overview-drafts')).toBeVisible();
  await expect(page.getByTestId('overview-scheduled')).toBeVisible();
  const zhGap = page.getByTestId('overview-missing-zh-CN');
  await expect(zhGap).toContainText(msg('en', 'admin.itemTranslations.languages.zh-CN'));
  await checkA11y(page);
  await shot(page, 'admin-overview');

  await inquiries.getByRole('link', { name: ov('viewInquiries') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin-panel/inquiries' && url.searchParams.get('status') === 'new', SLOW);
  const listed = isMobile(page) ? page.getByTestId('inquiries-cards').locator(':scope > li') : page.getByTestId('inquiry-row');
  // Other journeys send and handle requests meanwhile: the figure and the list are compared again
  // until two reads close together agree.
  let figure = newCount;
  await expect(async () => {
    const shown = await listed.count();
    if (shown !== Math.min(figure, 20)) {
      await page.goto('/admin-panel');
      figure = Number(await inquiries.getByTestId('overview-count').textContent());
      await page.goto('/admin-panel/inquiries?status=new');
    }
    if (figure === 0) await expect(page.getByTestId('inquiries-empty')).toBeVisible();
    else expect(await listed.count()).toBe(Math.min(figure, 20));
  }).toPass({ timeout: 60_000 });

  // "Not opened yet" is labelled apart from "new": the same figure as the menu's badge (one render,
  // so other journeys adding inquiries cannot come between them), linking to its own list.
  await page.goto('/admin-panel');
  const unreadLink = page.getByTestId('overview-inquiries').getByTestId('overview-unread');
  const unread = Number(/\d+/.exec((await unreadLink.textContent()) ?? '')?.[0]);
  await expect(page.getByTestId('overview-inquiries')).toContainText(ov('newInquiriesHint'));
  const badge = page.getByTestId('nav-unread-badge').first();
  if (unread === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(unread > 99 ? '99+' : String(unread));
  await unreadLink.click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin-panel/inquiries' && url.searchParams.get('unread') === '1', SLOW);

  await page.goto('/admin-panel');
  await page.getByTestId('overview-drafts').getByRole('link').click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin-panel/blog' && url.searchParams.get('status') === 'draft', SLOW);

  await page.goto('/admin-panel');
  // The "missing" link, not the "outdated" one another spec running beside this one may add.
  const gapLink = page
    .getByTestId('overview-missing-id')
    .getByRole('link', { name: ov('showMissing', { language: msg('en', 'admin.itemTranslations.languages.id') }) });
  await gapLink.click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin-panel/itemlist' && url.searchParams.get('missing') === 'id', SLOW);
});

test('Add New is one click from the overview; after saving, the banner’s links lead to the product', async ({ page }) => {
  forbidDialogs(page);
  const name = `E2E Overview Box ${Date.now().toString(36)}`;
  await signInSaved(page, ADMIN);
  await page.goto('/admin-panel');
  await page.getByTestId('overview-add-new').click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin-panel/addnew', SLOW);
  await page.getByLabel(cat('form.category')).selectOption('6');
  await page.getByLabel(cat('form.name')).fill(name);
  await page.getByRole('button', { name: cat('form.save'), exact: true }).click();
  const banner = page.getByTestId('saved-banner');
  await expect(banner.getByTestId('save-success')).toHaveText(`✓ ${cat('saved')}`, { timeout: 30_000 });
  await expect(banner).toContainText(name);
  await shot(page, 'admin-saved-banner');
  // The form is emptied for the next product; the banner and its links stay.
  await expect(page.getByLabel(cat('form.name'))).toHaveValue('', { timeout: 6_000 });
  await expect(banner).toBeVisible();

  const view = banner.getByRole('link', { name: cat('savedBanner.view') });
  const href = await view.getAttribute('href');
  // The product's own address in its slug form (one hop less than the bare id).
  expect(href).toMatch(/^\/product\/\d+\/[a-z0-9-]+$/);
  const id = Number(href!.split('/')[2]);
  await expect(banner.getByRole('link', { name: cat('savedBanner.edit'), exact: true })).toHaveAttribute(
    'href',
    `/admin-panel/itemlist/${id}`,
  );
  const opened = page.context().waitForEvent('page');
  await view.click();
  const site = await opened;
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(name, SLOW);
  await site.close();

  // Translate opens Edit Item on the Indonesian tab.
  await banner.getByRole('link', { name: cat('savedBanner.translate') }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/admin-panel/itemlist/${id}` && url.searchParams.get('lang') === 'id', SLOW);
  const tablist = page.getByRole('tablist', { name: msg('en', 'admin.itemTranslations.tablist') });
  await expect(tablist.getByRole('tab', { name: /^ID/ })).toHaveAttribute('aria-selected', 'true', SLOW);

  // A translation saved there is named by its language in the activity log.
  const language = { language: msg('en', 'admin.itemTranslations.languages.id') };
  const panel = page.getByRole('tabpanel', { name: /^ID/ });
  await panel.getByLabel(msg('en', 'admin.itemTranslations.name', language)).fill(`Kotak ${name}`);
  await panel.getByRole('button', { name: msg('en', 'admin.itemTranslations.save', language) }).click();
  await expect(page.getByTestId('toast')).toContainText(msg('en', 'admin.itemTranslations.saved', language), { timeout: 30_000 });
  await page.goto(`/admin-panel/activity?q=${encodeURIComponent(name)}`);
  await expect(page.locator('[data-action="item.translate"]').first()).toContainText(
    msg('en', 'adminActivity.translatedInto.item', language),
  );
});

test('the CSV import preview lists what an update changes', async ({ page }) => {
  await signInSaved(page, ADMIN);
  const exported = await page.request.get('/api/admin/products-csv');
  const rows = parse(await exported.text(), { bom: true }) as string[][];
  const [header, first] = [rows[0]!, rows[1]!];
  const changed = [...first];
  const nameAt = header.indexOf('name');
  changed[nameAt] = `${first[nameAt]} (new size)`;
  changed[header.indexOf('description_html')] = '';
  changed[header.indexOf('description_text')] = 'A completely new description for the preview.';
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const body = `${header.join(',')}\r\n${changed.map(quote).join(',')}\r\n`;
  await page.goto('/admin-panel/itemlist/import');
  await page
    .getByLabel(msg('en', 'adminCatalogCsv.import.fileLabel'))
    .setInputFiles({ name: 'p.csv', mimeType: 'text/csv', buffer: Buffer.from(body) });
  await page.getByRole('button', { name: msg('en', 'adminCatalogCsv.import.preview') }).click();
  const changes = page.getByTestId('csv-row-changes');
  const ch = (key: string) => msg('en', `adminCatalogCsv.import.changes.${key}`);
  // Field: before (struck through) → after.
  const nameChange = changes.locator('[data-field="name"]');
  await expect(nameChange.locator('dt')).toHaveText(`${ch('name')}:`, { timeout: 30_000 });
  await expect(nameChange.locator('del')).toHaveText(first[nameAt]!);
  await expect(nameChange.locator('ins')).toHaveText(`${first[nameAt]} (new size)`);
  await expect(changes.locator('[data-field="description"] ins')).toHaveText('A completely new description for the preview.');
  await shot(page, 'admin-import-preview');
});

test('the admin switches to Chinese from inside it: menu, page and category names follow', BOTH_WIDTHS, async ({ page }) => {
  await signInSaved(page, ADMIN);
  await page.goto('/admin-panel/itemlist?sort=za');
  // The language control is in the admin header, by keyboard.
  const button = page.getByTestId('admin-language').getByRole('button', { name: /Language/ });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const zh = page.getByTestId('admin-language').getByRole('link', { name: /简体中文/ });
  await expect(page.getByTestId('admin-language').getByRole('link').first()).toBeFocused();
  await zh.click();
  await expect(page).toHaveURL((url) => url.pathname === '/zh-CN/admin-panel/itemlist' && url.searchParams.get('sort') === 'za', SLOW);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('zh-CN', 'adminCatalog.list.title'), SLOW);
  const nav = isMobile(page)
    ? page.getByRole('navigation', { name: msg('zh-CN', 'admin.adminNavigation') }).first()
    : page.getByTestId('admin-sidebar');
  await expect(nav.getByRole('link', { name: msg('zh-CN', 'admin.itemList') })).toBeVisible();
  // Category names in Chinese: the filter and the list's groups.
  await expect(page.locator('select option', { hasText: '精装硬盒' }).first()).toBeAttached();
  await expect(page.locator('main h2', { hasText: '精装硬盒' })).toBeVisible();
  await expect(page.locator('main h2', { hasText: /^Hardbox/ })).toHaveCount(0);
  await shot(page, 'admin-chinese');
});

test('sign-in errors in the page’s language; the Indonesian login says Masuk; the admin has a skip link', async ({ page }) => {
  forbidDialogs(page);
  await page.goto('/zh-CN/login');
  await page.locator('#login-email').fill(ADMIN.email);
  await page.locator('#login-password').fill('wrong-password-123');
  await page.locator('form button[type=submit]').click();
  const expected = msg('zh-CN', 'login.failed', { message: msg('zh-CN', 'login.invalidCredentials') });
  expect(expected.startsWith('登录失败：')).toBe(true);
  // (Next's route announcer is an alert too: the form's message is the one with text.)
  await expect(page.getByRole('alert').filter({ hasText: '登录失败' })).toHaveText(expected, SLOW);

  await page.goto('/login?error=invalid-credentials');
  const english = page.getByRole('alert').filter({ hasText: 'Login failed: ' });
  await expect(english).toHaveText(msg('en', 'login.failed', { message: msg('en', 'login.invalidCredentials') }));
  await page.goto('/id/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masuk');

  await signInSaved(page, ADMIN);
  await page.goto('/admin-panel');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: msg('en', 'admin.skipToContent') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#admin-content')).toBeFocused();

  // The password rule is read with the new-password field before any attempt.
  await page.goto('/admin-panel/settings');
  await expect(page.getByLabel(msg('en', 'settings.newPassword'), { exact: true })).toHaveAccessibleDescription(
    msg('en', 'settings.passwordRule'),
  );
});
