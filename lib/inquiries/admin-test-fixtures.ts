import type { Db } from '@/lib/db';
import { inquiries, inquiryLines } from '@/lib/db/schema';
import type { InquiryLineKind, InquiryStatus, SampleStatus } from './contract';

// Test helper for the admin inbox's tests: one inquiry with its lines, written directly (the public
// submit action is not what these tests are about). Not used by the app.

export type TestLine = {
  itemId?: number | null;
  name: string;
  code?: string;
  category?: string;
  quantity?: number;
  note?: string;
  kind?: InquiryLineKind;
};

export async function insertTestInquiry(
  db: Db,
  q: {
    reference: string;
    name?: string;
    company?: string;
    email?: string;
    whatsapp?: string;
    city?: string;
    country?: string;
    message?: string;
    locale?: string;
    status?: InquiryStatus;
    sampleStatus?: SampleStatus | null;
    createdAt?: Date;
    read?: boolean;
    lines?: TestLine[];
  },
): Promise<number> {
  const created = q.createdAt ?? new Date();
  const [row] = await db
    .insert(inquiries)
    .values({
      reference: q.reference,
      name: q.name ?? 'Test Person',
      company: q.company ?? '',
      email: q.email ?? (q.whatsapp ? '' : 'person@example.com'),
      whatsapp: q.whatsapp ?? '',
      city: q.city ?? '',
      country: q.country ?? '',
      message: q.message ?? '',
      locale: q.locale ?? 'en',
      status: q.status ?? 'new',
      sampleStatus: q.sampleStatus ?? null,
      consentAt: created,
      readAt: q.read ? created : null,
      createdAt: created,
      updatedAt: created,
    })
    .returning({ id: inquiries.id });
  const lines = q.lines ?? [{ name: 'Test Box' }];
  if (lines.length) {
    await db.insert(inquiryLines).values(
      lines.map((l, i) => ({
        inquiryId: row!.id,
        position: i + 1,
        itemId: l.itemId ?? null,
        itemName: l.name,
        itemCode: l.code ?? '',
        categoryName: l.category ?? '',
        itemPath: `/product/${l.itemId ?? 0}`,
        quantity: l.quantity ?? 1,
        note: l.note ?? '',
        kind: l.kind ?? 'quote',
      })),
    );
  }
  return row!.id;
}
