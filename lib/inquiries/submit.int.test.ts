import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import {
  authAttempts,
  categories,
  inquiries,
  inquiryLines,
  itemSpecifications,
  itemSpecificationTranslations,
  items,
  itemTranslations,
} from '@/lib/db/schema';
import { QUOTE_FORM_FIELDS as F } from './contract';
import { readQuoteForm } from './form';
import { REFERENCE_PATTERN } from './reference';
import { submitInquiry, type SubmitContext } from './submit';
import { INQUIRY_LIMITS_PER_WINDOW } from './throttle';

// The public submission against a real database (PGlite and PostgreSQL lanes).

let t: TestDatabase;
let ip = 0;
const ctx = (extra: Partial<SubmitContext> = {}): SubmitContext => ({
  db: t.handle.db,
  locale: 'en',
  ip: `198.51.100.${++ip}`,
  mailEnabled: false,
  ...extra,
});

function form(lines: [number | string, number | string, string?][], contact: Record<string, string> = {}): FormData {
  const f = new FormData();
  for (const [id, qty, note] of lines) {
    f.append(F.itemId, String(id));
    f.append(F.quantity, String(qty));
    f.append(F.note, note ?? '');
  }
  const fields = { name: 'Siti Rahma', company: 'PT Kue Enak', email: `siti${ip}@example.com`, consent: 'on', ...contact };
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

const inquiryCount = async () => (await t.handle.db.select({ n: count() }).from(inquiries))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.handle.db.insert(categories).values({ id: 1, name: 'Hardbox' });
  await t.handle.db.insert(items).values([
    { id: 10, itemName: 'Rigid gift box', itemCode: 'HB-10', categoryId: 1, moqQuantity: 500, moqUnit: 'pcs' },
    { id: 11, itemName: 'Cake box', itemCode: null, categoryId: 1, moqQuantity: 1000, moqUnit: 'boxes' },
    { id: 12, itemName: 'Tote bag', itemCode: 'PB-12', categoryId: null },
  ]);
  // Text that states another minimum (a stale translation, a note) is only text: the checks read the field.
  await t.handle.db.insert(itemSpecifications).values([
    { itemId: 10, specName: 'Material', specValue: 'Art carton 2 mm' },
    { itemId: 12, specName: 'Notes', specValue: 'MOQ 300 pcs' },
  ]);
  await t.handle.db
    .insert(itemSpecificationTranslations)
    .values({ itemId: 10, locale: 'zh-CN', position: 0, specName: '起订量', specValue: '250 个' });
  await t.handle.db.insert(itemTranslations).values({ itemId: 10, locale: 'zh-CN', itemName: '硬质礼盒' });
  // Item 10 has an Indonesian slug (its line links that address); 11 and 12 none yet (the bare id).
  await t.handle.runner.query(`insert into item_slugs (item_id, locale, slug, is_current) values (10, 'id', 'kotak-hadiah-kaku', true)`);
});
afterAll(async () => t?.cleanup());
beforeEach(async () => {
  await t.handle.db.delete(inquiries);
  await t.handle.db.delete(authAttempts);
});

describe('submitInquiry', () => {
  it('stores the inquiry and its lines with a product snapshot, and answers sent with the reference', async () => {
    const out = await submitInquiry(
      readQuoteForm(
        form(
          [
            [10, 500, 'matte finish'],
            [12, '2,000'],
            [11, 1000],
          ],
          { whatsapp: '+62 812 3456 7890', message: 'Hello\r\nthere' },
        ),
      ),
      ctx({ locale: 'id', mailEnabled: true }),
    );
    expect(out.state.status).toBe('sent');
    if (out.state.status !== 'sent') return;
    expect(out.state.reference).toMatch(REFERENCE_PATTERN);
    expect(out.state.contactName).toBe('Siti Rahma');
    expect(out.state.lines).toEqual([
      {
        name: 'Rigid gift box',
        code: 'HB-10',
        quantity: 500,
        note: 'matte finish',
        path: '/id/product/10/kotak-hadiah-kaku',
        sample: false,
      },
      { name: 'Tote bag', code: 'PB-12', quantity: 2000, note: '', path: '/id/product/12', sample: false },
      { name: 'Cake box', code: '', quantity: 1000, note: '', path: '/id/product/11', sample: false },
    ]);
    const [row] = await t.handle.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, out.inquiryId ?? -1));
    expect(row).toMatchObject({
      reference: out.state.reference,
      locale: 'id',
      status: 'new',
      mailStatus: 'pending',
      message: 'Hello\nthere',
    });
    const lines = await t.handle.db
      .select()
      .from(inquiryLines)
      .where(eq(inquiryLines.inquiryId, row?.id ?? -1))
      .orderBy(inquiryLines.position);
    expect(lines.map((l) => [l.position, l.itemId, l.itemName, l.categoryName, l.quantity])).toEqual([
      [1, 10, 'Rigid gift box', 'Hardbox', 500],
      [2, 12, 'Tote bag', '', 2000],
      [3, 11, 'Cake box', 'Hardbox', 1000],
    ]);
  });

  it('refuses a quantity under the MOQ, naming the product and the MOQ, and stores nothing', async () => {
    const out = await submitInquiry(
      readQuoteForm(
        form([
          [12, 5],
          [10, 499],
        ]),
      ),
      ctx(),
    );
    expect(out.state).toMatchObject({
      status: 'invalid',
      formError: 'Please check the highlighted fields.',
      fieldErrors: { lines: 'Line 2: the minimum order for Rigid gift box is 500 pcs.' },
    });
    if (out.state.status === 'invalid')
      expect(JSON.parse(out.state.values.lines ?? '[]')).toEqual([
        { itemId: 12, kind: 'quote', quantity: 5, note: '' },
        { itemId: 10, kind: 'quote', quantity: 499, note: '' },
      ]);
    const zh = await submitInquiry(readQuoteForm(form([[11, 999]])), ctx({ locale: 'zh-CN' }));
    expect(zh.state).toMatchObject({ fieldErrors: { lines: '第 1 行：Cake box 的起订量为 1,000 盒。' } });
    // The Chinese text says 250: the field says 500, in every language.
    const stale = await submitInquiry(readQuoteForm(form([[10, 250]])), ctx({ locale: 'zh-CN' }));
    expect(stale.state).toMatchObject({ fieldErrors: { lines: '第 1 行：硬质礼盒 的起订量为 500 个。' } });
    expect(await inquiryCount()).toBe(0);
    // A refused form gives its rate-limit reservation back.
    expect((await t.handle.db.select({ n: count() }).from(authAttempts))[0]?.n).toBe(0);
  });

  it('refuses an unknown product per line', async () => {
    const out = await submitInquiry(
      readQuoteForm(
        form([
          [999, 1],
          [10, 600],
        ]),
      ),
      ctx({ locale: 'id' }),
    );
    expect(out.state).toMatchObject({ fieldErrors: { lines: 'Baris 1: produk ini sudah tidak tersedia. Silakan hapus.' } });
    expect(await inquiryCount()).toBe(0);
  });

  it('keeps what the visitor typed on invalid input', async () => {
    const out = await submitInquiry(
      readQuoteForm(form([[10, 500]], { name: ' ', email: '', company: 'Toko <b>Kita</b>', consent: '' })),
      ctx(),
    );
    expect(out.state).toMatchObject({
      status: 'invalid',
      fieldErrors: {
        name: 'Please enter your name.',
        email: 'Please give an e-mail address or a WhatsApp number so that we can reply.',
        consent: 'Please agree that we store your request in order to answer it.',
      },
      values: { company: 'Toko <b>Kita</b>', consent: '' },
    });
    expect(await inquiryCount()).toBe(0);
  });

  it('drops a honeypot submission silently: sent with a plausible reference, nothing stored, nothing counted', async () => {
    const out = await submitInquiry(readQuoteForm(form([[10, 500]], { website: 'http://spam.example' })), ctx());
    expect(out.state.status).toBe('sent');
    if (out.state.status === 'sent') expect(out.state.reference).toMatch(REFERENCE_PATTERN);
    expect(out.inquiryId).toBeUndefined();
    expect(await inquiryCount()).toBe(0);
    expect((await t.handle.db.select({ n: count() }).from(authAttempts))[0]?.n).toBe(0);
  });

  it('throttles the 6th inquiry from one address within the hour, with a translated wait', async () => {
    const address = '203.0.113.77';
    const now = new Date();
    for (let i = 0; i < INQUIRY_LIMITS_PER_WINDOW.ip; i++) {
      const out = await submitInquiry(readQuoteForm(form([[12, 1]], { email: `buyer${i}@example.com` })), ctx({ ip: address, now }));
      expect(out.state.status).toBe('sent');
    }
    const sixth = await submitInquiry(readQuoteForm(form([[12, 1]], { email: 'buyer6@example.com' })), ctx({ ip: address, now }));
    expect(sixth.state).toMatchObject({ status: 'invalid', formError: expect.stringMatching(/try again in 60 minutes/) });
    const id = await submitInquiry(
      readQuoteForm(form([[12, 1]], { email: 'buyer7@example.com' })),
      ctx({ ip: address, locale: 'id', now }),
    );
    expect(id.state).toMatchObject({ formError: expect.stringMatching(/coba lagi dalam 60 menit/) });
    expect(await inquiryCount()).toBe(INQUIRY_LIMITS_PER_WINDOW.ip);
    // An hour later the address may ask again.
    const later = await submitInquiry(
      readQuoteForm(form([[12, 1]], { email: 'buyer8@example.com' })),
      ctx({ ip: address, now: new Date(now.getTime() + 3_600_001) }),
    );
    expect(later.state.status).toBe('sent');
  });

  it('throttles the 4th inquiry for one e-mail address from different addresses', async () => {
    const email = 'Same.Buyer@example.com';
    for (let i = 0; i < INQUIRY_LIMITS_PER_WINDOW.email; i++) {
      expect((await submitInquiry(readQuoteForm(form([[12, 1]], { email })), ctx())).state.status).toBe('sent');
    }
    const fourth = await submitInquiry(readQuoteForm(form([[12, 1]], { email: email.toLowerCase() })), ctx());
    expect(fourth.state).toMatchObject({ status: 'invalid', formError: expect.stringContaining('Too many requests') });
  });

  it('refuses the 4th inquiry for one person written another way (a WhatsApp number, a Gmail inbox)', async () => {
    // One after the other: the first three spellings are the ones let through.
    const states = async (contacts: Record<string, string>[]) => {
      const out = [];
      for (const c of contacts) out.push((await submitInquiry(readQuoteForm(form([[12, 1]], { email: '', ...c })), ctx())).state.status);
      return out;
    };
    const numbers = ['+62 812-3456-7890', '62-812-3456-7890', '0812-3456-7890', '0062 812 3456 7890', '+62 0812 3456 7890'];
    expect(await states(numbers.map((whatsapp) => ({ whatsapp })))).toEqual(['sent', 'sent', 'sent', 'invalid', 'invalid']);
    const inboxes = ['victim@gmail.com', 'victim+1@gmail.com', 'v.ictim@gmail.com', 'vi.ctim@googlemail.com'];
    expect(await states(inboxes.map((email) => ({ email })))).toEqual(['sent', 'sent', 'sent', 'invalid']);
  });

  it('keeps the snapshot when the product is deleted later', async () => {
    await t.handle.db.insert(items).values({ id: 20, itemName: 'Short-lived box', itemCode: 'SL-1', categoryId: 1 });
    const out = await submitInquiry(readQuoteForm(form([[20, 3, 'gold foil']])), ctx());
    await t.handle.db.delete(items).where(eq(items.id, 20));
    const [line] = await t.handle.db
      .select()
      .from(inquiryLines)
      .where(eq(inquiryLines.inquiryId, out.inquiryId ?? -1));
    expect(line).toMatchObject({
      itemId: null,
      itemName: 'Short-lived box',
      itemCode: 'SL-1',
      categoryName: 'Hardbox',
      itemPath: '/product/20',
      note: 'gold foil',
    });
  });
});
