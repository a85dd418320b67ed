import { ADMIN } from './accounts';
import { forbidDialogs, signInViaApi } from './auth-helpers';
import { expect, test } from './fixtures';
import { hasMailbox, readMailbox, waitForMail } from './mailbox';
import { msg } from './messages';
import { siteConfig } from '../lib/site-config';
import { seeded, uniqueEmail } from './quote-helpers';

// End to end: a request sent from the Indonesian /quote page reaches the sales team twice,
// as a notification mail (the run's SMTP sink stands for the company's server, e2e/mailbox.ts) and
// as an unread inquiry in the admin inbox, which they open and mark contacted.
// A bot's honeypot submission reaches neither.

const en = (key: string, values?: Record<string, string | number>) => msg('en', key, values);
const id = (key: string, values?: Record<string, string | number>) => msg('id', key, values);
const BOX = seeded('Rigid Magnetic Gift Box'); // MOQ 500

test.beforeAll(() => {
  test.skip(!hasMailbox, 'no e2e mailbox: E2E_BASE_URL names a server this run did not start');
});

/** Sends one request for BOX from /id/quote as a visitor; `bot` also fills the honeypot. Returns the shown reference. */
async function sendRequest(page: import('@playwright/test').Page, email: string, bot = false): Promise<string> {
  await page.goto(`/id/quote?add=${BOX.id}&qty=800&note=emboss`);
  await expect(page.getByTestId('quote-line')).toHaveCount(1);
  await page.getByLabel(id('Quote.form.name')).fill(bot ? 'Spam Bot' : 'Sari Wulandari');
  await page.getByLabel(id('Quote.form.email')).fill(email);
  await page.getByLabel(id('Quote.form.consent', { company: siteConfig.companyName })).check();
  if (bot) await page.locator('input[name="website"]').evaluate((el: HTMLInputElement) => (el.value = 'http://spam.example'));
  await page.getByRole('button', { name: id('Quote.form.submit') }).click();
  await expect(page.getByTestId('quote-sent')).toBeVisible();
  return (await page.getByTestId('quote-reference').textContent())!.trim();
}

test('a request reaches the sales mailbox and the inbox; the team opens it and marks it contacted', async ({ page, browser }) => {
  test.setTimeout(90_000);
  forbidDialogs(page);
  const email = uniqueEmail('inbox');
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const reference = await sendRequest(await visitor.newPage(), email);
  await visitor.close();
  expect(reference).toMatch(/^Q-\d{4}-[A-Z0-9]{5}$/);

  // The notification: to the sales address, replying to the visitor, with the reference and the line.
  const mail = await waitForMail((m) => m.subject.includes(reference));
  expect(mail.to).toEqual(['sales@example.com']);
  expect(mail.headers['reply-to']).toContain(email);
  expect(mail.text).toContain(BOX.name);
  expect(mail.text).toContain('800');
  expect(mail.text).toContain('emboss');

  // The inbox: found by its reference, unread; opened, it is read and can be marked contacted.
  await signInViaApi(page.request, ADMIN);
  await page.goto(`/admin-panel/inquiries?q=${reference}`);
  const row = page.getByTestId('inquiry-row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row).toContainText('Sari Wulandari');
  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByTestId('inquiry-contact')).toContainText(email);
  await expect(page.getByTestId('inquiry-line')).toContainText(BOX.name);
  await expect(page.getByTestId('inquiry-line')).toContainText('emboss');
  await page.getByLabel(en('AdminInquiries.detail.statusLabel')).selectOption('contacted');
  await page.getByRole('button', { name: en('AdminInquiries.detail.saveStatus') }).click();
  await expect(page.getByTestId('inquiry-action-ok')).toBeVisible();
  await page.goto(`/admin-panel/inquiries?q=${reference}`);
  await expect(row).toHaveAttribute('data-unread', 'false');
  await expect(row.getByTestId('inquiry-status')).toHaveText(en('AdminInquiries.status.contacted'));
});

test('a bot that fills the honeypot is told "sent", but nothing is stored or mailed', async ({ page, browser }) => {
  const email = uniqueEmail('honeypot');
  const bot = await browser.newContext();
  const reference = await sendRequest(await bot.newPage(), email, true);
  await bot.close();
  expect(reference).not.toBe('');

  await signInViaApi(page.request, ADMIN);
  await page.goto(`/admin-panel/inquiries?q=${encodeURIComponent(email)}`);
  await expect(page.getByTestId('inquiries-empty')).toBeVisible();
  await page.goto(`/admin-panel/inquiries?q=${reference}`);
  await expect(page.getByTestId('inquiries-empty')).toBeVisible();
  expect((await readMailbox()).filter((m) => m.subject.includes(reference) || m.text.includes(email))).toHaveLength(0);
});
