// @engine-independent: the category action guard matrix: refused before any write
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { upsertAccount } from '@/lib/auth/local-accounts';
import { signSessionToken } from '@/lib/auth/token';
import { refusedRoleTokens, refusedRoles } from '@/tests/roles';
import { sessionTokenFor } from '@/tests/session';
import { cookieJar } from '@/tests/request-mocks';

// The authorisation matrix of the Categories screen: every export of the actions module (found by
// enumeration, so a new one is in the matrix at once) is refused for every bad session and
// changes nothing; a valid session is the control. A role check for the team screen slots in as
// one more guard value and one more row here.

vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
vi.mock('@/lib/auth/auth-port', async (importOriginal) => (await import('@/tests/request-mocks')).authPortModule(await importOriginal()));
const tags = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({ updateTag: (tag: string) => tags.push(tag), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: string | { namespace: string }) =>
    createTranslator({ locale: 'en', messages: en, namespace: (typeof arg === 'string' ? arg : arg.namespace) as 'adminCategories' }),
}));

const categoryActions = await import('./categories-actions');
const { guardOf } = await import('@/lib/actions/define-action');

let t: TestDatabase;
let account: { id: string; email: string; sessionVersion: number };
const secret = process.env.SESSION_SECRET!;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.handle.runner.query(
    `insert into categories (id, name, sort_order) overriding system value values (6, 'Hardbox', 1), (5, 'Softbox', 2)`,
  );
  await t.handle.runner.query(`select setval(pg_get_serial_sequence('categories', 'id'), 6)`);
  await t.handle.runner.query(`insert into items (item_name, category_id) values ('Rigid box', 5)`);
  ({ account } = await upsertAccount(t.handle.db, 'cats@example.com', 'cats-password-1'));
});
afterAll(async () => t?.cleanup());

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const { createCategoryAction, renameCategoryAction, moveCategoryAction, deleteCategoryAction } = categoryActions;
const validCalls: Record<string, () => Promise<unknown>> = {
  createCategoryAction: () => createCategoryAction('en', null, form({ name: 'Gift Box', nameId: 'Kotak Hadiah', nameZh: '礼盒' })),
  renameCategoryAction: () => renameCategoryAction('en', null, form({ id: '6', name: 'Hard Box', nameId: '', nameZh: '' })),
  moveCategoryAction: () => moveCategoryAction('en', null, form({ id: '5', direction: 'up' })),
  deleteCategoryAction: () => deleteCategoryAction('en', null, form({ id: '5', moveTo: '6' })),
};
const exported = Object.entries(categoryActions) as [string, (locale: string, ...args: unknown[]) => Promise<unknown>][];
const callOf = (name: string) => validCalls[name] ?? (() => exported.find(([n]) => n === name)![1]('en', null, new FormData()));

const snapshot = async () => ({
  categories: await t.handle.runner.query('select id, name, sort_order from categories order by id'),
  translations: await t.handle.runner.query('select * from category_translations order by category_id, locale'),
  items: await t.handle.runner.query('select id, category_id from items order by id'),
  audit: await t.handle.runner.query(`select count(*)::int as n from audit_log`),
});

it('every exported category action is built by adminAction with the administrator guard', () => {
  expect(exported.map(([name]) => name).sort()).toEqual(Object.keys(validCalls).sort());
  for (const [name, action] of exported) expect(guardOf(action), name).toBe('catalogue');
});

const claims = () => ({ userId: account.id, email: account.email, sessionVersion: account.sessionVersion });
const badTokens: Record<string, () => Promise<string | undefined>> = {
  'no session': async () => undefined,
  'an expired token': () => signSessionToken(claims(), secret, Date.now() - 13 * 60 * 60 * 1000),
  'a forged token': () => signSessionToken(claims(), 'not-the-secret-not-the-secret-not-the-secret'),
  'a signed-out session': async () => {
    const token = await sessionTokenFor(t.handle.db, account, secret);
    await t.handle.runner.query('delete from admin_sessions where user_id = $1', [account.id]);
    return token;
  },
  'a verified non-administrator': async () => {
    cookieJar.nonAdmin = true;
    return sessionTokenFor(t.handle.db, account, secret);
  },
};

// Every role without the 'catalogue' capability, each with a live session: the 403 page, nothing changes.
describe.each(refusedRoles('catalogue'))('as a %s administrator', (role) => {
  it.each(exported.map(([name]) => name))('%s is refused (403) and changes nothing', async (name) => {
    cookieJar.nonAdmin = false;
    cookieJar.token = (roleTokens ??= await refusedRoleTokens(t.handle.db, 'catalogue')).get(role);
    tags.length = 0;
    const before = await snapshot();
    const error = await callOf(name)().then(
      () => null,
      (e: unknown) => e,
    );
    expect(String((error as { digest?: string } | null)?.digest)).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
    expect(await snapshot()).toEqual(before);
    expect(tags).toEqual([]);
  });
});
let roleTokens: Map<string, string> | undefined;

describe.each(Object.keys(badTokens))('with %s', (label) => {
  it.each(exported.map(([name]) => name))('%s is rejected and changes nothing', async (name) => {
    cookieJar.nonAdmin = false;
    cookieJar.token = await badTokens[label]!();
    tags.length = 0;
    const before = await snapshot();
    const error = await callOf(name)().then(
      () => null,
      (e: unknown) => e,
    );
    expect(String((error as { digest?: string } | null)?.digest)).toMatch(/^NEXT_REDIRECT;.*\/login/);
    expect(await snapshot()).toEqual(before);
    expect(tags).toEqual([]);
  });
});

describe('with a valid session (control)', () => {
  it('create, rename, move and move-and-delete succeed, each refreshing the menu tag', async () => {
    cookieJar.nonAdmin = false;
    cookieJar.token = await sessionTokenFor(t.handle.db, account, secret);
    tags.length = 0;
    expect(await validCalls.createCategoryAction!()).toMatchObject({ ok: true, message: 'Category “Gift Box” created' });
    expect(await validCalls.renameCategoryAction!()).toMatchObject({ ok: true });
    expect(await validCalls.moveCategoryAction!()).toMatchObject({ ok: true, message: 'Order saved' });
    expect(await deleteCategoryAction('en', null, form({ id: '5', moveTo: '' }))).toMatchObject({
      ok: false,
      formError: '1 product is still in this category: choose a category to move it to.',
    });
    expect(await validCalls.deleteCategoryAction!()).toMatchObject({ ok: true, message: 'Category deleted, 1 product moved' });
    expect(tags).toContain('categories');
    expect(tags).toContain('category:5');
    // A blank English name is refused with the field's message.
    expect(await createCategoryAction('en', null, form({ name: ' ' }))).toMatchObject({
      ok: false,
      fieldErrors: { name: 'Enter the English name.' },
    });
    const { audit } = await snapshot();
    expect(audit).toEqual([{ n: 4 }]);
  });
});
