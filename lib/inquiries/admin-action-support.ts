import 'server-only';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { failed, type ActionResult } from '@/lib/actions/result';
import type { AppLocale } from '@/lib/i18n/routing';
import { INQUIRY_LIMITS, INQUIRY_STATUSES, SAMPLE_STATUSES } from './contract';

// Schemas, translator and failure shapes of the inbox's server actions (lib/inquiries/admin-actions.ts).
// zod messages are keys of AdminInquiries.errors, translated in `invalidInquiryInput`.

export type InquiryTranslator = Awaited<ReturnType<typeof getTranslations<'AdminInquiries'>>>;
export type InquiryActionResult = ActionResult<null, 'status' | 'body' | 'tracking'>;

export async function inquiryTranslator(locale: AppLocale | undefined): Promise<InquiryTranslator> {
  return locale ? getTranslations({ locale, namespace: 'AdminInquiries' }) : getTranslations('AdminInquiries');
}

const inquiryId = z.coerce.number('notFound').int('notFound').positive('notFound').max(Number.MAX_SAFE_INTEGER, 'notFound');

export const statusSchema = z.object({ id: inquiryId, status: z.enum(INQUIRY_STATUSES, 'invalidStatus') });
export const noteSchema = z.object({
  id: inquiryId,
  body: z.string('noteRequired').trim().min(1, 'noteRequired').max(INQUIRY_LIMITS.adminNote, 'noteTooLong'),
});
export const idSchema = z.object({ id: inquiryId });
/** A sample step: the status the form was drawn with (`seen`), the next one, an optional tracking note. */
export const sampleStepSchema = z.object({
  id: inquiryId,
  seen: z.enum(SAMPLE_STATUSES, 'sampleStale'),
  to: z.enum(SAMPLE_STATUSES, 'sampleNotAllowed'),
  tracking: z.string().trim().max(INQUIRY_LIMITS.sampleTracking, 'trackingTooLong').default(''),
});

const ERROR_KEYS = [
  'notFound',
  'invalidStatus',
  'noteRequired',
  'noteTooLong',
  'sampleStale',
  'sampleNotAllowed',
  'trackingTooLong',
] as const;

/** A refused input: the first issue's translated message, on its field when it has one. */
export function invalidInquiryInput(error: z.ZodError, t: InquiryTranslator): InquiryActionResult {
  const issue = error.issues[0];
  const key = (ERROR_KEYS as readonly string[]).includes(issue?.message ?? '')
    ? (issue!.message as (typeof ERROR_KEYS)[number])
    : 'invalid';
  const message = t(`errors.${key}`);
  const field = issue?.path[0];
  if (field === 'status' || field === 'body' || field === 'tracking') return failed(message, { fieldErrors: { [field]: message } });
  return failed(message);
}

/** The form fields an action reads (FormData from the client forms; `null` → missing). */
export function formFields(form: unknown, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!(form instanceof FormData)) return out;
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}
