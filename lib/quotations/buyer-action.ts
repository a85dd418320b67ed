'use server';

import { refresh } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { clientIp } from '@/lib/auth/client-ip';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { requestLocale } from '@/lib/i18n/request-locale';
import { localizedPath } from '@/lib/i18n/routing';
import { releaseInquiry, reserveInquiry } from '@/lib/inquiries/throttle';
import { decideQuotation } from './buyer';
import { decisionSchema } from './contract';
import { mailSalesDecision } from './mail';
import { isTokenShape } from './token';

// The buyer's Accept / Decline: a plain form post (works without JavaScript) that answers with a
// redirect back to the page, which then shows the recorded answer or `?error=<key>`. No session:
// the token is the key. Held by the quote form's limiter (per address, in auth_attempts), so the
// link cannot be used to hammer the database or the sales team's mailbox.

export type AnswerErrorKey = 'buyerName' | 'messageTooLong' | 'decided' | 'expired' | 'superseded' | 'missing' | 'rateLimited' | 'invalid';

export async function answerQuotation(locale: string, token: string, form: FormData): Promise<void> {
  const appLocale = await requestLocale(locale);
  const page = localizedPath(appLocale, `/q/${isTokenShape(token) ? token : 'invalid'}`);
  // Typed as never-returning so the checks below narrow (redirect throws).
  // A new query string each time (and refresh()): a redirect to the page's own address with only a
  // #hash would be a scroll for the client router, not a new render of the recorded answer.
  const back: (error?: AnswerErrorKey, extra?: string) => never = (error, extra = '') => {
    refresh();
    return redirect(error ? `${page}?error=${error}${extra}#answer` : `${page}?answered=${Date.now()}#answer`);
  };
  if (!isTokenShape(token)) back('missing');
  const config = getConfig();
  const db = await getDb();
  const field = (name: string) => (form instanceof FormData && typeof form.get(name) === 'string' ? (form.get(name) as string) : undefined);
  const parsed = decisionSchema.safeParse({ decision: field('decision'), buyerName: field('buyerName'), message: field('message') });
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message;
    back(key === 'buyerName' || key === 'messageTooLong' ? key : 'invalid');
  }
  const verdict = await reserveInquiry(db, { ip: clientIp(await headers(), config.trustProxy), email: '', whatsapp: '' });
  if (!verdict.allowed) back('rateLimited', `&minutes=${Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60))}`);
  const outcome = await decideQuotation(db, token, parsed.data);
  if (!outcome.ok) {
    // Only a recorded answer counts against the limit: a buyer who mistyped is never locked out.
    if (verdict.allowed) await releaseInquiry(db, verdict.reservation);
    back(outcome.reason);
  } else {
    after(() => mailSalesDecision(outcome.quotation, config.siteUrl, config.mail).then(() => undefined));
  }
  back();
}
