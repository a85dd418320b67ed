import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { categories, inquiries, inquiryLines, itemSpecifications, items } from '@/lib/db/schema';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import type { InquiryMailStatus } from './contract';
import { minimumOrderQuantity } from './moq';
import { newReference } from './reference';

// Reads and writes of the submit path. The inquiry and its lines go in ONE transaction: a failure
// on any line leaves no inquiry behind. Each line keeps a snapshot of the product as it was.

export type ProductFacts = { id: number; name: string; code: string; categoryName: string; moq: number };

/** The products a quote list names, with the MOQ their specification rows state (1 when none). */
export async function loadProductFacts(db: DbOrTx, ids: readonly number[]): Promise<Map<number, ProductFacts>> {
  const unique = [...new Set(ids)];
  const facts = new Map<number, ProductFacts>();
  if (unique.length === 0) return facts;
  const rows = await db
    .select({ id: items.id, name: items.itemName, code: items.itemCode, categoryName: categories.name })
    .from(items)
    .leftJoin(categories, eq(categories.id, items.categoryId))
    .where(inArray(items.id, unique));
  const specs = await db
    .select({ itemId: itemSpecifications.itemId, name: itemSpecifications.specName, value: itemSpecifications.specValue })
    .from(itemSpecifications)
    .where(inArray(itemSpecifications.itemId, unique));
  for (const r of rows) {
    const own = specs.filter((s) => s.itemId === r.id);
    facts.set(r.id, { id: r.id, name: r.name, code: r.code ?? '', categoryName: r.categoryName ?? '', moq: minimumOrderQuantity(own) });
  }
  return facts;
}

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
};

/** The snapshot of one line: what the product was called and where it lived, at submission. */
export function snapshotLine(product: ProductFacts, locale: AppLocale, quantity: number, note: string): NewLine {
  return {
    itemId: product.id,
    itemName: product.name,
    itemCode: product.code,
    categoryName: product.categoryName,
    itemPath: localizedPath(locale, `/product/${product.id}`),
    quantity,
    note,
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
 * Inserts the inquiry and its lines atomically under a fresh reference; a reference already taken
 * (the unique index refuses it) is drawn again, up to 5 times. `reference` lets tests force one.
 */
export async function insertInquiry(
  db: DbOrTx,
  inquiry: NewInquiry,
  lines: readonly NewLine[],
  reference: (now: Date) => string = newReference,
): Promise<{ id: number; reference: string }> {
  const now = inquiry.createdAt ?? new Date();
  for (let attempt = 1; ; attempt++) {
    const ref = reference(now);
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(inquiries)
          .values({ ...inquiry, reference: ref, createdAt: now, updatedAt: now })
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
