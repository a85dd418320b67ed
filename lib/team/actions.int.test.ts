// @engine-independent: the team action guard matrix: refused before any write
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { upsertAccount, type LocalAccount } from '@/lib/auth/local-accounts';
import { signSessionToken } from '@/lib/auth/token';
import { refusedRoleTokens, refusedRoles } from '@/tests/roles';
import { sessionTokenFor } from '@/tests/session';
import { cookieJar } from '@/tests/request-mocks';

// The authorisation matrix of the Team screen: every export of lib/team/actions.ts (enumerated) is
// refused for every bad session and for every role but the owner, and changes nothing; the owner's
// session is the control.

vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
// A verified account that is not an administrator (a Supabase sign-up): the configured adapter,
// except that it answers with such a user while `nonAdmin` is set.
vi.mock('@/lib/auth/auth-port', async (importOriginal) => (await import('@/tests/request-mocks')).authPortModule(await importOriginal()));
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: string | { namespace: string }) =>
    createTranslator({ locale: 'en', messages: en, namespace: (typeof arg === 'string' ? arg : arg.namespace) as 'adminTeam' }),
}));

const teamActions = await import('./actions');
const { guardOf } = await import('@/lib/actions/define-action');

let t: TestDatabase;
let owner: LocalAccount;
let member: LocalAccount;
let roleTokens: Map<string, string>;
const secret = process.env.SESSION_SECRET!;

// The member has two-factor on, so a reset that got through would show in the snapshot.
const enableFactor = (id: string) =>
  t.handle.runner.query(
    `insert into admin_totp (user_id, secret_enc, enabled_at) values ($1, 'v1.unused.unused', now()) on conflict do nothing`,
    [id],
  );

beforeAll(async () => {
  t = await createTestDatabase();
  ({ account: owner } = await upsertAccount(t.handle.db, 'owner@example.com', 'owner-password-1'));
  ({ account: member } = await upsertAccount(t.handle.db, 'member@example.com', 'member-password-1', 'blog'));
  await enableFactor(member.id);
  // Its second step is locked, so an unlock that got through would show in the snapshot too.
  await t.handle.runner.query('insert into second_step_locks (user_id) values ($1)', [member.id]);
  // And it has an unused set-password link, so a new link that got through would replace its hash.
  await t.handle.runner.query(
    `insert into admin_password_links (token_hash, user_id, expires_at) values ('unused-link', $1, now() + interval '1 day')`,
    [member.id],
  );
  await sessionTokenFor(t.handle.db, member, secret);
  roleTokens = await refusedRoleTokens(t.handle.db, 'team');
});
afterAll(async () => t?.cleanup());

const form = (fields: Record<string, string | string[]>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) f.append(k, one);
  return f;
};
const validCalls: Record<string, () => Promise<unknown>> = {
  addMemberAction: () => teamActions.addMemberAction('en', null, form({ email: 'intruder@example.com', role: 'owner' })),
  changeRoleAction: () => teamActions.changeRoleAction('en', null, form({ id: member.id, role: 'owner' })),
  removeMemberAction: () => teamActions.removeMemberAction('en', null, form({ id: member.id })),
  saveTwoFactorPolicyAction: () => teamActions.saveTwoFactorPolicyAction('en', null, form({ required: 'sales' })),
  resetTwoFactorAction: () => teamActions.resetTwoFactorAction('en', null, form({ id: member.id })),
  unlockSecondStepAction: () => teamActions.unlockSecondStepAction('en', null, form({ id: member.id })),
  newLinkAction: () => teamActions.newLinkAction('en', null, form({ id: member.id })),
};
const exported = Object.entries(teamActions) as [string, (locale: string, ...args: unknown[]) => Promise<unknown>][];
const callOf = (name: string) => validCalls[name] ?? (() => exported.find(([n]) => n === name)![1]('en', null, new FormData()));
const snapshot = async () => ({
  users: await t.handle.runner.query('select id, email, role, session_version from admin_users order by email'),
  links: await t.handle.runner.query('select user_id, token_hash, expires_at, used_at from admin_password_links order by user_id'),
  audit: await t.handle.runner.query('select count(*)::int as n from audit_log'),
  policy: await t.handle.runner.query('select role, required from two_factor_policy order by role'),
  totp: await t.handle.runner.query('select user_id from admin_totp order by user_id'),
  sessions: await t.handle.runner.query('select count(*)::int as n from admin_sessions'),
  locks: await t.handle.runner.query('select user_id from second_step_locks order by user_id'),
});
const idOf = async (email: string) =>
  (await t.handle.runner.query<{ id: string }>('select id from admin_users where email = $1', [email]))[0]?.id;
const digestOf = async (p: Promise<unknown>) =>
  String(
    (
      (await p.then(
        () => null,
        (e: unknown) => e,
      )) as { digest?: string } | null
    )?.digest,
  );

it('every exported team action is built by adminAction with the team guard', () => {
  expect(exported.map(([name]) => name).sort()).toEqual(Object.keys(validCalls).sort());
  for (const [name, action] of exported) expect(guardOf(action), name).toBe('team');
});

const badTokens: Record<string, () => Promise<string | undefined>> = {
  'no session': async () => undefined,
  'a forged token': () => signSessionToken({ userId: owner.id, email: owner.email, sessionVersion: owner.sessionVersion }, 'x'.repeat(48)),
  // The cookie is valid; the adapter says the account is not an administrator.
  'a verified non-administrator': async () => {
    cookieJar.nonAdmin = true;
    return sessionTokenFor(t.handle.db, owner, secret);
  },
  // An owner whose password passed but whose two-factor code has not: refused like a signed-out one.
  'an owner session held at the two-factor step': async () => {
    const { account: held } = await upsertAccount(t.handle.db, 'held-owner@example.com', 'held-password-12');
    await enableFactor(held.id);
    return sessionTokenFor(t.handle.db, held, secret);
  },
};
describe.each(Object.keys(badTokens))('with %s', (label) => {
  // The held owner would be a second owner: the control below counts on being the last one.
  afterAll(async () => {
    await t.handle.runner.query(
      `delete from admin_totp where user_id in (select id from admin_users where email = 'held-owner@example.com')`,
    );
    await t.handle.runner.query(`delete from admin_users where email = 'held-owner@example.com'`);
  });
  it.each(exported.map(([name]) => name))('%s redirects to sign-in and changes nothing', async (name) => {
    cookieJar.token = await badTokens[label]!();
    const before = await snapshot();
    try {
      expect(await digestOf(callOf(name)())).toMatch(/^NEXT_REDIRECT;.*\/login/);
    } finally {
      cookieJar.nonAdmin = false;
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe.each(refusedRoles('team'))('as a %s administrator', (role) => {
  it.each(exported.map(([name]) => name))('%s is refused (403) and changes nothing', async (name) => {
    cookieJar.token = roleTokens.get(role);
    const before = await snapshot();
    expect(await digestOf(callOf(name)())).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
    expect(await snapshot()).toEqual(before);
  });
});

describe('as the owner (control)', () => {
  it('adds (with a link to the set-password page), changes a role, refuses the last owner, removes', async () => {
    cookieJar.token = await sessionTokenFor(t.handle.db, owner, secret);
    const added = await teamActions.addMemberAction('en', null, form({ email: 'New@Example.com', role: 'sales' }));
    expect(added).toMatchObject({ ok: true, data: { email: 'new@example.com', hours: 48 }, message: 'new@example.com added' });
    expect(added.ok && added.data.link).toMatch(/^http:\/\/[^/]+\/set-password\?token=[\w-]{40,}$/);
    expect(await teamActions.addMemberAction('en', null, form({ email: 'new@example.com', role: 'blog' }))).toMatchObject({
      ok: false,
      fieldErrors: { email: en.adminTeam.errors.exists },
    });
    expect(await teamActions.addMemberAction('en', null, form({ email: 'nope', role: 'boss' }))).toMatchObject({
      ok: false,
      fieldErrors: { email: en.adminTeam.errors.email, role: en.adminTeam.errors.role },
    });
    // A new link for the new administrator (no SMTP here: shown once, like the first); none for the owner.
    const renewed = await teamActions.newLinkAction('en', null, form({ id: (await idOf('new@example.com'))! }));
    expect(renewed).toMatchObject({
      ok: true,
      data: { email: 'new@example.com', hours: 48 },
      message: en.adminTeam.done.linkShown.replace('{email}', 'new@example.com'),
    });
    expect(renewed.ok && renewed.data.link).toMatch(/^http:\/\/[^/]+\/set-password\?token=[\w-]{40,}$/);
    expect(renewed.ok && renewed.data.link).not.toBe(added.ok && added.data.link);
    expect(await teamActions.newLinkAction('en', null, form({ id: owner.id }))).toEqual({
      ok: false,
      formError: en.adminTeam.errors.noUnusedLink,
    });
    expect(await teamActions.changeRoleAction('en', null, form({ id: member.id, role: 'catalogue' }))).toMatchObject({ ok: true });
    expect(await teamActions.changeRoleAction('en', null, form({ id: owner.id, role: 'sales' }))).toEqual({
      ok: false,
      formError: en.adminTeam.errors.lastOwner,
    });
    expect(await teamActions.removeMemberAction('en', null, form({ id: member.id }))).toMatchObject({
      ok: true,
      message: en.adminTeam.done.removed,
    });
    const roles = await t.handle.runner.query<{ email: string; role: string }>(
      `select email, role from admin_users where email not like '%-not-team@%' order by email`,
    );
    expect(roles).toEqual([
      { email: 'new@example.com', role: 'sales' },
      { email: 'owner@example.com', role: 'owner' },
    ]);
  });
});

describe('as the owner (control): two-factor', () => {
  const policy = () =>
    t.handle.runner.query<{ role: string; required: boolean }>('select role, required from two_factor_policy order by role');
  const audit = `select action, actor_email, target_id, changes from audit_log order by id desc limit 1`;
  const lastAudit = async () => (await t.handle.runner.query<Record<string, unknown>>(audit))[0];

  it('saves the policy per role with one audit entry of what changed; the same form or an unknown role writes nothing', async () => {
    cookieJar.token = await sessionTokenFor(t.handle.db, owner, secret);
    expect(await teamActions.saveTwoFactorPolicyAction('en', null, form({ required: ['sales', 'blog'] }))).toMatchObject({
      ok: true,
      message: en.adminTeam.done.policy,
    });
    expect(await policy()).toEqual([
      { role: 'blog', required: true },
      { role: 'sales', required: true },
    ]);
    expect(await lastAudit()).toMatchObject({
      action: 'team.two_factor_policy',
      actor_email: 'owner@example.com',
      changes: { blog: [false, true], sales: [false, true] },
    });
    const before = await snapshot();
    expect(await teamActions.saveTwoFactorPolicyAction('en', null, form({ required: ['blog', 'sales'] }))).toMatchObject({ ok: true });
    expect(await snapshot()).toEqual(before);
    // An unknown role is refused, not ignored.
    expect(await teamActions.saveTwoFactorPolicyAction('en', null, form({ required: ['sales', 'boss'] }))).toMatchObject({
      ok: false,
      formError: en.adminTeam.errors.fixFields,
    });
    expect(await snapshot()).toEqual(before);
    // Unticking all: no longer required, one entry.
    expect(await teamActions.saveTwoFactorPolicyAction('en', null, new FormData())).toMatchObject({ ok: true });
    expect((await policy()).filter((r) => r.required)).toEqual([]);
    expect(await lastAudit()).toMatchObject({ changes: { blog: [true, false], sales: [true, false] } });
  });

  it('resets a colleague: factor gone, their sessions ended, audited; stale, unknown and own ids are refused', async () => {
    const { account: colleague } = await upsertAccount(t.handle.db, 'phone-lost@example.com', 'phone-password-1', 'sales');
    await enableFactor(colleague.id);
    await sessionTokenFor(t.handle.db, colleague, secret);
    await enableFactor(owner.id);
    cookieJar.token = await sessionTokenFor(t.handle.db, owner, secret);
    // The owner's own session must pass the second step to be an admin session.
    await t.handle.runner.query('update admin_sessions set second_factor_at = now() where user_id = $1', [owner.id]);
    const sessionsOf = async (id: string) =>
      (await t.handle.runner.query<{ n: number }>('select count(*)::int as n from admin_sessions where user_id = $1', [id]))[0]!.n;
    expect(await sessionsOf(colleague.id)).toBe(1);
    expect(await teamActions.resetTwoFactorAction('en', null, form({ id: colleague.id }))).toMatchObject({
      ok: true,
      message: en.adminTeam.done.reset,
    });
    expect(await t.handle.runner.query('select 1 from admin_totp where user_id = $1', [colleague.id])).toEqual([]);
    expect(await sessionsOf(colleague.id)).toBe(0);
    expect(await lastAudit()).toMatchObject({ action: 'auth.two_factor_reset', actor_email: 'owner@example.com', target_id: colleague.id });

    const before = await snapshot();
    const refused = {
      [colleague.id]: en.adminTeam.errors.twoFactorOff,
      '00000000-0000-4000-8000-000000000000': en.adminTeam.errors.notFound,
      'not-an-id': en.adminTeam.errors.fixFields,
      [owner.id]: en.adminTeam.errors.resetSelf,
    };
    for (const [id, message] of Object.entries(refused)) {
      expect(await teamActions.resetTwoFactorAction('en', null, form({ id })), id).toMatchObject({ ok: false, formError: message });
    }
    expect(await snapshot()).toEqual(before);
  });
  it("unlocks a colleague's second step: the lock and its count gone, audited; unlocked and unknown ids are refused", async () => {
    const { account: colleague } = await upsertAccount(t.handle.db, 'locked-out@example.com', 'locked-password-1', 'sales');
    await enableFactor(colleague.id);
    await t.handle.runner.query('insert into second_step_locks (user_id) values ($1)', [colleague.id]);
    await t.handle.runner.query("insert into second_step_failures (user_id, session_id, failures) values ($1, 'elsewhere', 10)", [
      colleague.id,
    ]);
    cookieJar.token = await sessionTokenFor(t.handle.db, owner, secret);
    await t.handle.runner.query('update admin_sessions set second_factor_at = now() where user_id = $1', [owner.id]);
    expect(await teamActions.unlockSecondStepAction('en', null, form({ id: colleague.id }))).toMatchObject({
      ok: true,
      message: en.adminTeam.done.unlocked,
    });
    expect(await t.handle.runner.query('select 1 from second_step_locks where user_id = $1', [colleague.id])).toEqual([]);
    expect(await t.handle.runner.query('select 1 from second_step_failures where user_id = $1', [colleague.id])).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: 'team.second_step_unlock',
      actor_email: 'owner@example.com',
      target_id: colleague.id,
    });
    const before = await snapshot();
    const refused = {
      [colleague.id]: en.adminTeam.errors.notLocked,
      '00000000-0000-4000-8000-000000000000': en.adminTeam.errors.notFound,
      'not-an-id': en.adminTeam.errors.fixFields,
    };
    for (const [id, message] of Object.entries(refused)) {
      expect(await teamActions.unlockSecondStepAction('en', null, form({ id })), id).toMatchObject({ ok: false, formError: message });
    }
    expect(await snapshot()).toEqual(before);
  });
});
