import 'server-only';
import type { MailConfig } from '@/lib/config-mail';
import { headerText } from '@/lib/inquiries/mail-text';
import type { MailTransport } from '@/lib/inquiries/mail';
import { siteConfig } from '@/lib/site-config';
import { mailSignature, translator, validDate, withHtml, type MailOutcome } from './mail';
import type { QuotationVersionView } from './reads';

// The reminder before a quotation expires: the buyer's language (frozen with the version), the last
// valid day and the version's own link, through the same SMTP set-up as the quotation mail.

/** Subject and text of the reminder (pure apart from the message files; tested). */
export async function reminderMailText(q: QuotationVersionView, link: string) {
  const t = await translator(q.locale);
  const values = {
    reference: q.reference,
    company: siteConfig.legalName,
    name: q.buyer.name,
    version: q.version,
    date: validDate(q.validUntil, q.locale),
    link,
    signature: mailSignature(q, t),
  };
  return { subject: headerText(t('mail.reminderSubject', values)), text: t('mail.reminderBody', values) };
}

export async function mailReminder(
  q: QuotationVersionView,
  link: string,
  mail: MailConfig,
  transport: MailTransport,
): Promise<MailOutcome> {
  if (mail.kind !== 'smtp' || !q.buyer.email) return 'skipped';
  try {
    const text = await withHtml(await reminderMailText(q, link), q.locale);
    // As an address object: nodemailer never parses the stored text for more recipients.
    await transport.send({
      ...text,
      from: mail.from,
      to: [{ name: '', address: q.buyer.email }],
      replyTo: q.sentBy.email || mail.salesEmails[0],
    });
    return 'sent';
  } catch (error) {
    console.error(`[quotations] reminder of ${q.reference} v${q.version} failed:`, error);
    return 'failed';
  }
}
