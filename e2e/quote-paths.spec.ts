import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { QUOTE_STORAGE_KEY } from '../lib/inquiries/contract';
import { expect, test } from './fixtures';
import { E2E_LOCALES, msg } from './messages';
import { expectBadge, fillContact, findCard, seeded, uniqueEmail } from './quote-helpers';

// The visitor's other paths: no JavaScript (GET add form, plain POST), the honeypot,
// two tabs and corrupt storage, the three locales, and screenshots of the controls.

const m = (key: string, values?: Record<string, string | number>) => msg('en', key, values);
const BAG = seeded('Luxury Shopping Bag with Rope Handle'); // MOQ 500

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('adds from the product page with a GET form and sends with a plain POST', async ({ page }) => {
    await page.goto(`/product/${BAG.id}`);
    const form = page.getByTestId('add-to-quote');
    await form.getByLabel(m('Quote.add.quantity')).fill('750');
    await form.getByLabel(m('Quote.add.note')).fill('navy, rope handle');
    await form.getByRole('button', { name: m('Quote.add.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/quote\\?add=${BAG.id}&qty=750&note=navy`));
    const line = page.getByTestId('quote-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(BAG.name);
    await expect(line.getByLabel(m('Quote.page.quantity'))).toHaveValue('750');
    await expect(line.getByLabel(m('Quote.page.note'))).toHaveValue('navy, rope handle');
    await fillContact(page, uniqueEmail('nojs'));
    await page.getByRole('button', { name: m('Quote.form.submit') }).click();
    await expect(page.getByTestId('quote-sent')).toBeVisible();
    await expect(page.getByTestId('quote-reference')).toHaveText(/^Q-\d{4}-[A-Z0-9]{5}$/);
    await expect(page.getByTestId('quote-sent')).toContainText(`${BAG.name} (${BAG.code}) × 750 – navy, rope handle`);
  });

  test('asks for a sample from the product page with a GET form: a sample line of the fixed quantity', async ({ page }) => {
    await page.goto(`/product/${BAG.id}`);
    await page.getByRole('button', { name: m('Quote.add.sampleButton') }).click();
    await expect(page).toHaveURL(new RegExp(`/quote\\?add=${BAG.id}&kind=sample$`));
    const line = page.getByTestId('quote-line');
    await expect(line).toHaveAttribute('data-kind', 'sample');
    await expect(line.getByTestId('sample-quantity')).toHaveText(m('Quote.page.sampleQuantity', { quantity: 3 }));
    await expect(line.locator('input[name="quantity"]')).toHaveValue('3');
  });

  test('an unknown product in ?add= shows the empty list', async ({ page }) => {
    const response = await page.goto('/quote?add=999999&qty=5');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('quote-line')).toHaveCount(0);
    await expect(page.getByText(m('Quote.page.empty'))).toBeVisible();
  });
});

test('a bot filling the honeypot is shown the confirmation', async ({ page }) => {
  await page.goto(`/quote?add=${BAG.id}&qty=500`);
  await expect(page.getByTestId('quote-line')).toHaveCount(1);
  await expect(page).toHaveURL(/\/quote$/); // merged into the browser's list, query removed
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(page.getByRole('textbox', { name: m('Quote.form.honeypot') })).toHaveCount(0);
  const box = await trap.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
  await fillContact(page, uniqueEmail('bot'));
  await trap.evaluate((el: HTMLInputElement) => (el.value = 'http://spam.example'));
  await page.getByRole('button', { name: m('Quote.form.submit') }).click();
  await expect(page.getByTestId('quote-sent')).toBeVisible();
  await expect(page.getByTestId('quote-reference')).not.toBeEmpty();
});

test('two tabs share the list; corrupt storage shows an empty list', async ({ page, context }) => {
  await page.goto('/quote');
  await page.evaluate((key) => localStorage.setItem(key, '{not json'), QUOTE_STORAGE_KEY);
  await page.reload();
  await expect(page.getByTestId('quote-empty')).toBeVisible();
  await expectBadge(page, 0);

  const other = await context.newPage();
  await other.goto(`/product/${BAG.id}`);
  await other
    .getByTestId('add-to-quote')
    .getByRole('button', { name: m('Quote.add.submit') })
    .click();
  await expectBadge(other, 1);
  // The first tab follows through the storage event, without a reload.
  await expect(page.getByTestId('quote-line')).toHaveCount(1);
  await expectBadge(page, 1);
  await page.getByRole('button', { name: `${m('Quote.page.remove')} ${BAG.name}` }).click();
  await expect(page.getByTestId('quote-empty')).toBeVisible();
  await expectBadge(other, 0);
});

test('the quote page in the three languages is not indexed', async ({ page }) => {
  for (const { locale, prefix } of E2E_LOCALES) {
    const response = await page.goto(`${prefix}/quote`);
    expect(response?.status(), locale).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'Quote.page.title'));
    await expect(page).toHaveTitle(new RegExp(`^${msg(locale, 'Quote.page.metaTitle')}`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
});

const SHOTS = path.join('test-results', 'quote-screens');
async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

for (const width of [390, 1280]) {
  test(`screenshots of the add controls and /quote at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await page.goto(`/category/${BAG.categoryId}`);
    const card = await findCard(page, BAG.name);
    await card.getByRole('button', { name: m('Quote.add.button') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: m('Quote.add.submit') }).click();
    await expect(dialog.getByRole('status')).toContainText(m('Quote.add.added'));
    await page.screenshot({ path: path.join(SHOTS, `card-dialog-${width}.png`) });
    await page.goto(`/product/${seeded('Folding Carton Box').id}`);
    await page.getByTestId('add-to-quote').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `product-add-${width}.png`) });
    await page
      .getByTestId('add-to-quote')
      .getByRole('button', { name: m('Quote.add.submit') })
      .click();
    // As a visitor does: the confirmation first, then the list.
    await expect(page.getByTestId('add-to-quote-status')).toContainText(m('Quote.add.added'));
    await page.goto('/quote');
    await expect(page.getByTestId('quote-line')).toHaveCount(2);
    await shot(page, 'quote');
  });
}
