import 'server-only';
import { and, asc, eq, lt, or } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { MailConfig } from '@/lib/config-mail';
import type { DbOrTx } from '@/lib/db/client';
import { inquiries, inquiryLines } from '@/lib/db/schema';
import { DEFAULT_LOCALE, isAppLocale } from '@/lib/i18n/routing';
import { quoteTranslator } from './messages';
import { headerText, salesMail, visitorMail, type MailText } from './mail-text';
import { reserveVisitorCopy } from './visitor-copy';

// The notification of a stored inquiry. The inquiry is written FIRST (mail_status 'pending'); this
// runs after the response (`after()` in the action) or from `npm run inquiries:mail-retry`, and
// only ever updates the mail columns: a mail failure never touches the inquiry itself.

export const MAX_MAIL_ATTEMPTS = 5;

/** A pending inquiry younger than this may still be in its own `after()`: the retry leaves it alone. */
export const PENDING_GRACE_MS = 10 * 60 * 1000;

type Address = { name: string; address: string };
/**
 * A file sent with the mail, from bytes in memory (never a path or URL: see disableFileAccess).
 * `cid`: an inline image the HTML part shows (`<img src="cid:…">`).
 */
export type MailAttachment = { filename: string; content: Uint8Array; contentType: string; cid?: string };
export type OutgoingMail = MailText & {
  from: string;
  to: (Address | string)[];
  replyTo?: Address | string;
  attachments?: MailAttachment[];
  /** An HTML alternative of `text` (the same words), built by us only. */
  html?: string;
};
export type MailTransport = { send(mail: OutgoingMail): Promise<void> };

/** nodemailer over SMTP_URL; short timeouts, so a dead server fails the attempt instead of holding it. */
export function smtpTransport(url: string): MailTransport {
  const transport = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Text (and HTML) built by us only: nodemailer never needs to read a file or fetch a URL for it.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      const attachments = mail.attachments?.map((a) => ({
        filename: a.filename,
        content: Buffer.from(a.content),
        contentType: a.contentType,
        ...(a.cid ? { cid: a.cid } : {}),
      }));
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        attachments,
      });
    },
  };
}

export type DeliveryOptions = { db: DbOrTx; mail: MailConfig; siteUrl: string; transport?: MailTransport };
export type DeliveryResult = 'sent' | 'failed' | 'skipped';

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

/**
 * Sends the sales notification of one inquiry (and the visitor's copy when configured), then
 * records the outcome: 'sent', or 'failed' with the error; attempts + 1 either way. Skips an
 * inquiry that is already sent, was stored without SMTP ('none'), or does not exist.
 */
export async function deliverInquiryMail(inquiryId: number, options: DeliveryOptions): Promise<DeliveryResult> {
  const { db, mail, siteUrl } = options;
  if (mail.kind !== 'smtp') return 'skipped';
  const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
  if (!inquiry || (inquiry.mailStatus !== 'pending' && inquiry.mailStatus !== 'failed')) return 'skipped';
  const lines = await db.select().from(inquiryLines).where(eq(inquiryLines.inquiryId, inquiryId)).orderBy(asc(inquiryLines.position));
  const transport = options.transport ?? smtpTransport(mail.url);

  let status: 'sent' | 'failed' = 'sent';
  let error: string | null = null;
  try {
    const sales = salesMail(inquiry, lines, await quoteTranslator(DEFAULT_LOCALE), DEFAULT_LOCALE, siteUrl);
    const replyTo = inquiry.email ? { name: headerText(inquiry.name), address: inquiry.email } : undefined;
    await transport.send({ ...sales, from: mail.from, to: mail.salesEmails, replyTo });
  } catch (e) {
    status = 'failed';
    error = errorText(e);
  }
  if (status === 'sent' && mail.copyToVisitor && inquiry.email) {
    // The copy is a courtesy: its failure or the hourly cap is noted, but the sales team has the inquiry.
    try {
      if (await reserveVisitorCopy(db, mail.visitorCopiesPerHour)) {
        const locale = isAppLocale(inquiry.locale) ? inquiry.locale : DEFAULT_LOCALE;
        const copy = visitorMail(inquiry.reference, await quoteTranslator(locale), siteUrl);
        // As an address object: nodemailer never parses the typed text for more recipients.
        const to = [{ name: '', address: inquiry.email }];
        await transport.send({ ...copy, from: mail.from, to, replyTo: mail.salesEmails[0] });
      } else {
        error = `visitor copy not sent: hourly cap of ${mail.visitorCopiesPerHour} reached (INQUIRY_VISITOR_COPIES_PER_HOUR)`;
        console.warn(`[inquiries] ${inquiry.reference}: ${error}`);
      }
    } catch (e) {
      error = `visitor copy: ${errorText(e)}`;
    }
  }
  if (status === 'failed') console.error(`[inquiries] mail of ${inquiry.reference} failed: ${error}`);
  await db
    .update(inquiries)
    .set({ mailStatus: status, mailAttempts: inquiry.mailAttempts + 1, mailError: error })
    .where(eq(inquiries.id, inquiryId));
  return status;
}

export type RetryReport = { sent: number; failed: number; skipped: number; references: string[] };

/**
 * `npm run inquiries:mail-retry` (and any caller that wants the same): resends the notifications
 * still 'failed', or 'pending' for longer than PENDING_GRACE_MS, with fewer than 5 attempts,
 * oldest first, one at a time.
 */
export async function retryInquiryMails(options: DeliveryOptions & { now?: Date; limit?: number }): Promise<RetryReport> {
  const report: RetryReport = { sent: 0, failed: 0, skipped: 0, references: [] };
  if (options.mail.kind !== 'smtp') return report;
  const now = options.now ?? new Date();
  const due = await options.db
    .select({ id: inquiries.id, reference: inquiries.reference })
    .from(inquiries)
    .where(
      and(
        lt(inquiries.mailAttempts, MAX_MAIL_ATTEMPTS),
        or(
          eq(inquiries.mailStatus, 'failed'),
          and(eq(inquiries.mailStatus, 'pending'), lt(inquiries.createdAt, new Date(now.getTime() - PENDING_GRACE_MS))),
        ),
      ),
    )
    .orderBy(asc(inquiries.createdAt))
    .limit(options.limit ?? 200);
  const transport = options.transport ?? smtpTransport(options.mail.url);
  for (const { id, reference } of due) {
    const result = await deliverInquiryMail(id, { ...options, transport });
    report[result]++;
    report.references.push(reference);
  }
  return report;
}
