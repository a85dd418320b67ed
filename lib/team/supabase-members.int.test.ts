// @engine-independent: the Supabase stand-in's Admin API, not SQL of this app
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStandin, type Standin } from '@/tests/supabase-standin/server';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { getDb } from '@/lib/db';

// The Team screen's Supabase writes through the Admin API of the stand-in, audited in the lane's
// database. Only the configuration (pointing at the stand-in) is a stand-in.

const backend = vi.hoisted(() => ({ url: '', anonKey: '', serviceRoleKey: '' }));
vi.mock('@/lib/config', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/config')>();
  return { ...real, getConfig: () => ({ ...real.getConfig(), backend: { kind: 'supabase', ...backend }, twoFactorKey: 'k'.repeat(40) }) };
});

const team = await import('./supabase-members');
const { resetTwoFactor } = await import('./two-factor');

let standin: Standin;
let t: TestDatabase;
let ownerId = '';
const service = () => createClient(standin.url, standin.serviceKey, { auth: { persistSession: false } });
const audit = () => t.handle.runner.query<{ action: string; changes: unknown }>(`select action, changes from audit_log order by id`);

beforeAll(async () => {
  t = await createTestDatabase();
  standin = await startStandin({ databaseUrl: 'postgres://unused@127.0.0.1:1/unused', storageRoot: '/nonexistent' });
  Object.assign(backend, { url: standin.url, anonKey: standin.anonKey, serviceRoleKey: standin.serviceKey });
  const { data } = await service().auth.admin.createUser({
    email: 'owner@example.com',
    password: 'owner-pass-1',
    app_metadata: { role: 'admin' },
  });
  ownerId = data.user!.id;
  // A signed-up user without a role is not on the team.
  await service().auth.admin.createUser({ email: 'visitor@example.com', password: 'visitor-pass-1' });
});
afterAll(async () => {
  await standin.close();
  await t.cleanup();
});

describe('the team on Supabase', () => {
  it('invites with app_metadata.role (Supabase sends the mail), lists, re-roles, keeps the last owner, removes with every session', async () => {
    const db = await getDb();
    const added = await team.inviteSupabaseMember(db, 'sales@example.com', 'sales', 'http://site/en/login');
    expect(added.status).toBe('added');
    expect(standin.inviteOutbox.map((m) => [m.email, m.redirectTo])).toEqual([['sales@example.com', 'http://site/en/login']]);
    expect(await team.inviteSupabaseMember(db, 'owner@example.com', 'sales', 'http://site/en/login')).toEqual({ status: 'exists' });

    const members = await team.listSupabaseMembers();
    expect(members.map((m) => [m.email, m.role, m.twoFactor])).toEqual([
      ['owner@example.com', 'owner', 'off'],
      ['sales@example.com', 'sales', 'off'],
    ]);
    const salesId = members[1]!.id;

    expect(await team.changeSupabaseRole(db, ownerId, 'blog')).toEqual({ status: 'lastOwner' });
    expect(await team.removeSupabaseMember(db, ownerId)).toEqual({ status: 'lastOwner' });
    expect(await team.changeSupabaseRole(db, salesId, 'catalogue')).toEqual({ status: 'changed' });
    expect(standin.auth.findById(salesId)!.app_metadata.role).toBe('catalogue');

    // The colleague accepts the invitation and signs in; removal ends that session at once.
    const colleague = createClient(standin.url, standin.anonKey, { auth: { persistSession: false } });
    await colleague.auth.verifyOtp({ token_hash: standin.inviteOutbox[0]!.tokenHash, type: 'invite' });
    expect(standin.auth.sessionCount('sales@example.com')).toBe(1);
    await t.handle.runner.query(`insert into admin_profiles (user_id, display_name, phone) values ($1, 'Dewi', '+62 812')`, [salesId]);
    expect(await team.removeSupabaseMember(db, salesId)).toEqual({ status: 'changed' });
    // The sender profile (name and phone) goes with the account.
    expect(await t.handle.runner.query('select user_id from admin_profiles')).toEqual([]);
    expect(standin.auth.sessionCount('sales@example.com')).toBe(0);
    expect(await team.supabaseMemberExists(salesId)).toBe(false);
    expect(await team.removeSupabaseMember(db, salesId)).toEqual({ status: 'notFound' });

    expect(await audit()).toEqual([
      { action: 'team.add', changes: { role: [null, 'sales'] } },
      { action: 'team.role', changes: { role: ['sales', 'catalogue'] } },
      { action: 'team.remove', changes: { role: ['catalogue', null] } },
    ]);
  });

  it("the owner's reset deletes a colleague's verified factor through the Admin API, audited", async () => {
    const { data } = await service().auth.admin.createUser({
      email: 'blog@example.com',
      password: 'blog-pass-1',
      app_metadata: { role: 'blog' },
    });
    const id = data.user!.id;
    expect(await resetTwoFactor({ userId: ownerId, email: 'owner@example.com' }, id)).toBe(false);
    const user = standin.auth.findById(id)!;
    user.factors.push({
      id: crypto.randomUUID(),
      friendly_name: '',
      factor_type: 'totp',
      status: 'verified',
      secret: 'A'.repeat(32),
      created_at: '',
      updated_at: '',
      lastStep: null,
    });
    expect((await team.listSupabaseMembers()).find((m) => m.id === id)?.twoFactor).toBe('on');
    expect(await resetTwoFactor({ userId: ownerId, email: 'owner@example.com' }, id)).toBe(true);
    expect(user.factors).toEqual([]);
    expect((await audit()).at(-1)).toMatchObject({ action: 'auth.two_factor_reset' });
  });
});
