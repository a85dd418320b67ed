import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { insertTestInquiry } from '@/lib/inquiries/admin-test-fixtures';
import { reserveInquiry } from '@/lib/inquiries/throttle';
import { ANSWERS_PER_LINK } from './answer-throttle';
import { toDraft } from './contract';
import { createQuotationFromInquiry, saveQuotationDraft, sendQuotation } from './writes';

// The buyer's Accept / Decline as the form posts it (no JavaScript): every outcome is a redirect
// back to the page; refused input and the link's own limit change nothing; the quote form's
// per-address limit never holds a buyer.

const peer = vi.hoisted(() => ({ ip: '203.0.113.7' }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-peer-address': peer.ip }) }));
vi.mock('next/cache', () => ({ refresh: vi.fn() }));
vi.mock('next/server', () => ({ after: vi.fn() }));

const { answerQuotation } = await import('./buyer-action');

let t: TestDatabase;
let n = 0;
async function sentQuotation(): Promise<string> {
  const inquiryId = await insertTestInquiry(t.handle.db, { reference: `Q-2611-BUYER${++n}` });
  const created = await createQuotationFromInquiry(t.handle.db, inquiryId);
  if (!created.ok) throw new Error(created.reason);
  const line = {
    kind: 'custom' as const,
    itemId: null,
    name: 'Box',
    itemCode: '',
    quantityNote: '',
    leadTime: '',
    note: '',
    tiers: [{ quantity: 100, price: '5' }],
  };
  await saveQuotationDraft(
    t.handle.db,
    created.value.id,
    { version: 1, revision: 0 },
    toDraft({ currency: 'USD', locale: 'id', validUntil: '2099-01-01', paymentTerms: '', incoterms: '', note: '', lines: [line] }),
  );
  const sent = await sendQuotation(t.handle.db, created.value.id, { version: 1, revision: 1 });
  if (!sent.ok) throw new Error(sent.reason);
  return sent.value.token;
}
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.cleanup());

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}
const redirectOf = (p: Promise<unknown>) =>
  p.then(
    () => 'no redirect',
    (e: unknown) => String((e as { digest?: string }).digest).split(';')[2],
  );
const decisionOf = async (token: string) =>
  (await t.handle.runner.query<{ decision: string | null }>('select decision from quotation_versions where token = $1', [token]))[0]
    ?.decision;

describe('answerQuotation', () => {
  it('refuses an acceptance without a name, and an unknown token, changing nothing', async () => {
    const token = await sentQuotation();
    expect(await redirectOf(answerQuotation('id', token, form({ decision: 'accepted', buyerName: '  ' })))).toBe(
      `/id/q/${token}?error=buyerName#answer`,
    );
    expect(await redirectOf(answerQuotation('id', 'x'.repeat(43), form({ decision: 'declined' })))).toBe(
      `/id/q/${'x'.repeat(43)}?error=missing#answer`,
    );
    expect(await decisionOf(token)).toBeNull();
  });

  it("is never held by the quote form's limit: an office that sent five requests this hour accepts on the first click", async () => {
    const token = await sentQuotation();
    peer.ip = '203.0.113.99';
    for (let i = 0; i < 5; i++) await reserveInquiry(t.handle.db, { ip: peer.ip, email: '', whatsapp: '' });
    expect(await reserveInquiry(t.handle.db, { ip: peer.ip, email: '', whatsapp: '' })).toMatchObject({ allowed: false });
    expect(await redirectOf(answerQuotation('id', token, form({ decision: 'accepted', buyerName: 'Sari' })))).toMatch(
      new RegExp(`^/id/q/${token}\\?answered=\\d+#answer$`),
    );
    expect(await decisionOf(token)).toBe('accepted');
    peer.ip = '203.0.113.7';
  });

  it('records the answer once; "already answered" is said whatever the limit', async () => {
    const token = await sentQuotation();
    expect(await redirectOf(answerQuotation('id', token, form({ decision: 'accepted', buyerName: 'Sari', message: 'Deal' })))).toMatch(
      new RegExp(`^/id/q/${token}\\?answered=\\d+#answer$`),
    );
    expect(await decisionOf(token)).toBe('accepted');
    // Far more than the link's limit: each one is told it was answered, never "too many".
    for (let i = 0; i < ANSWERS_PER_LINK + 5; i++) {
      expect(await redirectOf(answerQuotation('id', token, form({ decision: 'declined' })))).toBe(`/id/q/${token}?error=decided#answer`);
    }
    expect(await decisionOf(token)).toBe('accepted');
  });

  it(`is held by the link's own limit after ${ANSWERS_PER_LINK} attempts in an hour, from any address; another link is not`, async () => {
    const token = await sentQuotation();
    for (let i = 0; i < ANSWERS_PER_LINK; i++) {
      peer.ip = `198.51.100.${i}`;
      expect(await redirectOf(answerQuotation('id', token, form({ decision: 'accepted', buyerName: ' ' })))).toBe(
        `/id/q/${token}?error=buyerName#answer`,
      );
    }
    peer.ip = '192.0.2.1';
    expect(await redirectOf(answerQuotation('id', token, form({ decision: 'accepted', buyerName: 'Sari' })))).toMatch(
      new RegExp(`^/id/q/${token}\\?error=rateLimited&minutes=\\d+#answer$`),
    );
    expect(await decisionOf(token)).toBeNull();
    const other = await sentQuotation();
    expect(await redirectOf(answerQuotation('id', other, form({ decision: 'declined' })))).toMatch(/\?answered=\d+#answer$/);
    peer.ip = '203.0.113.7';
  });
});
