import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import { upsertAccount, type LocalAccount } from '@/lib/auth/local-accounts';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { refusedRoles, refusedRoleTokens } from '@/tests/roles';
import { sessionTokenFor } from '@/tests/session';
import { cookieJar } from '@/tests/request-mocks';

// The exchange rates' server action: every export of lib/insights/actions.ts (enumerated) is refused
// for a signed-out call and for every role but the owner ('sales' reads Insights, it does not set
// the rates), changing nothing; the owner's save writes the rates and one audit entry in one
// transaction; refused input gets a translated message per field and changes nothing. Both engines:
// the rates are SQL numeric with check constraints, which must agree with the form's rules.

vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
vi.mock('next/cache', () => ({ refresh: vi.fn() }));
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: string | { locale?: string; namespace: string }) => {
    const { locale = 'en', namespace } = typeof arg === 'string' ? { namespace: arg } : arg;
    return createTranslator({ locale: locale as 'en', messages: locale === 'id' ? id : en, namespace: namespace as 'AdminInsights.rates' });
  },
}));

const insightsActions = await import('./actions');
const { guardOf } = await import('@/lib/actions/define-action');

let t: TestDatabase;
let owner: LocalAccount;
let roleTokens: Map<string, string>;

beforeAll(async () => {
  t = await createTestDatabase();
  ({ account: owner } = await upsertAccount(t.handle.db, 'owner@example.com', 'owner-password-1'));
  roleTokens = await refusedRoleTokens(t.handle.db, 'team');
});
afterAll(async () => t?.cleanup());

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
const validCalls: Record<string, () => Promise<unknown>> = {
  saveRatesAction: () => insightsActions.saveRatesAction('en', null, form({ USD: '16250', CNY: '2240' })),
};
const exported = Object.entries(insightsActions) as [string, (locale: string, ...args: unknown[]) => Promise<unknown>][];
const snapshot = async () => ({
  rates: await t.handle.runner.query('select currency, idr_per_unit::text as rate, updated_by from exchange_rates order by currency'),
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

it('every exported Insights action is built by adminAction with the owner-only team guard', () => {
  expect(exported.map(([name]) => name).sort()).toEqual(Object.keys(validCalls).sort());
  for (const [name, action] of exported) expect(guardOf(action), name).toBe('team');
});

describe.each(exported.map(([name]) => name))('%s', (name) => {
  it('signed out: redirects to sign-in and changes nothing', async () => {
    cookieJar.token = undefined;
    const before = await snapshot();
    expect(await digestOf(validCalls[name]!())).toMatch(/^NEXT_REDIRECT;.*\/login/);
    expect(await snapshot()).toEqual(before);
  });
  it.each(refusedRoles('team'))('as a %s administrator: refused (403), changes nothing', async (role) => {
    cookieJar.token = roleTokens.get(role);
    const before = await snapshot();
    expect(await digestOf(validCalls[name]!())).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
    expect(await snapshot()).toEqual(before);
  });
});

describe('as the owner', () => {
  const lastAudit = async () =>
    (
      await t.handle.runner.query<Record<string, unknown>>(
        'select action, actor_email, target_type, changes from audit_log order by id desc limit 1',
      )
    )[0];

  it('saves the rates with one audit entry of what changed; the same form again writes nothing', async () => {
    cookieJar.token = await sessionTokenFor(t.handle.db, owner);
    expect(await insightsActions.saveRatesAction('en', null, form({ USD: '16 250', CNY: '2240.50' }))).toEqual({
      ok: true,
      data: null,
      message: en.AdminInsights.rates.saved,
    });
    expect((await snapshot()).rates).toEqual([
      { currency: 'CNY', rate: '2240.5', updated_by: 'owner@example.com' },
      { currency: 'USD', rate: '16250', updated_by: 'owner@example.com' },
    ]);
    expect(await lastAudit()).toEqual({
      action: 'insights.rates',
      actor_email: 'owner@example.com',
      target_type: null,
      changes: { USD: [null, '16250'], CNY: [null, '2240.5'] },
    });
    const before = await snapshot();
    expect(await insightsActions.saveRatesAction('en', null, form({ USD: '16250.0', CNY: '2240.5' }))).toMatchObject({
      ok: true,
      message: en.AdminInsights.rates.unchanged,
    });
    expect(await snapshot()).toEqual(before);
    // An emptied field removes that rate only.
    await insightsActions.saveRatesAction('en', null, form({ USD: '16300', CNY: '' }));
    expect((await snapshot()).rates).toEqual([{ currency: 'USD', rate: '16300', updated_by: 'owner@example.com' }]);
    expect(await lastAudit()).toMatchObject({ changes: { USD: ['16250', '16300'], CNY: ['2240.5', null] } });
  });

  it('refuses a rate that is not a positive decimal, has too many decimals or is absurd, in words, changing nothing', async () => {
    cookieJar.token = await sessionTokenFor(t.handle.db, owner);
    const before = await snapshot();
    const errors = en.AdminInsights.rates.errors;
    const refused: Array<[Record<string, string>, Record<string, string>]> = [
      [
        { USD: '0', CNY: '-5' },
        { USD: errors.invalid, CNY: errors.invalid },
      ],
      [
        { USD: '16,250', CNY: 'abc' },
        { USD: errors.invalid, CNY: errors.invalid },
      ],
      [{ USD: '16250.12345', CNY: '2240' }, { USD: errors.decimals }],
      [
        { USD: '100000000', CNY: '99999999999999999999' },
        { USD: errors.tooLarge, CNY: errors.tooLarge },
      ],
      [{ USD: '1e5', CNY: '2240' }, { USD: errors.invalid }],
    ];
    for (const [fields, fieldErrors] of refused) {
      expect(await insightsActions.saveRatesAction('en', null, form(fields)), JSON.stringify(fields)).toEqual({
        ok: false,
        formError: errors.fix,
        fieldErrors,
      });
    }
    // A form without the fields is refused, not read as "no rates".
    expect(await insightsActions.saveRatesAction('id', null, new FormData())).toMatchObject({
      ok: false,
      formError: id.AdminInsights.rates.errors.fix,
      fieldErrors: { USD: id.AdminInsights.rates.errors.invalid, CNY: id.AdminInsights.rates.errors.invalid },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('the table refuses what the form refuses (a fifth decimal, zero, an unknown currency)', async () => {
    for (const statement of [
      `insert into exchange_rates (currency, idr_per_unit, updated_by) values ('CNY', 2240.12345, 'x')`,
      `insert into exchange_rates (currency, idr_per_unit, updated_by) values ('CNY', 0, 'x')`,
      `insert into exchange_rates (currency, idr_per_unit, updated_by) values ('IDR', 1, 'x')`,
    ]) {
      await expect(t.handle.runner.query(statement), statement).rejects.toThrow(/check constraint/);
    }
  });
});
