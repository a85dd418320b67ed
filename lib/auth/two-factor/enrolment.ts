import 'server-only';
import { getConfig } from '../../config';
import { getDb } from '../../db';
import { siteConfig } from '../../site-config';
import { pendingSecret, readFactor, recoveryCodesLeft } from './store';
import { supabaseRecoveryCodesLeft } from './supabase-recovery';
import { totpUri } from './totp';

// What the two enrolment pages and the security page read, on either backend.

export type Enrolment = { secret: string; uri: string };

/** The key to set up now (embedded: the pending secret; Supabase: a new Auth MFA factor), or null
 *  when the account already has a factor. */
export async function enrolmentFor(user: { userId: string; email: string }): Promise<Enrolment | null> {
  if (getConfig().backend.kind === 'supabase') return (await import('./supabase-steps')).startSupabaseEnrolment();
  const secret = await pendingSecret(await getDb(), user.userId);
  return secret ? { secret, uri: totpUri(secret, siteConfig.companyName, user.email) } : null;
}

/** Whether the account's factor is on and how many recovery codes are left. `enrolled` is the
 *  adapter's answer (Supabase: a verified factor in Auth's answer for this request). */
export async function ownFactor(userId: string, enrolled: boolean | undefined): Promise<{ on: boolean; codesLeft: number }> {
  const db = await getDb();
  if (getConfig().backend.kind === 'supabase')
    return { on: Boolean(enrolled), codesLeft: enrolled ? await supabaseRecoveryCodesLeft(db, userId) : 0 };
  const factor = await readFactor(db, userId);
  return { on: Boolean(factor?.enabled), codesLeft: factor?.enabled ? await recoveryCodesLeft(db, userId) : 0 };
}
