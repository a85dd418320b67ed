import 'server-only';
import { sql } from 'drizzle-orm';
import type { User } from '@supabase/supabase-js';
import { hasVerifiedFactor, supabaseRoleOf } from '@/lib/auth/supabase-admin';
import { createSupabaseServiceClient, deleteUserFactors } from '@/lib/auth/supabase-service';
import { clearSecondStepLock } from '@/lib/auth/two-factor/lock';
import { deleteSupabaseRecoveryCodes } from '@/lib/auth/two-factor/supabase-recovery';
import type { Role } from '@/lib/auth/roles';
import type { Db, DbOrTx } from '@/lib/db';
import type { Actor } from '@/lib/history/contract';
import { recordAudit } from '@/lib/history/record';
import { deleteSenderProfile } from './profile';
import type { ChangeResult, Member } from './members';

// The team of a Supabase deployment: Supabase Auth's users with an administrator role in
// app_metadata.role, read and written through the Admin API with the service role. The audit entry
// goes to the app's database. A demotion or removal runs inside an app-database transaction holding
// a team-wide advisory lock, so two owners acting at once take turns and the last owner stays.

const TEAM_LOCK = 0x7465616d; // 'team'
const PAGE = 1000;

export type SupabaseMember = Member & { twoFactor: 'on' | 'off' };

const toMember = (u: User, role: Role): SupabaseMember => ({
  id: u.id,
  email: u.email ?? '',
  role,
  lastSignInAt: u.last_sign_in_at ? new Date(u.last_sign_in_at) : null,
  createdAt: new Date(u.created_at),
  twoFactor: hasVerifiedFactor(u.factors) ? 'on' : 'off',
});

/** Every user with an administrator role ('admin' reads as owner), by e-mail. */
export async function listSupabaseMembers(): Promise<SupabaseMember[]> {
  const admin = createSupabaseServiceClient().auth.admin;
  const members: SupabaseMember[] = [];
  for (let page = 1; ; page += 1) {
    const { data, error } = await admin.listUsers({ page, perPage: PAGE });
    if (error) throw error;
    for (const u of data.users) {
      const role = supabaseRoleOf({ sub: u.id, app_metadata: u.app_metadata });
      if (role) members.push(toMember(u, role));
    }
    if (data.users.length < PAGE) break;
  }
  return members.sort((a, b) => a.email.localeCompare(b.email));
}

async function memberById(id: string): Promise<SupabaseMember | null> {
  const { data, error } = await createSupabaseServiceClient().auth.admin.getUserById(id);
  if (error?.status === 404 || !data.user) return null;
  if (error) throw error;
  const role = supabaseRoleOf({ sub: data.user.id, app_metadata: data.user.app_metadata });
  return role ? toMember(data.user, role) : null;
}

export async function supabaseMemberExists(id: string): Promise<boolean> {
  return (await memberById(id)) !== null;
}

/**
 * Invites through the Admin API (Supabase sends its own invitation e-mail, whose link returns to
 * `redirectTo`), then gives the new user the role in app_metadata: until then they are nobody here.
 */
export async function inviteSupabaseMember(
  db: Db,
  email: string,
  role: Role,
  redirectTo: string,
): Promise<{ status: 'added'; id: string } | { status: 'exists' }> {
  const admin = createSupabaseServiceClient().auth.admin;
  const invited = await admin.inviteUserByEmail(email, { redirectTo });
  if (invited.error?.status === 422) return { status: 'exists' };
  if (invited.error || !invited.data.user) throw invited.error ?? new Error('no user in the invitation answer');
  const id = invited.data.user.id;
  const updated = await admin.updateUserById(id, { app_metadata: { role } });
  if (updated.error) throw updated.error;
  await recordAudit(db, { action: 'team.add', target: { type: 'account', id, label: email }, changes: { role: [null, role] } });
  return { status: 'added', id };
}

async function underTeamLock<T>(db: Db, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TEAM_LOCK})`);
    return work(tx);
  });
}

async function isLastOwner(member: SupabaseMember): Promise<boolean> {
  if (member.role !== 'owner') return false;
  return (await listSupabaseMembers()).filter((m) => m.role === 'owner').length <= 1;
}

/** A new role counts on the user's next request (the app reads app_metadata from Auth each time). */
export async function changeSupabaseRole(db: Db, id: string, role: Role): Promise<ChangeResult> {
  return underTeamLock(db, async (tx) => {
    const current = await memberById(id);
    if (!current) return { status: 'notFound' };
    if (current.role === role) return { status: 'unchanged' };
    if (await isLastOwner(current)) return { status: 'lastOwner' };
    const { error } = await createSupabaseServiceClient().auth.admin.updateUserById(id, { app_metadata: { role } });
    if (error) throw error;
    await recordAudit(tx, {
      action: 'team.role',
      target: { type: 'account', id, label: current.email },
      changes: { role: [current.role, role] },
    });
    return { status: 'changed' };
  });
}

/** Deletes the user in Supabase Auth: every session and refresh token ends with them, at once. */
export async function removeSupabaseMember(db: Db, id: string): Promise<ChangeResult> {
  return underTeamLock(db, async (tx) => {
    const current = await memberById(id);
    if (!current) return { status: 'notFound' };
    if (await isLastOwner(current)) return { status: 'lastOwner' };
    // The local rows first: a refusal from Auth then throws and rolls them back.
    await deleteSupabaseRecoveryCodes(tx, id);
    await clearSecondStepLock(tx, id);
    await deleteSenderProfile(tx, id);
    const { error } = await createSupabaseServiceClient().auth.admin.deleteUser(id);
    if (error) throw error;
    await recordAudit(tx, {
      action: 'team.remove',
      target: { type: 'account', id, label: current.email },
      changes: { role: [current.role, null] },
    });
    return { status: 'changed' };
  });
}

/** The owner's reset of a lost device: the Admin API deletes the factor (ending the user's sessions). */
export async function resetSupabaseTwoFactor(db: Db, actor: Actor, id: string): Promise<boolean> {
  if ((await deleteUserFactors(id)) === 0) return false;
  await db.transaction(async (tx) => {
    await deleteSupabaseRecoveryCodes(tx, id);
    await clearSecondStepLock(tx, id);
    await deleteSenderProfile(tx, id);
    await recordAudit(tx, { action: 'auth.two_factor_reset', actor, target: { type: 'account', id } });
  });
  return true;
}
