import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db';
import type { DbOrTx } from '../../db/client';
import { twoFactorPolicy } from '../../db/schema';

// Whether a role must use two-factor sign-in, keyed by role name (a missing row: not required).
// Until roles exist every administrator is asked about as 'owner' (OWNER_ROLE).

export const OWNER_ROLE = 'owner';

export async function isTwoFactorRequired(role: string, db?: DbOrTx): Promise<boolean> {
  db ??= await getDb();
  const [row] = await db
    .select({ required: twoFactorPolicy.required })
    .from(twoFactorPolicy)
    .where(eq(twoFactorPolicy.role, role))
    .limit(1);
  return row?.required ?? false;
}

export async function setTwoFactorRequired(role: string, required: boolean, db?: DbOrTx): Promise<void> {
  db ??= await getDb();
  await db
    .insert(twoFactorPolicy)
    .values({ role, required, updatedAt: new Date() })
    .onConflictDoUpdate({ target: twoFactorPolicy.role, set: { required, updatedAt: new Date() } });
}
