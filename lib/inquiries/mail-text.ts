import { siteConfig } from '@/lib/site-config';
import type { AppLocale } from '@/lib/i18n/routing';
import type { QuoteTranslator } from './messages';

// The notification texts: PLAIN TEXT only, so nothing a visitor typed can ever become markup in a
// mail client. Subjects are single lines (line breaks were already removed from one-line fields;
// removed again here because a header must never carry one).

export type MailInquiry = {
  id: number;
  reference: string;
  locale: string;
  name: string;
  company: string;
  email: string;
  whatsapp: string;
  city: string;
  country: string;
  message: string;
  createdAt: Date;
};

export type MailLine = { itemName: string; itemCode: string; categoryName: string; itemPath: string; quantity: number; note: string };

export type MailText = { subject: string; text: string };

const oneLine = (s: string) => s.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

function received(date: Date, locale: AppLocale): string {
  // The sales team works in Indonesia (WIB); the zone name is printed, so the time is never ambiguous.
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
    timeZoneName: 'short',
  }).format(date);
}

function lineBlock(lines: readonly MailLine[], t: QuoteTranslator, locale: AppLocale, siteUrl: string): string[] {
  const number = new Intl.NumberFormat(locale);
  return lines.flatMap((line, i) => {
    const title = [line.itemName, line.itemCode ? `(${line.itemCode})` : '', line.categoryName ? `· ${line.categoryName}` : ''];
    const out = [`${i + 1}. ${oneLine(title.filter(Boolean).join(' '))}`, `   ${t('mail.quantity')}: ${number.format(line.quantity)}`];
    if (line.note) out.push(`   ${t('mail.note')}: ${oneLine(line.note)}`);
    out.push(`   ${t('mail.link')}: ${siteUrl}${line.itemPath}`);
    return out;
  });
}

function contactBlock(inquiry: MailInquiry, t: QuoteTranslator): string[] {
  const fields = [
    ['name', inquiry.name],
    ['company', inquiry.company],
    ['email', inquiry.email],
    ['whatsapp', inquiry.whatsapp],
    ['city', inquiry.city],
    ['country', inquiry.country],
  ] as const;
  return fields.filter(([, v]) => v).map(([k, v]) => `${t(`mail.${k}`)}: ${oneLine(v)}`);
}

/** To the sales team (in the sales team's language), reply-to the visitor. */
export function salesMail(
  inquiry: MailInquiry,
  lines: readonly MailLine[],
  t: QuoteTranslator,
  locale: AppLocale,
  siteUrl: string,
): MailText {
  const text = [
    t('mail.salesIntro'),
    '',
    `${t('mail.reference')}: ${inquiry.reference}`,
    `${t('mail.received')}: ${received(inquiry.createdAt, locale)}`,
    `${t('mail.language')}: ${inquiry.locale}`,
    '',
    ...contactBlock(inquiry, t),
    '',
    `${t('mail.products')}:`,
    ...lineBlock(lines, t, locale, siteUrl),
    ...(inquiry.message ? ['', `${t('mail.message')}:`, inquiry.message] : []),
    '',
    t('mail.openInAdmin', { url: `${siteUrl}/admin-panel/inquiries/${inquiry.id}` }),
  ];
  return {
    subject: oneLine(t('mail.salesSubject', { reference: inquiry.reference, name: oneLine(inquiry.name) })),
    text: text.join('\n') + '\n',
  };
}

/** The visitor's copy, in the language they used on the site. */
export function visitorMail(
  inquiry: MailInquiry,
  lines: readonly MailLine[],
  t: QuoteTranslator,
  locale: AppLocale,
  siteUrl: string,
): MailText {
  const text = [
    t('mail.visitorIntro', { name: oneLine(inquiry.name) }),
    '',
    `${t('mail.reference')}: ${inquiry.reference}`,
    `${t('mail.received')}: ${received(inquiry.createdAt, locale)}`,
    '',
    `${t('mail.products')}:`,
    ...lineBlock(lines, t, locale, siteUrl),
    ...(inquiry.message ? ['', `${t('mail.message')}:`, inquiry.message] : []),
    '',
    t('mail.visitorOutro'),
    '',
    siteConfig.legalName,
    siteUrl,
  ];
  return { subject: oneLine(t('mail.visitorSubject', { reference: inquiry.reference })), text: text.join('\n') + '\n' };
}
