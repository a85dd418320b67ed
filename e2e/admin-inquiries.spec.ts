import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { forbidDialogs, signInViaApi } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// The sales team's inbox at 1280 px: the seeded unread inquiry and the sidebar badge,
// opening it (the badge no longer counts it), status change, an internal note, mark as unread, the status
// filter, the CSV export. Then the list and the detail at 390 px. Screenshots of both widths are
// written to this test's output folder (test-results/e2e/…).

const m = (key: string, values?: Record<string, string | number>) => msg('en', `AdminInquiries.${key}`, values);
const UNREAD = 'INQ-DEMO-0004'; // the seed's one unread inquiry (lib/start-up/seed/inquiry-data.ts)

test.describe.configure({ mode: 'serial' });

/** The sidebar's Inquiries link and the unread number its accessible name carries (0 = no badge). */
async function unreadInSidebar(page: Page): Promise<number> {
  const link = page.getByTestId('admin-sidebar').getByRole('link', { name: new RegExp(`^${msg('en', 'admin.inquiries')}`) });
  const name = (await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '';
  const match = /(\d+) unread/.exec(name);
  return match ? Number(match[1]) : 0;
}
/**
 * The sidebar's number equals the inbox's unread rows, both read in ONE render, and `reference` is
 * (not) among them. The quote specs may send inquiries while this spec runs (two workers), so
 * counts are only ever compared within one page, never across pages.
 */
async function expectBadgeMatchesUnread(page: Page, reference: string, unread: boolean) {
  const check = await page.context().newPage();
  await check.goto('/admin-panel/inquiries?unread=1');
  const rows = check.getByTestId('inquiry-row');
  await expect(rows.filter({ hasText: reference })).toHaveCount(unread ? 1 : 0);
  expect(await unreadInSidebar(check)).toBe(await rows.count());
  await check.close();
}

const sidebarLink = (page: Page, n: number): Locator =>
  page.getByTestId('admin-sidebar').getByRole('link', {
    name: n > 0 ? msg('en', 'admin.inquiriesUnread', { label: msg('en', 'admin.inquiries'), n }) : msg('en', 'admin.inquiries'),
    exact: true,
  });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true, scale: 'css', animations: 'disabled' });

test('the inbox: unread badge, open, status, note, unread again, filter, CSV export', async ({ page, checkA11y }) => {
  test.setTimeout(120_000);
  forbidDialogs(page);
  await signInViaApi(page.request, ADMIN);
  await page.goto('/admin-panel/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: m('title') })).toBeVisible();

  const unread = await unreadInSidebar(page);
  expect(unread).toBeGreaterThanOrEqual(1);
  await expect(sidebarLink(page, unread)).toBeVisible();
  await expect(page.getByTestId('admin-sidebar').getByTestId('nav-unread-badge')).toHaveText(String(unread));
  const row = page.getByTestId('inquiry-row').filter({ hasText: UNREAD });
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row.getByTestId('inquiry-unread')).toContainText(m('unread'));
  await expect(row).toContainText('Budi Santoso');
  await expect(row).toContainText('CV Kopi Nusantara');
  await expect(row.getByTestId('inquiry-line-count')).toHaveText(m('lineCount', { n: 2 }));
  await expect(row.getByTestId('inquiry-quotation-summary')).toHaveCount(0);
  await expect(row).toContainText(m('quotation.none'));
  await expect(row.getByTestId('inquiry-status')).toHaveText(m('status.new'));
  await checkA11y(page);
  await shot(page, 'inquiries-list-1280');

  // Open it: read, and the sidebar badge goes down by one.
  await row.getByRole('link', { name: UNREAD }).click();
  await expect(page.getByRole('heading', { level: 1, name: m('detail.heading', { reference: UNREAD }) })).toBeVisible();
  await expectBadgeMatchesUnread(page, UNREAD, false);
  await expect(page.getByTestId('inquiry-contact')).toContainText('budi@kopinusantara.example');
  await expect(page.getByTestId('inquiry-message')).toHaveText(/Kami butuh kemasan/);
  await expect(page.getByTestId('reply-email')).toHaveAttribute('href', /^mailto:budi@kopinusantara\.example\?subject=/);
  // The prefilled WhatsApp reply speaks the visitor's language (Indonesian).
  const wa = await page.getByTestId('reply-whatsapp').getAttribute('href');
  expect(wa).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
  expect(decodeURIComponent(wa!.split('text=')[1]!)).toBe(
    msg('id', 'AdminInquiries.reply.whatsapp', { name: 'Budi Santoso', reference: UNREAD }),
  );
  const lines = page.getByTestId('inquiry-line');
  await expect(lines).toHaveCount(2);
  // The product's slug address (the bare /product/N would cost a 308).
  await expect(lines.first().getByRole('link')).toHaveAttribute('href', /\/product\/\d+\/[a-z0-9-]+$/);
  await expect(lines.first()).toContainText('500');

  // Status → contacted.
  await page.getByLabel(m('detail.statusLabel')).selectOption('contacted');
  await page.getByRole('button', { name: m('detail.saveStatus') }).click();
  await expect(page.getByTestId('inquiry-action-ok')).toHaveText(m('detail.statusSaved', { status: m('status.contacted') }));
  await expect(page.locator('header').getByTestId('inquiry-status')).toHaveText(m('status.contacted'));

  // An internal note, shown with its author.
  const note = `Called back, sample on Monday ${Date.now().toString(36)}`;
  await page.getByLabel(m('detail.noteLabel')).fill(note);
  await page.getByRole('button', { name: m('detail.addNote') }).click();
  const added = page.getByTestId('inquiry-note').filter({ hasText: note });
  await expect(added).toContainText(ADMIN.email);
  await expect(page.getByLabel(m('detail.noteLabel'))).toHaveValue('');
  await checkA11y(page);
  await shot(page, 'inquiry-detail-1280');

  // Mark as unread: back in the inbox, unread again, the badge back up.
  await page.getByRole('button', { name: m('detail.markUnread') }).click();
  await expect(page).toHaveURL(/\/admin-panel\/inquiries$/);
  await expect(page.getByTestId('inquiry-row').filter({ hasText: UNREAD })).toHaveAttribute('data-unread', 'true');
  await expectBadgeMatchesUnread(page, UNREAD, true);

  // Filter by status: in the URL, the list shows only contacted inquiries.
  await page.getByLabel(m('filters.status')).selectOption('contacted');
  await page.getByRole('button', { name: m('filters.apply') }).click();
  await expect(page).toHaveURL(/status=contacted/);
  const rows = page.getByTestId('inquiry-row');
  await expect(rows.filter({ hasText: UNREAD })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'INQ-DEMO-0002' })).toHaveCount(0);
  for (const status of await rows.getByTestId('inquiry-status').allTextContents()) expect(status).toBe(m('status.contacted'));

  // The CSV export of the filtered list.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('inquiries-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(csv[0]).toBe(
    [
      'reference',
      'created',
      'status',
      'sampleStatus',
      'name',
      'company',
      'email',
      'whatsapp',
      'city',
      'country',
      'locale',
      'message',
      'product',
      'kind',
      'code',
      'quantity',
      'note',
    ]
      .map((c) => m(`csv.${c}`))
      .join(','),
  );
  expect(csv.some((line) => line.startsWith(`${UNREAD},`) && line.includes(',contacted,,Budi Santoso,') && line.includes(',500,'))).toBe(
    true,
  );
  expect(csv.some((line) => line.startsWith('INQ-DEMO-0002,'))).toBe(false);
});

test('every locale prefix, search in the URL, the translated empty state', async ({ page }) => {
  await signInViaApi(page.request, ADMIN);
  for (const [locale, prefix] of [
    ['id', '/id'],
    ['zh-CN', '/zh-CN'],
  ] as const) {
    await page.goto(`${prefix}/admin-panel/inquiries?q=${encodeURIComponent('kopi nusantara')}`);
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'AdminInquiries.title') })).toBeVisible();
    await expect(page.getByLabel(msg(locale, 'AdminInquiries.filters.search'))).toHaveValue('kopi nusantara');
    await expect(page.getByTestId('inquiry-row')).toHaveCount(1);
    await expect(page.getByTestId('inquiry-row')).toContainText(UNREAD);
  }
  // LIKE wildcards are text: '%' matches no seeded inquiry, so the filtered empty state shows.
  await page.goto('/id/admin-panel/inquiries?q=%25%25');
  await expect(page.getByTestId('inquiries-empty')).toContainText(msg('id', 'AdminInquiries.empty.filtered'));
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the list as cards with the badge in the bottom bar, and the detail', async ({ page, checkA11y }) => {
    await signInViaApi(page.request, ADMIN);
    await page.goto('/admin-panel/inquiries');
    const bar = page.getByRole('navigation', { name: msg('en', 'admin.adminNavigation') }).first();
    await expect(bar.getByTestId('nav-unread-badge')).toBeVisible();
    const card = page.getByTestId('inquiries-cards').getByRole('listitem').filter({ hasText: UNREAD });
    await expect(card).toBeVisible();
    await checkA11y(page);
    await shot(page, 'inquiries-list-390');
    await card.getByRole('link', { name: UNREAD }).click();
    await expect(page.getByRole('heading', { level: 1, name: m('detail.heading', { reference: UNREAD }) })).toBeVisible();
    await expect(page.getByTestId('inquiry-note')).not.toHaveCount(0);
    await checkA11y(page);
    await shot(page, 'inquiry-detail-390');
    // No horizontal scrolling of the page itself (the lines table scrolls inside its box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
