import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { upsertAccount, type LocalAccount } from '@/lib/auth/local-accounts';
import { signSessionToken } from '@/lib/auth/token';
import { refusedRoleTokens, refusedRoles } from '@/tests/roles';
import { sessionTokenFor } from '@/tests/session';

// The authorisation matrix of the Team screen: every export of lib/team/actions.ts (enumerated) is
// refused for every bad session and for every role but the owner, and changes nothing; the owner's
// session is the control.

const jar = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'admin_session' && jar.token ? { name, value: jar.token } : undefined),
    set: () => {},
    delete: () => {},
  }),
  headers: async () => new Headers(),
}));
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

beforeAll(async () => {
  t = await createTestDatabase();
  ({ account: owner } = await upsertAccount(t.handle.db, 'owner@example.com', 'owner-password-1'));
  ({ account: member } = await upsertAccount(t.handle.db, 'member@example.com', 'member-password-1', 'blog'));
  roleTokens = await refusedRoleTokens(t.handle.db, 'team');
});
afterAll(async () => t?.cleanup());

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const validCalls: Record<string, () => Promise<unknown>> = {
  addMemberAction: () => teamActions.addMemberAction('en', null, form({ email: 'intruder@example.com', role: 'owner' })),
  changeRoleAction: () => teamActions.changeRoleAction('en', null, form({ id: member.id, role: 'owner' })),
  removeMemberAction: () => teamActions.removeMemberAction('en', null, form({ id: member.id })),
};
const exported = Object.entries(teamActions) as [string, (locale: string, ...args: unknown[]) => Promise<unknown>][];
const callOf = (name: string) => validCalls[name] ?? (() => exported.find(([n]) => n === name)![1]('en', null, new FormData()));
const snapshot = async () => ({
  users: await t.handle.runner.query('select id, email, role, session_version from admin_users order by email'),
  links: await t.handle.runner.query('select count(*)::int as n from admin_password_links'),
  audit: await t.handle.runner.query('select count(*)::int as n from audit_log'),
});
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
};
describe.each(Object.keys(badTokens))('with %s', (label) => {
  it.each(exported.map(([name]) => name))('%s redirects to sign-in and changes nothing', async (name) => {
    jar.token = await badTokens[label]!();
    const before = await snapshot();
    expect(await digestOf(callOf(name)())).toMatch(/^NEXT_REDIRECT;.*\/login/);
    expect(await snapshot()).toEqual(before);
  });
});

describe.each(refusedRoles('team'))('as a %s administrator', (role) => {
  it.each(exported.map(([name]) => name))('%s is refused (403) and changes nothing', async (name) => {
    jar.token = roleTokens.get(role);
    const before = await snapshot();
    expect(await digestOf(callOf(name)())).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
    expect(await snapshot()).toEqual(before);
  });
});

describe('as the owner (control)', () => {
  it('adds (with a link to the set-password page), changes a role, refuses the last owner, removes', async () => {
    jar.token = await sessionTokenFor(t.handle.db, owner, secret);
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
