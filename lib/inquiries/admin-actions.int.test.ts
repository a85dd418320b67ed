// @engine-independent: the inbox action guard matrix: refused before any write
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import { upsertAccount } from '@/lib/auth/local-accounts';
import { signSessionToken } from '@/lib/auth/token';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { refusedRoleTokens, refusedRoles } from '@/tests/roles';
import { sessionTokenFor } from '@/tests/session';
import { INQUIRY_LIMITS } from './contract';
import { insertTestInquiry } from './admin-test-fixtures';
import { cookieJar } from '@/tests/request-mocks';

// The inbox's server actions, called directly as Next would call them. The authorisation matrix
// ENUMERATES the module's exports: each must carry adminAction's administrator guard, and with no
// session, an expired, forged or signed-out token, or a verified non-administrator, is refused
// (redirect to /login) and changes nothing. A valid session is the control.

const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
vi.mock('@/lib/auth/auth-port', async (importOriginal) => (await import('@/tests/request-mocks')).authPortModule(await importOriginal()));
vi.mock('next/cache', () => ({ refresh, updateTag: vi.fn(), revalidateTag: vi.fn(), revalidatePath: vi.fn() }));
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: string | { namespace: string }) =>
    createTranslator({ locale: 'en', messages: en, namespace: (typeof arg === 'string' ? arg : arg.namespace) as 'AdminInquiries' }),
}));

const inquiryActions = await import('./admin-actions');
const { guardOf } = await import('@/lib/actions/define-action');
const { setInquiryStatusAction, addInquiryNoteAction, markInquiryUnreadAction, stepSampleAction } = inquiryActions;

let t: TestDatabase;
let id: number;
let account: { id: string; email: string; sessionVersion: number };
const secret = process.env.SESSION_SECRET!;

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}
const digestOf = (e: unknown) => String((e as { digest?: string } | null)?.digest);
const thrown = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

async function snapshot() {
  const inquiries = await t.handle.runner.query(
    'select id, status, read_at, updated_at, sample_status, sample_tracking, sample_sent_at from inquiries order by id',
  );
  const notes = await t.handle.runner.query('select id, inquiry_id, author, body from inquiry_notes order by id');
  return { inquiries, notes };
}

beforeAll(async () => {
  t = await createTestDatabase();
  ({ account } = await upsertAccount(t.handle.db, 'inbox@example.com', 'inbox-password-1'));
  id = await insertTestInquiry(t.handle.db, { reference: 'ACT-1', read: true, sampleStatus: 'requested' });
});
afterAll(async () => t?.cleanup());
beforeEach(() => {
  refresh.mockClear();
  cookieJar.nonAdmin = false;
});

const validCalls: Record<string, () => Promise<unknown>> = {
  setInquiryStatusAction: () => setInquiryStatusAction('en', null, form({ id: String(id), status: 'won' })),
  addInquiryNoteAction: () => addInquiryNoteAction('en', null, form({ id: String(id), body: 'Intruder note' })),
  markInquiryUnreadAction: () => markInquiryUnreadAction('en', null, form({ id: String(id) })),
  stepSampleAction: () => stepSampleAction('en', null, form({ id: String(id), seen: 'requested', to: 'sent', tracking: 'JNE 1' })),
};
const exported = Object.entries(inquiryActions) as [string, (locale: string, ...args: unknown[]) => Promise<unknown>][];
const callOf = (name: string) => validCalls[name] ?? (() => exported.find(([n]) => n === name)![1]('en', null, new FormData()));

it('every exported inquiry action is built by adminAction with the administrator guard', () => {
  expect(exported.map(([name]) => name).sort()).toEqual(Object.keys(validCalls).sort());
  for (const [name, action] of exported) expect(guardOf(action), name).toBe('sales');
});

const badTokens: Record<string, () => Promise<string | undefined>> = {
  'no session': async () => undefined,
  'an expired token': () =>
    signSessionToken(
      { userId: account.id, email: account.email, sessionVersion: account.sessionVersion },
      secret,
      Date.now() - 13 * 3_600_000,
    ),
  'a forged token': () =>
    signSessionToken({ userId: account.id, email: account.email, sessionVersion: account.sessionVersion }, 'x'.repeat(48)),
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

// Every role without the 'sales' capability, each with a live session: the 403 page, nothing changes.
describe.each(refusedRoles('sales'))('as a %s administrator', (role) => {
  it.each(exported.map(([name]) => name))('%s is refused (403) and changes nothing', async (name) => {
    cookieJar.nonAdmin = false;
    cookieJar.token = (roleTokens ??= await refusedRoleTokens(t.handle.db, 'sales')).get(role);
    const before = await snapshot();
    const error = await callOf(name)().then(
      () => null,
      (e: unknown) => e,
    );
    expect(String((error as { digest?: string } | null)?.digest)).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
    expect(await snapshot()).toEqual(before);
    expect(refresh).not.toHaveBeenCalled();
  });
});
let roleTokens: Map<string, string> | undefined;

describe.each(Object.keys(badTokens))('with %s', (label) => {
  it.each(exported.map(([name]) => name))('%s is refused and changes nothing', async (name) => {
    cookieJar.token = await badTokens[label]!();
    const before = await snapshot();
    const error = await thrown(callOf(name)());
    expect(digestOf(error)).toMatch(/^NEXT_REDIRECT;.*\/login/);
    expect(await snapshot()).toEqual(before);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('with a valid session', () => {
  beforeEach(async () => {
    cookieJar.token = await sessionTokenFor(t.handle.db, account, secret);
  });

  it('changes the status and refreshes the page and the sidebar', async () => {
    expect(await setInquiryStatusAction('en', null, form({ id: String(id), status: 'contacted' }))).toEqual({
      ok: true,
      data: null,
      message: 'Status changed to Contacted.',
    });
    const [row] = (await snapshot()).inquiries as { status: string }[];
    expect(row!.status).toBe('contacted');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refuses an unknown status or inquiry with a translated message, changing nothing', async () => {
    const before = await snapshot();
    expect(await setInquiryStatusAction('en', null, form({ id: String(id), status: 'archived' }))).toEqual({
      ok: false,
      formError: 'Choose one of the listed statuses.',
      fieldErrors: { status: 'Choose one of the listed statuses.' },
    });
    expect(await setInquiryStatusAction('en', null, form({ id: '999999', status: 'won' }))).toEqual({
      ok: false,
      formError: 'This inquiry no longer exists.',
    });
    expect(await setInquiryStatusAction('en', null, form({ id: 'abc', status: 'won' }))).toMatchObject({ ok: false });
    expect(await snapshot()).toEqual(before);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('appends a trimmed note signed with the administrator e-mail', async () => {
    expect(await addInquiryNoteAction('en', null, form({ id: String(id), body: '  Called back <b>today</b>\n' }))).toMatchObject({
      ok: true,
      message: 'Note added.',
    });
    expect(await addInquiryNoteAction('en', null, form({ id: String(id), body: 'Second' }))).toMatchObject({ ok: true });
    const { notes } = await snapshot();
    expect(notes.map((n) => [(n as { author: string }).author, (n as { body: string }).body])).toEqual([
      ['inbox@example.com', 'Called back <b>today</b>'],
      ['inbox@example.com', 'Second'],
    ]);
  });

  it('refuses an empty, too long or orphan note, writing nothing', async () => {
    const before = await snapshot();
    expect(await addInquiryNoteAction('en', null, form({ id: String(id), body: '   \n ' }))).toMatchObject({
      ok: false,
      fieldErrors: { body: 'Write a note first.' },
    });
    expect(await addInquiryNoteAction('en', null, form({ id: String(id), body: 'x'.repeat(INQUIRY_LIMITS.adminNote + 1) }))).toMatchObject({
      ok: false,
      fieldErrors: { body: 'The note is too long (at most 2,000 characters).' },
    });
    expect(await addInquiryNoteAction('en', null, form({ id: '999999', body: 'Lost' }))).toEqual({
      ok: false,
      formError: 'This inquiry no longer exists.',
    });
    expect(await snapshot()).toEqual(before);
    // Exactly at the limit is fine.
    expect(await addInquiryNoteAction('en', null, form({ id: String(id), body: 'y'.repeat(INQUIRY_LIMITS.adminNote) }))).toMatchObject({
      ok: true,
    });
  });

  it('steps the sample with a tracking note; a stale form or a too long note gets a translated refusal', async () => {
    const step = (f: Record<string, string>) => stepSampleAction('en', null, form({ id: String(id), ...f }));
    const before = await snapshot();
    expect(await step({ seen: 'requested', to: 'sent', tracking: 'x'.repeat(INQUIRY_LIMITS.sampleTracking + 1) })).toMatchObject({
      ok: false,
      fieldErrors: { tracking: 'The tracking note is too long (at most 200 characters).' },
    });
    expect(await step({ seen: 'sent', to: 'received' })).toEqual({ ok: false, formError: expect.stringMatching(/changed meanwhile/) });
    expect(await snapshot()).toEqual(before);
    expect(await step({ seen: 'requested', to: 'sent', tracking: ' JNE 0123 ' })).toMatchObject({
      ok: true,
      message: 'Saved: Sample sent.',
    });
    expect((await snapshot()).inquiries[0]).toMatchObject({ sample_status: 'sent', sample_tracking: 'JNE 0123' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('marks the inquiry unread and goes back to the inbox (in the bound locale)', async () => {
    const error = await thrown(markInquiryUnreadAction('id', null, form({ id: String(id) })));
    expect(digestOf(error)).toMatch(/^NEXT_REDIRECT;.*;\/id\/admin-panel\/inquiries;/);
    const [row] = (await snapshot()).inquiries as { read_at: Date | null }[];
    expect(row!.read_at).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1); // the sidebar's unread badge is re-rendered with the inbox
    expect(await markInquiryUnreadAction('en', null, form({ id: '999999' }))).toEqual({
      ok: false,
      formError: 'This inquiry no longer exists.',
    });
  });
});
