import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { categories, inquiries, inquiryLines, items } from '@/lib/db/schema';
import { insertInquiry } from './store';

// The write of one inquiry: atomic with its lines, under a reference drawn again on collision.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.handle.db.insert(categories).values({ id: 1, name: 'Hardbox' });
  await t.handle.db.insert(items).values({ id: 10, itemName: 'Rigid gift box', itemCode: 'HB-10', categoryId: 1 });
});
afterAll(async () => t?.cleanup());
beforeEach(async () => {
  await t.handle.db.delete(inquiries);
});

const inquiryCount = async () => (await t.handle.db.select({ n: count() }).from(inquiries))[0]?.n ?? 0;

describe('insertInquiry', () => {
  const base = {
    locale: 'en' as const,
    name: 'A',
    company: '',
    email: 'a@example.com',
    whatsapp: '',
    city: '',
    country: '',
    message: '',
    consentAt: new Date(),
    mailStatus: 'none' as const,
  };
  const line = {
    itemId: 10,
    itemName: 'Rigid gift box',
    itemCode: 'HB-10',
    categoryName: 'Hardbox',
    itemPath: '/product/10',
    quantity: 500,
    note: '',
  };

  it('is atomic: a line that fails to insert leaves no inquiry row', async () => {
    await expect(insertInquiry(t.handle.db, base, [line, { ...line, quantity: 0 }])).rejects.toThrow();
    await expect(insertInquiry(t.handle.db, base, [line, { ...line, itemId: 987654 }])).rejects.toThrow();
    expect(await inquiryCount()).toBe(0);
    expect((await t.handle.db.select({ n: count() }).from(inquiryLines))[0]?.n).toBe(0);
  });

  it('draws a new reference when the first one is taken', async () => {
    const first = await insertInquiry(t.handle.db, base, [line], () => 'Q-2611-AAAAA');
    const refs = ['Q-2611-AAAAA', 'Q-2611-AAAAA', 'Q-2611-BBBBB'];
    const second = await insertInquiry(t.handle.db, base, [line], () => refs.shift() as string);
    expect([first.reference, second.reference]).toEqual(['Q-2611-AAAAA', 'Q-2611-BBBBB']);
    expect(await inquiryCount()).toBe(2);
  });
});
