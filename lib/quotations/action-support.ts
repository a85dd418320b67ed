import 'server-only';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { failed, type ActionResult } from '@/lib/actions/result';
import type { AppLocale } from '@/lib/i18n/routing';
import { draftSchema } from './contract';
import type { WriteOutcome } from './writes';

// Schemas, translator and failure shapes of the quotation editor's actions (./actions.ts). zod
// messages are keys of AdminQuotations.errors.

export type QuotationTranslator = Awaited<ReturnType<typeof getTranslations<'AdminQuotations'>>>;

/** What the editor shows after a send: the buyer's link, the WhatsApp hand-off, the mail's fate. */
export type SentData = { link: string; whatsapp: string | null; mail: 'sent' | 'failed' | 'skipped'; email: string };
export type QuotationActionResult<D = null> = ActionResult<D>;

export async function quotationTranslator(locale: AppLocale | undefined): Promise<QuotationTranslator> {
  return locale ? getTranslations({ locale, namespace: 'AdminQuotations' }) : getTranslations('AdminQuotations');
}

const id = z.coerce.number('notFound').int('notFound').positive('notFound').max(Number.MAX_SAFE_INTEGER, 'notFound');
const counter = z.coerce.number('stale').int('stale').min(0, 'stale').max(2_000_000_000, 'stale');

export const inquiryIdSchema = z.object({ inquiryId: id });
export const idSchema = z.object({ id });
export const seenSchema = z.object({ id, version: counter, revision: counter });

/** The editor posts the draft as JSON in one field; a body that is not JSON is simply invalid. */
export const saveSchema = seenSchema.extend({
  draft: z
    .string('invalid')
    .max(200_000, 'invalid')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'invalid' });
        return z.NEVER;
      }
    })
    .pipe(draftSchema),
});

const ERROR_KEYS = [
  'notFound',
  'stale',
  'invalid',
  'invalidCurrency',
  'invalidLocale',
  'invalidDate',
  'textTooLong',
  'lineName',
  'tiersRequired',
  'tooManyTiers',
  'tierQuantity',
  'tierOrder',
  'tierPrice',
  'tierPriceIDR',
  'tierPriceUSD',
  'tierPriceCNY',
  'linesRequired',
  'tooManyLines',
] as const;

/** A refused input: the first issue's translated message. */
export function invalidQuotationInput<D>(error: z.ZodError, t: QuotationTranslator): QuotationActionResult<D> {
  const key = error.issues[0]?.message ?? '';
  return failed(t(`errors.${(ERROR_KEYS as readonly string[]).includes(key) ? (key as (typeof ERROR_KEYS)[number]) : 'invalid'}`));
}

/** A refused write, translated. */
export function refusedWrite<D>(outcome: Extract<WriteOutcome, { ok: false }>, t: QuotationTranslator): QuotationActionResult<D> {
  return failed(t(`errors.${outcome.reason}`));
}

export function formFields(form: unknown, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!(form instanceof FormData)) return out;
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}
