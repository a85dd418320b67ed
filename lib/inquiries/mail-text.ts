import { siteConfig } from '@/lib/site-config';
import { countryName } from '@/lib/i18n/countries';
import type { AppLocale } from '@/lib/i18n/routing';
import type { QuoteTranslator } from './messages';

// The notification texts: PLAIN TEXT only, so nothing a visitor typed can ever become markup in a
// mail client. Visitor text placed in a header goes through `headerText` (line breaks were already
// removed from one-line fields; removed again here because a header must never carry one).

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

export type MailLine = {
  itemName: string;
  itemCode: string;
  categoryName: string;
  itemPath: string;
  quantity: number;
  note: string;
  /** Absent: a quote line. */
  kind?: 'quote' | 'sample';
};

export type MailText = { subject: string; text: string };

const oneLine = (s: string) => s.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

// C0 and C1 controls (U+0085 is a line break to some readers, U+009B starts a terminal escape),
// DEL, line/paragraph separators, and the bidi overrides that can disguise a name.
const HEADER_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu;

/**
 * Visitor text made safe for a mail header (Subject, a Reply-To display name): unsafe characters
 * become spaces, and `=?` gets a space inside, so no RFC 2047 encoded word (`=?utf-8?b?…?=`) the
 * visitor wrote survives. nodemailer passes an ASCII value through as it is, and a mail client
 * would decode such a word into whatever it hides (another address, a line break).
 */
export function headerText(s: string): string {
  return s.replace(HEADER_UNSAFE, ' ').replace(/=\?/g, '= ?').replace(/\s+/g, ' ').trim();
}

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
    const title = [
      line.itemName,
      line.itemCode ? `(${line.itemCode})` : '',
      line.categoryName ? `· ${line.categoryName}` : '',
      // Capitals in the plain-text mail: the sales team must not read a sample as an order.
      line.kind === 'sample' ? `[${t('mail.sample')}]` : '',
    ];
    const out = [`${i + 1}. ${oneLine(title.filter(Boolean).join(' '))}`, `   ${t('mail.quantity')}: ${number.format(line.quantity)}`];
    if (line.note) out.push(`   ${t('mail.note')}: ${oneLine(line.note)}`);
    out.push(`   ${t('mail.link')}: ${siteUrl}${line.itemPath}`);
    return out;
  });
}

function contactBlock(inquiry: MailInquiry, t: QuoteTranslator, locale: AppLocale): string[] {
  const fields = [
    ['name', inquiry.name],
    ['company', inquiry.company],
    ['email', inquiry.email],
    ['whatsapp', inquiry.whatsapp],
    ['city', inquiry.city],
    // The form stores a country's code; the mail names it in the mail's language.
    ['country', countryName(inquiry.country, locale)],
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
    ...contactBlock(inquiry, t, locale),
    '',
    `${t('mail.products')}:`,
    ...lineBlock(lines, t, locale, siteUrl),
    ...(inquiry.message ? ['', `${t('mail.message')}:`, inquiry.message] : []),
    '',
    t('mail.openInAdmin', { url: `${siteUrl}/admin-panel/inquiries/${inquiry.id}` }),
  ];
  return {
    subject: headerText(t('mail.salesSubject', { reference: inquiry.reference, name: headerText(inquiry.name) })),
    text: text.join('\n') + '\n',
  };
}

/**
 * The confirmation to the address typed on the form, in the visitor's language. Nobody has proved
 * that address belongs to whoever typed it, so the mail holds nothing they chose (no name, message,
 * note or product list): only the reference, fixed sentences, the company's name and the site's
 * address. A stranger can make it say nothing but "someone asked us for a quote".
 */
export function visitorMail(reference: string, t: QuoteTranslator, siteUrl: string): MailText {
  const text = [t('mail.visitorBody', { reference }), '', t('mail.visitorNotYou'), '', siteConfig.legalName, siteUrl];
  return { subject: headerText(t('mail.visitorSubject', { reference })), text: text.join('\n') + '\n' };
}
