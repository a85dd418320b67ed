import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db';
import type { DbOrTx } from '../../db/client';
import { twoFactorPolicy } from '../../db/schema';
import type { Role } from '../roles';

// Whether a role must use two-factor sign-in, keyed by role name (a missing row: not required).
// The owner sets it per role on the Team screen.

export async function isTwoFactorRequired(role: Role, db?: DbOrTx): Promise<boolean> {
  db ??= await getDb();
  const [row] = await db
    .select({ required: twoFactorPolicy.required })
    .from(twoFactorPolicy)
    .where(eq(twoFactorPolicy.role, role))
    .limit(1);
  return row?.required ?? false;
}

export async function setTwoFactorRequired(role: Role, required: boolean, db?: DbOrTx): Promise<void> {
  db ??= await getDb();
  await db
    .insert(twoFactorPolicy)
    .values({ role, required, updatedAt: new Date() })
    .onConflictDoUpdate({ target: twoFactorPolicy.role, set: { required, updatedAt: new Date() } });
}
