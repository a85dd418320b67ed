// @engine-independent: the route's session and role checks and the CSV; the counts are proven in lib/insights on both engines
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import zh from '@/messages/zh-CN.json';
import { upsertAccount } from '@/lib/auth/local-accounts';
import { insertTestInquiry } from '@/lib/inquiries/admin-test-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { refusedRoles, refusedRoleTokens } from '@/tests/roles';
import { sessionTokenFor } from '@/tests/session';
import { cookieJar } from '@/tests/request-mocks';

// The Insights CSV route re-checks the session and the `sales` capability itself (signed out →
// sign-in, any other role → 403, nothing read), answers one table per request with translated
// headers, and keeps visitor text that looks like a formula as text.

vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) =>
    createTranslator({ locale: locale as 'en', messages: locale === 'zh-CN' ? zh : en, namespace: namespace as 'AdminInsights' }),
}));

const { GET } = await import('./route');

let t: TestDatabase;
const call = (locale: string, query: string) =>
  GET(new Request(`http://localhost/${locale}/admin-panel/insights/export${query}`), {
    params: Promise.resolve({ locale }),
  } as Parameters<typeof GET>[1]);
const thrown = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );
const digestOf = (e: unknown) => String((e as { digest?: string } | null)?.digest);
const RANGE = '&from=2026-11-02&to=2026-11-08';

beforeAll(async () => {
  t = await createTestDatabase();
  await insertTestInquiry(t.handle.db, {
    reference: 'CSV-1',
    createdAt: new Date('2026-11-03T03:00:00Z'),
    country: '=HYPERLINK("x")',
    locale: 'zh-CN',
    // A line without its item: the product was deleted since (the line keeps the name it was asked as).
    lines: [{ name: '+Box, "big"' }],
  });
  // Chosen from the form's list: the code, named in the CSV's language.
  await insertTestInquiry(t.handle.db, { reference: 'CSV-2', createdAt: new Date('2026-11-04T03:00:00Z'), country: 'CN', lines: [] });
});
afterAll(async () => t?.cleanup());

describe('GET /admin-panel/insights/export', () => {
  it('sends a signed-out request to sign in, reading nothing', async () => {
    cookieJar.token = undefined;
    expect(digestOf(await thrown(call('zh-CN', `?table=product${RANGE}`)))).toMatch(/^NEXT_REDIRECT;.*\/zh-CN\/login/);
  });

  it.each(refusedRoles('sales'))('refuses (403) a %s administrator', async (role) => {
    cookieJar.token = (await refusedRoleTokens(t.handle.db, 'sales')).get(role);
    expect(digestOf(await thrown(call('en', `?table=product${RANGE}`)))).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
  });

  it('answers one table as a CSV attachment, injection-safe, and 404 for an unknown table', async () => {
    const { account } = await upsertAccount(t.handle.db, 'insights@example.com', 'insights-password-1', 'sales');
    cookieJar.token = await sessionTokenFor(t.handle.db, account);
    const response = await call('en', `?table=product${RANGE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="insights-product-2026-11-02-2026-11-08.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('Product,Code,Inquiries,Sample requests\r\n"\'+Box, ""big"" (deleted)",,1,0\r\n');
    const country = await (await call('zh-CN', `?table=country${RANGE}`)).text();
    expect(country.split('\r\n').slice(0, 3)).toEqual(['国家,询价,样品申请', `"'=HYPERLINK(""x"")",1,0`, '中国,1,0']);
    // The value per month, in the currency of the link, amounts as plain decimals.
    const value = await (await call('en', `?table=value${RANGE}&currency=USD`)).text();
    expect(value.split('\r\n').slice(0, 2)).toEqual([
      'Month,Quoted (USD),Quotations,Won (USD),Accepted,"Quoted, not converted","Won, not converted"',
      '2026-11,0.00,0,0.00,0,,',
    ]);
    const language = await (await call('en', `?table=language${RANGE}`)).text();
    expect(language).toContain('Chinese (Simplified),1,0');
    expect(digestOf(await thrown(call('en', `?table=secrets${RANGE}`)))).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
  });
});
