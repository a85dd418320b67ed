import { QUOTE_STORAGE_KEY } from '../lib/inquiries/contract';
import { siteConfig } from '../lib/site-config';
import { expect, test } from './fixtures';
import { msg } from './messages';
import { expectBadge, fillContact, findCard, seeded, uniqueEmail } from './quote-helpers';

// The visitor's side: a phone user adds three products (card, specification modal,
// product page), edits the list on /quote, is refused below a MOQ, submits and gets a reference.

const m = (key: string, values?: Record<string, string | number>) => msg('en', key, values);
const CARD = seeded('Rigid Magnetic Gift Box'); // MOQ 500
const MODAL = seeded('Premium Lid and Base Box'); // MOQ 300
const PAGE = seeded('Folding Carton Box'); // MOQ 1,000

test.describe('quote list at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('add from a card, the modal and a product page, then send the request', async ({ page, checkA11y }) => {
    test.setTimeout(120_000);
    await page.goto(`/category/${CARD.categoryId}`);

    // 1. From a product card: a dialog with quantity (MOQ by default) and a note.
    const card = await findCard(page, CARD.name);
    const cardButton = card.getByRole('button', { name: m('Quote.add.button') });
    await cardButton.click();
    const dialog = page.getByRole('dialog', { name: m('Quote.add.dialogTitle', { name: CARD.name }) });
    await expect(dialog).toBeVisible();
    const quantity = dialog.getByLabel(m('Quote.add.quantity'));
    await expect(quantity).toBeFocused();
    await expect(quantity).toHaveValue('500');
    await expect(dialog.getByText(m('Quote.add.moqHint', { moq: 500, unit: 'pcs' }))).toBeVisible();
    await checkA11y(page);
    await quantity.fill('100');
    await dialog.getByRole('button', { name: m('Quote.add.submit') }).click();
    await expect(dialog.getByText(m('Quote.add.tooFew', { moq: 500, unit: 'pcs' }))).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('quote-count')).toHaveText('0');
    await quantity.fill('600');
    await dialog.getByLabel(m('Quote.add.note')).fill('gold foil');
    await dialog.getByRole('button', { name: m('Quote.add.submit') }).click();
    await expect(dialog.getByRole('status')).toContainText(m('Quote.add.added'));
    await expect(dialog.getByRole('link', { name: m('Quote.add.viewList') })).toHaveAttribute('href', '/quote');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cardButton).toBeFocused();
    await expectBadge(page, 1);

    // 2. From the specification modal.
    const modalCard = await findCard(page, MODAL.name);
    await modalCard.getByRole('button', { name: m('catalog.specification') }).click();
    const spec = page.getByRole('dialog', { name: MODAL.name });
    await expect(spec).toBeVisible();
    await spec.getByLabel(m('Quote.add.quantity')).fill('300');
    await spec.getByRole('button', { name: m('Quote.add.submit') }).click();
    await expect(spec.getByRole('status')).toContainText(m('Quote.add.added'));
    await spec.getByRole('button', { name: m('catalog.close') }).click();
    await expect(spec).toBeHidden();
    await expectBadge(page, 2);

    // 3. From the product page (the same product twice updates its line).
    await page.goto(`/product/${PAGE.id}`);
    const form = page.getByTestId('add-to-quote');
    await expect(form.getByText(m('Quote.add.moqHint', { moq: '1,000', unit: 'pcs' }))).toBeVisible();
    await form.getByLabel(m('Quote.add.quantity')).fill('1500');
    await form.getByRole('button', { name: m('Quote.add.submit') }).click();
    await expect(form.getByRole('status')).toContainText(m('Quote.add.added'));
    await form.getByLabel(m('Quote.add.quantity')).fill('2000');
    await form.getByRole('button', { name: m('Quote.add.submit') }).click();
    await expect(form.getByRole('status')).toContainText(m('Quote.add.updated'));
    await expectBadge(page, 3);

    // 4. The list on /quote, reached from the badge (the mobile menu has the same link).
    await page.getByTestId('quote-badge').click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page).toHaveTitle(new RegExp(`^${m('Quote.page.metaTitle')}`));
    const lines = page.getByTestId('quote-line');
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(0)).toContainText(CARD.name);
    await expect(lines.nth(0).getByLabel(m('Quote.page.quantity'))).toHaveValue('600');
    await expect(lines.nth(0).getByLabel(m('Quote.page.note'))).toHaveValue('gold foil');
    await expect(lines.nth(1)).toContainText(MODAL.name);
    await expect(lines.nth(2)).toContainText(PAGE.name);
    await expect(lines.nth(2).getByLabel(m('Quote.page.quantity'))).toHaveValue('2000');
    await checkA11y(page);

    // A quantity below the MOQ is refused, in the page and by the form.
    const modalQty = lines.nth(1).getByLabel(m('Quote.page.quantity'));
    await modalQty.fill('100');
    await modalQty.blur();
    await expect(lines.nth(1).getByText(m('Quote.add.tooFew', { moq: 300, unit: 'pcs' }))).toBeVisible();
    await expect(modalQty).toHaveAttribute('aria-invalid', 'true');
    await fillContact(page, uniqueEmail('phone'));
    await page.getByRole('button', { name: m('Quote.form.submit') }).click();
    await expect(modalQty).toBeFocused();
    await expect(page.getByTestId('quote-sent')).toHaveCount(0);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), QUOTE_STORAGE_KEY);
    expect(stored.map((l: { quantity: number }) => l.quantity)).toEqual([600, 300, 2000]);
    await modalQty.fill('400');
    await expect(modalQty).not.toHaveAttribute('aria-invalid');

    // The server's field errors: neither e-mail nor WhatsApp. The other values stay.
    await page.getByLabel(m('Quote.form.email')).fill('');
    await page.getByRole('button', { name: m('Quote.form.submit') }).click();
    // (Next's route announcer is an alert too, so the form's own message is picked by its text.)
    await expect(page.getByRole('alert').filter({ hasText: m('quoteSubmit.fixFields') })).toBeVisible();
    const whatsapp = page.getByLabel(m('Quote.form.whatsapp'));
    await expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
    const errorId = (await whatsapp.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-error'))!;
    await expect(page.locator(`[id="${errorId}"]`)).not.toBeEmpty();
    await expect(page.getByLabel(m('Quote.form.name'))).toHaveValue('Dewi Santoso');
    await expect(page.getByLabel(m('Quote.form.city'))).toHaveValue('Bandung');
    await expect(lines).toHaveCount(3);

    // Sent: reference, summary, WhatsApp hand-off; the list is emptied.
    await whatsapp.fill('+62 812 3456 7890');
    await page.getByLabel(m('Quote.form.message')).fill('Please quote delivery to Bandung.');
    await expect(page.getByText(m('Quote.form.counter', { count: 33, max: 2000 }))).toBeVisible();
    await page.getByRole('button', { name: m('Quote.form.submit') }).click();
    const sent = page.getByTestId('quote-sent');
    await expect(sent).toBeVisible();
    const reference = (await page.getByTestId('quote-reference').textContent())!.trim();
    expect(reference).toMatch(/^Q-\d{4}-[A-Z0-9]+$/);
    await expect(sent.getByRole('heading', { name: m('Quote.sent.title') })).toBeFocused();
    await expect(sent.getByRole('listitem')).toHaveCount(3);
    await expect(sent).toContainText(`${CARD.name} (${CARD.code}) × 600 – gold foil`);
    await expect(sent).toContainText(`${MODAL.name} (${MODAL.code}) × 400`);
    const href = (await sent.getByRole('link', { name: m('Quote.sent.whatsapp') }).getAttribute('href'))!;
    expect(href.startsWith(`https://wa.me/${siteConfig.whatsapp.marketing}?text=`)).toBe(true);
    const text = decodeURIComponent(href.split('?text=')[1]!);
    expect(text.split('\n')[0]).toBe(m('Quote.sent.whatsappIntro', { company: siteConfig.companyName, reference }));
    expect(text).toContain(`- ${PAGE.name} (${PAGE.code}) × 2000`);
    await expectBadge(page, 0);
    await checkA11y(page);
    await page.reload();
    await expect(page.getByTestId('quote-empty')).toBeVisible();
  });
});
