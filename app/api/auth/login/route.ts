import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { recordSignIn, recordSignInFailure } from '@/lib/history/auth-events';
import { getAuthPort } from '@/lib/auth/auth-port';
import { clientIp } from '@/lib/auth/client-ip';
import { isHashBusy } from '@/lib/auth/hash-gate';
import type { SignInResult } from '@/lib/auth/port';
import { cookieSecure, readAuthPost, requestLocale, seeOther } from '@/lib/auth/request-guard';
import { afterSignInPath, RETURN_PARAM, safeReturnPath } from '@/lib/auth/return-path';
import { firstIssueMessage, loginSchema } from '@/lib/auth/schemas';
import { throttledAttempt } from '@/lib/auth/throttle';
import { getConfig } from '@/lib/config';
import { isDiskFull } from '@/lib/storage/disk-space';
import { localizedPath } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * Sign-in. The enhanced form posts JSON and gets JSON; a plain form post (no JavaScript) gets a
 * 303 to the admin (or the admin page in `next`), or back to /login?error=… . The body is capped
 * before parsing (413); the attempt is reserved in the throttle before the password is hashed.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const posted = await readAuthPost(request);
  if (!posted.ok) return posted.response;
  const { fields, isForm } = posted;
  const locale = requestLocale(request, fields.locale);
  const t = await getTranslations({ locale, namespace: 'login' });
  const config = getConfig();
  const returnPath = safeReturnPath(fields[RETURN_PARAM], locale);

  const fail = (status: number, code: string, message: string, extraHeaders: Record<string, string> = {}) => {
    if (isForm) {
      const query = new URLSearchParams({ error: code, ...(returnPath ? { [RETURN_PARAM]: returnPath } : {}) });
      return seeOther(`${localizedPath(locale, '/login')}?${query.toString()}`, extraHeaders);
    }
    return NextResponse.json({ ok: false, code, message }, { status, headers: { ...noStore, ...extraHeaders } });
  };

  const parsed = loginSchema(t).safeParse(fields);
  if (!parsed.success) return fail(400, 'invalid-input', firstIssueMessage(parsed.error));
  const { email, password } = parsed.data;

  const subject = { action: 'login' as const, ip: clientIp(request.headers, config.trustProxy), account: email };
  let attempt;
  try {
    const port = await getAuthPort();
    attempt = await throttledAttempt(subject, async () => {
      const result: SignInResult = await port.signIn(email, password, {
        secure: cookieSecure(request, config.isProduction, config.trustProxy),
      });
      return { outcome: result.ok ? 'correct' : result.reason === 'invalid' ? 'wrong' : 'neutral', value: result };
    });
  } catch (error) {
    if (isHashBusy(error)) {
      return fail(503, 'busy', t('busy'), { 'Retry-After': String(error.retryAfterSeconds) });
    }
    // A full disk (the throttle's or the session's row needs a new page): said as such, not as a 500.
    if (isDiskFull(error)) {
      console.error('[auth] sign-in could not be stored: the disk is full', error instanceof Error ? error.message : error);
      return fail(503, 'disk-full', t('diskFull'), { 'Retry-After': '60' });
    }
    console.error('[auth] sign-in failed', error);
    return fail(500, 'error', t('unexpected'));
  }
  if (attempt.throttled) {
    await recordSignInFailure(email, subject.ip, 'throttled');
    const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
    return fail(429, 'too-many-attempts', t('tooManyAttempts', { minutes }), { 'Retry-After': String(attempt.retryAfterSeconds) });
  }
  const result = attempt.value;
  if (!result.ok) {
    if (result.reason === 'error') return fail(502, 'error', result.message);
    // The same message for an unknown e-mail and a wrong password.
    await recordSignInFailure(email, subject.ip, 'invalid');
    return fail(401, 'invalid-credentials', t('invalidCredentials'));
  }
  await recordSignIn(result.user, subject.ip);
  // Into the admin (or back to the admin page that sent the visitor here), in this language.
  const target = afterSignInPath(returnPath, locale);
  if (isForm) return seeOther(target);
  return NextResponse.json({ ok: true, redirectTo: target }, { headers: noStore });
}
