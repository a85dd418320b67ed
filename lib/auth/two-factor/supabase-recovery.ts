import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { supabaseRecoveryCodes } from '../../db/schema';
import { hashRecoveryCode, newRecoveryCodes } from './seal';

// Recovery codes of Supabase Auth users (migration 0024), keyed hashes like the embedded ones: Auth
// MFA keeps the factor, the app keeps the codes, per Supabase user id.

function keySource(): string {
  const key = getConfig().twoFactorKey;
  if (!key) throw new Error('TWO_FACTOR_KEY (or SUPABASE_SERVICE_ROLE_KEY) must be set for recovery codes');
  return key;
}

/** Ten new codes replace the user's old ones; returned once, for the page to show. */
export async function replaceSupabaseRecoveryCodes(db: DbOrTx, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((c) => hashRecoveryCode(c, keySource())));
  await db.transaction(async (tx) => {
    await tx.delete(supabaseRecoveryCodes).where(eq(supabaseRecoveryCodes.userId, userId));
    await tx.insert(supabaseRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  });
  return codes;
}

/** Uses one code: true once per code (the conditional update takes only an unused one). */
export async function consumeSupabaseRecoveryCode(db: DbOrTx, userId: string, input: string, now = new Date()): Promise<boolean> {
  const hash = await hashRecoveryCode(input, keySource());
  const used = await db
    .update(supabaseRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(supabaseRecoveryCodes.userId, userId), eq(supabaseRecoveryCodes.codeHash, hash), isNull(supabaseRecoveryCodes.usedAt)))
    .returning({ id: supabaseRecoveryCodes.id });
  return used.length === 1;
}

export async function supabaseRecoveryCodesLeft(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .select({ id: supabaseRecoveryCodes.id })
    .from(supabaseRecoveryCodes)
    .where(and(eq(supabaseRecoveryCodes.userId, userId), isNull(supabaseRecoveryCodes.usedAt)));
  return rows.length;
}

/** The factor is gone (turned off, reset, recovered from, or the user removed): its codes go too. */
export async function deleteSupabaseRecoveryCodes(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(supabaseRecoveryCodes).where(eq(supabaseRecoveryCodes.userId, userId));
}
