import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { inquiries, quotationLines, quotations, quotationTiers, quotationVersions, type QuotationSpec } from '@/lib/db/schema';
import type { QuotationCurrency, QuotationDecision, QuotationLineKind, QuotationStatus } from '@/lib/db/column-values';
import type { AppLocale } from '@/lib/i18n/routing';
import { effectiveStatus } from './contract';

// The quotation read model: ONE shape for the editor, the buyer's page, the e-mails and (next) the
// PDF renderer, loaded by `loadQuotationVersion(db, quotationId, version)`. Dates are ISO strings,
// amounts integers in the currency's minor unit (./money.ts formats them).

export type QuotationLineView = {
  position: number;
  kind: QuotationLineKind;
  itemId: number | null;
  itemCode: string;
  name: string;
  specs: QuotationSpec[];
  quantityNote: string;
  leadTime: string;
  note: string;
  tiers: { quantity: number; unitPriceMinor: number }[];
};

export type QuotationVersionView = {
  quotationId: number;
  reference: string;
  /** The buyer's version's status; past its validity "expired" even before `quotes:remind` stores it. */
  quotationStatus: QuotationStatus;
  inquiryId: number;
  inquiryReference: string;
  buyer: { name: string; company: string; email: string; whatsapp: string; country: string };
  versionId: number;
  version: number;
  /** As stored; `effectiveStatus` (./contract.ts) adds "expired" past the validity date. */
  status: QuotationStatus;
  currency: QuotationCurrency;
  locale: AppLocale;
  validUntil: string;
  paymentTerms: string;
  incoterms: string;
  note: string;
  token: string | null;
  revision: number;
  sentAt: string | null;
  viewedAt: string | null;
  supersededAt: string | null;
  decidedAt: string | null;
  decision: QuotationDecision | null;
  buyerName: string;
  buyerMessage: string;
  /** Who sent the version (a snapshot taken at sending; empty before). */
  sentBy: { name: string; email: string; phone: string };
  lines: QuotationLineView[];
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function linesOf(db: DbOrTx, versionId: number): Promise<QuotationLineView[]> {
  const lines = await db.select().from(quotationLines).where(eq(quotationLines.versionId, versionId)).orderBy(asc(quotationLines.position));
  const tiers =
    lines.length === 0
      ? []
      : await db
          .select()
          .from(quotationTiers)
          .where(
            inArray(
              quotationTiers.lineId,
              lines.map((l) => l.id),
            ),
          )
          .orderBy(asc(quotationTiers.quantity));
  return lines.map((l) => ({
    position: l.position,
    kind: l.kind,
    itemId: l.itemId,
    itemCode: l.itemCode,
    name: l.name,
    specs: l.specs,
    quantityNote: l.quantityNote,
    leadTime: l.leadTime,
    note: l.note,
    tiers: tiers.filter((t) => t.lineId === l.id).map((t) => ({ quantity: t.quantity, unitPriceMinor: t.unitPriceMinor })),
  }));
}

/** The last valid day of the version the buyer has (the newest sent, not superseded), if any. */
async function buyerValidUntil(db: DbOrTx, quotationId: number): Promise<string | null> {
  const [row] = await db
    .select({ validUntil: quotationVersions.validUntil })
    .from(quotationVersions)
    .where(and(eq(quotationVersions.quotationId, quotationId), isNotNull(quotationVersions.token), isNull(quotationVersions.supersededAt)))
    .orderBy(desc(quotationVersions.version))
    .limit(1);
  return row?.validUntil ?? null;
}

/** The quotation's status as every page shows it: the stored one, or expired once its buyer's version is past validity. */
const shownStatus = (stored: QuotationStatus, validUntil: string | null, now: Date) =>
  validUntil === null ? stored : effectiveStatus(stored, validUntil, now);

/** One version of a quotation (the newest when `version` is omitted), or null. */
export async function loadQuotationVersion(
  db: DbOrTx,
  quotationId: number,
  version?: number,
  now = new Date(),
): Promise<QuotationVersionView | null> {
  const [row] = await db
    .select({ q: quotations, v: quotationVersions, i: inquiries })
    .from(quotationVersions)
    .innerJoin(quotations, eq(quotations.id, quotationVersions.quotationId))
    .innerJoin(inquiries, eq(inquiries.id, quotations.inquiryId))
    .where(and(eq(quotationVersions.quotationId, quotationId), version === undefined ? undefined : eq(quotationVersions.version, version)))
    .orderBy(desc(quotationVersions.version))
    .limit(1);
  if (!row) return null;
  const { q, v, i } = row;
  return {
    quotationId: q.id,
    reference: q.reference,
    quotationStatus: shownStatus(q.status, await buyerValidUntil(db, q.id), now),
    inquiryId: i.id,
    inquiryReference: i.reference,
    buyer: { name: i.name, company: i.company, email: i.email, whatsapp: i.whatsapp, country: i.country },
    versionId: v.id,
    version: v.version,
    status: v.status,
    currency: v.currency,
    locale: v.locale,
    validUntil: v.validUntil,
    paymentTerms: v.paymentTerms,
    incoterms: v.incoterms,
    note: v.note,
    token: v.token,
    revision: v.revision,
    sentAt: iso(v.sentAt),
    viewedAt: iso(v.viewedAt),
    supersededAt: iso(v.supersededAt),
    decidedAt: iso(v.decidedAt),
    decision: v.decision,
    buyerName: v.buyerName,
    buyerMessage: v.buyerMessage,
    sentBy: { name: v.sentByName, email: v.sentByEmail, phone: v.sentByPhone },
    lines: await linesOf(db, v.id),
  };
}

/** The version a buyer's link names: its quotation id and version number, or null for an unknown token. */
export async function versionOfToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ quotationId: quotationVersions.quotationId, version: quotationVersions.version })
    .from(quotationVersions)
    .where(eq(quotationVersions.token, token));
  return row ?? null;
}

/** The newest SENT version's token: where a superseded link points the buyer. */
export async function currentToken(db: DbOrTx, quotationId: number): Promise<string | null> {
  const [row] = await db
    .select({ token: quotationVersions.token })
    .from(quotationVersions)
    .where(and(eq(quotationVersions.quotationId, quotationId), isNotNull(quotationVersions.token)))
    .orderBy(desc(quotationVersions.version))
    .limit(1);
  return row?.token ?? null;
}

export type QuotationSummary = { id: number; reference: string; status: QuotationStatus; version: number; updatedAt: string };

/** An inquiry's quotations, newest first, with their newest version's number. */
export async function listInquiryQuotations(db: DbOrTx, inquiryId: number, now = new Date()): Promise<QuotationSummary[]> {
  const rows = await db
    .select({
      id: quotations.id,
      reference: quotations.reference,
      status: quotations.status,
      updatedAt: quotations.updatedAt,
      version: quotationVersions.version,
      validUntil: quotationVersions.validUntil,
      token: quotationVersions.token,
      supersededAt: quotationVersions.supersededAt,
    })
    .from(quotations)
    .innerJoin(quotationVersions, eq(quotationVersions.quotationId, quotations.id))
    .where(eq(quotations.inquiryId, inquiryId))
    .orderBy(desc(quotations.id), desc(quotationVersions.version));
  const seen = new Set<number>();
  return rows.flatMap((r) => {
    if (seen.has(r.id)) return [];
    seen.add(r.id);
    // The version the buyer has: the newest sent one not superseded.
    const buyers = rows.find((b) => b.id === r.id && b.token !== null && b.supersededAt === null);
    const status = shownStatus(r.status, buyers?.validUntil ?? null, now);
    return [{ id: r.id, reference: r.reference, status, version: r.version, updatedAt: r.updatedAt.toISOString() }];
  });
}

export type VersionHistoryRow = Pick<
  QuotationVersionView,
  'version' | 'status' | 'sentAt' | 'viewedAt' | 'decidedAt' | 'supersededAt' | 'validUntil' | 'token'
>;

/** Every version of a quotation, newest first: the editor's history list. */
export async function listQuotationVersions(db: DbOrTx, quotationId: number, now = new Date()): Promise<VersionHistoryRow[]> {
  const rows = await db
    .select()
    .from(quotationVersions)
    .where(eq(quotationVersions.quotationId, quotationId))
    .orderBy(desc(quotationVersions.version));
  return rows.map((v) => ({
    version: v.version,
    // A superseded version keeps its stored status (the run never expires it); the buyer's agrees with their page.
    status: v.supersededAt ? v.status : effectiveStatus(v.status, v.validUntil, now),
    validUntil: v.validUntil,
    token: v.token,
    sentAt: iso(v.sentAt),
    viewedAt: iso(v.viewedAt),
    decidedAt: iso(v.decidedAt),
    supersededAt: iso(v.supersededAt),
  }));
}
