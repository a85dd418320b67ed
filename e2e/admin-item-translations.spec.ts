import { ADMIN } from './accounts';
import { forbidDialogs, signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// Admin side: an administrator translates a product into Chinese on Edit Item's 中文 tab,
// the item list shows the new completeness, and the public zh-CN page carries the Chinese name.
// The item is created here, so no other spec depends on its state.
// NOTE: the last block (the public /zh-CN/product/N page) depends on the public catalogue being
// localised (the catalogue's public side); everything before it is this admin slice.

const cat = (key: string, values?: Record<string, string | number>) => msg('en', `adminCatalog.${key}`, values);
const tr = (key: string, values?: Record<string, string | number>) => msg('en', `admin.itemTranslations.${key}`, values);
const chinese = { language: msg('en', 'admin.itemTranslations.languages.zh-CN') };

test('an admin translates a product into Chinese; the list and the zh-CN product page show it', async ({ page, checkA11y }) => {
  test.setTimeout(150_000);
  forbidDialogs(page);
  const stamp = Date.now().toString(36);
  const name = `E2E Translate Box ${stamp}`;
  const zhName = `磁吸翻译礼盒 ${stamp}`;
  await signInSaved(page, ADMIN);

  // An English item: name, description and one specification row = 4 translatable fields.
  await page.goto('/admin-panel/addnew');
  await page.getByLabel(cat('form.category')).selectOption('6');
  await page.getByLabel(cat('form.name')).fill(name);
  await page.getByRole('textbox', { name: cat('form.description') }).click();
  await page.keyboard.type('A sturdy gift box.');
  await page.getByLabel(cat('form.specNameN', { n: 1 })).fill('Size');
  await page.getByLabel(cat('form.specValueN', { n: 1 })).fill('10 x 10 cm');
  await page.getByRole('button', { name: cat('form.save'), exact: true }).click();
  await expect(page.getByTestId('save-success')).toBeVisible({ timeout: 30_000 });

  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('translation-completeness')).toContainText('ID 0/4 · 中文 0/4');
  await page.getByRole('link', { name: cat('list.editItem', { name }) }).click();
  await expect(page).toHaveURL(/\/admin-panel\/itemlist\/\d+$/, { timeout: 30_000 });
  const id = Number(page.url().split('/').pop());

  // The switcher is a tablist: arrow keys move from EN to 中文.
  const tablist = page.getByRole('tablist', { name: tr('tablist') });
  await tablist.getByRole('tab', { name: /^EN/ }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const zhTab = tablist.getByRole('tab', { name: /^中文/ });
  await expect(zhTab).toHaveAttribute('aria-selected', 'true');
  await expect(zhTab).toBeFocused();
  const panel = page.getByRole('tabpanel', { name: /^中文/ });
  await expect(panel).toContainText('Size: 10 x 10 cm'); // the English row as the reference
  await expect(page.getByTestId('view-on-site')).toHaveAttribute('href', new RegExp(`^/zh-CN/product/${id}/[a-z0-9-]+$`));

  // The zh-CN share card, served from the page cache before the translation exists…
  const card = `/api/og/product/zh-CN/${id}`;
  expect((await page.request.get(card)).status()).toBe(200);
  const cached = await page.request.get(card);
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT');
  const englishCard = await cached.body();

  await panel.getByLabel(tr('name', chinese)).fill(zhName);
  await panel.getByRole('textbox', { name: tr('description', chinese) }).click();
  await page.keyboard.type('结实的礼盒。');
  // A value without its name is refused, in the admin's language, and nothing is saved.
  await panel.getByLabel(tr('specValueN', { n: 1, ...chinese })).fill('10 x 10 厘米');
  await panel.getByRole('button', { name: tr('save', chinese) }).click();
  await expect(panel.getByText(tr('errors.specNameRequired'))).toBeVisible({ timeout: 30_000 });
  await panel.getByLabel(tr('specNameN', { n: 1, ...chinese })).fill('尺寸');
  await panel.getByRole('button', { name: tr('save', chinese) }).click();
  await expect(page.getByTestId('toast')).toContainText(tr('saved', chinese), { timeout: 30_000 });
  await expect(zhTab).toContainText('4/4');
  await checkA11y(page);
  // …is dropped by the save (the cached card carries the item's tags) and drawn again with the Chinese name.
  const refreshed = await page.request.get(card);
  expect(refreshed.headers()['x-nextjs-cache']).not.toBe('HIT');
  expect(Buffer.compare(await refreshed.body(), englishCard)).not.toBe(0);

  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('translation-completeness')).toContainText('ID 0/4 · 中文 4/4');
  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(name)}&missing=zh-CN`);
  await expect(page.getByTestId('inventory-empty')).toBeVisible();
  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(name)}&missing=id`);
  await expect(page.getByTestId('inventory-card')).toHaveCount(1);

  // Public side (depends on the localised product page): the Chinese name in <title>, <h1> and
  // JSON-LD, and zh-CN among the hreflang alternates.
  await page.goto(`/zh-CN/product/${id}`);
  await expect(page).toHaveTitle(new RegExp(zhName));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zhName);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
  expect(jsonLd).toContain(zhName);
  await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveCount(1);
});
