import { createTranslator } from 'use-intl/core';
import { loadMessages, type Messages } from '@/lib/i18n/messages';
import type { AppLocale } from '@/lib/i18n/routing';
import type { IsoDate } from './types';

// The PDF's words come from the message files directly (not next-intl's request config): it is
// rendered in the buyer's language, which is not the admin's, and also outside any request (the
// reminder script, tests).

export type PdfTranslator = ReturnType<typeof createTranslator<Messages, 'quotationPdf'>>;

export async function pdfTranslator(locale: AppLocale): Promise<PdfTranslator> {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace: 'quotationPdf' });
}

/** '26 November 2026' / '26 November 2026' / '2026年11月26日': a calendar day, with no time zone shift. */
export function formatIsoDate(day: IsoDate, locale: AppLocale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Expected a date as YYYY-MM-DD (got "${day}")`);
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(utc);
}
