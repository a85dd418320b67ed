import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import { inquiries, inquiryLines } from '@/lib/db/schema';
import type { AppLocale } from '@/lib/i18n/routing';
import { productPath } from '@/lib/seo/catalog-paths';
import type { InquiryLineKind, InquiryMailStatus } from './contract';
import type { QuoteProductFacts } from './products';
import { newReference } from './reference';

// Reads and writes of the submit path. The inquiry and its lines go in ONE transaction: a failure
// on any line leaves no inquiry behind. Each line keeps a snapshot of the product as it was.

export type NewInquiry = {
  locale: AppLocale;
  name: string;
  company: string;
  email: string;
  whatsapp: string;
  city: string;
  country: string;
  message: string;
  consentAt: Date;
  mailStatus: Extract<InquiryMailStatus, 'none' | 'pending'>;
  createdAt?: Date;
};

export type NewLine = {
  itemId: number | null;
  itemName: string;
  itemCode: string;
  categoryName: string;
  itemPath: string;
  quantity: number;
  note: string;
  /** Absent: a quote line (the column's default). */
  kind?: InquiryLineKind;
};

/**
 * The snapshot of one line: what the product was called and where it lived, at submission. Names in
 * the default language: the stored inquiry is read by the sales team (admin inbox, their mail).
 */
export function snapshotLine(
  product: QuoteProductFacts,
  locale: AppLocale,
  line: { quantity: number; note: string; kind: InquiryLineKind },
): NewLine {
  return {
    itemId: product.id,
    itemName: product.defaultName,
    itemCode: product.code,
    categoryName: product.defaultCategoryName,
    itemPath: productPath(locale, { id: product.id, slug: product.slug }),
    quantity: line.quantity,
    note: line.note,
    kind: line.kind,
  };
}

const REFERENCE_INDEX = 'inquiries_reference_key';
const REFERENCE_TRIES = 5;

function isReferenceConflict(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, constraint_name: constraintName, message } = e as Record<string, unknown>;
    if (code === '23505') return [constraint, constraintName, message].some((v) => typeof v === 'string' && v.includes(REFERENCE_INDEX));
  }
  return false;
}

/**
 * Inserts the inquiry and its lines atomically (a sample line makes the inquiry's sample status
 * 'requested' in the same insert) under a fresh reference; a reference already taken
 * (the unique index refuses it) is drawn again, up to 5 times. `reference` lets tests force one.
 */
export async function insertInquiry(
  db: DbOrTx,
  inquiry: NewInquiry,
  lines: readonly NewLine[],
  reference: (now: Date) => string = newReference,
): Promise<{ id: number; reference: string }> {
  const now = inquiry.createdAt ?? new Date();
  const sampleStatus = lines.some((l) => l.kind === 'sample') ? ('requested' as const) : null;
  for (let attempt = 1; ; attempt++) {
    const ref = reference(now);
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(inquiries)
          .values({ ...inquiry, sampleStatus, reference: ref, createdAt: now, updatedAt: now })
          .returning({ id: inquiries.id });
        const id = (row as { id: number }).id;
        if (lines.length > 0) await tx.insert(inquiryLines).values(lines.map((line, i) => ({ ...line, inquiryId: id, position: i + 1 })));
        return { id, reference: ref };
      });
    } catch (error) {
      if (attempt < REFERENCE_TRIES && isReferenceConflict(error)) continue;
      throw error;
    }
  }
}
