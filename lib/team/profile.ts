import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { adminProfiles } from '@/lib/db/schema';
import { recordAudit } from '@/lib/history/record';

// An administrator's profile: the name and phone a quotation gives as its sender (the buyer's
// contact), set by each administrator who sends quotations (Settings). A version keeps its own
// copy from the moment it is sent (quotation_versions.sent_by_*), so a later change does not alter
// a sent offer. It goes with the account when the account is removed.

export const SENDER_LIMITS = { name: 120, phone: 40 } as const;

export type SenderProfile = { displayName: string; phone: string };

export async function readSenderProfile(db: DbOrTx, userId: string): Promise<SenderProfile> {
  const [row] = await db.select().from(adminProfiles).where(eq(adminProfiles.userId, userId));
  return { displayName: row?.displayName ?? '', phone: row?.phone ?? '' };
}

/** Saves the profile with its audit entry, in one transaction; an unchanged form writes nothing. */
export async function saveSenderProfile(
  db: DbOrTx,
  account: { userId: string; email: string },
  profile: SenderProfile,
): Promise<'changed' | 'unchanged'> {
  return db.transaction(async (tx) => {
    const before = await readSenderProfile(tx, account.userId);
    if (before.displayName === profile.displayName && before.phone === profile.phone) return 'unchanged';
    await tx
      .insert(adminProfiles)
      .values({ userId: account.userId, ...profile, updatedAt: new Date() })
      .onConflictDoUpdate({ target: adminProfiles.userId, set: { ...profile, updatedAt: new Date() } });
    const changes: Record<string, [string, string]> = {};
    if (before.displayName !== profile.displayName) changes.displayName = [before.displayName, profile.displayName];
    if (before.phone !== profile.phone) changes.phone = [before.phone, profile.phone];
    await recordAudit(tx, { action: 'auth.profile', target: { type: 'account', id: account.userId, label: account.email }, changes });
    return 'changed';
  });
}

/** The profile goes with its account (team removal); the versions it sent keep their copy. */
export async function deleteSenderProfile(db: Pick<DbOrTx, 'delete'>, userId: string): Promise<void> {
  await db.delete(adminProfiles).where(eq(adminProfiles.userId, userId));
}

/** The sender a version records when it is sent: the profile, or the e-mail alone. */
export async function senderOf(db: DbOrTx, account: { userId: string; email: string }) {
  const profile = await readSenderProfile(db, account.userId);
  return { name: profile.displayName, email: account.email, phone: profile.phone };
}
