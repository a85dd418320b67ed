import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { getAuthPort } from '@/lib/auth/auth-port';
import { clientIp } from '@/lib/auth/client-ip';
import { cookieSecure, isSameOrigin, readFields, requestLocale, seeOther } from '@/lib/auth/request-guard';
import { firstIssueMessage, loginSchema } from '@/lib/auth/schemas';
import { checkThrottle, clearAccountFailures, recordFailure } from '@/lib/auth/throttle';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { localizedPath } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * Sign-in. The enhanced form posts JSON and gets JSON; a plain form post (no JavaScript) gets a
 * 303 to the localized home, or back to /login?error=… .
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (!isSameOrigin(request)) return NextResponse.json({ ok: false, message: 'Cross-site request refused' }, { status: 403, headers: noStore });
  const { fields, isForm } = await readFields(request);
  const locale = requestLocale(request, fields.locale);
  const t = await getTranslations({ locale, namespace: 'login' });
  const config = getConfig();

  const fail = (status: number, code: string, message: string, extraHeaders: Record<string, string> = {}) => {
    if (isForm) {
      return seeOther(`${localizedPath(locale, '/login')}?error=${encodeURIComponent(code)}`, extraHeaders);
    }
    return NextResponse.json({ ok: false, code, message }, { status, headers: { ...noStore, ...extraHeaders } });
  };

  const parsed = loginSchema(t).safeParse(fields);
  if (!parsed.success) return fail(400, 'invalid-input', firstIssueMessage(parsed.error));
  const { email, password } = parsed.data;

  const db = await getDb();
  const subject = { action: 'login' as const, ip: clientIp(request.headers, config.trustProxy), account: email };
  const verdict = await checkThrottle(db, subject);
  if (!verdict.allowed) {
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    return fail(429, 'too-many-attempts', t('tooManyAttempts', { minutes }), { 'Retry-After': String(verdict.retryAfterSeconds) });
  }

  let result;
  try {
    result = await (await getAuthPort()).signIn(email, password, { secure: cookieSecure(request, config.isProduction) });
  } catch (error) {
    console.error('[auth] sign-in failed', error);
    return fail(500, 'error', t('unexpected'));
  }
  if (!result.ok) {
    if (result.reason === 'error') return fail(502, 'error', result.message);
    await recordFailure(db, subject);
    // The same message for an unknown e-mail and a wrong password.
    return fail(401, 'invalid-credentials', t('invalidCredentials'));
  }
  await clearAccountFailures(db, 'login', email);
  const home = localizedPath(locale, '/');
  if (isForm) return seeOther(home);
  return NextResponse.json({ ok: true, redirectTo: home }, { headers: noStore });
}
