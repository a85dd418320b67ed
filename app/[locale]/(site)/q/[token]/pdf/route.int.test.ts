// @engine-independent: the download route's 404 rules, rate limit and PDF; the token lookup is proven in lib/quotations on both engines
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { insertTestInquiry } from '@/lib/inquiries/admin-test-fixtures';
import { toDraft, type DraftInput } from '@/lib/quotations/contract';
import { createQuotationFromInquiry, saveQuotationDraft, sendQuotation } from '@/lib/quotations/writes';
import { createTestDatabase, type TestDatabase } from '@/tests/db';

// The buyer's download route: no session, the token is the key; the PDF of a live version, 404
// for a token that names nothing (lib/quotations/pdf.int.test.ts covers draft, withdrawn, limit).

vi.mock('next/headers', async () =>
  (await import('@/tests/request-mocks')).nextHeadersModule({ headers: { 'x-forwarded-for': '192.0.2.1' } }),
);

const { GET } = await import('./route');

let t: TestDatabase;
let token: string;
const call = (tok: string) =>
  GET(new Request(`http://localhost/en/q/${tok}/pdf`), { params: Promise.resolve({ locale: 'en', token: tok }) } as Parameters<
    typeof GET
  >[1]);

beforeAll(async () => {
  t = await createTestDatabase();
  const created = await createQuotationFromInquiry(t.handle.db, await insertTestInquiry(t.handle.db, { reference: 'Q-2611-BUYPDF' }));
  if (!created.ok) throw new Error(created.reason);
  const line: DraftInput['lines'][number] = {
    kind: 'custom',
    itemId: null,
    name: 'Mailer box',
    itemCode: '',
    quantityNote: '',
    leadTime: '',
    note: '',
    tiers: [{ quantity: 100, price: '1.25' }],
  };
  const draft: DraftInput = {
    currency: 'USD',
    locale: 'en',
    validUntil: '2099-12-31',
    paymentTerms: '',
    incoterms: '',
    note: '',
    lines: [line],
  };
  expect((await saveQuotationDraft(t.handle.db, created.value.id, { version: 1, revision: 0 }, toDraft(draft))).ok).toBe(true);
  const sent = await sendQuotation(t.handle.db, created.value.id, { version: 1, revision: 1 });
  if (!sent.ok) throw new Error(sent.reason);
  token = sent.value.token;
});
afterAll(async () => t?.cleanup());

it('answers the PDF of a live link as a private attachment, and 404 for an unknown one', async () => {
  const response = await call(token);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="QT-\d{4}-\d{4}-v1\.pdf"$/);
  expect((await call('z'.repeat(43))).status).toBe(404);
  expect((await call('short')).status).toBe(404);
});
