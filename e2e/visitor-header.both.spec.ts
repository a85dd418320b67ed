import fs from 'node:fs';
import path from 'node:path';
import { QUOTE_STORAGE_KEY } from '../lib/inquiries/quote-storage';
import { BOTH_WIDTHS, expect, test } from './fixtures';
import { msg } from './messages';
import { expectBadge, seeded } from './quote-helpers';

// The header's call to action is "Request a quote" (the quote list, with its count); staff sign in
// from a discreet footer link instead of the header. VISITOR_SCREENSHOTS=<folder> writes the header
// at both widths there.

const shots = process.env.VISITOR_SCREENSHOTS;
const PAGE = seeded('Folding Carton Box'); // MOQ 1,000
const isMobile = (width: number | undefined) => (width ?? 1280) < 768;

test('the header offers "Request a quote" with the count, and no sign-in', BOTH_WIDTHS, async ({ page, checkA11y }) => {
  await page.goto(`/product/${PAGE.id}`);
  const header = page.getByRole('banner');
  const label = msg('en', 'Quote.page.navLabel');
  // A link named by its words while the list is empty, by its words and the count after.
  await expect(header.getByRole('link', { name: label, exact: true })).toBeVisible();
  const cta = header.getByTestId('quote-badge');
  await expect(cta).toBeVisible();
  await expect(cta).toHaveAttribute('href', '/quote');
  // The visible words: the full ones from 640 px, the short one on a phone (inside the name).
  const width = page.viewportSize()?.width;
  await expect(cta).toContainText(isMobile(width) ? msg('en', 'header.requestQuoteShort') : msg('en', 'Quote.page.navLabel'));
  await expect(header.locator('a[href="/login"], a[href*="admin-panel"]')).toHaveCount(0);
  await expectBadge(page, 0);

  // The count follows the list as products are added, without a reload.
  const form = page.getByTestId('add-to-quote');
  await form.getByLabel(msg('en', 'Quote.add.quantity')).fill('1500');
  await form.getByRole('button', { name: msg('en', 'Quote.add.submit') }).click();
  await expect(form.getByRole('status')).toContainText(msg('en', 'Quote.add.added'));
  await expectBadge(page, 1);
  const named = `${label}, ${msg('en', 'Quote.page.countOne', { count: 1 })}`;
  await expect(header.getByRole('link', { name: named, exact: true })).toBeVisible();
  await expect(cta.getByTestId('quote-count')).toBeVisible();
  await checkA11y(page, { include: 'header' });
  if (shots) {
    fs.mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `header-${width}.png`), clip: { x: 0, y: 0, width: width ?? 1280, height: 64 } });
  }

  // The mobile menu has the same action, named the same, and no sign-in either; it leads to the list.
  if (isMobile(width)) {
    await page.getByRole('button', { name: msg('en', 'header.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: msg('en', 'header.openMenu') });
    await expect(menu.locator('a[href="/login"]')).toHaveCount(0);
    await menu.getByRole('link', { name: named, exact: true }).click();
  } else {
    await cta.click();
  }
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByTestId('quote-line')).toHaveCount(1);
});

test('in Indonesian and Chinese the action and its count are named in the language of the page', async ({ page }) => {
  for (const [locale, address] of [
    ['id', '/id'],
    ['zh-CN', '/zh-CN/blog'],
  ] as const) {
    await page.goto(address);
    const cta = page.getByTestId('quote-badge');
    await expect(cta).toHaveAccessibleName(msg(locale, 'Quote.page.navLabel'));
    await expect(cta).toHaveAttribute('href', `/${locale}/quote`);
    // Two products on the list (as the product pages store them): "Minta penawaran, 2 produk".
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify([{ itemId: 1 }, { itemId: 2 }])), QUOTE_STORAGE_KEY);
    await page.reload();
    await expectBadge(page, 2, locale);
    await page.evaluate((key) => localStorage.removeItem(key), QUOTE_STORAGE_KEY);
  }
});

test('staff reach the sign-in page from the footer, by keyboard', BOTH_WIDTHS, async ({ page }) => {
  await page.goto('/id/blog');
  const footer = page.getByRole('contentinfo');
  const link = footer.getByRole('link', { name: msg('id', 'footer.staffSignIn') });
  await expect(link).toHaveAttribute('href', '/id/login');
  await expect(link).toHaveAttribute('rel', 'nofollow');
  // From the footer's last navigation link, Tab reaches it.
  await footer.getByRole('link', { name: msg('id', 'footer.contactHead') }).focus();
  for (let step = 0; step < 6 && !(await link.evaluate((el) => el === document.activeElement)); step++) await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  // A visible focus ring (the browser's outline or the site's).
  const outline = await link.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/id\/login$/);
  await expect(page.getByLabel(msg('id', 'login.email'))).toBeVisible();
});
