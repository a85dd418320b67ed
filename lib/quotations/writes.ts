import 'server-only';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { QuotationStatus } from '@/lib/db/column-values';
import { inquiries, inquiryLines, quotations, quotationVersions } from '@/lib/db/schema';
import { recordAudit } from '@/lib/history/record';
import { isAppLocale, DEFAULT_LOCALE } from '@/lib/i18n/routing';
import { QUOTATION_LIMITS, QUOTATION_NUMBER_PREFIX, unpricedLine, type Draft } from './contract';
import { followQuotation } from './inquiry-status';
import { writeVersionLines } from './lines';
import { loadQuotationVersion } from './reads';
import { newQuotationToken } from './token';

// The admin's writes on quotations. Each is ONE transaction with its audit entry (target: the
// inquiry, labelled with the quotation's reference, so the activity log links to the inbox).
// Outcomes are values, never thrown: the action turns them into translated messages.

export type WriteOutcome<T = null> =
  | { ok: true; value: T }
  /** `line`: the (1-based) line a refused send is about. */
  | { ok: false; reason: 'notFound' | 'stale' | 'notDraft' | 'withdrawn' | 'priceMissing' | 'empty'; line?: number };

const fail = (reason: Extract<WriteOutcome, { ok: false }>['reason'], line?: number) => ({
  ok: false as const,
  reason,
  ...(line ? { line } : {}),
});

/** Today + 30 days in Jakarta: the validity a new quotation starts with. */
function defaultValidity(now: Date): string {
  return new Date(now.getTime() + 7 * 3_600_000 + 30 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The next number of the year, QT-2026-0001 …, under a lock so two creations never share one. "QT"
 * (quotation) tells it apart at a glance from an inquiry's reference (Q-2611-7F3KQ: year, month and
 * letters); numbers made before this prefix (Q-2026-…) keep theirs.
 */
async function nextReference(tx: DbOrTx, now: Date): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('quotation-references', 0))`);
  const year = now.getUTCFullYear();
  const prefix = `${QUOTATION_NUMBER_PREFIX}-${year}-`;
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(substring(${quotations.reference} from ${prefix.length + 1}::int)::int), 0)::int` })
    .from(quotations)
    .where(sql`${quotations.reference} like ${`${prefix}%`}`);
  return `${prefix}${String((row?.n ?? 0) + 1).padStart(4, '0')}`;
}

/** A new quotation for an inquiry, version 1 prefilled from its lines (product, quantity, note). */
export async function createQuotationFromInquiry(db: DbOrTx, inquiryId: number, now = new Date()): Promise<WriteOutcome<{ id: number }>> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId)).for('update');
    if (!inquiry) return fail('notFound');
    const lines = await tx.select().from(inquiryLines).where(eq(inquiryLines.inquiryId, inquiryId)).orderBy(asc(inquiryLines.position));
    const reference = await nextReference(tx, now);
    const [quotation] = await tx.insert(quotations).values({ inquiryId, reference }).returning({ id: quotations.id });
    const locale = isAppLocale(inquiry.locale) ? inquiry.locale : DEFAULT_LOCALE;
    const currency = locale === 'zh-CN' ? 'CNY' : locale === 'id' ? 'IDR' : 'USD';
    const [version] = await tx
      .insert(quotationVersions)
      .values({ quotationId: quotation!.id, version: 1, currency, locale, validUntil: defaultValidity(now) })
      .returning({ id: quotationVersions.id });
    const draftLines: Draft['lines'] = lines.slice(0, QUOTATION_LIMITS.lines).map((l) => ({
      // A sample request stays a sample line (its pieces, free until priced); a product whose row is gone, a custom one.
      kind: !l.itemId ? 'custom' : l.kind === 'sample' ? 'sample' : 'product',
      itemId: l.itemId,
      name: l.itemName,
      itemCode: l.itemCode,
      quantityNote: '',
      leadTime: '',
      note: l.note.slice(0, QUOTATION_LIMITS.terms),
      // The requested quantity as the first tier; its price is the sales team's to fill in.
      tiers: [{ quantity: Math.min(Math.max(l.quantity, 1), QUOTATION_LIMITS.maxQuantity), unitPriceMinor: 0 }],
    }));
    await writeVersionLines(tx, version!.id, draftLines, locale);
    await recordAudit(tx, {
      action: 'quotation.create',
      target: { type: 'inquiry', id: inquiryId, label: reference },
      detail: { quotationId: quotation!.id },
    });
    return { ok: true, value: { id: quotation!.id } };
  });
}

async function lockQuotation(tx: DbOrTx, id: number) {
  const [q] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update');
  if (!q) return null;
  const [newest] = await tx
    .select()
    .from(quotationVersions)
    .where(eq(quotationVersions.quotationId, id))
    .orderBy(desc(quotationVersions.version))
    .limit(1);
  return newest ? { q, newest } : null;
}

/**
 * Saves the editor's draft. The form carries the newest version's number and revision: anything
 * else is stale (someone saved or sent in between). A sent newest version stays frozen; the save
 * starts the next version as a draft.
 */
export async function saveQuotationDraft(
  db: DbOrTx,
  id: number,
  seen: { version: number; revision: number },
  draft: Draft,
): Promise<WriteOutcome<{ version: number }>> {
  return db.transaction(async (tx) => {
    const current = await lockQuotation(tx, id);
    if (!current) return fail('notFound');
    const { q, newest } = current;
    if (q.status === 'withdrawn') return fail('withdrawn');
    if (newest.version !== seen.version || newest.revision !== seen.revision) return fail('stale');
    const fields = {
      currency: draft.currency,
      locale: draft.locale,
      validUntil: draft.validUntil,
      paymentTerms: draft.paymentTerms,
      incoterms: draft.incoterms,
      note: draft.note,
      updatedAt: new Date(),
    };
    let versionId = newest.id;
    let version = newest.version;
    if (newest.status === 'draft') {
      await tx
        .update(quotationVersions)
        .set({ ...fields, revision: newest.revision + 1 })
        .where(eq(quotationVersions.id, newest.id));
    } else {
      version = newest.version + 1;
      const [row] = await tx
        .insert(quotationVersions)
        .values({ ...fields, quotationId: id, version })
        .returning({ id: quotationVersions.id });
      versionId = row!.id;
    }
    await writeVersionLines(tx, versionId, draft.lines, draft.locale);
    // The quotation's status stays the one of the version the buyer has, until this draft is sent.
    await tx.update(quotations).set({ updatedAt: new Date() }).where(eq(quotations.id, id));
    await recordAudit(tx, {
      action: 'quotation.save',
      target: { type: 'inquiry', id: q.inquiryId, label: q.reference },
      detail: { quotationId: id, version, lines: draft.lines.length },
    });
    return { ok: true, value: { version } };
  });
}

/**
 * Sends the newest version: freezes it, gives it its link token, and supersedes the versions sent
 * before it (their links then point to this one). Refused while a price is still 0.
 */
export async function sendQuotation(
  db: DbOrTx,
  id: number,
  seen: { version: number; revision: number },
  now = new Date(),
  /** Who sends it, as the PDF and the mail name the buyer's contact (a snapshot; none for a script). */
  sender: { name: string; email: string; phone: string } = { name: '', email: '', phone: '' },
): Promise<WriteOutcome<{ version: number; token: string }>> {
  return db.transaction(async (tx) => {
    const current = await lockQuotation(tx, id);
    if (!current) return fail('notFound');
    const { q, newest } = current;
    if (q.status === 'withdrawn') return fail('withdrawn');
    if (newest.version !== seen.version || newest.revision !== seen.revision) return fail('stale');
    if (newest.status !== 'draft') return fail('notDraft');
    const doc = await loadQuotationVersion(tx, id, newest.version);
    if (!doc || doc.lines.length === 0) return fail('empty');
    const unpriced = unpricedLine(doc.lines);
    if (unpriced !== null) return fail('priceMissing', unpriced);
    const token = newQuotationToken();
    await tx
      .update(quotationVersions)
      .set({
        status: 'sent',
        token,
        sentAt: now,
        updatedAt: now,
        sentByName: sender.name,
        sentByEmail: sender.email,
        sentByPhone: sender.phone,
      })
      .where(eq(quotationVersions.id, newest.id));
    await tx
      .update(quotationVersions)
      .set({ supersededAt: now, updatedAt: now })
      .where(
        and(eq(quotationVersions.quotationId, id), lt(quotationVersions.version, newest.version), isNull(quotationVersions.supersededAt)),
      );
    await tx.update(quotations).set({ status: 'sent', updatedAt: now }).where(eq(quotations.id, id));
    await recordAudit(tx, {
      action: 'quotation.send',
      target: { type: 'inquiry', id: q.inquiryId, label: q.reference },
      detail: { quotationId: id, version: newest.version },
    });
    await followQuotation(tx, q.inquiryId, 'send', { reference: q.reference }, now);
    return { ok: true, value: { version: newest.version, token } };
  });
}

/**
 * Withdraws the quotation, in any state: every sent version's link answers 404 from now on and
 * nothing can be accepted (the buyer's reads check the quotation's status as well as the version's).
 * An unsent draft stays a draft: it has no link, and the table allows `withdrawn` only on a version
 * that was given one.
 */
export async function withdrawQuotation(db: DbOrTx, id: number, now = new Date()): Promise<WriteOutcome> {
  return db.transaction(async (tx) => {
    const current = await lockQuotation(tx, id);
    if (!current) return fail('notFound');
    const { q } = current;
    if (q.status === 'withdrawn') return fail('withdrawn');
    const open: QuotationStatus[] = ['sent', 'viewed'];
    await tx
      .update(quotationVersions)
      .set({ status: 'withdrawn', updatedAt: now })
      .where(and(eq(quotationVersions.quotationId, id), inArray(quotationVersions.status, open), isNull(quotationVersions.decidedAt)));
    await tx.update(quotations).set({ status: 'withdrawn', updatedAt: now }).where(eq(quotations.id, id));
    await recordAudit(tx, {
      action: 'quotation.withdraw',
      target: { type: 'inquiry', id: q.inquiryId, label: q.reference },
      changes: { status: [q.status, 'withdrawn'] },
    });
    return { ok: true, value: null };
  });
}
