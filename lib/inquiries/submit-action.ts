'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { clientIp } from '@/lib/auth/client-ip';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { minimumQuantity, type MoqUnit } from '@/lib/product-fields/moq';
import { requestLocale } from '@/lib/i18n/request-locale';
import type { QuoteFormState } from './contract';
import { readQuoteForm } from './form';
import { deliverInquiryMail } from './mail';
import { loadQuoteProducts } from './products';
import { submitInquiry } from './submit';

// The public quote form's server action. No session: anyone may ask for a quote, so
// ./submit.ts checks everything itself (honeypot, zod, rate limit, products, MOQ). The /quote page
// binds the locale: `useActionState(submitQuote.bind(null, locale), { status: 'idle' })`; the same
// call works as a plain form post without JavaScript. Every text in the state is translated.

export async function submitQuote(locale: string, _prev: QuoteFormState, formData: FormData): Promise<QuoteFormState> {
  const config = getConfig();
  const appLocale = await requestLocale(locale);
  const ip = clientIp(await headers(), config.trustProxy);
  const form = formData instanceof FormData ? formData : new FormData();
  const db = await getDb();
  const mailEnabled = config.mail.kind === 'smtp';
  const outcome = await submitInquiry(readQuoteForm(form), { db, locale: appLocale, ip, mailEnabled });
  const { inquiryId } = outcome;
  if (mailEnabled && inquiryId !== undefined) {
    // After the response: the visitor never waits for (or sees a failure of) the SMTP server. The
    // inquiry is already stored as 'pending'; a failure is recorded and retried by the script.
    after(() =>
      deliverInquiryMail(inquiryId, { db, mail: config.mail, siteUrl: config.siteUrl }).catch((error: unknown) =>
        console.error('[inquiries] notification not recorded:', error),
      ),
    );
  }
  return outcome.state;
}

/** What the /quote page shows of a listed product, in the page's language. */
export type QuoteProductView = {
  itemId: number;
  name: string;
  code: string | null;
  photo: string | null;
  moq: number;
  unit: MoqUnit | null;
  /** The product's slug in the page's locale: the line links its canonical address. */
  slug?: string | null;
};

/**
 * The products of the visitor's list (which lives in their browser, possibly filled on a page in
 * another language), read by id in the page's language: the /quote page shows these names and
 * MOQs, never the ones stored when the line was added. Public catalogue data only; ids that are not
 * positive integers are ignored and at most one list's worth is read. Products that no longer
 * exist are simply absent (the submit refuses their lines).
 */
export async function lookupQuoteProducts(locale: string, ids: unknown): Promise<QuoteProductView[]> {
  const appLocale = await requestLocale(locale);
  const wanted = (Array.isArray(ids) ? ids : []).filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  const products = await loadQuoteProducts(await getDb(), wanted, appLocale);
  return [...products.values()].map((p) => ({
    itemId: p.id,
    name: p.name || p.defaultName,
    code: p.code.trim() || null,
    photo: p.photo,
    moq: minimumQuantity(p.moq),
    unit: p.moq?.unit ?? null,
    slug: p.slug,
  }));
}
