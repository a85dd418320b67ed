import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { QuotationDecision } from '@/lib/db/column-values';
import { quotations, quotationVersions } from '@/lib/db/schema';
import { recordAudit } from '@/lib/history/record';
import { effectiveStatus, isPastValidity } from './contract';
import { followQuotation } from './inquiry-status';
import { currentToken, loadQuotationVersion, versionOfToken, type QuotationVersionView } from './reads';
import { isTokenShape } from './token';

// The buyer's side, reached only through the link's token (no account). The page reads through
// the server; the Data API has no access to these tables.

/** The buyer as the audit log names them: no account, so the system actor with a readable e-mail. */
const BUYER_ACTOR = { userId: null, email: 'buyer (quotation link)' };

export type BuyerView =
  | { kind: 'missing' }
  /** A newer version was sent: the page says so and links to it. */
  | { kind: 'superseded'; currentToken: string | null; reference: string }
  | { kind: 'open'; quotation: QuotationVersionView; status: ReturnType<typeof effectiveStatus> };

/** What `/q/<token>` shows. Unknown, draft and withdrawn answer missing (404). */
export async function loadBuyerView(db: DbOrTx, token: string, now = new Date()): Promise<BuyerView> {
  if (!isTokenShape(token)) return { kind: 'missing' };
  const where = await versionOfToken(db, token);
  if (!where) return { kind: 'missing' };
  const quotation = await loadQuotationVersion(db, where.quotationId, where.version);
  if (!quotation || quotation.quotationStatus === 'withdrawn' || quotation.status === 'withdrawn' || quotation.status === 'draft') {
    return { kind: 'missing' };
  }
  if (quotation.supersededAt) {
    return { kind: 'superseded', currentToken: await currentToken(db, quotation.quotationId), reference: quotation.reference };
  }
  return { kind: 'open', quotation, status: effectiveStatus(quotation.status, quotation.validUntil, now) };
}

/** The first opening marks the version viewed (once: a later opening changes nothing). */
export async function markQuotationViewed(db: DbOrTx, versionId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(quotationVersions)
      .set({ viewedAt: now, status: 'viewed', updatedAt: now })
      .where(and(eq(quotationVersions.id, versionId), isNull(quotationVersions.viewedAt), eq(quotationVersions.status, 'sent')))
      .returning({ quotationId: quotationVersions.quotationId });
    const row = rows[0];
    if (!row) return false;
    await tx
      .update(quotations)
      .set({ status: 'viewed', updatedAt: now })
      .where(and(eq(quotations.id, row.quotationId), eq(quotations.status, 'sent')));
    return true;
  });
}

export type DecisionOutcome =
  { ok: true; quotation: QuotationVersionView } | { ok: false; reason: 'missing' | 'superseded' | 'expired' | 'decided' };

/**
 * Accepts or declines the version of `token`: once. The update itself requires an undecided, live
 * version, so of two requests at the same moment exactly one changes the row; the other finds it
 * decided. Past its validity date the version is expired and refuses.
 */
export async function decideQuotation(
  db: DbOrTx,
  token: string,
  answer: { decision: QuotationDecision; buyerName: string; message: string },
  now = new Date(),
): Promise<DecisionOutcome> {
  const view = await loadBuyerView(db, token, now);
  if (view.kind === 'missing') return { ok: false, reason: 'missing' };
  if (view.kind === 'superseded') return { ok: false, reason: 'superseded' };
  if (view.quotation.decidedAt) return { ok: false, reason: 'decided' };
  if (isPastValidity(view.quotation.validUntil, now)) return { ok: false, reason: 'expired' };
  const { quotation } = view;
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(quotationVersions)
      .set({
        decision: answer.decision,
        status: answer.decision,
        decidedAt: now,
        buyerName: answer.buyerName,
        buyerMessage: answer.message,
        updatedAt: now,
      })
      .where(
        and(
          eq(quotationVersions.id, quotation.versionId),
          isNull(quotationVersions.decidedAt),
          isNull(quotationVersions.supersededAt),
          inArray(quotationVersions.status, ['sent', 'viewed']),
        ),
      )
      .returning({ id: quotationVersions.id });
    if (changed.length === 0) return { ok: false as const, reason: 'decided' as const };
    await tx.update(quotations).set({ status: answer.decision, updatedAt: now }).where(eq(quotations.id, quotation.quotationId));
    await recordAudit(tx, {
      action: answer.decision === 'accepted' ? 'quotation.accept' : 'quotation.decline',
      target: { type: 'inquiry', id: quotation.inquiryId, label: quotation.reference },
      detail: { quotationId: quotation.quotationId, version: quotation.version },
      actor: BUYER_ACTOR,
    });
    const event = answer.decision === 'accepted' ? 'accept' : 'decline';
    await followQuotation(tx, quotation.inquiryId, event, { reference: quotation.reference, actor: BUYER_ACTOR }, now);
    const decided = await loadQuotationVersion(tx, quotation.quotationId, quotation.version);
    return { ok: true as const, quotation: decided! };
  });
}
