import type { NextRequest } from 'next/server';
import { recordSignOut } from '@/lib/history/auth-events';
import { getAuthPort } from '@/lib/auth/auth-port';
import { readAuthPost, requestLocale, seeOther } from '@/lib/auth/request-guard';
import { getSession } from '@/lib/auth/session';
import { localizedPath } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

/**
 * SPEC 4 Logout: ends the session on the server (a copied cookie stops working at once), clears
 * the cookie, returns to the localized /login (303). The body is capped before parsing (413).
 */
export async function POST(request: NextRequest): Promise<Response> {
  const posted = await readAuthPost(request);
  if (!posted.ok) return posted.response;
  const { fields } = posted;
  const locale = requestLocale(request, fields.locale);
  try {
    // Who is leaving, read before the session ends (a request without one records nothing).
    const session = await getSession();
    await (await getAuthPort()).signOut();
    if (session) await recordSignOut(session);
  } catch (error) {
    // SPEC: a sign-out error is only logged.
    console.error('[auth] sign-out failed', error);
  }
  // SPEC: logout also clears the browser's stored state (the old site cleared all local storage).
  return seeOther(localizedPath(locale, '/login'), { 'Clear-Site-Data': '"storage"' });
}
