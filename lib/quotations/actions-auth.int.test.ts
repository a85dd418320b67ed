// @engine-independent: the quotation action guard matrix: refused before any write
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import { upsertAccount } from '@/lib/auth/local-accounts';
import { signSessionToken } from '@/lib/auth/token';
import { insertTestInquiry } from '@/lib/inquiries/admin-test-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { refusedRoles, refusedRoleTokens } from '@/tests/roles';
import { sessionTokenFor } from '@/tests/session';
import { cookieJar } from '@/tests/request-mocks';

// The quotation editor's server actions, called as Next would call them. The matrix ENUMERATES the
// module's exports: each carries the `sales` guard; no session, a bad token or a role without
// `sales` is refused and nothing changes. A sales administrator is the control, including bad
// input (a translated message, no change) and a stale form.

const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
vi.mock('next/cache', () => ({ refresh, updateTag: vi.fn(), revalidateTag: vi.fn(), revalidatePath: vi.fn() }));
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: string | { namespace: string }) =>
    createTranslator({ locale: 'en', messages: en, namespace: (typeof arg === 'string' ? arg : arg.namespace) as 'AdminQuotations' }),
}));

const actions = await import('./actions');
const { guardOf } = await import('@/lib/actions/define-action');
const { createQuotationFromInquiry } = await import('./writes');

let t: TestDatabase;
let inquiryId: number;
let quotationId: number;
let salesAccount: { id: string; email: string; sessionVersion: number };
const secret = process.env.SESSION_SECRET!;

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}
const thrown = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );
const digestOf = (e: unknown) => String((e as { digest?: string } | null)?.digest);

async function snapshot() {
  const q = await t.handle.runner.query('select id, status, updated_at from quotations order by id');
  const v = await t.handle.runner.query(
    'select id, quotation_id, version, status, revision, token, note from quotation_versions order by id',
  );
  const l = await t.handle.runner.query('select id, version_id, name from quotation_lines order by id');
  const tiers = await t.handle.runner.query('select id, quantity, unit_price_minor from quotation_tiers order by id');
  const profiles = await t.handle.runner.query('select user_id, display_name, phone from admin_profiles order by user_id');
  return { q, v, l, tiers, profiles };
}

const draft = (price: string) =>
  JSON.stringify({
    currency: 'USD',
    locale: 'en',
    validUntil: '2099-12-31',
    paymentTerms: '',
    incoterms: 'FOB',
    note: 'Thanks',
    lines: [
      {
        kind: 'custom',
        itemId: null,
        name: 'Bespoke box',
        itemCode: '',
        quantityNote: '',
        leadTime: '',
        note: '',
        tiers: [{ quantity: 1000, price }],
      },
    ],
  });

beforeAll(async () => {
  t = await createTestDatabase();
  inquiryId = await insertTestInquiry(t.handle.db, { reference: 'Q-2611-AUTH1', email: '', whatsapp: '+62 812 3456 7890' });
  const created = await createQuotationFromInquiry(t.handle.db, inquiryId);
  if (!created.ok) throw new Error(created.reason);
  quotationId = created.value.id;
  ({ account: salesAccount } = await upsertAccount(t.handle.db, 'sales-q@example.com', 'sales-password-12345', 'sales'));
});
afterAll(async () => t?.cleanup());
beforeEach(() => refresh.mockClear());

const validCalls: Record<string, () => Promise<unknown>> = {
  createQuotationAction: () => actions.createQuotationAction('en', null, form({ inquiryId: String(inquiryId) })),
  saveQuotationDraftAction: () =>
    actions.saveQuotationDraftAction('en', null, form({ id: String(quotationId), version: '1', revision: '0', draft: draft('2.5') })),
  sendQuotationAction: () => actions.sendQuotationAction('en', null, form({ id: String(quotationId), version: '1', revision: '0' })),
  withdrawQuotationAction: () => actions.withdrawQuotationAction('en', null, form({ id: String(quotationId) })),
  saveSenderProfileAction: () =>
    actions.saveSenderProfileAction('en', null, form({ displayName: 'Dewi Lestari', phone: '+62 812 0000 0003' })),
};
const exported = Object.entries(actions) as [string, unknown][];

it('every exported quotation action is built by adminAction with the sales guard', () => {
  expect(exported.map(([name]) => name).sort()).toEqual(Object.keys(validCalls).sort());
  for (const [name, action] of exported) expect(guardOf(action), name).toBe('sales');
});

let roleTokens: Map<string, string> | undefined;
describe.each(refusedRoles('sales'))('as a %s administrator', (role) => {
  it.each(Object.keys(validCalls))('%s is refused (403) and changes nothing', async (name) => {
    cookieJar.token = (roleTokens ??= await refusedRoleTokens(t.handle.db, 'sales')).get(role);
    const before = await snapshot();
    expect(digestOf(await thrown(validCalls[name]!()))).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
    expect(await snapshot()).toEqual(before);
  });
});

describe.each(['no session', 'a forged token'])('with %s', (label) => {
  it.each(Object.keys(validCalls))('%s is refused and changes nothing', async (name) => {
    cookieJar.token =
      label === 'no session'
        ? undefined
        : await signSessionToken(
            { userId: salesAccount.id, email: salesAccount.email, sessionVersion: salesAccount.sessionVersion },
            'x'.repeat(48),
          );
    const before = await snapshot();
    expect(digestOf(await thrown(validCalls[name]!()))).toMatch(/^NEXT_REDIRECT;.*\/login/);
    expect(await snapshot()).toEqual(before);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('as a sales administrator', () => {
  beforeEach(async () => {
    cookieJar.token = await sessionTokenFor(t.handle.db, salesAccount, secret);
  });

  it('refuses bad input with a translated message and changes nothing', async () => {
    const before = await snapshot();
    const save = (fields: Record<string, string>) =>
      actions.saveQuotationDraftAction('en', null, form({ id: String(quotationId), version: '1', revision: '0', ...fields }));
    // Named where it is, and marked on its field.
    expect(await save({ draft: draft('1,250.00') })).toEqual({
      ok: false,
      formError: `Line 1, tier 1: ${en.AdminQuotations.errors.tierPriceUSD}`,
      fieldErrors: { 'lines.0.tiers.0.price': en.AdminQuotations.errors.tierPriceUSD },
    });
    expect(await save({ draft: '{not json' })).toEqual({ ok: false, formError: en.AdminQuotations.errors.invalid });
    expect(await save({ draft: draft('2.5'), revision: '7' })).toEqual({ ok: false, formError: en.AdminQuotations.errors.stale });
    expect(await actions.sendQuotationAction('en', null, form({ id: String(quotationId), version: '1', revision: '0' }))).toEqual({
      ok: false,
      formError: 'Line 1: every tier needs a price above 0 before sending (only a sample may be free).',
    });
    expect(await actions.saveSenderProfileAction('en', null, form({ displayName: 'x'.repeat(121), phone: 'call me' }))).toMatchObject({
      ok: false,
      fieldErrors: { displayName: en.AdminQuotations.errors.senderName, phone: en.AdminQuotations.errors.senderPhone },
    });
    expect(await snapshot()).toEqual(before);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("reads a decimal comma as a decimal point, and keeps the sender's name and phone on the version sent", async () => {
    const created = await createQuotationFromInquiry(t.handle.db, inquiryId);
    if (!created.ok) throw new Error(created.reason);
    const id = String(created.value.id);
    expect(
      await actions.saveQuotationDraftAction('en', null, form({ id, version: '1', revision: '0', draft: draft('2,85') })),
    ).toMatchObject({
      ok: true,
    });
    const [tier] = await t.handle.runner.query<{ unit_price_minor: number | string }>(
      `select t.unit_price_minor from quotation_tiers t join quotation_lines l on l.id = t.line_id join quotation_versions v on v.id = l.version_id
        where v.quotation_id = $1`,
      [created.value.id],
    );
    expect(Number(tier!.unit_price_minor)).toBe(285);
    expect(await validCalls.saveSenderProfileAction!()).toMatchObject({ ok: true, message: en.AdminQuotations.sender.saved });
    expect((await actions.sendQuotationAction('en', null, form({ id, version: '1', revision: '1' }))).ok).toBe(true);
    // A later change of the profile does not change what was sent.
    await actions.saveSenderProfileAction('en', null, form({ displayName: 'Someone Else', phone: '' }));
    const [sent] = await t.handle.runner.query<Record<string, string>>(
      'select sent_by_name, sent_by_email, sent_by_phone from quotation_versions where quotation_id = $1',
      [created.value.id],
    );
    expect(sent).toEqual({ sent_by_name: 'Dewi Lestari', sent_by_email: 'sales-q@example.com', sent_by_phone: '+62 812 0000 0003' });
    const audit = await t.handle.runner.query<{ action: string }>(`select action from audit_log where action = 'auth.profile'`);
    expect(audit).toHaveLength(2);
  });

  it('saves, sends (no e-mail address: the link to share), starts version 2 and withdraws with that draft unsent', async () => {
    expect(await validCalls.saveQuotationDraftAction!()).toMatchObject({ ok: true, message: 'Draft saved (version 1).' });
    const sent = await actions.sendQuotationAction('en', null, form({ id: String(quotationId), version: '1', revision: '1' }));
    expect(sent).toMatchObject({
      ok: true,
      data: {
        mail: 'skipped',
        link: expect.stringMatching(/\/q\/[A-Za-z0-9_-]{43}$/),
        whatsapp: expect.stringMatching(/^https:\/\/wa.me\/6281234567890\?text=/),
      },
    });
    const next = await actions.saveQuotationDraftAction(
      'en',
      null,
      form({ id: String(quotationId), version: '1', revision: '1', draft: draft('2.4') }),
    );
    expect(next).toMatchObject({ ok: true });
    expect(await validCalls.withdrawQuotationAction!()).toMatchObject({ ok: true, message: en.AdminQuotations.editor.withdrawn });
    const after = await snapshot();
    // Only this quotation: the test before made one of its own (ids are strings on PostgreSQL).
    expect((after.q as { id: number | string }[]).filter((q) => Number(q.id) === quotationId)).toEqual([
      expect.objectContaining({ status: 'withdrawn' }),
    ]);
    const versions = after.v as { quotation_id: number | string; version: number; status: string }[];
    expect(versions.filter((v) => Number(v.quotation_id) === quotationId).map((v) => [v.version, v.status])).toEqual([
      [1, 'withdrawn'],
      [2, 'draft'],
    ]);
    expect(digestOf(await thrown(validCalls.createQuotationAction!()))).toMatch(/^NEXT_REDIRECT;.*\/admin-panel\/quotations\/\d+;/);
  });
});
