import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { clientIp } from '@/lib/auth/client-ip';
import { readAuthPost, requestLocale, seeOther } from '@/lib/auth/request-guard';
import { getSignedIn } from '@/lib/auth/session';
import { getAuthPort } from '@/lib/auth/auth-port';
import type { StepOutcome } from '@/lib/auth/two-factor/steps';
import { getConfig } from '@/lib/config';
import { recordTwoFactorEvent } from '@/lib/history/two-factor-events';
import { localizedPath } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };
const INTENTS = ['verify', 'enrol', 'recovery-codes', 'disable'] as const;
type Intent = (typeof INTENTS)[number];

/**
 * The two-factor steps (embedded, or Supabase Auth MFA), one POST with an `intent`:
 * verify (the second step after the password), enrol (first code; forced or from the security page),
 * recovery-codes (a new set), disable. The enhanced forms post JSON and get JSON (the recovery codes
 * are only ever in that answer); a plain form post gets a 303 back to its page (with ?error=).
 */
export async function POST(request: NextRequest): Promise<Response> {
  const posted = await readAuthPost(request);
  if (!posted.ok) return posted.response;
  const { fields, isForm } = posted;
  const locale = requestLocale(request, fields.locale);
  const t = await getTranslations({ locale, namespace: 'twoFactor' });
  const intent = INTENTS.find((i) => i === fields.intent);
  const page = localizedPath(locale, intent === 'verify' || intent === 'enrol' ? '/login/two-factor' : '/admin-panel/settings/two-factor');

  const fail = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
    isForm
      ? seeOther(`${page}?error=${encodeURIComponent(code)}`, headers)
      : NextResponse.json({ ok: false, code, message }, { status, headers: { ...noStore, ...headers } });
  const done = (body: Record<string, unknown>, redirectTo: string) =>
    isForm ? seeOther(redirectTo) : NextResponse.json({ ok: true, redirectTo, ...body }, { headers: noStore });

  const config = getConfig();
  if (!intent) return fail(400, 'invalid-input', t('unexpected'));
  // The same steps on both backends: embedded keeps the factor itself, Supabase through Auth MFA.
  const steps =
    config.backend.kind === 'supabase' ? await import('@/lib/auth/two-factor/supabase-steps') : await import('@/lib/auth/two-factor/steps');
  const { confirmEnrolment, newRecoveryCodes, passSecondStep, turnOff } = steps;
  const signedIn = await getSignedIn().catch(() => null);
  const sessionId = signedIn?.user.sessionId;
  if (!signedIn || !sessionId) return fail(401, 'not-signed-in', t('notSignedIn'));
  const allowed: Record<Intent, boolean> = {
    verify: signedIn.step === 'verify',
    enrol: signedIn.step === 'enrol' || signedIn.step === null,
    'recovery-codes': signedIn.step === null,
    disable: signedIn.step === null,
  };
  if (!allowed[intent]) return fail(409, 'state', t('wrongState'));

  const ip = clientIp(request.headers, config.trustProxy);
  const who = { userId: signedIn.user.userId, email: signedIn.user.email, sessionId, ip, role: signedIn.session.role };
  const me = { userId: who.userId, email: who.email };
  let outcome: StepOutcome;
  try {
    if (intent === 'verify') outcome = await passSecondStep(who, { code: fields.code, recoveryCode: fields.recoveryCode });
    else if (intent === 'enrol') outcome = await confirmEnrolment(who, fields.code ?? '');
    else if (intent === 'recovery-codes') outcome = await newRecoveryCodes(who, fields.code ?? '');
    else outcome = await turnOff(who, { code: fields.code, password: fields.password });
  } catch (error) {
    console.error('[auth] two-factor step failed', error);
    return fail(500, 'error', t('unexpected'));
  }

  if (!outcome.ok) {
    if (outcome.reason === 'throttled') {
      const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
      return fail(429, 'too-many-attempts', t('tooManyAttempts', { minutes }), { 'Retry-After': String(outcome.retryAfterSeconds) });
    }
    if (outcome.reason === 'required') return fail(409, 'required', t('requiredCannotDisable'));
    if (outcome.reason === 'state') return fail(409, 'state', t('wrongState'));
    return fail(401, 'wrong-code', intent === 'disable' && fields.password && !fields.code ? t('wrongPassword') : t('wrongCode'));
  }

  if (outcome.signedOut) {
    // Supabase deleted the factor with every session of the account (a recovery code, or turned off
    // with the password): the cookies go, and the next sign-in sets up a new factor.
    await recordTwoFactorEvent(outcome.usedRecoveryCode ? 'auth.recovery_code_used' : 'auth.two_factor_disable', me, me, { ip });
    await (await getAuthPort()).signOut();
    return done({}, `${localizedPath(locale, '/login')}?notice=two-factor-removed`);
  }
  const admin = localizedPath(locale, '/admin-panel');
  const security = localizedPath(locale, '/admin-panel/settings/two-factor');
  if (intent === 'verify') {
    if (outcome.usedRecoveryCode) await recordTwoFactorEvent('auth.recovery_code_used', me, me, { ip });
    return done({}, admin);
  }
  if (intent === 'enrol') {
    await recordTwoFactorEvent('auth.two_factor_enable', me, me, { ip });
    return done({ recoveryCodes: outcome.recoveryCodes }, signedIn.step === 'enrol' ? admin : security);
  }
  if (intent === 'recovery-codes') {
    await recordTwoFactorEvent('auth.recovery_codes_new', me, me, { ip });
    return done({ recoveryCodes: outcome.recoveryCodes }, security);
  }
  await recordTwoFactorEvent('auth.two_factor_disable', me, me, { ip });
  return done({}, security);
}
