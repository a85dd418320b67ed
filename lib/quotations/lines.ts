import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { itemSpecifications, itemSpecificationTranslations, quotationLines, quotationTiers, type QuotationSpec } from '@/lib/db/schema';
import { DEFAULT_LOCALE, type AppLocale } from '@/lib/i18n/routing';
import { loadQuoteProducts } from '@/lib/inquiries/products';
import { QUOTATION_LIMITS, type Draft } from './contract';

// A version's lines and tiers: one writer (replace all, in the caller's transaction). Product lines
// are snapshotted from the catalogue at each save in the buyer's language (name, code, the first
// specifications), so the buyer reads their own language and a later catalogue edit does not
// change a sent version. A line whose product was deleted keeps the words it had.

type Line = Draft['lines'][number];

async function productSpecs(tx: DbOrTx, ids: number[], locale: AppLocale): Promise<Map<number, QuotationSpec[]>> {
  const out = new Map<number, QuotationSpec[]>();
  if (ids.length === 0) return out;
  const specs = await tx
    .select()
    .from(itemSpecifications)
    .where(inArray(itemSpecifications.itemId, ids))
    .orderBy(asc(itemSpecifications.itemId), asc(itemSpecifications.id));
  const translated =
    locale === DEFAULT_LOCALE
      ? []
      : await tx
          .select()
          .from(itemSpecificationTranslations)
          .where(and(inArray(itemSpecificationTranslations.itemId, ids), eq(itemSpecificationTranslations.locale, locale)));
  const tr = new Map(translated.map((r) => [`${r.itemId}:${r.position}`, r]));
  const positions = new Map<number, number>();
  for (const s of specs) {
    const position = positions.get(s.itemId) ?? 0;
    positions.set(s.itemId, position + 1);
    const list = out.get(s.itemId) ?? [];
    if (list.length >= QUOTATION_LIMITS.specsPerLine) continue;
    const t = tr.get(`${s.itemId}:${position}`);
    list.push({ label: t?.specName?.trim() || s.specName, value: t?.specValue?.trim() || s.specValue });
    out.set(s.itemId, list);
  }
  return out;
}

/** Replaces the lines of a draft version with `lines`, product lines snapshotted in `locale`. */
export async function writeVersionLines(tx: DbOrTx, versionId: number, lines: Line[], locale: AppLocale): Promise<void> {
  // Product and sample lines are the catalogue's product, in the buyer's language.
  const ids = lines.flatMap((l) => (l.kind !== 'custom' && l.itemId ? [l.itemId] : []));
  const [products, specs] = await Promise.all([loadQuoteProducts(tx, ids, locale), productSpecs(tx, ids, locale)]);
  await tx.delete(quotationLines).where(eq(quotationLines.versionId, versionId));
  for (const [i, line] of lines.entries()) {
    const product = line.kind !== 'custom' && line.itemId ? products.get(line.itemId) : undefined;
    const [row] = await tx
      .insert(quotationLines)
      .values({
        versionId,
        position: i + 1,
        kind: line.kind,
        itemId: product ? product.id : null,
        itemCode: product ? product.code : line.itemCode,
        name: (product?.name || line.name).slice(0, QUOTATION_LIMITS.name),
        specs: product ? (specs.get(product.id) ?? []) : [],
        quantityNote: line.quantityNote,
        leadTime: line.leadTime,
        note: line.note,
      })
      .returning({ id: quotationLines.id });
    if (line.tiers.length > 0) {
      await tx
        .insert(quotationTiers)
        .values(line.tiers.map((t) => ({ lineId: row!.id, quantity: t.quantity, unitPriceMinor: t.unitPriceMinor })));
    }
  }
}
