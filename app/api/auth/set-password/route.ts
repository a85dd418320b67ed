import type { NextRequest } from 'next/server';
import { passwordProblem } from '@/lib/auth/password-policy';
import { readAuthPost, requestLocale, seeOther } from '@/lib/auth/request-guard';
import { getDb } from '@/lib/db';
import { localizedPath } from '@/lib/i18n/routing';
import { linkAccount, redeemPasswordLink } from '@/lib/team/members';

export const dynamic = 'force-dynamic';

/**
 * The set-password form of an invitation link (a plain form post, no JavaScript needed): the new
 * password meets the sign-in policy, the link is used up in the same transaction that sets it, and
 * the new administrator goes on to sign in. A problem goes back to the form with ?error=.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const posted = await readAuthPost(request);
  if (!posted.ok) return posted.response;
  const { token = '', password = '', confirm = '' } = posted.fields;
  const locale = requestLocale(request, posted.fields.locale);
  const back = (error: string) => seeOther(`${localizedPath(locale, '/set-password')}?token=${encodeURIComponent(token)}&error=${error}`);
  const db = await getDb();
  const account = await linkAccount(db, token);
  if (!account) return back('invalid');
  if (password !== confirm) return back('mismatch');
  const problem = passwordProblem(password, [account.email]);
  if (problem) return back(problem);
  const done = await redeemPasswordLink(db, token, password);
  if (!done) return back('invalid');
  return seeOther(`${localizedPath(locale, '/login')}?passwordSet=1`);
}
