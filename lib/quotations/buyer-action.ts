'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { requestLocale } from '@/lib/i18n/request-locale';
import { localizedPath } from '@/lib/i18n/routing';
import { reserveAnswer } from './answer-throttle';
import { decideQuotation, loadBuyerView } from './buyer';
import { decisionSchema, isPastValidity } from './contract';
import { mailBuyerAcceptance, mailSalesDecision } from './mail';
import { isTokenShape } from './token';

// The buyer's Accept / Decline: a plain form post (works without JavaScript) that answers with a
// redirect back to the page, which then shows the recorded answer or `?error=<key>`. No session:
// the token is the key. An answered, expired or replaced version says so before anything counts;
// then the link's own limit (./answer-throttle.ts), so the link cannot be used to hammer the
// database or the sales team's mailbox, while a buyer is never held by other people's quote requests.

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
  const view = await loadBuyerView(db, token);
  if (view.kind !== 'open') back(view.kind);
  if (view.quotation.decidedAt) back('decided');
  if (isPastValidity(view.quotation.validUntil, new Date())) back('expired');
  const verdict = await reserveAnswer(db, view.quotation.versionId);
  if (!verdict.allowed) back('rateLimited', `&minutes=${Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60))}`);
  const field = (name: string) => (form instanceof FormData && typeof form.get(name) === 'string' ? (form.get(name) as string) : undefined);
  const parsed = decisionSchema.safeParse({ decision: field('decision'), buyerName: field('buyerName'), message: field('message') });
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message;
    back(key === 'buyerName' || key === 'messageTooLong' ? key : 'invalid');
  }
  const outcome = await decideQuotation(db, token, parsed.data);
  if (!outcome.ok) back(outcome.reason);
  const decided = outcome.quotation;
  after(async () => {
    await mailSalesDecision(decided, config.siteUrl, config.mail);
    // The buyer's own confirmation, in their language, to the address the quotation was sent to.
    if (decided.decision === 'accepted') await mailBuyerAcceptance(decided, config.siteUrl, config.mail);
  });
  back();
}
