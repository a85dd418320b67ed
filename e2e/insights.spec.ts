import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, SALES } from './accounts';
import { forbidDialogs, signInViaApi } from './auth-helpers';
import { expect, test, uniqueIp } from './fixtures';
import { hasMailbox } from './mailbox';
import { msg } from './messages';
import { seeded, uniqueEmail } from './quote-helpers';
import { siteConfig } from '../lib/site-config';

// Countries and the value of quoted work, end to end. A visitor on /zh-CN/quote picks 中国 from the
// country list (names in Chinese, drawn on the server); the admin sees "China" on the inquiry and in
// Insights' country table. The sales team quotes it in yuan and sends it; without rates Insights
// shows the yuan apart, not converted; the owner sets the rates on the Insights page and the month's
// quoted value in rupiah grows by exactly the yuan at that rate. Other journeys share the database
// (quote-to-inbox sends a yuan quotation too), so the figures are compared before and after, read
// from the value CSV (plain decimals). A sales administrator reads the rates but has no form.
// INSIGHTS_SCREENSHOTS=<folder> saves /zh-CN/quote and Insights at 1280 and 390 px.

const en = (key: string, values?: Record<string, string | number>) => msg('en', key, values);
const zh = (key: string, values?: Record<string, string | number>) => msg('zh-CN', key, values);
const DRAWER = seeded('Luxury Drawer Box');
const shots = process.env.INSIGHTS_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** This month in Jakarta ('2026-12'): the last row of the default range's value table. */
const officeMonth = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7);

/** This month's row of the value CSV in rupiah: converted quoted value and the amounts not converted. */
async function quotedThisMonth(request: APIRequestContext): Promise<{ idr: bigint; apart: Record<string, number> }> {
  const csv = await (await request.get('/admin-panel/insights/export?table=value&currency=IDR')).text();
  const cells = (csv.split('\r\n').find((line) => line.startsWith(`${officeMonth()},`)) ?? '').split(',');
  const apart = Object.fromEntries(
    (cells[5] ?? '')
      .split('; ')
      .filter(Boolean)
      .map((a) => [a.split(' ')[0]!, Number(a.split(' ')[1])]),
  );
  return { idr: BigInt(cells[1] ?? '0'), apart };
}

test.beforeAll(() => {
  test.skip(!hasMailbox, 'no e2e mailbox: E2E_BASE_URL names a server this run did not start');
});

test('a visitor picks 中国 from the list; the owner sets the rates and sees the yuan converted into rupiah', async ({
  page,
  browser,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  forbidDialogs(page);
  const visitor = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp() } });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/zh-CN/quote?add=${DRAWER.id}&qty=1000`);
  await expect(visitorPage.getByTestId('quote-line')).toHaveCount(1);
  const country = visitorPage.getByLabel(zh('Quote.form.country'), { exact: true });
  // The list: an empty "choose" option first, then every country by its Chinese name, values the codes.
  await expect(country.locator('option').first()).toHaveText(zh('Quote.form.countryChoose'));
  await expect(country.locator('option')).toHaveCount(250);
  await expect(country.locator('option[value="CN"]')).toHaveText('中国');
  await visitorPage.getByLabel(zh('Quote.form.name'), { exact: true }).fill('李娜');
  await visitorPage.getByLabel(zh('Quote.form.email'), { exact: true }).fill(uniqueEmail('insights-zh'));
  await country.selectOption({ label: '中国' });
  await visitorPage.getByLabel(zh('Quote.form.consent', { company: siteConfig.companyName })).check();
  await shoot(visitorPage, 'quote-country');
  await visitorPage.getByRole('button', { name: zh('Quote.form.submit') }).click();
  await expect(visitorPage.getByTestId('quote-sent')).toBeVisible();
  const reference = (await visitorPage.getByTestId('quote-reference').textContent())!.trim();
  await visitor.close();

  // The inquiry names the country in the admin's language; Insights counts it as China.
  await signInViaApi(page.request, ADMIN);
  await page.goto(`/admin-panel/inquiries?q=${reference}`);
  await page.getByTestId('inquiry-row').filter({ hasText: reference }).getByRole('link', { name: reference }).click();
  await expect(page.getByTestId('inquiry-contact')).toContainText('China');
  // Priced in yuan (the buyer's language is Chinese): 1,000 × ¥7.77 = ¥7,770.00, then sent.
  await page.getByTestId('quotation-create').click();
  await expect(page.getByTestId('quotation-editor')).toBeVisible();
  await page
    .getByLabel(en('AdminQuotations.editor.unitPrice', { currency: 'CNY' }))
    .first()
    .fill('7.77');
  await page.getByTestId('quotation-save').click();
  await expect(page.getByTestId('quotation-ok')).toHaveText(en('AdminQuotations.editor.saved', { n: 1 }));
  await page.getByTestId('quotation-send').click();
  await expect(page.getByTestId('quotation-ok')).toContainText(en('AdminQuotations.editor.sent', { n: 1 }));

  // Clear any rates an earlier run left, so the yuan are shown apart first.
  await page.goto('/admin-panel/insights');
  const form = page.getByTestId('insights-rates-form');
  const usd = form.getByLabel(en('AdminInsights.rates.label', { currency: 'USD' }));
  const cny = form.getByLabel(en('AdminInsights.rates.label', { currency: 'CNY' }));
  await usd.fill('');
  await cny.fill('');
  await form.getByRole('button', { name: en('AdminInsights.rates.save') }).click();
  await expect(form.getByTestId('insights-rates-message')).toBeVisible();
  await page.goto('/admin-panel/insights');
  await expect(page.getByTestId('insights-table-country').getByRole('row').filter({ hasText: 'China' })).toHaveCount(1);
  await expect(page.getByTestId('insights-value-rates')).toContainText(en('AdminInsights.value.noRates'));
  await expect(page.getByTestId('insights-value-unconverted')).toContainText('CNY');
  await shoot(page, 'insights-unconverted');
  const before = await quotedThisMonth(page.request);
  expect(before.apart.CNY).toBeGreaterThanOrEqual(7770);

  // A refused rate changes nothing and says why, on its field.
  await cny.fill('2240.12345');
  await form.getByRole('button', { name: en('AdminInsights.rates.save') }).click();
  await expect(form.getByTestId('insights-rates-message')).toHaveText(en('AdminInsights.rates.errors.fix'));
  await expect(cny).toHaveAccessibleDescription(new RegExp(en('AdminInsights.rates.errors.decimals')));
  // The owner's rates: the page says them, and the yuan are in the rupiah figure.
  await usd.fill('16250');
  await cny.fill('2240.5');
  await form.getByRole('button', { name: en('AdminInsights.rates.save') }).click();
  await expect(form.getByTestId('insights-rates-message')).toHaveText(en('AdminInsights.rates.saved'));
  await page.goto('/admin-panel/insights');
  await expect(page.getByTestId('insights-value-rates')).toContainText('1 USD = 16,250 IDR, 1 CNY = 2,240.5 IDR');
  await expect(page.getByTestId('insights-value-unconverted')).toHaveCount(0);
  const after = await quotedThisMonth(page.request);
  // Rupiah exact: ¥ with two decimals × a rate with one, rounded once to whole rupiah.
  const cents = (currency: string) => BigInt(Math.round((before.apart[currency] ?? 0) * 100));
  const added = (cents('CNY') * 22405n + cents('USD') * 162500n + 500n) / 1000n;
  expect(after.idr).toBe(before.idr + added);
  const month = page
    .getByTestId('insights-table-value')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .nth(-2);
  await expect(month).toContainText(
    new Intl.NumberFormat('en', { style: 'currency', currency: 'IDR', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(
      after.idr,
    ),
  );
  await checkA11y(page);
  await shoot(page, 'insights');
  await page.goto('/admin-panel/insights?currency=USD');
  await expect(page.getByTestId('insights-table-value')).toContainText(en('AdminInsights.columns.quotedValue', { currency: 'USD' }));
});

test('a sales administrator reads the rates but cannot change them', async ({ page }) => {
  await signInViaApi(page.request, SALES);
  await page.goto('/admin-panel/insights');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('AdminInsights.title'));
  await expect(page.getByTestId('insights-value-rates')).toBeVisible();
  await expect(page.getByTestId('insights-rates-form')).toHaveCount(0);
});
