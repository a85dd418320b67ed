import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { clientIp } from '@/lib/auth/client-ip';
import { readAuthPost, requestLocale, seeOther } from '@/lib/auth/request-guard';
import { getSignedIn } from '@/lib/auth/session';
import { getAuthPort } from '@/lib/auth/auth-port';
import type { StepOutcome } from '@/lib/auth/two-factor/steps';
import { getConfig } from '@/lib/config';
import { recordSecondStepOutcome, recordTwoFactorEvent } from '@/lib/history/two-factor-events';
import { localizedPath } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };
const INTENTS = ['verify', 'enrol', 'recovery-codes', 'disable'] as const;
type Intent = (typeof INTENTS)[number];
type Translator = Awaited<ReturnType<typeof getTranslations<'twoFactor'>>>;

/** A refused step: its status, code for ?error=, message, and the field the message belongs to. */
function refusal(outcome: Extract<StepOutcome, { ok: false }>, intent: Intent, t: Translator) {
  switch (outcome.reason) {
    case 'throttled': {
      const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
      return {
        status: 429,
        code: 'too-many-attempts',
        message: t('tooManyAttempts', { minutes }),
        field: null,
        retryAfter: outcome.retryAfterSeconds,
      };
    }
    case 'required':
      return { status: 409, code: 'required', message: t('requiredCannotDisable'), field: null };
    case 'state':
      return { status: 409, code: 'state', message: t('wrongState'), field: null };
    case 'expired':
      return { status: 409, code: 'expired', message: t('keyExpired'), field: 'code' };
    case 'locked':
      return { status: 423, code: 'locked', message: t('locked'), field: 'code' };
    case 'wrong-password':
      return { status: 401, code: 'wrong-password', message: t('wrongPassword'), field: 'password' };
    case 'wrong':
      if (outcome.lockedNow) return { status: 423, code: 'locked', message: t('lockedNow'), field: 'code' };
      return { status: 401, code: 'wrong-code', message: t('wrongCode'), field: intent === 'verify' ? null : 'code' };
  }
}

/**
 * The two-factor steps (embedded, or Supabase Auth MFA), one POST with an `intent`:
 * verify (the second step after the password), enrol (the password and the first code; forced or
 * from the security page), recovery-codes (the password and a code: a new set), disable (the
 * password). The enhanced forms post JSON and get JSON (the recovery codes are only ever in that
 * answer); a plain form post gets a 303 back to its page (with ?error=). Every wrong code of a
 * factor, a lock and a lifted lock is in Activity (docs/decisions/078).
 */
export async function POST(request: NextRequest): Promise<Response> {
  const posted = await readAuthPost(request);
  if (!posted.ok) return posted.response;
  const { fields, isForm } = posted;
  const locale = requestLocale(request, fields.locale);
  const t = await getTranslations({ locale, namespace: 'twoFactor' });
  const intent = INTENTS.find((i) => i === fields.intent);
  const page = localizedPath(locale, intent === 'verify' || intent === 'enrol' ? '/login/two-factor' : '/admin-panel/settings/two-factor');

  const fail = (status: number, code: string, message: string, field: string | null = null, headers: Record<string, string> = {}) =>
    isForm
      ? seeOther(`${page}?error=${encodeURIComponent(code)}`, headers)
      : NextResponse.json({ ok: false, code, message, field }, { status, headers: { ...noStore, ...headers } });
  const done = (body: Record<string, unknown>, redirectTo: string) =>
    isForm ? seeOther(redirectTo) : NextResponse.json({ ok: true, redirectTo, ...body }, { headers: noStore });

  const config = getConfig();
  if (!intent) return fail(400, 'invalid-input', t('unexpected'));
  // The same steps on both backends: embedded keeps the factor itself, Supabase through Auth MFA.
  const steps =
    config.backend.kind === 'supabase' ? await import('@/lib/auth/two-factor/supabase-steps') : await import('@/lib/auth/two-factor/steps');
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
  const reauth = { password: fields.password, code: fields.code };
  let outcome: StepOutcome;
  try {
    if (intent === 'verify') outcome = await steps.passSecondStep(who, { code: fields.code, recoveryCode: fields.recoveryCode });
    else if (intent === 'enrol') outcome = await steps.confirmEnrolment(who, reauth);
    else if (intent === 'recovery-codes') outcome = await steps.newRecoveryCodes(who, reauth);
    else outcome = await steps.turnOff(who, reauth);
  } catch (error) {
    console.error('[auth] two-factor step failed', error);
    return fail(500, 'error', t('unexpected'));
  }
  // A wrong code of the factor, the lock it set, a lifted lock, codes other sessions typed.
  await recordSecondStepOutcome(outcome, me, { ip, intent });

  if (!outcome.ok) {
    const refused = refusal(outcome, intent, t);
    const headers: Record<string, string> = 'retryAfter' in refused ? { 'Retry-After': String(refused.retryAfter) } : {};
    return fail(refused.status, refused.code, refused.message, refused.field, headers);
  }

  const security = localizedPath(locale, '/admin-panel/settings/two-factor');
  if (outcome.signedOut) {
    // Supabase deleted the factor with every session of the account (a recovery code): the cookies
    // go, and the next sign-in sets up a new factor.
    await recordTwoFactorEvent(outcome.usedRecoveryCode ? 'auth.recovery_code_used' : 'auth.two_factor_disable', me, me, { ip });
    await (await getAuthPort()).signOut();
    return done({}, `${localizedPath(locale, '/login')}?notice=two-factor-removed`);
  }
  const admin = localizedPath(locale, '/admin-panel');
  if (intent === 'verify') {
    if (outcome.usedRecoveryCode) await recordTwoFactorEvent('auth.recovery_code_used', me, me, { ip });
    // Wrong codes from elsewhere, or a lock lifted: the security page says so and what to do.
    if (outcome.unlocked) return done({}, `${security}?notice=unlocked`);
    if (outcome.failuresElsewhere) return done({}, `${security}?notice=failures-elsewhere`);
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
