import type { Page } from '@playwright/test';
import { siteConfig } from '../lib/site-config';
import { isMobile } from './catalog-helpers';
import { BOTH_WIDTHS, expect, test } from './fixtures';
import { E2E_LOCALES, msg, type E2eLocale } from './messages';

// The home page leads somewhere: the landing page (about, products by category, FAQ, contact) at
// /, /id and /zh-CN; the header's About and Contact reach its sections from any page; the logo,
// breadcrumbs and the 404 page's "Back to Home" come back to it. At 1280 and 390 px.

const company = siteConfig.companyName;
const tagline = (locale: E2eLocale) => msg(locale, 'company.tagline');

/** A link of the header's main navigation (inside the menu dialog on phones, which this opens). */
async function headerLink(page: Page, locale: E2eLocale, name: string) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: msg(locale, 'header.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: msg(locale, 'header.openMenu') });
    await expect(menu).toBeVisible();
    return menu.getByRole('link', { name, exact: true });
  }
  return page.getByRole('navigation', { name: msg(locale, 'header.mainNavigation') }).getByRole('link', { name, exact: true });
}

for (const { locale, prefix } of E2E_LOCALES) {
  test(`${locale}: the home page is the landing page, in the site header and footer, with its structured data`, async ({ page }) => {
    const response = await page.goto(prefix || '/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tagline(locale));
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'home.comingSoonTitle') })).toHaveCount(0);
    for (const id of ['about', 'product', 'faq', 'contact']) await expect(page.locator(`section#${id}`)).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await expect(page).toHaveTitle(`PT ${company} – ${msg(locale, 'landing.metaTitle')}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', msg(locale, 'meta.defaultDescription', { company }));
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .flatMap((s) => [JSON.parse(s) as { '@type'?: string; inLanguage?: string }].flat())
      .map((x) => `${x['@type']}${x.inLanguage ? `:${x.inLanguage}` : ''}`);
    expect(types).toEqual(expect.arrayContaining(['Organization', `WebSite:${locale}`, 'FAQPage']));
  });
}

test(
  'the header reaches About and Contact from a product page; categories, logo and breadcrumb lead on',
  BOTH_WIDTHS,
  async ({ page, checkA11y }) => {
    test.setTimeout(90_000); // six pages, some rendered for the first time
    await page.goto('/product/1');
    await (await headerLink(page, 'en', msg('en', 'nav.about'))).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator('section#about')).toBeInViewport();

    await page.goto('/category/6');
    await (await headerLink(page, 'en', msg('en', 'nav.contact'))).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('section#contact')).toBeInViewport();
    await checkA11y(page);

    // The landing page's product section leads to a category; its breadcrumb's Home comes back.
    const products = page.locator('section#product');
    await products.getByRole('link', { name: new RegExp(msg('en', 'nav.hardbox')) }).click();
    await expect(page).toHaveURL(/\/category\/6\/[a-z0-9-]+$/);
    await page
      .getByRole('navigation', { name: msg('en', 'catalog.breadcrumb') })
      .getByRole('link', { name: msg('en', 'catalog.home') })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tagline('en'));

    // The logo on an Indonesian product page leads to the Indonesian landing page.
    await page.goto('/id/product/1');
    await page
      .getByRole('link', { name: msg('id', 'header.logoAlt', { company }) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/id$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tagline('id'));
  },
);

for (const path of ['/id/product/999999', '/id/no-such-page']) {
  test(`${path} is a 404 inside the site header and footer, and "Back to Home" leads to the landing page`, async ({ page, checkA11y }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await checkA11y(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: msg('id', 'common.backHome') })
      .click();
    await expect(page).toHaveURL(/\/id$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tagline('id'));
  });
}
