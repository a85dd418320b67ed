// @engine-independent: the route's session and role checks and the PDF
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { upsertAccount } from '@/lib/auth/local-accounts';
import { insertTestInquiry } from '@/lib/inquiries/admin-test-fixtures';
import { toDraft } from '@/lib/quotations/contract';
import { pdfPages } from '@/lib/quotations/document/test-pdf-inspect';
import { loadQuotationVersion } from '@/lib/quotations/reads';
import { createQuotationFromInquiry, saveQuotationDraft, sendQuotation } from '@/lib/quotations/writes';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { refusedRoles, refusedRoleTokens } from '@/tests/roles';
import { sessionTokenFor } from '@/tests/session';
import { cookieJar } from '@/tests/request-mocks';

// The editor's download of a sent version's PDF re-checks the session and the `sales` capability
// itself: signed out → sign-in, every role without `sales` → 403 with no PDF; a sales
// administrator gets each sent version's own PDF, and a draft or unknown version is 404.

vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());

const { GET } = await import('./route');

let t: TestDatabase;
let quotationId: number;
let reference: string;
const call = (id: string, version: string, locale = 'en') =>
  GET(new Request(`http://localhost/${locale}/admin-panel/quotations/${id}/pdf/${version}`), {
    params: Promise.resolve({ locale, id, version }),
  } as Parameters<typeof GET>[1]);
const thrown = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );
const digestOf = (e: unknown) => String((e as { digest?: string } | null)?.digest);
const draft = (name: string, price: string) =>
  toDraft({
    currency: 'USD',
    locale: 'en',
    validUntil: '2099-12-31',
    paymentTerms: '',
    incoterms: '',
    note: '',
    lines: [
      { kind: 'custom', itemId: null, name, itemCode: '', quantityNote: '', leadTime: '', note: '', tiers: [{ quantity: 100, price }] },
    ],
  });

beforeAll(async () => {
  t = await createTestDatabase();
  const inquiryId = await insertTestInquiry(t.handle.db, { reference: 'Q-2611-ADPDF' });
  const created = await createQuotationFromInquiry(t.handle.db, inquiryId);
  if (!created.ok) throw new Error(created.reason);
  quotationId = created.value.id;
  reference = (await loadQuotationVersion(t.handle.db, quotationId))!.reference;
  // Version 1 sent, version 2 sent with other content, version 3 a draft.
  expect((await saveQuotationDraft(t.handle.db, quotationId, { version: 1, revision: 0 }, draft('First box', '2.50'))).ok).toBe(true);
  expect((await sendQuotation(t.handle.db, quotationId, { version: 1, revision: 1 })).ok).toBe(true);
  expect((await saveQuotationDraft(t.handle.db, quotationId, { version: 1, revision: 1 }, draft('Second box', '3.75'))).ok).toBe(true);
  expect((await sendQuotation(t.handle.db, quotationId, { version: 2, revision: 0 })).ok).toBe(true);
  expect((await saveQuotationDraft(t.handle.db, quotationId, { version: 2, revision: 0 }, draft('Third box', '9.00'))).ok).toBe(true);
});
afterAll(async () => t?.cleanup());

describe('GET /admin-panel/quotations/<id>/pdf/<version>', () => {
  it('sends a signed-out request to sign in, reading nothing', async () => {
    cookieJar.token = undefined;
    expect(digestOf(await thrown(call(String(quotationId), '1', 'id')))).toMatch(/^NEXT_REDIRECT;.*\/id\/login/);
  });

  it.each(refusedRoles('sales'))('refuses (403) a %s administrator', async (role) => {
    cookieJar.token = (await refusedRoleTokens(t.handle.db, 'sales')).get(role);
    expect(digestOf(await thrown(call(String(quotationId), '1')))).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
  });

  it('answers each sent version its own PDF as a private attachment; a draft or unknown version is 404', async () => {
    const { account } = await upsertAccount(t.handle.db, 'sales-adpdf@example.com', 'sales-password-12345', 'sales');
    cookieJar.token = await sessionTokenFor(t.handle.db, account);
    for (const [version, name, price] of [
      ['1', 'First box', '$2.50'],
      ['2', 'Second box', '$3.75'],
    ] as const) {
      const response = await call(String(quotationId), version);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${reference}-v${version}.pdf"`);
      const text = (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join(' ');
      expect(text).toContain(name);
      expect(text).toContain(price);
    }
    for (const [id, version] of [
      [String(quotationId), '3'],
      [String(quotationId), '4'],
      ['999999', '1'],
      [String(quotationId), '1e0'],
      ['abc', '1'],
    ]) {
      expect((await call(id!, version!)).status, `${id}/${version}`).toBe(404);
    }
  });
});
