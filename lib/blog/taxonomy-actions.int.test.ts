// @engine-independent: the taxonomy action guard matrix: refused before any write
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { refusedRoleTokens, refusedRoles } from '@/tests/roles';
import { sessionTokenFor } from '@/tests/session';
import { cookieJar } from '@/tests/request-mocks';

// The authorisation matrix of the blog categories-and-tags screen: every export (enumerated, so a
// new one is in the matrix at once) carries the blog administrator guard, and is refused with no
// session, a forged token, a signed-out session, or a plain (non-blog) administrator, changing
// nothing and refreshing no cache. A valid blog administrator is the control.

vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
vi.mock('next/navigation', () => ({
  redirect: (href: string) => {
    throw new Error(`NEXT_REDIRECT ${href}`);
  },
  forbidden: () => {
    throw new Error('NEXT_FORBIDDEN');
  },
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({ updateTag: (tag: string) => revalidated.push(tag), revalidateTag: (tag: string) => revalidated.push(tag) }));
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: string | { namespace: string }) =>
    createTranslator({ locale: 'en', messages: en, namespace: (typeof arg === 'string' ? arg : arg.namespace) as 'adminTaxonomy' }),
}));

const { upsertAccount } = await import('@/lib/auth/local-accounts');
const { signSessionToken } = await import('@/lib/auth/token');
const { insertTestPost, insertTestTag } = await import('./test-fixtures');
const actions = await import('./taxonomy-actions');
const { guardOf } = await import('@/lib/actions/define-action');

let t: TestDatabase;
let blogAdminToken: string;
let plainAdminToken: string;
let roleTokens: Map<string, string>;
let forgedToken: string;
let signedOutToken: string;
let eco: string;
let green: string;
const secret = process.env.SESSION_SECRET!;

beforeAll(async () => {
  t = await createTestDatabase();
  const admin = (await upsertAccount(t.handle.db, 'admin@example.com', 'admin12345')).account;
  const editor = (await upsertAccount(t.handle.db, 'editor@example.com', 'editor12345', 'catalogue')).account;
  const leaver = (await upsertAccount(t.handle.db, 'leaver@example.com', 'leaver12345')).account;
  blogAdminToken = await sessionTokenFor(t.handle.db, admin, secret);
  plainAdminToken = await sessionTokenFor(t.handle.db, editor, secret);
  roleTokens = await refusedRoleTokens(t.handle.db, 'blog');
  signedOutToken = await sessionTokenFor(t.handle.db, leaver, secret);
  await t.handle.runner.query('delete from admin_sessions where user_id = $1', [leaver.id]);
  forgedToken = await signSessionToken({ userId: admin.id, email: admin.email, sessionVersion: admin.sessionVersion }, 'x'.repeat(48));
  eco = await insertTestTag(t.handle.db, 'Eco');
  green = await insertTestTag(t.handle.db, 'Green');
  await insertTestPost(t.handle.db, { slug: 'kept', tagIds: [eco] });
});
afterAll(async () => t?.cleanup());
beforeEach(() => {
  revalidated.length = 0;
});

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const validCalls: Record<string, () => Promise<unknown>> = {
  saveTaxonomyAction: () => actions.saveTaxonomyAction('en', null, form({ kind: 'tag', name: 'Gift', slug: 'gift', nameZh: '礼品' })),
  deleteTaxonomyAction: () => actions.deleteTaxonomyAction('en', null, form({ kind: 'tag', id: green })),
  mergeTagsAction: () => actions.mergeTagsAction('en', null, form({ from: eco, into: green })),
};
const exported = Object.entries(actions) as [string, (locale: string, ...args: unknown[]) => Promise<unknown>][];
const callOf = (name: string) => validCalls[name] ?? (() => exported.find(([n]) => n === name)![1]('en', null, new FormData()));
const snapshot = async () => ({
  tags: await t.handle.runner.query('select id, name, slug from blog_tags order by slug'),
  links: await t.handle.runner.query('select * from blog_post_tags order by tag_id'),
  audit: await t.handle.runner.query('select count(*)::int as n from audit_log'),
});

it('every exported taxonomy action is built by adminAction with the blog administrator guard', () => {
  expect(exported.map(([name]) => name).sort()).toEqual(Object.keys(validCalls).sort());
  for (const [name, action] of exported) expect(guardOf(action), name).toBe('blog');
});

describe.each<[string, () => string | undefined, RegExp]>([
  ['no session', () => undefined, /NEXT_REDIRECT \/login/],
  ['a forged token', () => forgedToken, /NEXT_REDIRECT \/login/],
  ['a signed-out session', () => signedOutToken, /NEXT_REDIRECT \/login/],
  ['a plain admin (editor@example.com)', () => plainAdminToken, /NEXT_FORBIDDEN/],
  ...refusedRoles('blog').map((role): [string, () => string | undefined, RegExp] => [
    `a ${role} administrator`,
    () => roleTokens.get(role),
    /NEXT_FORBIDDEN/,
  ]),
])('with %s', (_label, token, expected) => {
  it.each(exported.map(([name]) => name))('%s is refused and nothing changes', async (name) => {
    cookieJar.token = token();
    const before = await snapshot();
    await expect(callOf(name)()).rejects.toThrow(expected);
    expect(await snapshot()).toEqual(before);
    expect(revalidated).toEqual([]);
  });
});

describe('as the blog administrator (control)', () => {
  it('saves, refuses a bad slug with the post editor’s message, merges and deletes, refreshing the lists', async () => {
    cookieJar.token = blogAdminToken;
    expect(await validCalls.saveTaxonomyAction!()).toMatchObject({ ok: true, message: '“Gift” saved' });
    expect(await actions.saveTaxonomyAction('en', null, form({ kind: 'tag', name: 'Bad', slug: 'Bad Slug' }))).toMatchObject({
      ok: false,
      fieldErrors: { slug: en.editor.validation.slugFormat },
    });
    expect(await actions.saveTaxonomyAction('en', null, form({ kind: 'tag', name: 'Again', slug: 'gift' }))).toMatchObject({
      ok: false,
      fieldErrors: { slug: 'This slug is already taken' },
    });
    expect(await validCalls.mergeTagsAction!()).toMatchObject({ ok: true, message: 'Tags merged, 1 post moved' });
    expect(revalidated).toEqual(expect.arrayContaining(['posts', 'post:kept']));
    expect(await validCalls.deleteTaxonomyAction!()).toMatchObject({ ok: true, message: 'Deleted, removed from 1 post' });
    expect((await snapshot()).tags).toEqual([expect.objectContaining({ slug: 'gift' })]);
  });
});
