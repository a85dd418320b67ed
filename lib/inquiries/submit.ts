import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import type { AppLocale } from '@/lib/i18n/routing';
import type { QuoteFormField, QuoteFormState, SubmittedLine } from './contract';
import { formValues, quoteSchema, type RawQuoteForm } from './form';
import { joinLineMessages, quoteTranslator, translateIssues } from './messages';
import { newReference } from './reference';
import { insertInquiry, loadProductFacts, snapshotLine, type NewLine } from './store';
import { releaseInquiry, reserveInquiry } from './throttle';

// The public quote submission behind the server action (./submit-action.ts): no session, so every
// rule is checked here. Order: honeypot (drop silently), zod (no database), rate limit (reserved
// atomically), products and MOQ (database), then the inquiry and its lines in one transaction.
// The notification mail is NOT sent here: the caller schedules it after the response (./mail.ts).

export type SubmitContext = {
  db: DbOrTx;
  locale: AppLocale;
  /** The visitor's address (lib/auth/client-ip.ts), for the per-address limit. */
  ip: string;
  /** SMTP configured: the inquiry is stored with mail_status 'pending' (else 'none'). */
  mailEnabled: boolean;
  now?: Date;
};

/** `inquiryId` is set when an inquiry was stored (the caller then sends its notification). */
export type SubmitOutcome = { state: QuoteFormState; inquiryId?: number };

function refused(formError: string, fieldErrors: Partial<Record<QuoteFormField, string>>, raw: RawQuoteForm): SubmitOutcome {
  return { state: { status: 'invalid', formError, fieldErrors, values: formValues(raw) } };
}

const submitted = (line: NewLine): SubmittedLine => ({
  name: line.itemName,
  code: line.itemCode,
  quantity: line.quantity,
  note: line.note,
  path: line.itemPath,
});

export async function submitInquiry(raw: RawQuoteForm, ctx: SubmitContext): Promise<SubmitOutcome> {
  const { db, locale } = ctx;
  const now = ctx.now ?? new Date();
  // A bot filled the hidden field: it is told "sent" (so it does not adapt) and nothing is stored.
  if (raw.honeypot) return { state: { status: 'sent', reference: newReference(now), lines: [], contactName: raw.name.trim() } };

  const t = await quoteTranslator(locale);
  const parsed = quoteSchema.safeParse(raw);
  if (!parsed.success) return refused(t('fixFields'), translateIssues(parsed.error, t), raw);
  const input = parsed.data;

  const verdict = await reserveInquiry(db, { ip: ctx.ip, email: input.email, whatsapp: input.whatsapp }, now);
  if (!verdict.allowed) return refused(t('throttled', { minutes: Math.ceil(verdict.retryAfterSeconds / 60) }), {}, raw);

  try {
    const products = await loadProductFacts(
      db,
      input.lines.map((l) => l.itemId),
    );
    const number = new Intl.NumberFormat(locale);
    const problems = new Map<number, string>();
    const lines: NewLine[] = [];
    input.lines.forEach((line, i) => {
      const product = products.get(line.itemId);
      if (!product) problems.set(i, t('errors.lineUnavailable', { line: i + 1 }));
      else if (line.quantity < product.moq) {
        problems.set(i, t('errors.lineBelowMoq', { line: i + 1, product: product.name, moq: number.format(product.moq) }));
      } else lines.push(snapshotLine(product, locale, line.quantity, line.note));
    });
    if (problems.size > 0) {
      await releaseInquiry(db, verdict.reservation);
      return refused(t('fixFields'), { lines: joinLineMessages(problems) }, raw);
    }
    const { id, reference } = await insertInquiry(
      db,
      {
        locale,
        name: input.name,
        company: input.company,
        email: input.email,
        whatsapp: input.whatsapp,
        city: input.city,
        country: input.country,
        message: input.message,
        consentAt: now,
        mailStatus: ctx.mailEnabled ? 'pending' : 'none',
        createdAt: now,
      },
      lines,
    );
    return { state: { status: 'sent', reference, lines: lines.map(submitted), contactName: input.name }, inquiryId: id };
  } catch (error) {
    // Nothing was stored (one transaction); the reservation goes back so a retry is not counted twice.
    console.error('[inquiries] submission failed:', error);
    await releaseInquiry(db, verdict.reservation).catch(() => {});
    return refused(t('failed'), {}, raw);
  }
}
