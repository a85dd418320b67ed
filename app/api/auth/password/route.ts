import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { getAuthPort } from '@/lib/auth/auth-port';
import { clientIp } from '@/lib/auth/client-ip';
import { cookieSecure, isSameOrigin, readFields, requestLocale } from '@/lib/auth/request-guard';
import { firstIssueMessage, passwordChangeSchema } from '@/lib/auth/schemas';
import { getSession } from '@/lib/auth/session';
import { checkThrottle, recordFailure } from '@/lib/auth/throttle';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

/** SPEC 5 Change password: the current password is verified first; a change ends other sessions. */
export async function POST(request: NextRequest): Promise<NextResponse> {
  if (!isSameOrigin(request)) return NextResponse.json({ ok: false, message: 'Cross-site request refused' }, { status: 403, headers: noStore });
  const { fields } = await readFields(request);
  const t = await getTranslations({ locale: requestLocale(request, fields.locale), namespace: 'settings' });
  const fail = (status: number, message: string, headers: Record<string, string> = {}) =>
    NextResponse.json({ ok: false, message }, { status, headers: { ...noStore, ...headers } });

  try {
    const session = await getSession();
    if (!session) return fail(401, t('notAuthenticated'));
    const parsed = passwordChangeSchema(t).safeParse(fields);
    if (!parsed.success) return fail(400, firstIssueMessage(parsed.error));

    const config = getConfig();
    const db = await getDb();
    const subject = { action: 'password' as const, ip: clientIp(request.headers, config.trustProxy), account: session.userId };
    const verdict = await checkThrottle(db, subject);
    if (!verdict.allowed) {
      return fail(429, t('tooManyAttempts', { minutes: Math.ceil(verdict.retryAfterSeconds / 60) }), {
        'Retry-After': String(verdict.retryAfterSeconds),
      });
    }
    const { currentPassword, newPassword } = parsed.data;
    const result = await (await getAuthPort()).changePassword(session, currentPassword, newPassword, {
      secure: cookieSecure(request, config.isProduction),
    });
    if (!result.ok) {
      if (result.reason === 'current-incorrect') {
        await recordFailure(db, subject);
        return fail(400, t('currentIncorrect'));
      }
      return fail(502, result.message || t('failed'));
    }
    return NextResponse.json({ ok: true, message: t('success') }, { headers: noStore });
  } catch (error) {
    console.error('[auth] password change failed', error);
    return fail(500, t('unexpected'));
  }
}
