import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { MailConfig } from '@/lib/config-mail';
import { loadMessages } from '@/lib/i18n/messages';
import { DEFAULT_LOCALE, localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { headerText } from '@/lib/inquiries/mail-text';
import { smtpTransport, type MailAttachment, type MailTransport } from '@/lib/inquiries/mail';
import { whatsappHref } from '@/lib/inquiries/reply-links';
import { quotationFacts, siteConfig } from '@/lib/site-config';
import { logoAttachment, mailHtml } from './mail-html';
import type { QuotationVersionView } from './reads';

// The quotation's e-mails through the inquiries' SMTP set-up (SMTP_URL, MAIL_FROM, SALES_EMAIL):
// the buyer's link and, after an accept, the buyer's confirmation, in the buyer's language; and the
// buyer's answer to the sales team.

export type MailOutcome = 'sent' | 'failed' | 'skipped';

const COMPANY = siteConfig.legalName;

export async function translator(locale: AppLocale) {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Quotation' });
}

/** The buyer's page of a sent version, absolute. */
export function buyerLink(siteUrl: string, locale: AppLocale, token: string): string {
  return `${siteUrl}${localizedPath(locale, `/q/${token}`)}`;
}

export function validDate(validUntil: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${validUntil}T00:00:00Z`));
}

type Translator = Awaited<ReturnType<typeof translator>>;

/**
 * The close of every mail to the buyer: who sent the quotation and how to reach them, the company
 * with its address, tax and registration numbers, and where to pay (the PDF's seller block, in words).
 */
export function mailSignature(q: Pick<QuotationVersionView, 'sentBy'>, t: Translator): string {
  const { address } = siteConfig;
  const { bank } = quotationFacts;
  const lines: string[] = [];
  if (q.sentBy.email) lines.push(q.sentBy.name || q.sentBy.email, [q.sentBy.email, q.sentBy.phone].filter(Boolean).join(' · '), '');
  lines.push(COMPANY, `${address.street}, ${address.locality} ${address.postalCode}`, `${siteConfig.phone} · ${siteConfig.email}`);
  if (quotationFacts.taxId || quotationFacts.businessId)
    lines.push(t('mail.signatureIds', { tax: quotationFacts.taxId || '-', nib: quotationFacts.businessId || '-' }));
  if (bank.accountNumber) {
    const name = [bank.name, bank.branch].filter(Boolean).join(', ');
    lines.push(t('mail.signatureBank', { bank: name, number: bank.accountNumber, name: bank.accountName, swift: bank.swift || '-' }));
  }
  return lines.join('\n');
}

/** Subject and text of the buyer's mail (pure apart from the message files; tested). */
export async function buyerMailText(q: QuotationVersionView, link: string) {
  const t = await translator(q.locale);
  const values = {
    reference: q.reference,
    company: COMPANY,
    name: q.buyer.name,
    version: q.version,
    date: validDate(q.validUntil, q.locale),
    link,
    signature: mailSignature(q, t),
  };
  return { subject: headerText(t('mail.subject', values)), text: t('mail.body', values) };
}

/** A buyer's mail with its HTML part (the logo above the same words) and attachments. */
export async function withHtml(
  text: { subject: string; text: string },
  locale: AppLocale,
  attachments: (MailAttachment | null | undefined)[] = [],
) {
  const logo = await logoAttachment();
  return {
    ...text,
    html: mailHtml(text.text, locale, logo !== null),
    attachments: [...attachments, logo].filter((a): a is MailAttachment => Boolean(a)),
  };
}

/**
 * wa.me with the link in the buyer's language: to the buyer's number when the inquiry has a usable
 * one, else without a number (WhatsApp then asks the sales person whom to send it to).
 */
export async function buyerWhatsAppHref(q: QuotationVersionView, link: string): Promise<string> {
  const t = await translator(q.locale);
  const text = t('mail.whatsapp', { name: q.buyer.name, reference: q.reference, company: COMPANY, link });
  return whatsappHref(q.buyer.whatsapp, text) ?? `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export async function mailBuyerLink(
  q: QuotationVersionView,
  link: string,
  mail: MailConfig,
  transport?: MailTransport,
  /** The version's PDF; the mail goes without it when it could not be made. */
  attachment?: MailAttachment | null,
): Promise<MailOutcome> {
  if (mail.kind !== 'smtp' || !q.buyer.email) return 'skipped';
  try {
    const text = await withHtml(await buyerMailText(q, link), q.locale, [attachment]);
    // As an address object: nodemailer never parses the stored text for more recipients.
    await (transport ?? smtpTransport(mail.url)).send({
      ...text,
      from: mail.from,
      to: [{ name: '', address: q.buyer.email }],
      replyTo: q.sentBy.email || mail.salesEmails[0],
    });
    return 'sent';
  } catch (error) {
    console.error(`[quotations] mail of ${q.reference} v${q.version} failed:`, error);
    return 'failed';
  }
}

/** The buyer's answer to the sales team (the inquiry notification's recipients), in the default language. */
export async function mailSalesDecision(
  q: QuotationVersionView,
  siteUrl: string,
  mail: MailConfig,
  transport?: MailTransport,
): Promise<MailOutcome> {
  if (mail.kind !== 'smtp' || !q.decision) return 'skipped';
  try {
    const t = createTranslator({ locale: DEFAULT_LOCALE, messages: await loadMessages(DEFAULT_LOCALE), namespace: 'AdminQuotations' });
    const values = {
      reference: q.reference,
      version: q.version,
      decision: q.decision,
      inquiry: q.inquiryReference,
      name: q.buyerName || '-',
      message: q.buyerMessage || '-',
      link: `${siteUrl}${localizedPath(DEFAULT_LOCALE, `/admin-panel/quotations/${q.quotationId}`)}`,
    };
    await (transport ?? smtpTransport(mail.url)).send({
      subject: headerText(t('mail.decidedSubject', values)),
      text: t('mail.decidedBody', values),
      from: mail.from,
      to: mail.salesEmails,
    });
    return 'sent';
  } catch (error) {
    console.error(`[quotations] answer mail of ${q.reference} failed:`, error);
    return 'failed';
  }
}

/** The date of an answer, in the buyer's language and the company's time zone. */
export function answerDate(iso: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Jakarta' }).format(new Date(iso));
}

/** Subject and text of the buyer's confirmation of an accept (pure apart from the message files; tested). */
export async function acceptanceMailText(q: QuotationVersionView, link: string) {
  const t = await translator(q.locale);
  const values = {
    reference: q.reference,
    company: COMPANY,
    name: q.buyerName || q.buyer.name,
    version: q.version,
    date: answerDate(q.decidedAt ?? new Date().toISOString(), q.locale),
    link,
    phone: siteConfig.phone,
    email: siteConfig.email,
    whatsapp: `https://wa.me/${siteConfig.whatsapp.marketing}`,
    signature: mailSignature(q, t),
  };
  return { subject: headerText(t('mail.acceptedSubject', values)), text: t('mail.acceptedBody', values) };
}

/** After an accept: the buyer's confirmation with the next steps, to the address the quotation went to. */
export async function mailBuyerAcceptance(
  q: QuotationVersionView,
  siteUrl: string,
  mail: MailConfig,
  transport?: MailTransport,
): Promise<MailOutcome> {
  if (mail.kind !== 'smtp' || !q.buyer.email || q.decision !== 'accepted' || !q.token) return 'skipped';
  try {
    const text = await withHtml(await acceptanceMailText(q, buyerLink(siteUrl, q.locale, q.token)), q.locale);
    await (transport ?? smtpTransport(mail.url)).send({
      ...text,
      from: mail.from,
      to: [{ name: '', address: q.buyer.email }],
      replyTo: q.sentBy.email || mail.salesEmails[0],
    });
    return 'sent';
  } catch (error) {
    console.error(`[quotations] confirmation of ${q.reference} v${q.version} failed:`, error);
    return 'failed';
  }
}
