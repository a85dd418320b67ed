import type { Browser, Locator, Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { signInViaApi } from './auth-helpers';
import { expect, test, uniqueIp } from './fixtures';
import { msg } from './messages';
import { fillContact, seeded, uniqueEmail } from './quote-helpers';

// The admin lists with more than one page: the inquiries inbox, Activity and the blog list. Each one
// opens page 2 through its Next link, checks that page 2 holds the next (older) rows and that
// Previous leads back to page 1. The public category and blog lists page in catalog.both.spec.ts and
// blog.both.spec.ts. Inbox and Activity filter on rows only this spec creates, so the other specs
// (two workers) cannot move rows between the pages while this one reads them.

const BAG = seeded('Luxury Shopping Bag with Rope Handle');
const tag = `pg${Date.now().toString(36)}`;

type Pager = { nav: Locator; next: Locator; previous: Locator; status: Locator };

function pager(page: Page, namespace: 'AdminInquiries' | 'adminActivity' | 'adminBlog'): Pager {
  const nav = page.getByRole('navigation', { name: msg('en', `${namespace}.pagination.label`) });
  return {
    nav,
    next: nav.getByRole('link', { name: msg('en', `${namespace}.pagination.next`) }),
    previous: nav.getByRole('link', { name: msg('en', `${namespace}.pagination.previous`) }),
    status: nav.getByText(/^Page \d+ of \d+$/),
  };
}

/** Sends inquiries through the quote form (without JavaScript: a plain POST), as a visitor from `ip`. */
async function sendInquiries(browser: Browser, ip: string, names: string[]): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': ip } });
  const page = await context.newPage();
  for (const name of names) {
    await page.goto(`/quote?add=${BAG.id}&qty=500`);
    await expect(page.getByTestId('quote-line')).toHaveCount(1);
    await fillContact(page, uniqueEmail(tag));
    await page.getByLabel(msg('en', 'Quote.form.name')).fill(name);
    await page.getByRole('button', { name: msg('en', 'Quote.form.submit') }).click();
    await expect(page.getByTestId('quote-sent')).toBeVisible();
  }
  await context.close();
}

test('the inquiries inbox opens its second page and comes back', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // 22 inquiries (page size 20), at most four per visitor address (the form allows five an hour).
  // The two oldest go first and the newest last, one after the other, since the pages are read by
  // age; the 19 between them are sent by five visitors at once, as real visitors would.
  const names = Array.from({ length: 22 }, (_, i) => `Paged ${tag} ${String(i).padStart(2, '0')}`);
  await sendInquiries(browser, uniqueIp(), names.slice(0, 2));
  const middle = names.slice(2, 21);
  const groups = Array.from({ length: Math.ceil(middle.length / 4) }, (_, i) => middle.slice(i * 4, i * 4 + 4));
  await Promise.all(groups.map((group) => sendInquiries(browser, uniqueIp(), group)));
  await sendInquiries(browser, uniqueIp(), names.slice(21));

  await signInViaApi(page.request, ADMIN);
  const response = await page.goto(`/admin-panel/inquiries?q=${tag}`);
  expect(response?.status()).toBe(200);
  const rows = page.getByTestId('inquiries-table').getByTestId('inquiry-row');
  await expect(rows).toHaveCount(20);
  const { next, previous, status } = pager(page, 'AdminInquiries');
  await expect(status).toHaveText('Page 1 of 2');
  await expect(previous).toHaveCount(0);
  const firstPage = await rows.allInnerTexts();
  expect(firstPage[0]).toContain(names[21]); // newest first

  await next.click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`)); // the filter travels with the page
  await expect(status).toHaveText('Page 2 of 2');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(names[1]!);
  await expect(rows.nth(1)).toContainText(names[0]!);
  await expect(next).toHaveCount(0);
  const opened = await rows
    .locator('a[href*="/admin-panel/inquiries/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

  await previous.click();
  await expect(status).toHaveText('Page 1 of 2');
  expect(await rows.allInnerTexts()).toEqual(firstPage);

  // Opening an inquiry marks it read: leave the unread badge as the other inbox specs expect it.
  opened.push(
    ...(await rows.locator('a[href*="/admin-panel/inquiries/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))),
  );
  expect(opened).toHaveLength(22);
  for (const href of opened) expect((await page.request.get(href)).status(), href).toBe(200);
  await page.goto(`/admin-panel/inquiries?q=${tag}&unread=1`);
  await expect(page.getByTestId('inquiries-empty')).toBeVisible();
});

test('Activity opens its second page and comes back', async ({ page, request }) => {
  test.setTimeout(180_000);
  // 52 refused sign-ins for one made-up address, each from its own address (page size 50).
  const email = `${tag}@example.com`;
  const ips = Array.from({ length: 52 }, () => uniqueIp());
  for (const ip of ips) {
    const refused = await request.post('/api/auth/login', {
      data: { email, password: 'not-the-password-1' },
      headers: { 'X-Forwarded-For': ip },
    });
    expect([401, 429]).toContain(refused.status());
  }

  await signInViaApi(page.request, ADMIN);
  const response = await page.goto(`/admin-panel/activity?q=${encodeURIComponent(email)}`);
  expect(response?.status()).toBe(200);
  const rows = page.getByTestId('activity-row');
  await expect(rows).toHaveCount(50);
  const { next, previous, status } = pager(page, 'adminActivity');
  await expect(status).toHaveText('Page 1 of 2');
  await expect(rows.first()).toContainText(ips[51]!);

  await next.click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(status).toHaveText('Page 2 of 2');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(ips[1]!);
  await expect(rows.nth(1)).toContainText(ips[0]!);

  await previous.click();
  await expect(status).toHaveText('Page 1 of 2');
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).toContainText(ips[51]!);
});

test('the blog list opens its second page and comes back', async ({ page }) => {
  await signInViaApi(page.request, ADMIN);
  const rows = page.getByTestId('post-row');
  const { next, previous, status } = pager(page, 'adminBlog');
  // The seed has 20 posts (page size 10). Other specs add and delete posts meanwhile, which can move
  // a post across the page boundary between two reads: the pair of reads is retried until stable.
  await expect(async () => {
    await page.goto('/admin-panel/blog');
    await expect(rows).toHaveCount(10);
    await expect(status).toHaveText(/^Page 1 of [2-9]\d*$/, { timeout: 1000 });
    const firstPage = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-slug')));
    await next.click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/, { timeout: 2000 });
    await expect(status).toHaveText(/^Page 2 of \d+$/, { timeout: 2000 });
    const secondPage = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-slug')));
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((slug) => firstPage.includes(slug))).toEqual([]);
    await previous.click();
    await expect(status).toHaveText(/^Page 1 of \d+$/, { timeout: 2000 });
    expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-slug')))).toEqual(firstPage);
  }).toPass({ timeout: 25_000 });
});
