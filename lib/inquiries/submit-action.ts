'use server';

import { headers } from 'next/headers';
import { clientIp } from '@/lib/auth/client-ip';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { requestLocale } from '@/lib/i18n/request-locale';
import type { QuoteFormState } from './contract';
import { readQuoteForm } from './form';
import { submitInquiry } from './submit';

// The public quote form's server action (issue 15). No session: anyone may ask for a quote, so
// ./submit.ts checks everything itself (honeypot, zod, rate limit, products, MOQ). The /quote page
// binds the locale: `useActionState(submitQuote.bind(null, locale), { status: 'idle' })`; the same
// call works as a plain form post without JavaScript. Every text in the state is translated.

export async function submitQuote(locale: string, _prev: QuoteFormState, formData: FormData): Promise<QuoteFormState> {
  const config = getConfig();
  const appLocale = await requestLocale(locale);
  const ip = clientIp(await headers(), config.trustProxy);
  const form = formData instanceof FormData ? formData : new FormData();
  const outcome = await submitInquiry(readQuoteForm(form), { db: await getDb(), locale: appLocale, ip, mailEnabled: false });
  return outcome.state;
}
