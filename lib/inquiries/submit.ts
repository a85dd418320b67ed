import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import type { AppLocale } from '@/lib/i18n/routing';
import type { QuoteFormField, QuoteFormState, SubmittedLine } from './contract';
import { formValues, quoteSchema, type RawQuoteForm } from './form';
import { joinLineMessages, moqAmount, quoteTranslator, translateIssues } from './messages';
import { newReference } from './reference';
import { minimumQuantity } from '@/lib/product-fields/moq';
import { hasRoomToWrite, isDiskFull } from '@/lib/storage/disk-space';
import { loadQuoteProducts } from './products';
import { insertInquiry, snapshotLine, type NewLine } from './store';
import { releaseInquiry, reserveInquiry } from './throttle';

// The public quote submission behind the server action (./submit-action.ts): no session, so every
// rule is checked here. Order: honeypot (drop silently), zod (no database), room on the data
// folder's disk (decision 086), rate limit (reserved atomically), products and MOQ (database),
// then the inquiry and its lines in one transaction.
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

// The confirmation (and the WhatsApp text built from it) names each product in the visitor's language.
const submitted = (line: NewLine, name: string): SubmittedLine => ({
  name,
  code: line.itemCode,
  quantity: line.quantity,
  note: line.note,
  path: line.itemPath,
  sample: line.kind === 'sample',
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
  // The data folder's disk is full (decision 086): refused before the rate limit's row, nothing stored.
  if (!(await hasRoomToWrite())) return refused(t('diskFull'), {}, raw);

  const verdict = await reserveInquiry(db, { ip: ctx.ip, email: input.email, whatsapp: input.whatsapp }, now);
  if (!verdict.allowed) return refused(t('throttled', { minutes: Math.ceil(verdict.retryAfterSeconds / 60) }), {}, raw);

  try {
    const products = await loadQuoteProducts(
      db,
      input.lines.map((l) => l.itemId),
      locale,
    );
    const problems = new Map<number, string>();
    const lines: NewLine[] = [];
    const names: string[] = [];
    for (const [i, line] of input.lines.entries()) {
      const product = products.get(line.itemId);
      // The product's structured MOQ, the same number in every language (never translated text). A
      // sample line has no MOQ: its fixed quantity was checked by the schema.
      if (!product) problems.set(i, t('errors.lineUnavailable', { line: i + 1 }));
      else if (line.kind === 'quote' && product.moq && line.quantity < minimumQuantity(product.moq)) {
        const moq = await moqAmount(locale, product.moq);
        problems.set(i, t('errors.lineBelowMoq', { line: i + 1, product: product.name || product.defaultName, moq }));
      } else {
        lines.push(snapshotLine(product, locale, line));
        names.push(product.name || product.defaultName);
      }
    }
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
    return {
      state: {
        status: 'sent',
        reference,
        lines: lines.map((line, i) => submitted(line, names[i] ?? line.itemName)),
        contactName: input.name,
      },
      inquiryId: id,
    };
  } catch (error) {
    // Nothing was stored (one transaction); the reservation goes back so a retry is not counted twice.
    console.error('[inquiries] submission failed:', error);
    await releaseInquiry(db, verdict.reservation).catch(() => {});
    return refused(t(isDiskFull(error) ? 'diskFull' : 'failed'), {}, raw);
  }
}
