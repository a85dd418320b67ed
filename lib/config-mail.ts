import { z } from 'zod';

// The inquiry notification mail and retention settings, validated with the rest of the
// environment by lib/config.ts. Edge-safe like it (no `node:` imports). README "Configuration".

export type MailConfig =
  | { kind: 'none' }
  | {
      kind: 'smtp';
      /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start). */
      url: string;
      /** SALES_EMAIL: who gets each new inquiry (comma-separated). */
      salesEmails: string[];
      /** MAIL_FROM: the sender address, default the first sales address. */
      from: string;
      /**
       * INQUIRY_COPY_TO_VISITOR=true: the address typed on the form gets a short fixed confirmation
       * (the reference, in the visitor's language). Nobody has proved it is theirs, so it carries no
       * text the visitor chose (lib/inquiries/mail-text.ts).
       */
      copyToVisitor: boolean;
      /** INQUIRY_VISITOR_COPIES_PER_HOUR: most confirmations sent in any hour, site-wide (default 50). */
      visitorCopiesPerHour: number;
    };

export type InquirySettings = { mail: MailConfig; inquiryRetentionDays: number; quoteReminderDays: number };

export const DEFAULT_RETENTION_DAYS = 730;
export const RETENTION_RANGE = { min: 30, max: 3650 } as const;
// `npm run quotes:remind` mails the buyer this many days before a quotation's last valid day.
export const DEFAULT_QUOTE_REMINDER_DAYS = 3;
export const QUOTE_REMINDER_RANGE = { min: 1, max: 60 } as const;
// The site-wide hourly cap on confirmations to typed addresses: a real shop gets a few quote requests
// an hour; 50 leaves room for a busy day, and bounds what the form can be made to send to strangers.
export const DEFAULT_VISITOR_COPIES_PER_HOUR = 50;
export const VISITOR_COPIES_RANGE = { min: 1, max: 10000 } as const;

export type MailEnv = {
  SMTP_URL?: string;
  SALES_EMAIL?: string;
  MAIL_FROM?: string;
  INQUIRY_COPY_TO_VISITOR?: string;
  INQUIRY_VISITOR_COPIES_PER_HOUR?: string;
  INQUIRY_RETENTION_DAYS?: string;
  QUOTE_REMINDER_DAYS?: string;
};

const isEmail = (v: string) => z.email().safeParse(v).success;

/** `Name <a@b.c>` or `a@b.c`: the address part must be an e-mail, no line breaks anywhere. */
function isSender(v: string): boolean {
  if (/[\r\n]/.test(v)) return false;
  const angle = /<([^<>]+)>\s*$/.exec(v);
  return isEmail(angle ? (angle[1] as string).trim() : v);
}

export function parseInquirySettings(env: MailEnv): { settings: InquirySettings; problems: string[] } {
  const problems: string[] = [];
  const url = env.SMTP_URL?.trim() || undefined;
  const sales = (env.SALES_EMAIL ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const from = env.MAIL_FROM?.trim() || sales[0];
  const copy = env.INQUIRY_COPY_TO_VISITOR?.trim() ?? '';

  if (url) {
    let protocol = '';
    try {
      protocol = new URL(url).protocol;
    } catch {
      protocol = '';
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:') problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
    if (sales.length === 0) problems.push('SMTP_URL is set but SALES_EMAIL is missing: who should receive the inquiries?');
  } else if (sales.length > 0) {
    problems.push('SALES_EMAIL is set but SMTP_URL is missing: inquiries would be stored but never mailed');
  }
  for (const address of sales) if (!isEmail(address)) problems.push(`SALES_EMAIL: "${address}" is not an e-mail address`);
  if (env.MAIL_FROM?.trim() && !isSender(env.MAIL_FROM.trim())) problems.push('MAIL_FROM must be an e-mail address or `Name <address>`');
  if (!['', 'true', 'false'].includes(copy)) problems.push('INQUIRY_COPY_TO_VISITOR must be `true` or `false`');

  const capText = env.INQUIRY_VISITOR_COPIES_PER_HOUR?.trim() ?? '';
  const cap = capText === '' ? DEFAULT_VISITOR_COPIES_PER_HOUR : /^\d{1,6}$/.test(capText) ? Number(capText) : Number.NaN;
  if (!(cap >= VISITOR_COPIES_RANGE.min && cap <= VISITOR_COPIES_RANGE.max)) {
    problems.push(`INQUIRY_VISITOR_COPIES_PER_HOUR must be a whole number from ${VISITOR_COPIES_RANGE.min} to ${VISITOR_COPIES_RANGE.max}`);
  }

  const daysText = env.INQUIRY_RETENTION_DAYS?.trim() ?? '';
  const days = daysText === '' ? DEFAULT_RETENTION_DAYS : /^\d{1,5}$/.test(daysText) ? Number(daysText) : Number.NaN;
  if (!(days >= RETENTION_RANGE.min && days <= RETENTION_RANGE.max)) {
    problems.push(`INQUIRY_RETENTION_DAYS must be a whole number of days from ${RETENTION_RANGE.min} to ${RETENTION_RANGE.max}`);
  }

  const remindText = env.QUOTE_REMINDER_DAYS?.trim() ?? '';
  const remind = remindText === '' ? DEFAULT_QUOTE_REMINDER_DAYS : /^\d{1,3}$/.test(remindText) ? Number(remindText) : Number.NaN;
  if (!(remind >= QUOTE_REMINDER_RANGE.min && remind <= QUOTE_REMINDER_RANGE.max)) {
    problems.push(`QUOTE_REMINDER_DAYS must be a whole number of days from ${QUOTE_REMINDER_RANGE.min} to ${QUOTE_REMINDER_RANGE.max}`);
  }

  const mail: MailConfig =
    url && from
      ? { kind: 'smtp', url, salesEmails: sales, from, copyToVisitor: copy === 'true', visitorCopiesPerHour: cap }
      : { kind: 'none' };
  return { settings: { mail, inquiryRetentionDays: days, quoteReminderDays: remind }, problems };
}
