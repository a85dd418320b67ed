import 'server-only';
import { z } from 'zod';
import { isCountryCode } from '@/lib/i18n/countries';
import { INQUIRY_LIMITS as L, INQUIRY_LINE_KINDS, QUOTE_FORM_FIELDS as F, SAMPLE_QUANTITY, type QuoteLine } from './contract';

// The /quote form as the submit action receives it (FormData, JavaScript or not) and its zod
// schema. Messages are KEYS of `quoteSubmit.errors` (translated by ./messages.ts), so one schema
// serves every language. Line problems carry the line number, so the visitor knows which one.

/** The raw strings of one submission, cleaned of control characters, before validation. */
export type RawQuoteForm = {
  lines: { itemId: string; kind: string; quantity: string; note: string }[];
  name: string;
  company: string;
  email: string;
  whatsapp: string;
  city: string;
  country: string;
  message: string;
  consent: boolean;
  honeypot: string;
};

// C0 controls except tab/newline, DEL, C1 controls (U+0085 is a line break to some readers, U+009B
// a terminal escape), and the bidi overrides that can disguise a name in a mail client.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;

/** One-line fields: no control characters, line breaks become spaces (they end up in mail headers). */
function oneLine(value: FormDataEntryValue | null | undefined): string {
  return typeof value === 'string' ? value.replace(/\r\n?|\n|\t/g, ' ').replace(CONTROL, '') : '';
}

function multiLine(value: FormDataEntryValue | null | undefined): string {
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').replace(CONTROL, '') : '';
}

export function readQuoteForm(form: FormData): RawQuoteForm {
  const ids = form.getAll(F.itemId);
  const quantities = form.getAll(F.quantity);
  const notes = form.getAll(F.note);
  const kinds = form.getAll(F.kind);
  // The body is capped at 2 MB by middleware; past the limit by one is enough to report "too many".
  const count = Math.min(Math.max(ids.length, quantities.length), L.maxLines + 1);
  const lines = Array.from({ length: count }, (_, i) => ({
    itemId: oneLine(ids[i]),
    // Absent (a form rendered before sample lines existed): a quote line, as it was then.
    kind: oneLine(kinds[i] ?? 'quote'),
    quantity: oneLine(quantities[i]),
    note: oneLine(notes[i]),
  }));
  const consent = oneLine(form.get(F.consent)).trim().toLowerCase();
  return {
    lines,
    name: oneLine(form.get(F.name)),
    company: oneLine(form.get(F.company)),
    email: oneLine(form.get(F.email)),
    whatsapp: oneLine(form.get(F.whatsapp)),
    city: oneLine(form.get(F.city)),
    country: oneLine(form.get(F.country)),
    message: multiLine(form.get(F.message)),
    consent: ['on', 'true', '1', 'yes'].includes(consent),
    honeypot: oneLine(form.get(F.honeypot)).trim(),
  };
}

/** What the form shows again after a refusal (the visitor's own text; `lines` as JSON of QuoteLine[]). */
export function formValues(raw: RawQuoteForm): Record<string, string> {
  const lines: QuoteLine[] = raw.lines.slice(0, L.maxLines).map((l) => ({
    itemId: Number.parseInt(l.itemId, 10) || 0,
    kind: l.kind === 'sample' ? 'sample' : 'quote',
    quantity: Number.parseInt(l.quantity.replace(/[.,\s]/g, ''), 10) || 0,
    note: l.note,
  }));
  return {
    [F.name]: raw.name,
    [F.company]: raw.company,
    [F.email]: raw.email,
    [F.whatsapp]: raw.whatsapp,
    [F.city]: raw.city,
    [F.country]: raw.country,
    [F.message]: raw.message,
    [F.consent]: raw.consent ? 'on' : '',
    lines: JSON.stringify(lines),
  };
}

const text = (max: number) => z.string().trim().max(max, 'tooLong');

// "1000", "1,000", "1.000" or "1 000" (a person's thousands separator); never a fraction.
const QUANTITY = /^(\d{1,3}(?:[.,\s\u00a0]\d{3})+|\d{1,9})$/u;
// A phone number: digits with the usual punctuation, an optional leading +, 6 to 15 digits (E.164).
const PHONE = /^\+?[\d\s().-]+$/;

const lineSchema = z
  .object({
    itemId: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,14}$/, 'lineInvalid')
      .transform(Number),
    quantity: z
      .string()
      .trim()
      .regex(QUANTITY, 'lineQuantity')
      .transform((v) => Number(v.replace(/[.,\s\u00a0]/gu, '')))
      .pipe(z.number().int().min(1, 'lineQuantity').max(L.maxQuantity, 'lineQuantity')),
    kind: z.enum(INQUIRY_LINE_KINDS, 'lineInvalid'),
    note: z.string().trim().max(L.lineNote, 'lineNoteTooLong'),
  })
  // A sample is always the fixed small quantity: any other number is refused, never corrected, so
  // a hand-made post cannot order a production run at sample terms (no MOQ check applies to it).
  .refine((l) => l.kind !== 'sample' || l.quantity === SAMPLE_QUANTITY, { message: 'lineSampleQuantity', path: ['quantity'] });

export const quoteSchema = z
  .object({
    lines: z.array(lineSchema).min(1, 'linesRequired').max(L.maxLines, 'tooManyLines'),
    name: text(L.name).min(1, 'nameRequired'),
    company: text(L.company),
    email: text(L.email).refine((v) => v === '' || z.email().safeParse(v).success, 'emailInvalid'),
    whatsapp: text(L.whatsapp).refine((v) => {
      if (v === '') return true;
      const digits = v.replace(/\D/g, '').length;
      return PHONE.test(v) && digits >= 6 && digits <= 15;
    }, 'whatsappInvalid'),
    city: text(L.city),
    // Chosen from the form's list: an ISO 3166-1 alpha-2 code, or nothing (the field is optional).
    country: text(L.country).refine((v) => v === '' || isCountryCode(v), 'countryInvalid'),
    message: text(L.message),
    consent: z.boolean().refine((v) => v, 'consentRequired'),
  })
  .superRefine((v, ctx) => {
    if (v.email === '' && v.whatsapp === '') {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'contactRequired' });
      ctx.addIssue({ code: 'custom', path: ['whatsapp'], message: 'contactRequired' });
    }
  });

export type QuoteInput = z.output<typeof quoteSchema>;

/** The limit a "too long" message names, per field. */
export const FIELD_MAX: Record<string, number> = {
  name: L.name,
  company: L.company,
  email: L.email,
  whatsapp: L.whatsapp,
  city: L.city,
  country: L.country,
  message: L.message,
};
