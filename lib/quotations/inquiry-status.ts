import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { InquiryStatus } from '@/lib/db/column-values';
import { inquiries } from '@/lib/db/schema';
import type { Actor } from '@/lib/history/contract';
import { recordAudit } from '@/lib/history/record';

// An inquiry's sales status follows its quotations, inside the quotation write's own transaction:
// sending one makes it "quoted", the buyer's accept "won", a decline or an expiry "lost". The team
// can still set any status by hand (audited the same way). A won inquiry stays won when another of
// its quotations is declined or expires: one lost offer does not undo a deal.

export type QuotationEvent = 'send' | 'accept' | 'decline' | 'expire';

const TARGET: Record<QuotationEvent, InquiryStatus> = { send: 'quoted', accept: 'won', decline: 'lost', expire: 'lost' };

/** Moves the inquiry to the status `event` implies (audited as `inquiry.status`), unless it is there already or won. */
export async function followQuotation(
  tx: DbOrTx,
  inquiryId: number,
  event: QuotationEvent,
  quotation: { reference: string; actor?: Actor },
  now = new Date(),
): Promise<InquiryStatus | null> {
  const [row] = await tx
    .select({ status: inquiries.status, reference: inquiries.reference })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId))
    .for('update');
  if (!row) return null;
  const target = TARGET[event];
  if (row.status === target || (row.status === 'won' && event !== 'accept')) return row.status;
  await tx.update(inquiries).set({ status: target, updatedAt: now }).where(eq(inquiries.id, inquiryId));
  await recordAudit(tx, {
    action: 'inquiry.status',
    target: { type: 'inquiry', id: inquiryId, label: row.reference },
    changes: { status: [row.status, target] },
    detail: { quotation: quotation.reference, event },
    ...(quotation.actor ? { actor: quotation.actor } : {}),
  });
  return target;
}
