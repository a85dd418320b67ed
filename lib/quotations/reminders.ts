import 'server-only';
import { and, eq, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { MailConfig } from '@/lib/config-mail';
import type { DbOrTx } from '@/lib/db/client';
import type { QuotationStatus } from '@/lib/db/column-values';
import { quotations, quotationVersions } from '@/lib/db/schema';
import { SYSTEM_ACTOR } from '@/lib/history/contract';
import { recordAudit } from '@/lib/history/record';
import { smtpTransport, type MailTransport } from '@/lib/inquiries/mail';
import { jakartaDate, shiftDate } from './contract';
import { followQuotation } from './inquiry-status';
import { buyerLink } from './mail';
import { loadQuotationVersion } from './reads';
import { mailReminder } from './reminders-mail';

// `npm run quotes:remind` (daily cron): stores `expired` on the versions past their validity and
// mails each open version's buyer one reminder QUOTE_REMINDER_DAYS before its last valid day. Both
// steps are written so that a second run, or two runs at once, change and send nothing twice.

/** A version the buyer can still answer: sent or viewed, undecided, not replaced by a newer one. */
const OPEN: QuotationStatus[] = ['sent', 'viewed'];
const open = () =>
  and(inArray(quotationVersions.status, OPEN), isNull(quotationVersions.decidedAt), isNull(quotationVersions.supersededAt));

/**
 * Marks expired every open version whose last valid day (Jakarta) is before today (Jakarta): the
 * same boundary as `isPastValidity`. Per quotation, one transaction that locks the quotation row
 * first (the order the admin's writes lock in, so the two cannot deadlock), then a guarded
 * UPDATE … RETURNING: a concurrent run waits on that lock, then finds no open version, so each
 * version is expired and audited once.
 */
export async function expireQuotations(db: DbOrTx, now = new Date()): Promise<string[]> {
  const pastValidity = () => and(open(), lt(quotationVersions.validUntil, jakartaDate(now)));
  const rows = await db.select({ quotationId: quotationVersions.quotationId }).from(quotationVersions).where(pastValidity());
  const due = [...new Set(rows.map((r) => r.quotationId))];
  const labels: string[] = [];
  for (const quotationId of due) {
    const done = await db.transaction(async (tx) => {
      const [q] = await tx
        .select({ reference: quotations.reference, inquiryId: quotations.inquiryId, status: quotations.status })
        .from(quotations)
        .where(eq(quotations.id, quotationId))
        .for('update');
      if (!q) return [];
      const expired = await tx
        .update(quotationVersions)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(quotationVersions.quotationId, quotationId), pastValidity()))
        .returning({ version: quotationVersions.version, validUntil: quotationVersions.validUntil });
      if (expired.length === 0) return [];
      // The quotation's status is its buyer's version's: the open one just expired.
      if (OPEN.includes(q.status)) {
        await tx.update(quotations).set({ status: 'expired', updatedAt: now }).where(eq(quotations.id, quotationId));
      }
      for (const v of expired) {
        await recordAudit(tx, {
          action: 'quotation.expire',
          target: { type: 'inquiry', id: q.inquiryId, label: q.reference },
          detail: { quotationId, version: v.version, validUntil: v.validUntil },
          actor: SYSTEM_ACTOR,
        });
      }
      // The buyer's open version expired unanswered: the deal is lost (unless won by another quotation).
      if (OPEN.includes(q.status)) await followQuotation(tx, q.inquiryId, 'expire', { reference: q.reference, actor: SYSTEM_ACTOR }, now);
      return expired.map((v) => `${q.reference} v${v.version}`);
    });
    labels.push(...done);
  }
  return labels;
}

export type ReminderReport = {
  expired: string[];
  /** Reminders mailed, failed (tried again next run), skipped (no address), or off (no SMTP_URL). */
  sent: string[];
  failed: string[];
  skipped: string[];
  remindersOff: boolean;
};

export type ReminderOptions = {
  db: DbOrTx;
  mail: MailConfig;
  siteUrl: string;
  reminderDays: number;
  now?: Date;
  transport?: MailTransport;
};

/**
 * Open versions due a reminder: not reminded yet, last valid day within `days` days from today
 * (Jakarta), and sent before that window opened: a buyer who received the quotation with less time
 * left has its date in the first mail.
 */
async function dueReminders(db: DbOrTx, days: number, now: Date) {
  const today = jakartaDate(now);
  const rows = await db
    .select({ id: quotationVersions.id, validUntil: quotationVersions.validUntil, sentAt: quotationVersions.sentAt })
    .from(quotationVersions)
    .where(
      and(
        open(),
        isNull(quotationVersions.remindedAt),
        gte(quotationVersions.validUntil, today),
        lte(quotationVersions.validUntil, shiftDate(today, days)),
      ),
    )
    .orderBy(quotationVersions.id);
  return rows.filter((r) => r.sentAt && jakartaDate(r.sentAt) < shiftDate(r.validUntil, -days));
}

export async function remindQuotations(options: ReminderOptions): Promise<ReminderReport> {
  const { db, mail, siteUrl, reminderDays } = options;
  const now = options.now ?? new Date();
  const report: ReminderReport = { expired: await expireQuotations(db, now), sent: [], failed: [], skipped: [], remindersOff: false };
  if (mail.kind !== 'smtp') return { ...report, remindersOff: true };
  const transport = options.transport ?? smtpTransport(mail.url);
  for (const due of await dueReminders(db, reminderDays, now)) {
    // Claimed under a row lock held while the mail goes out; a concurrent run skips the locked row
    // and, once this commits, no longer finds it unreminded. reminded_at is set only on success, so
    // a failed mail leaves the version for the next run.
    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: quotationVersions.id, quotationId: quotationVersions.quotationId, version: quotationVersions.version })
        .from(quotationVersions)
        .where(and(eq(quotationVersions.id, due.id), open(), isNull(quotationVersions.remindedAt)))
        .for('update', { skipLocked: true });
      if (!row) return null;
      const q = await loadQuotationVersion(tx, row.quotationId, row.version);
      if (!q?.token || q.quotationStatus === 'withdrawn') return null;
      const outcome = await mailReminder(q, buyerLink(siteUrl, q.locale, q.token), mail, transport);
      if (outcome === 'sent') await tx.update(quotationVersions).set({ remindedAt: now }).where(eq(quotationVersions.id, row.id));
      return { outcome, label: `${q.reference} v${q.version}` };
    });
    if (result) report[result.outcome].push(result.label);
  }
  return report;
}
