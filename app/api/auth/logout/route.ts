import { NextResponse, type NextRequest } from 'next/server';
import { getAuthPort } from '@/lib/auth/auth-port';
import { isSameOrigin, readFields, requestLocale, seeOther } from '@/lib/auth/request-guard';
import { localizedPath } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

/** SPEC 4 Logout: signs out, clears the session, returns to the localized /login (303). */
export async function POST(request: NextRequest): Promise<Response> {
  if (!isSameOrigin(request)) return NextResponse.json({ ok: false, message: 'Cross-site request refused' }, { status: 403 });
  const { fields } = await readFields(request);
  const locale = requestLocale(request, fields.locale);
  try {
    await (await getAuthPort()).signOut();
  } catch (error) {
    // SPEC: a sign-out error is only logged.
    console.error('[auth] sign-out failed', error);
  }
  // SPEC: logout also clears the browser's stored state (the old site cleared all local storage).
  return seeOther(localizedPath(locale, '/login'), { 'Clear-Site-Data': '"storage"' });
}
