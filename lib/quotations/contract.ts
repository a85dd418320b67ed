import { z } from 'zod';
import { QUOTATION_LINE_KINDS, QUOTATION_STATUSES, type QuotationStatus } from '../db/column-values';
import { LOCALES } from '../i18n/routing';
import { officeDate } from '../inquiries/office-time';
import { parseMinor, QUOTATION_CURRENCIES, type QuotationCurrency } from './money';

// The quotation editor's input, checked on the server (the client sends the whole draft as JSON in
// one form field). Pure: the editor imports the limits. zod messages are keys of
// AdminQuotations.errors, translated by the action.

export { QUOTATION_STATUSES, type QuotationStatus };

/** Quotation numbers read QT-2026-0001 (./writes.ts); inquiries' references Q-2611-7F3KQ. */
export const QUOTATION_NUMBER_PREFIX = 'QT';

export const QUOTATION_LIMITS = {
  lines: 30,
  tiersPerLine: 6,
  name: 200,
  code: 60,
  shortText: 200,
  terms: 500,
  note: 2000,
  buyerName: 120,
  buyerMessage: 1000,
  maxQuantity: 100_000_000,
  specsPerLine: 6,
} as const;

const text = (max: number, key = 'textTooLong') => z.string().trim().max(max, key).default('');

const tierSchema = z.object({
  quantity: z.coerce.number('tierQuantity').int('tierQuantity').positive('tierQuantity').max(QUOTATION_LIMITS.maxQuantity, 'tierQuantity'),
  price: z.string('tierPrice').trim().min(1, 'tierPrice'),
});

/** The most pieces a sample line may offer (an inquiry's sample is SAMPLE_QUANTITY pieces). */
export const MAX_SAMPLE_PIECES = 100;

const lineSchema = z.object({
  kind: z.enum(QUOTATION_LINE_KINDS, 'invalid'),
  itemId: z.number().int().positive().nullable().default(null),
  name: z.string('lineName').trim().min(1, 'lineName').max(QUOTATION_LIMITS.name, 'lineName'),
  itemCode: text(QUOTATION_LIMITS.code),
  quantityNote: text(QUOTATION_LIMITS.shortText),
  leadTime: text(QUOTATION_LIMITS.shortText),
  note: text(QUOTATION_LIMITS.terms),
  tiers: z.array(tierSchema).min(1, 'tiersRequired').max(QUOTATION_LIMITS.tiersPerLine, 'tooManyTiers'),
});

export const draftSchema = z
  .object({
    currency: z.enum(QUOTATION_CURRENCIES, 'invalidCurrency'),
    locale: z.enum(LOCALES, 'invalidLocale'),
    validUntil: z.iso.date('invalidDate'),
    paymentTerms: text(QUOTATION_LIMITS.terms),
    incoterms: text(QUOTATION_LIMITS.shortText),
    note: text(QUOTATION_LIMITS.note),
    lines: z.array(lineSchema).min(1, 'linesRequired').max(QUOTATION_LIMITS.lines, 'tooManyLines'),
  })
  .superRefine((draft, ctx) => {
    draft.lines.forEach((line, i) => {
      if (line.kind !== 'custom' && line.itemId === null) ctx.addIssue({ code: 'custom', message: 'invalid', path: ['lines', i] });
      // A sample line offers its pieces at one price (0 = free): one tier, few pieces.
      if (line.kind === 'sample') {
        if (line.tiers.length !== 1) ctx.addIssue({ code: 'custom', message: 'sampleTiers', path: ['lines', i, 'tiers'] });
        if ((line.tiers[0]?.quantity ?? 0) > MAX_SAMPLE_PIECES) {
          ctx.addIssue({ code: 'custom', message: 'samplePieces', path: ['lines', i, 'tiers', 0, 'quantity'] });
        }
      }
      // Tiers may be typed in any order (they are sorted); two rows for one quantity contradict each other.
      const quantities = line.tiers.map((t) => t.quantity);
      quantities.forEach((q, j) => {
        if (quantities.indexOf(q) !== j) ctx.addIssue({ code: 'custom', message: 'tierOrder', path: ['lines', i, 'tiers', j, 'quantity'] });
      });
      line.tiers.forEach((tier, j) => {
        if (parseMinor(tier.price, draft.currency) === null) {
          ctx.addIssue({ code: 'custom', message: `tierPrice${draft.currency}`, path: ['lines', i, 'tiers', j, 'price'] });
        }
      });
    });
  });

export type DraftInput = z.infer<typeof draftSchema>;

/** A draft after the check: prices in minor units. */
export type Draft = Omit<DraftInput, 'lines'> & {
  currency: QuotationCurrency;
  lines: (Omit<DraftInput['lines'][number], 'tiers'> & { tiers: { quantity: number; unitPriceMinor: number }[] })[];
};

/** A checked draft with prices in minor units and each line's tiers sorted by quantity, smallest first. */
export function toDraft(input: DraftInput): Draft {
  return {
    ...input,
    lines: input.lines.map((line) => ({
      ...line,
      tiers: line.tiers
        .map((t) => ({ quantity: t.quantity, unitPriceMinor: parseMinor(t.price, input.currency) as number }))
        .sort((a, b) => a.quantity - b.quantity),
    })),
  };
}

/** The first line (1-based) a send would refuse: a tier without a price, where only a sample may be free. */
export function unpricedLine(lines: readonly { kind: string; tiers: readonly { unitPriceMinor: number }[] }[]): number | null {
  const at = lines.findIndex((l) => l.tiers.length === 0 || (l.kind !== 'sample' && l.tiers.some((t) => t.unitPriceMinor <= 0)));
  return at === -1 ? null : at + 1;
}

/** The buyer's answer on the public page. */
export const decisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('accepted'),
    buyerName: z.string('buyerName').trim().min(1, 'buyerName').max(QUOTATION_LIMITS.buyerName, 'buyerName'),
    message: text(QUOTATION_LIMITS.buyerMessage, 'messageTooLong'),
  }),
  z.object({
    decision: z.literal('declined'),
    buyerName: text(QUOTATION_LIMITS.buyerName, 'buyerName'),
    message: text(QUOTATION_LIMITS.buyerMessage, 'messageTooLong'),
  }),
]);

/** What a buyer sees a version as: a sent or viewed version past its validity is expired. */
export function effectiveStatus(status: QuotationStatus, validUntil: string, now: Date): QuotationStatus {
  if ((status === 'sent' || status === 'viewed') && isPastValidity(validUntil, now)) return 'expired';
  return status;
}

/**
 * Valid through the whole of its last day in the company's time zone (Jakarta, UTC+7, no summer
 * time): a buyer in the evening of the last day may still accept.
 */
export function isPastValidity(validUntil: string, now: Date): boolean {
  return now.getTime() > Date.parse(`${validUntil}T23:59:59.999+07:00`);
}

/** The calendar day (YYYY-MM-DD) in Jakarta at `now`: past validity exactly when it is after `validUntil`. */
export const jakartaDate = officeDate;

/** A YYYY-MM-DD date `days` days later (earlier when negative). */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
