import 'server-only';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { failed, type ActionResult } from '@/lib/actions/result';
import type { AppLocale } from '@/lib/i18n/routing';
import { draftSchema } from './contract';
import { SENDER_LIMITS } from '@/lib/team/profile';
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

/** The sender's profile (Settings): a name and a phone as the buyer reads them, both optional. */
export const senderProfileSchema = z.object({
  displayName: z.string('senderName').trim().max(SENDER_LIMITS.name, 'senderName').default(''),
  phone: z
    .string('senderPhone')
    .trim()
    .max(SENDER_LIMITS.phone, 'senderPhone')
    .regex(/^[+\d\s().-]*$/, 'senderPhone')
    .default(''),
});
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
  'sampleTiers',
  'samplePieces',
  'linesRequired',
  'tooManyLines',
  'senderName',
  'senderPhone',
] as const;

type ErrorKey = (typeof ERROR_KEYS)[number];

/**
 * A refused input: each issue's translated message under its field's key (`lines.1.tiers.0.price`,
 * the editor marks that input), and as the form's message the first one, naming where it is
 * ("Line 2, tier 1: …") so a long quotation does not leave the admin searching.
 */
export function invalidQuotationInput<D>(error: z.ZodError, t: QuotationTranslator): QuotationActionResult<D> {
  const fieldErrors: Record<string, string> = {};
  let first: string | null = null;
  for (const issue of error.issues) {
    const key: ErrorKey = (ERROR_KEYS as readonly string[]).includes(issue.message) ? (issue.message as ErrorKey) : 'invalid';
    const message = t(`errors.${key}`);
    // The draft travels as JSON in one field: its paths start with "draft".
    const path = issue.path[0] === 'draft' ? issue.path.slice(1) : issue.path;
    const [head, line, part, tier, field] = path;
    let located = message;
    if (head === 'lines' && typeof line === 'number') {
      located =
        part === 'tiers' && typeof tier === 'number'
          ? t('errors.atTier', { line: line + 1, tier: tier + 1, message })
          : t('errors.atLine', { line: line + 1, message });
      if (part === 'tiers' && typeof tier === 'number' && (field === 'price' || field === 'quantity')) {
        fieldErrors[`lines.${line}.tiers.${tier}.${field}`] ??= message;
      } else if (typeof part === 'string' && part !== 'tiers') fieldErrors[`lines.${line}.${part}`] ??= message;
    } else if (typeof head === 'string' && head !== 'lines') {
      fieldErrors[head] ??= message;
      if (head === 'displayName' || head === 'phone') located = message;
    }
    first ??= located;
  }
  return failed(first ?? t('errors.invalid'), Object.keys(fieldErrors).length ? { fieldErrors } : {});
}

/** A refused write, translated. */
export function refusedWrite<D>(outcome: Extract<WriteOutcome, { ok: false }>, t: QuotationTranslator): QuotationActionResult<D> {
  if (outcome.reason === 'priceMissing' && outcome.line) return failed(t('errors.priceMissingAt', { line: outcome.line }));
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
