import type { Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { forbidDialogs, signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';
import { siteConfig } from '../lib/site-config';
import { msg } from './messages';
import { seeded, uniqueEmail } from './quote-helpers';

// The minimum order is one field of the product, the same number in every language, whatever a
// translated text says; and the quote list names its products in the page's language, whichever
// page they were added on. At 390 and 1280 px; QUOTE_SCREENSHOTS=<folder> keeps screenshots.

const cat = (key: string, values?: Record<string, string | number>) => msg('en', `adminCatalog.${key}`, values);
const tr = (key: string, values?: Record<string, string | number>) => msg('en', `admin.itemTranslations.${key}`, values);
const zh = (key: string, values?: Record<string, string | number>) => msg('zh-CN', key, values);
const id = (key: string, values?: Record<string, string | number>) => msg('id', key, values);
const chinese = { language: msg('en', 'admin.itemTranslations.languages.zh-CN') };
const BOX = seeded('Rigid Magnetic Gift Box'); // MOQ 500 pcs; Indonesian name below
const BOX_ID_NAME = 'Kotak Kado Hardbox Magnet';

async function shot(page: Page, name: string) {
  const dir = process.env.QUOTE_SCREENSHOTS;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
}

test('a stale Chinese text saying 250 changes nothing: /zh-CN shows and enforces the MOQ of 400', async ({ page }, info) => {
  test.setTimeout(180_000);
  forbidDialogs(page);
  const name = `E2E MOQ Box ${info.project.name} ${Date.now().toString(36)}`;
  await signInSaved(page, ADMIN);

  // The admin sets the MOQ as a number and a unit; a note row is text like any other.
  await page.goto('/admin-panel/addnew');
  await page.getByLabel(cat('form.category')).selectOption('6');
  await page.getByLabel(cat('form.name')).fill(name);
  await page.getByLabel(cat('form.moq'), { exact: true }).fill('400');
  await page.getByLabel(cat('form.moqUnit')).selectOption('pcs');
  await page.getByLabel(cat('form.specNameN', { n: 1 })).fill('Notes');
  await page.getByLabel(cat('form.specValueN', { n: 1 })).fill('Bulk orders welcome');
  await page.getByRole('button', { name: cat('form.save'), exact: true }).click();
  await expect(page.getByTestId('save-success')).toBeVisible({ timeout: 30_000 });

  // Its Chinese translation states another minimum in the note (stale text).
  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: cat('list.editItem', { name }) }).click();
  await expect(page).toHaveURL(/\/admin-panel\/itemlist\/\d+$/, { timeout: 30_000 });
  const itemId = Number(page.url().split('/').pop());
  await expect(page.getByLabel(cat('form.moq'), { exact: true })).toHaveValue('400');
  await page
    .getByRole('tablist', { name: tr('tablist') })
    .getByRole('tab', { name: /^中文/ })
    .click();
  const panel = page.getByRole('tabpanel', { name: /^中文/ });
  await panel.getByLabel(tr('name', chinese)).fill(`起订量测试盒 ${info.project.name}`);
  await panel.getByLabel(tr('specNameN', { n: 1, ...chinese })).fill('备注');
  await panel.getByLabel(tr('specValueN', { n: 1, ...chinese })).fill('起订量 250 个');
  await panel.getByRole('button', { name: tr('save', chinese) }).click();
  await expect(page.getByTestId('toast')).toContainText(tr('saved', chinese), { timeout: 30_000 });

  // The public Chinese page: the structured MOQ in Chinese words, in the table and at the form.
  await page.goto(`/zh-CN/product/${itemId}`);
  const hint = zh('Quote.add.moqHint', { moq: 400, unit: '个' });
  const form = page.getByTestId('add-to-quote');
  await expect(form.getByText(hint)).toBeVisible();
  await expect(page.getByRole('row', { name: `${zh('ItemFields.moq.name')} 400 个` })).toBeVisible();
  await expect(page.getByRole('row', { name: '备注 起订量 250 个' })).toBeVisible(); // only text
  const quantity = form.getByLabel(zh('Quote.add.quantity'));
  await expect(quantity).toHaveValue('400');
  await expect(quantity).toHaveAttribute('min', '400');
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
  expect(jsonLd).toContain('"name":"起订量","value":400,"unitText":"个"');
  await shot(page, 'product-zh-moq');

  // 250 (what the stale text says) is refused; 400 is accepted.
  await quantity.fill('250');
  await form.getByRole('button', { name: zh('Quote.add.submit') }).click();
  await expect(form.getByText(zh('Quote.add.tooFew', { moq: 400, unit: '个' }))).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('quote-count')).toHaveText('0');
  await quantity.fill('400');
  await form.getByRole('button', { name: zh('Quote.add.submit') }).click();
  await expect(form.getByRole('status')).toContainText(zh('Quote.add.added'));
});

test('a product added on the English page is named in Indonesian on /id/quote, its confirmation and WhatsApp text', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`/product/${BOX.id}`);
  const form = page.getByTestId('add-to-quote');
  await form.getByLabel(msg('en', 'Quote.add.quantity')).fill('600');
  await form.getByRole('button', { name: msg('en', 'Quote.add.submit') }).click();
  await expect(form.getByRole('status')).toContainText(msg('en', 'Quote.add.added'));

  await page.goto('/id/quote');
  const line = page.getByTestId('quote-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('link', { name: BOX_ID_NAME })).toBeVisible();
  await expect(line).not.toContainText(BOX.name);
  await expect(line.getByText(id('Quote.page.moq', { moq: 500, unit: 'pcs' }))).toBeVisible();
  await shot(page, 'quote-id-names');

  await page.getByLabel(id('Quote.form.name')).fill('Dewi Santoso');
  await page.getByLabel(id('Quote.form.email')).fill(uniqueEmail('id-names'));
  await page.getByLabel(id('Quote.form.city')).fill('Bandung');
  await page.getByLabel(id('Quote.form.country')).selectOption({ label: 'Indonesia' });
  await page.getByLabel(id('Quote.form.consent', { company: siteConfig.companyName })).check();
  await page.getByRole('button', { name: id('Quote.form.submit') }).click();
  const sent = page.getByTestId('quote-sent');
  await expect(sent).toBeVisible({ timeout: 30_000 });
  await expect(sent).toContainText(`${BOX_ID_NAME} (${BOX.code}) × 600`);
  await expect(sent).not.toContainText(BOX.name);
  const href = (await sent.getByRole('link', { name: id('Quote.sent.whatsapp') }).getAttribute('href'))!;
  const text = decodeURIComponent(href.split('?text=')[1]!);
  expect(text).toContain(`${BOX_ID_NAME} (${BOX.code}) × 600`);
  await shot(page, 'quote-id-sent');
});
