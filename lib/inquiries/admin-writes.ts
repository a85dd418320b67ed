import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/history/record';
import { getDb, type DbOrTx } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import { inquiries } from '@/lib/db/schema';
import type { InquiryStatus, SampleStatus } from './contract';

// The admin inbox's writes (called by lib/inquiries/admin-actions.ts after the guard and the schema).
// Each is one transaction with its audit entry, so a failure leaves neither. `found: false` = no such inquiry.

/** The inquiry's row locked for this transaction, with what the audit entry shows; null when missing. */
async function lockInquiry(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ reference: inquiries.reference, status: inquiries.status, sampleStatus: inquiries.sampleStatus })
    .from(inquiries)
    .where(eq(inquiries.id, id))
    .for('update');
  // The label is the reference only: the visitor's name would outlive the inquiry in the append-only
  // log after the retention purge (lib/inquiries/purge.ts) deletes it.
  return row ? { ...row, label: row.reference } : null;
}

export async function setInquiryStatus(id: number, status: InquiryStatus): Promise<{ found: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await lockInquiry(tx, id);
    if (!current) return { found: false };
    await tx.update(inquiries).set({ status, updatedAt: new Date() }).where(eq(inquiries.id, id));
    await recordAudit(tx, {
      action: 'inquiry.status',
      target: { type: 'inquiry', id, label: current.label },
      changes: current.status === status ? null : { status: [current.status, status] },
    });
    return { found: true };
  });
}

/** Notes are append-only: the app never edits or deletes one. Insert only if the inquiry exists. */
export async function addInquiryNote(id: number, author: string, body: string): Promise<{ found: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await lockInquiry(tx, id);
    if (!current) return { found: false };
    await executeRows<{ id: number }>(tx, sql`insert into inquiry_notes (inquiry_id, author, body) values (${id}, ${author}, ${body})`);
    await recordAudit(tx, {
      action: 'inquiry.note',
      target: { type: 'inquiry', id, label: current.label },
      detail: { noteChars: body.length },
    });
    return { found: true };
  });
}

/** Back to the sidebar's unread count (e.g. to deal with it later). */
export async function markInquiryUnread(id: number): Promise<{ found: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await lockInquiry(tx, id);
    if (!current) return { found: false };
    await tx.update(inquiries).set({ readAt: null }).where(eq(inquiries.id, id));
    await recordAudit(tx, { action: 'inquiry.unread', target: { type: 'inquiry', id, label: current.label } });
    return { found: true };
  });
}

/**
 * The only steps a sample takes: it goes out, then it arrives. There is no way back: a step taken
 * by mistake is explained in a note (the audit log keeps both), which is rarer than a second
 * click on the wrong tab setting a shipped sample back to "requested".
 */
export const SAMPLE_STEPS: Readonly<Record<SampleStatus, SampleStatus | null>> = { requested: 'sent', sent: 'received', received: null };

export type SampleStepOutcome = 'done' | 'notFound' | 'noSample' | 'stale' | 'notAllowed';

/**
 * One step of the inquiry's sample shipment. `seen` is the status the form was drawn with: when
 * the row now says otherwise (another tab or colleague took a step), the form is stale and nothing
 * changes. `tracking` is stored with 'sent' only.
 */
export async function stepSample(id: number, step: { seen: SampleStatus; to: SampleStatus; tracking: string }): Promise<SampleStepOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await lockInquiry(tx, id);
    if (!current) return 'notFound';
    if (current.sampleStatus === null) return 'noSample';
    if (current.sampleStatus !== step.seen) return 'stale';
    if (SAMPLE_STEPS[step.seen] !== step.to) return 'notAllowed';
    const now = new Date();
    const fields = step.to === 'sent' ? { sampleTracking: step.tracking, sampleSentAt: now } : { sampleReceivedAt: now };
    await tx
      .update(inquiries)
      .set({ sampleStatus: step.to, ...fields, updatedAt: now })
      .where(eq(inquiries.id, id));
    await recordAudit(tx, {
      action: 'inquiry.sample',
      target: { type: 'inquiry', id, label: current.label },
      changes: { sampleStatus: [step.seen, step.to] },
    });
    return 'done';
  });
}
