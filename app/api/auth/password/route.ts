import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { recordPasswordChange } from '@/lib/history/auth-events';
import { getAuthPort } from '@/lib/auth/auth-port';
import { clientIp } from '@/lib/auth/client-ip';
import { isHashBusy } from '@/lib/auth/hash-gate';
import { passwordProblem } from '@/lib/auth/password-policy';
import type { ChangePasswordResult } from '@/lib/auth/port';
import { cookieSecure, readAuthPost, requestLocale } from '@/lib/auth/request-guard';
import { firstIssueMessage, passwordChangeSchema } from '@/lib/auth/schemas';
import { getSession } from '@/lib/auth/session';
import { throttledAttempt } from '@/lib/auth/throttle';
import { getConfig } from '@/lib/config';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * SPEC 5 Change password: the new password must meet the policy (checked first: no hash, no
 * throttle count), then the current password is verified under the throttle; a change ends the
 * account's other sessions.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const posted = await readAuthPost(request);
  if (!posted.ok) return posted.response;
  const { fields } = posted;
  const t = await getTranslations({ locale: requestLocale(request, fields.locale), namespace: 'settings' });
  const fail = (status: number, message: string, headers: Record<string, string> = {}) =>
    NextResponse.json({ ok: false, message }, { status, headers: { ...noStore, ...headers } });

  try {
    const session = await getSession();
    if (!session) return fail(401, t('notAuthenticated'));
    const parsed = passwordChangeSchema(t).safeParse(fields);
    if (!parsed.success) return fail(400, firstIssueMessage(parsed.error));
    const { currentPassword, newPassword } = parsed.data;
    const problem = passwordProblem(newPassword, [session.email]);
    if (problem) return fail(400, t(problem));

    const config = getConfig();
    const subject = { action: 'password' as const, ip: clientIp(request.headers, config.trustProxy), account: session.userId };
    const port = await getAuthPort();
    const attempt = await throttledAttempt(subject, async () => {
      const result: ChangePasswordResult = await port.changePassword(session, currentPassword, newPassword, {
        secure: cookieSecure(request, config.isProduction, config.trustProxy),
      });
      return { outcome: result.ok ? 'correct' : result.reason === 'current-incorrect' ? 'wrong' : 'neutral', value: result };
    });
    if (attempt.throttled) {
      return fail(429, t('tooManyAttempts', { minutes: Math.ceil(attempt.retryAfterSeconds / 60) }), {
        'Retry-After': String(attempt.retryAfterSeconds),
      });
    }
    const result = attempt.value;
    if (!result.ok) {
      if (result.reason === 'current-incorrect') return fail(400, t('currentIncorrect'));
      return fail(502, result.message || t('failed'));
    }
    await recordPasswordChange(session, subject.ip);
    return NextResponse.json({ ok: true, message: t('success') }, { headers: noStore });
  } catch (error) {
    if (isHashBusy(error)) return fail(503, t('busy'), { 'Retry-After': String(error.retryAfterSeconds) });
    console.error('[auth] password change failed', error);
    return fail(500, t('unexpected'));
  }
}
