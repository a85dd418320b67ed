// @engine-independent: the catalogue action guard matrix: refused before any write
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { categories } from '@/lib/db/schema';
import { upsertAccount } from '@/lib/auth/local-accounts';
import { SESSION_COOKIE, signSessionToken } from '@/lib/auth/token';
import { refusedRoleTokens, refusedRoles } from '@/tests/roles';
import { sessionTokenFor } from '@/tests/session';
import { stagedUpload } from '@/tests/staged-photos';
import { cookieJar } from '@/tests/request-mocks';

// The authorization matrix: every catalogue action, called directly as Next would call it, with
// no session, an expired token and a forged token, is rejected and changes nothing. A valid
// session is the control that shows the same calls do work. The actions are ENUMERATED from the
// module's exports: a new export is in the matrix, and must carry adminAction's guard, at once.

vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
// A verified account that is not an administrator (a Supabase sign-up): the configured adapter,
// except that it answers with such a user while `nonAdmin` is set.
vi.mock('@/lib/auth/auth-port', async (importOriginal) => (await import('@/tests/request-mocks')).authPortModule(await importOriginal()));
vi.mock('next/cache', () => ({ updateTag: vi.fn(), revalidateTag: vi.fn() }));
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: string | { namespace: string }) =>
    createTranslator({ locale: 'en', messages: en, namespace: (typeof arg === 'string' ? arg : arg.namespace) as 'adminCatalog' }),
}));

const catalogActions = await import('./actions');
const { guardOf } = await import('@/lib/actions/define-action');
const { createItem } = await import('./mutations');
const { testPhoto } = await import('./test-photos');

let t: TestDatabase;
let itemId: number;
let account: { id: string; email: string; sessionVersion: number };
const secret = process.env.SESSION_SECRET!;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.handle.db.insert(categories).values([{ id: 6, name: 'Hardbox' }]);
  ({ account } = await upsertAccount(t.handle.db, 'matrix@example.com', 'matrix-password-1'));
  ({ id: itemId } = await createItem({
    categoryId: 6,
    itemName: 'Original',
    descriptionHtml: '<p>x</p>',
    specs: [{ name: 'A', value: 'B' }],
    mainPhoto: await testPhoto(),
    gallery: [await testPhoto('#00ff00')],
  }));
});
afterAll(async () => t?.cleanup());

/** A valid form: its photo is an upload of the test's administrator (so the signed-in control succeeds). */
async function createForm() {
  const f = new FormData();
  f.set('categoryId', '6');
  f.set('itemName', 'Intruder item');
  f.set('description', '<p>hi</p>');
  f.set('specs', JSON.stringify([{ name: 'Size', value: '1' }]));
  f.set('mainPhoto', await stagedUpload(account.id, 'catalogue'));
  return f;
}
async function updateForm() {
  const f = await createForm();
  f.set('id', String(itemId));
  f.set('itemName', 'Defaced');
  f.set('galleryPlan', '[]');
  return f;
}
function deleteForm() {
  const f = new FormData();
  f.set('id', String(itemId));
  return f;
}

async function snapshot() {
  const rows = await t.handle.runner.query('select id, item_name, main_photo_url from items order by id');
  const specs = await t.handle.runner.query('select id, spec_name, spec_value from item_specifications order by id');
  const gallery = await t.handle.runner.query('select id, photo_url from item_gallery order by id');
  return { rows, specs, gallery, files: await t.storage.list() };
}

/** The apply carries the digest of the preview it confirms (any well-formed one for the matrix). */
function csvForm(planDigest = '0'.repeat(64)) {
  const header = 'id,category,code,name,description_text,description_html,specs,main_photo_url,hover_photo_url,gallery_urls';
  const f = new FormData();
  f.set('file', new File([`${header}\r\n,Hardbox,CSV-1,CSV intruder,,,,,,\r\n`], 'products.csv', { type: 'text/csv' }));
  f.set('planDigest', planDigest);
  return f;
}

const { createItemAction, updateItemAction, deleteItemAction, previewCsvImportAction, applyCsvImportAction } = catalogActions;
const actions = {
  create: async () => createItemAction('en', null, await createForm()),
  update: async () => updateItemAction('en', null, await updateForm()),
  delete: () => deleteItemAction('en', null, deleteForm()),
  previewCsv: () => previewCsvImportAction('en', null, csvForm()),
  applyCsv: (planDigest?: string) => applyCsvImportAction('en', null, csvForm(planDigest)),
};
// Known actions get a real, valid call; any other export is called with an empty form (the guard
// must refuse before the form is read).
const validCalls: Record<string, () => Promise<unknown>> = {
  createItemAction: actions.create,
  updateItemAction: actions.update,
  deleteItemAction: actions.delete,
  previewCsvImportAction: actions.previewCsv,
  applyCsvImportAction: () => actions.applyCsv(),
};
const exported = Object.entries(catalogActions) as [string, (locale: string, ...args: unknown[]) => Promise<unknown>][];
const callOf = (name: string) => validCalls[name] ?? (() => exported.find(([n]) => n === name)![1]('en', null, new FormData()));

it('every exported catalogue action is built by adminAction with the administrator guard', () => {
  expect(exported.map(([name]) => name).sort()).toEqual(expect.arrayContaining(Object.keys(validCalls).sort()));
  for (const [name, action] of exported) expect(guardOf(action), name).toBe('catalogue');
});

const claims = () => ({ userId: account.id, email: account.email, sessionVersion: account.sessionVersion });

const badTokens: Record<string, () => Promise<string | undefined>> = {
  'no session': async () => undefined,
  'an expired token': () => signSessionToken(claims(), secret, Date.now() - 13 * 60 * 60 * 1000),
  'a forged token': () => signSessionToken(claims(), 'not-the-secret-not-the-secret-not-the-secret'),
  // After sign-out a copied cookie is refused by every action at once.
  'a signed-out session': async () => {
    const token = await sessionTokenFor(t.handle.db, account, secret);
    await t.handle.runner.query('delete from admin_sessions where user_id = $1', [account.id]);
    return token;
  },
  // The cookie is valid; the adapter says the account is not an administrator.
  'a verified non-administrator': async () => {
    cookieJar.nonAdmin = true;
    return sessionTokenFor(t.handle.db, account, secret);
  },
  // The password passed, the two-factor code not yet: refused by every action (decision 056).
  'a session held at the two-factor step': async () => {
    const { account: held } = await upsertAccount(t.handle.db, 'held@example.com', 'matrix-password-2');
    await t.handle.runner.query(
      `insert into admin_totp (user_id, secret_enc, enabled_at) values ($1, 'v1.unused.unused', now()) on conflict do nothing`,
      [held.id],
    );
    return sessionTokenFor(t.handle.db, held, secret);
  },
  'an unsigned token': async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: account.id, email: account.email, sv: 1, iat: now, exp: now + 60, iss: 'packaging-site', aud: 'packaging-site-admin' })}.`;
  },
};

// Every role without the 'catalogue' capability, each with a live session: the 403 page, nothing changes.
describe.each(refusedRoles('catalogue'))('as a %s administrator', (role) => {
  it.each(exported.map(([name]) => name))('%s is refused (403) and changes nothing', async (name) => {
    cookieJar.nonAdmin = false;
    cookieJar.token = (roleTokens ??= await refusedRoleTokens(t.handle.db, 'catalogue')).get(role);
    const before = await snapshot();
    const error = await callOf(name)().then(
      () => null,
      (e: unknown) => e,
    );
    expect(String((error as { digest?: string } | null)?.digest)).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
    expect(await snapshot()).toEqual(before);
  });
});
let roleTokens: Map<string, string> | undefined;

describe.each(Object.keys(badTokens))('with %s', (label) => {
  it.each(exported.map(([name]) => name))('%s is rejected and changes nothing', async (name) => {
    cookieJar.nonAdmin = false;
    cookieJar.token = await badTokens[label]!();
    const before = await snapshot();
    const error = await callOf(name)().then(
      () => null,
      (e: unknown) => e,
    );
    // requireAdmin() redirects to /login: Next's redirect is a thrown NEXT_REDIRECT.
    expect(String((error as { digest?: string } | null)?.digest)).toMatch(/^NEXT_REDIRECT;.*\/login/);
    expect(await snapshot()).toEqual(before);
  });
});

describe('with a valid session (control)', () => {
  it('create, update and delete succeed', async () => {
    cookieJar.nonAdmin = false;
    cookieJar.token = await sessionTokenFor(t.handle.db, account, secret);
    expect(SESSION_COOKIE).toBe('admin_session');
    const created = await actions.create();
    expect(created).toMatchObject({ ok: true, message: 'Item saved successfully!' });
    expect(await actions.update()).toMatchObject({ ok: true, message: 'Item updated successfully!' });
    expect(await actions.delete()).toMatchObject({ ok: true, message: 'Item deleted' });
    const { rows } = await snapshot();
    expect(rows).toHaveLength(1); // the item created by the control is left
  });
});

describe('with a valid session (control, product CSV)', () => {
  it('preview writes nothing, apply creates the row', async () => {
    cookieJar.nonAdmin = false;
    cookieJar.token = await sessionTokenFor(t.handle.db, account, secret);
    const before = await snapshot();
    const preview = await actions.previewCsv();
    expect(preview).toMatchObject({ ok: true, data: { counts: { create: 1, errors: 0 } } });
    expect(await snapshot()).toEqual(before);
    const digest = preview.ok ? preview.data.planDigest : '';
    expect(await actions.applyCsv(digest)).toMatchObject({ ok: true, data: { created: 1, updated: 0, unchanged: 0 } });
    const rows = (await snapshot()).rows as Array<{ item_name: string }>;
    expect(rows.map((r) => r.item_name)).toContain('CSV intruder');
    // The same preview applied again no longer matches the catalogue ("create" is now "unchanged"):
    // refused with the message and the up-to-date preview, nothing written.
    const afterFirst = await snapshot();
    expect(await actions.applyCsv(digest)).toMatchObject({
      ok: false,
      formError: en.adminCatalogCsv.planChanged,
      report: { counts: { create: 0, unchanged: 1, errors: 0 } },
    });
    expect(await snapshot()).toEqual(afterFirst);
    // An apply without a preview is refused before the file is read.
    expect(await actions.applyCsv('')).toMatchObject({ ok: false, formError: en.adminCatalogCsv.fileErrors.noPreview });
  });
});
