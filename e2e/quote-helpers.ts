import type { Page } from '@playwright/test';
import { SEED_ITEMS } from '../lib/start-up/seed/catalog-data';
import { siteConfig } from '../lib/site-config';
import { expect } from './fixtures';
import { msg, type E2eLocale } from './messages';

/** A seeded product by name: its id (seed order) and category. */
export function seeded(name: string) {
  const index = SEED_ITEMS.findIndex((i) => i.name === name);
  if (index < 0) throw new Error(`no seeded product ${name}`);
  const item = SEED_ITEMS[index]!;
  return { id: index + 1, name, code: item.code, categoryId: item.categoryId };
}

/** The product card on a category page, found through the search box (the grid is paged). */
export async function findCard(page: Page, name: string) {
  await page.getByRole('searchbox', { name: msg('en', 'catalog.search') }).fill(name);
  const card = page.locator('main article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toHaveCount(1);
  return card;
}

/** The header's quote badge shows `count` (read from its accessible name and its bubble). */
export async function expectBadge(page: Page, count: number, locale: E2eLocale = 'en') {
  const badge = page.getByTestId('quote-badge');
  await expect(badge.getByTestId('quote-count')).toHaveText(String(count));
  const key = count === 1 ? 'Quote.page.countOne' : 'Quote.page.countOther';
  const label = msg(locale, 'Quote.page.navLabel');
  await expect(badge).toHaveAccessibleName(count === 0 ? label : `${label}, ${msg(locale, key, { count })}`);
}

/** Fills the contact part of the /quote form (name, e-mail, city, country, consent). */
export async function fillContact(page: Page, email: string) {
  await page.getByLabel(msg('en', 'Quote.form.name')).fill('Dewi Santoso');
  await page.getByLabel(msg('en', 'Quote.form.company')).fill('Toko Kue Manis');
  await page.getByLabel(msg('en', 'Quote.form.email')).fill(email);
  await page.getByLabel(msg('en', 'Quote.form.city')).fill('Bandung');
  // The country is chosen from the list (its value is the ISO code).
  await page.getByLabel(msg('en', 'Quote.form.country')).selectOption('ID');
  await page.getByLabel(msg('en', 'Quote.form.consent', { company: siteConfig.companyName })).check();
}

export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
