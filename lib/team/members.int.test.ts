import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { upsertAccount, verifyCredentials } from '@/lib/auth/local-accounts';
import { createSession, findSessionAccount } from '@/lib/auth/sessions';
import { withActor } from '@/lib/history/actor';
import {
  addMember,
  changeRole,
  LINK_TTL_HOURS,
  linkAccount,
  listMembers,
  removeMember,
  redeemPasswordLink,
  renewLink,
  unusedLinks,
} from './members';

// The team writes on the lane's engine (PGlite, or PostgreSQL with TEST_DATABASE=postgres): each
// with its audit entry, the last owner kept also when two owners act at once, and the one-time,
// expiring set-password link.

let t: TestDatabase;
const actor = { userId: null, email: 'owner@example.com' };
const q = <T = Record<string, unknown>>(text: string) => t.handle.runner.query<T>(text);
const audit = () =>
  q<{ action: string; target_label: string; actor_email: string }>('select action, target_label, actor_email from audit_log order by id');

beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => t.cleanup());

describe('team writes', () => {
  it('adds with a one-time link, changes the role, removes (ending the sessions at once), each audited', async () => {
    const db = t.handle.db;
    await upsertAccount(db, 'owner@example.com', 'owner-password-1');
    const added = await withActor(actor, () => addMember(db, ' Sales@Example.com ', 'sales'));
    expect(added.status).toBe('added');
    if (added.status !== 'added') return;
    expect(added.token.length).toBeGreaterThanOrEqual(40);
    expect(await withActor(actor, () => addMember(db, 'sales@example.com', 'blog'))).toEqual({ status: 'exists' });
    expect((await listMembers(db)).map((m) => [m.email, m.role, m.lastSignInAt])).toEqual([
      ['owner@example.com', 'owner', null],
      ['sales@example.com', 'sales', null],
    ]);
    // Only the token's hash is stored.
    expect(JSON.stringify(await q('select * from admin_password_links'))).not.toContain(added.token);

    expect(await withActor(actor, () => changeRole(db, added.id, 'catalogue'))).toEqual({ status: 'changed' });
    expect(await withActor(actor, () => changeRole(db, added.id, 'catalogue'))).toEqual({ status: 'unchanged' });
    const sessionId = await createSession(db, added.id);
    expect(await findSessionAccount(db, sessionId, added.id)).toMatchObject({ role: 'catalogue' });
    await q(`insert into admin_profiles (user_id, display_name, phone) values ('${added.id}', 'Dewi', '+62 812')`);
    expect(await withActor(actor, () => removeMember(db, added.id))).toEqual({ status: 'changed' });
    expect(await findSessionAccount(db, sessionId, added.id)).toBeNull();
    // The sender profile (name and phone) goes with the account.
    expect(await q('select user_id from admin_profiles')).toEqual([]);
    expect(await withActor(actor, () => removeMember(db, added.id))).toEqual({ status: 'notFound' });
    expect(await audit()).toEqual([
      { action: 'team.add', target_label: 'sales@example.com', actor_email: 'owner@example.com' },
      { action: 'team.role', target_label: 'sales@example.com', actor_email: 'owner@example.com' },
      { action: 'team.remove', target_label: 'sales@example.com', actor_email: 'owner@example.com' },
    ]);
  });

  it('the last owner can be neither demoted nor removed; with two owners one may go', async () => {
    const db = t.handle.db;
    const { account: a } = await upsertAccount(db, 'a@example.com', 'a-password-12345');
    expect(await withActor(actor, () => changeRole(db, a.id, 'sales'))).toEqual({ status: 'lastOwner' });
    expect(await withActor(actor, () => removeMember(db, a.id))).toEqual({ status: 'lastOwner' });
    const { account: b } = await upsertAccount(db, 'b@example.com', 'b-password-12345', 'owner');
    expect(await withActor(actor, () => changeRole(db, a.id, 'blog'))).toEqual({ status: 'changed' });
    expect(await withActor(actor, () => removeMember(db, b.id))).toEqual({ status: 'lastOwner' });
    expect(await audit()).toEqual([expect.objectContaining({ action: 'team.role' })]);
  });

  it('two owners demoting each other at once: exactly one succeeds, one owner is left', async () => {
    const db = t.handle.db;
    const { account: a } = await upsertAccount(db, 'a@example.com', 'a-password-12345');
    const { account: b } = await upsertAccount(db, 'b@example.com', 'b-password-12345');
    const results = await Promise.all([
      withActor(actor, () => changeRole(db, a.id, 'sales')),
      withActor(actor, () => removeMember(db, b.id)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['changed', 'lastOwner']);
    expect(await q(`select count(*)::int as n from admin_users where role = 'owner'`)).toEqual([{ n: 1 }]);
  });

  it("a removal waits for another owner's demotion still in flight, then refuses (no moment with no owner)", async () => {
    const db = t.handle.db;
    const { account: a } = await upsertAccount(db, 'a@example.com', 'a-password-12345');
    const { account: b } = await upsertAccount(db, 'b@example.com', 'b-password-12345');
    // Another owner's demotion of A: its transaction has written but not committed yet.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let began!: () => void;
    const written = new Promise<void>((resolve) => (began = resolve));
    const demotion = db.transaction(async (tx) => {
      await tx.execute(sql`update admin_users set role = 'sales' where id = ${a.id}::uuid`);
      began();
      await held;
    });
    await written;
    const removal = withActor(actor, () => removeMember(db, b.id));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await demotion;
    expect(await removal).toEqual({ status: 'lastOwner' });
    expect(await q(`select email from admin_users where role = 'owner'`)).toEqual([{ email: 'b@example.com' }]);
  });

  it('the set-password link works once and not after it expires', async () => {
    const db = t.handle.db;
    const now = new Date('2026-11-26T00:00:00Z');
    const added = await withActor(actor, () => addMember(db, 'new@example.com', 'blog', now));
    if (added.status !== 'added') throw new Error('not added');
    expect(added.expiresAt.getTime() - now.getTime()).toBe(LINK_TTL_HOURS * 3_600_000);
    expect(await linkAccount(db, added.token, now)).toMatchObject({ email: 'new@example.com' });
    expect(await linkAccount(db, 'wrong-token', now)).toBeNull();
    // Nobody can sign in before the password is set.
    expect(await verifyCredentials(db, 'new@example.com', '')).toBeNull();

    const twice = await Promise.all([
      redeemPasswordLink(db, added.token, 'a-long-new-password-1', now),
      redeemPasswordLink(db, added.token, 'a-long-new-password-2', now),
    ]);
    expect(twice.filter(Boolean)).toHaveLength(1);
    expect(await linkAccount(db, added.token, now)).toBeNull();
    const used = twice[0] ? 'a-long-new-password-1' : 'a-long-new-password-2';
    expect(await verifyCredentials(db, 'new@example.com', used)).toMatchObject({ email: 'new@example.com', role: 'blog' });

    const late = await withActor(actor, () => addMember(db, 'late@example.com', 'sales', now));
    if (late.status !== 'added') throw new Error('not added');
    const after = new Date(late.expiresAt.getTime() + 1000);
    expect(await linkAccount(db, late.token, after)).toBeNull();
    expect(await redeemPasswordLink(db, late.token, 'a-long-new-password-3', after)).toBeNull();
    expect(await verifyCredentials(db, 'late@example.com', 'a-long-new-password-3')).toBeNull();
    expect((await audit()).map((a) => a.action)).toEqual(['team.add', 'team.password_set', 'team.add']);
  });

  it('a new link replaces an unused one (pending or expired), audited; a used link or none is not renewed', async () => {
    const db = t.handle.db;
    const now = new Date('2026-11-26T00:00:00Z');
    const { account: owner } = await upsertAccount(db, 'owner@example.com', 'owner-password-1');
    const added = await withActor(actor, () => addMember(db, 'late@example.com', 'sales', now));
    if (added.status !== 'added') throw new Error('not added');
    expect(await unusedLinks(db, [owner.id, added.id], now)).toEqual(
      new Map([[added.id, { state: 'pending', expiresAt: added.expiresAt }]]),
    );

    // Two days on the link has expired unused: a new one replaces it and works, the old one never again.
    const later = new Date(added.expiresAt.getTime() + 60_000);
    expect((await unusedLinks(db, [added.id], later)).get(added.id)?.state).toBe('expired');
    const renewed = await withActor(actor, () => renewLink(db, added.id, later));
    if (renewed.status !== 'renewed') throw new Error('not renewed');
    expect(renewed).toMatchObject({ email: 'late@example.com', expiresAt: new Date(later.getTime() + LINK_TTL_HOURS * 3_600_000) });
    expect(renewed.token).not.toBe(added.token);
    expect(await linkAccount(db, added.token, now)).toBeNull();
    expect(await linkAccount(db, renewed.token, later)).toMatchObject({ email: 'late@example.com' });
    expect((await unusedLinks(db, [added.id], later)).get(added.id)?.state).toBe('pending');

    // While still pending it can be renewed again; the one before stops working.
    const again = await withActor(actor, () => renewLink(db, added.id, later));
    if (again.status !== 'renewed') throw new Error('not renewed');
    expect(await linkAccount(db, renewed.token, later)).toBeNull();
    expect(await q('select count(*)::int as n from admin_password_links')).toEqual([{ n: 1 }]);

    // Used: the password is set, so there is nothing to renew (an owner cannot take the account over this way).
    expect(await redeemPasswordLink(db, again.token, 'a-long-new-password-1', later)).toBeTruthy();
    expect(await withActor(actor, () => renewLink(db, added.id, later))).toEqual({ status: 'noLink' });
    expect(await unusedLinks(db, [added.id], later)).toEqual(new Map());
    // An account that never had a link, and one that does not exist.
    expect(await withActor(actor, () => renewLink(db, owner.id, later))).toEqual({ status: 'noLink' });
    expect(await withActor(actor, () => renewLink(db, '00000000-0000-4000-8000-000000000000', later))).toEqual({ status: 'notFound' });

    const entries = await q<{ action: string; target_label: string; detail: unknown }>(
      `select action, target_label, detail from audit_log where action = 'team.link_renewed' order by id`,
    );
    expect(entries).toEqual([
      { action: 'team.link_renewed', target_label: 'late@example.com', detail: { expired: true } },
      { action: 'team.link_renewed', target_label: 'late@example.com', detail: { expired: false } },
    ]);
  });

  it('a renewal and the colleague redeeming the old link at once: one of them wins, never both', async () => {
    const db = t.handle.db;
    const now = new Date('2026-11-26T00:00:00Z');
    const added = await withActor(actor, () => addMember(db, 'race@example.com', 'sales', now));
    if (added.status !== 'added') throw new Error('not added');
    const [renewed, redeemed] = await Promise.all([
      withActor(actor, () => renewLink(db, added.id, now)),
      redeemPasswordLink(db, added.token, 'a-long-new-password-1', now),
    ]);
    // Either the old link set the password (nothing left to renew), or the new link replaced it first.
    expect([renewed.status, Boolean(redeemed)].join()).toMatch(/^(noLink,true|renewed,false)$/);
  });
});
