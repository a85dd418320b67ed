import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { z } from 'zod';
import { loadMessages, type Messages } from '@/lib/i18n/messages';
import type { AppLocale } from '@/lib/i18n/routing';
import { fillMoq, type Moq } from '@/lib/product-fields/moq';
import { INQUIRY_LIMITS, SAMPLE_QUANTITY, type QuoteFormField } from './contract';
import { FIELD_MAX } from './form';

// Translations of the submit path, built from the message files directly (not next-intl's request
// config): the same code runs in the server action, in `after()` and in the mail-retry script,
// where there is no request to read a locale from.

export type QuoteTranslator = ReturnType<typeof createTranslator<Messages, 'quoteSubmit'>>;

export async function quoteTranslator(locale: AppLocale): Promise<QuoteTranslator> {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace: 'quoteSubmit' });
}

/** '1,000 pcs' / '1.000 kotak' / '1,000 盒': a minimum order in the language's words. */
export async function moqAmount(locale: AppLocale, moq: Moq): Promise<string> {
  const messages = await loadMessages(locale);
  return fillMoq(messages.ItemFields.moq.amount, moq, locale, messages.ItemFields.moq.units);
}

export type ErrorKey = keyof Messages['quoteSubmit']['errors'];

const LINE_MAX: Partial<Record<ErrorKey, number>> = {
  lineQuantity: INQUIRY_LIMITS.maxQuantity,
  lineNoteTooLong: INQUIRY_LIMITS.lineNote,
  // A sample line's one allowed quantity.
  lineSampleQuantity: SAMPLE_QUANTITY,
};

function isErrorKey(t: QuoteTranslator, key: string): key is ErrorKey {
  return t.has(`errors.${key}` as `errors.${ErrorKey}`);
}

/**
 * A zod failure of quoteSchema → one translated message per form field (the first per field),
 * line problems joined into `lines` in line order ("Line 2: …").
 */
export function translateIssues(error: z.ZodError, t: QuoteTranslator): Partial<Record<QuoteFormField, string>> {
  const fieldErrors: Partial<Record<QuoteFormField, string>> = {};
  const lineMessages = new Map<number, string>();
  for (const issue of error.issues) {
    const [field, index] = issue.path;
    const key = isErrorKey(t, issue.message) ? issue.message : 'lineInvalid';
    if (field === 'lines' && typeof index === 'number') {
      if (!lineMessages.has(index))
        lineMessages.set(index, t(`errors.${key}`, { line: index + 1, max: LINE_MAX[key] ?? 0, product: '', moq: 0 }));
    } else if (field === 'lines') {
      fieldErrors.lines ??= t(`errors.${key}`, { max: INQUIRY_LIMITS.maxLines, line: 0, product: '', moq: 0 });
    } else if (typeof field === 'string') {
      const name = field as QuoteFormField;
      fieldErrors[name] ??= t(`errors.${key}`, { max: FIELD_MAX[field] ?? 0, line: 0, product: '', moq: 0 });
    }
  }
  if (lineMessages.size > 0 && !fieldErrors.lines) fieldErrors.lines = joinLineMessages(lineMessages);
  return fieldErrors;
}

/** Line messages in line order, one sentence each. */
export function joinLineMessages(messages: Map<number, string>): string {
  return [...messages.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, m]) => m)
    .join(' ');
}
