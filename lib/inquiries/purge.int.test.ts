import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { inquiries, inquiryLines, inquiryNotes } from '@/lib/db/schema';
import { insertInquiry } from './store';
import { purgeOldInquiries } from './purge';

// Retention: only inquiries older than the retention go, with their lines and notes.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.cleanup());

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-23T12:00:00Z');

async function inquiryAged(days: number, name: string) {
  const { id } = await insertInquiry(
    t.handle.db,
    {
      locale: 'en',
      name,
      company: '',
      email: `${name}@example.com`,
      whatsapp: '',
      city: '',
      country: '',
      message: '',
      consentAt: new Date(now.getTime() - days * DAY),
      mailStatus: 'none',
      createdAt: new Date(now.getTime() - days * DAY),
    },
    [{ itemId: null, itemName: 'Box', itemCode: '', categoryName: '', itemPath: '/product/1', quantity: 1, note: '' }],
  );
  await t.handle.db.insert(inquiryNotes).values({ inquiryId: id, author: 'sales', body: `note on ${name}` });
  return id;
}

describe('purgeOldInquiries', () => {
  it('deletes inquiries older than the retention with their lines and notes, and nothing younger', async () => {
    await inquiryAged(731, 'old');
    await inquiryAged(730.5, 'justover');
    const kept = [await inquiryAged(729.9, 'justunder'), await inquiryAged(1, 'fresh')];

    expect(await purgeOldInquiries(t.handle.db, 730, now)).toEqual({ deleted: 2, before: new Date(now.getTime() - 730 * DAY) });
    const left = await t.handle.db.select({ id: inquiries.id, name: inquiries.name }).from(inquiries).orderBy(asc(inquiries.id));
    expect(left.map((r) => r.name)).toEqual(['justunder', 'fresh']);
    expect((await t.handle.db.select({ id: inquiryLines.inquiryId }).from(inquiryLines)).map((r) => r.id).sort()).toEqual(kept.sort());
    expect((await t.handle.db.select({ body: inquiryNotes.body }).from(inquiryNotes)).map((r) => r.body).sort()).toEqual([
      'note on fresh',
      'note on justunder',
    ]);
    expect(await purgeOldInquiries(t.handle.db, 730, now)).toMatchObject({ deleted: 0 });
  });

  it('refuses a retention that is not a positive whole number of days', async () => {
    await expect(purgeOldInquiries(t.handle.db, 0, now)).rejects.toThrow(/whole number/);
    await expect(purgeOldInquiries(t.handle.db, 1.5, now)).rejects.toThrow(/whole number/);
    expect((await t.handle.db.select({ id: inquiries.id }).from(inquiries)).length).toBe(2);
  });
});
