import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { parseInquiryFilters } from '@/lib/inquiries/admin-filters';
import { listInquiries } from '@/lib/inquiries/admin-queries';
import { insertTestInquiry } from '@/lib/inquiries/admin-test-fixtures';
import { quotationSummaries } from '@/lib/inquiries/quotation-summary';
import { decideQuotation, markQuotationViewed } from './buyer';
import { toDraft, type DraftInput } from './contract';
import { loadQuotationVersion } from './reads';
import { createQuotationFromInquiry, saveQuotationDraft, sendQuotation, withdrawQuotation } from './writes';

// Where each deal stands in the inbox: every inquiry's latest quotation, in the state its buyer sees,
// with the total of its first tiers in its currency, and the list filtered by it.

let t: TestDatabase;
const ids: Record<string, number> = {};
const NOW = new Date('2026-11-26T03:00:00Z');

const draft = (validUntil = '2026-12-31', currency: DraftInput['currency'] = 'USD'): DraftInput => ({
  currency,
  locale: 'en',
  validUntil,
  paymentTerms: '',
  incoterms: '',
  note: '',
  lines: [
    {
      kind: 'custom',
      itemId: null,
      name: 'Rigid box',
      itemCode: '',
      quantityNote: '',
      leadTime: '',
      note: '',
      tiers: [
        { quantity: 1000, price: currency === 'IDR' ? '12500' : '8.80' },
        { quantity: 5000, price: currency === 'IDR' ? '11000' : '7.50' },
      ],
    },
    {
      kind: 'custom',
      itemId: null,
      name: 'Insert',
      itemCode: '',
      quantityNote: '',
      leadTime: '',
      note: '',
      tiers: [{ quantity: 500, price: '1' }],
    },
  ],
});

async function quotation(inquiry: string, opts: { send?: boolean; validUntil?: string; currency?: DraftInput['currency'] } = {}) {
  const created = await createQuotationFromInquiry(t.handle.db, ids[inquiry]!, NOW);
  if (!created.ok) throw new Error(created.reason);
  const id = created.value.id;
  expect((await saveQuotationDraft(t.handle.db, id, { version: 1, revision: 0 }, toDraft(draft(opts.validUntil, opts.currency)))).ok).toBe(
    true,
  );
  if (!opts.send) return { id, token: null };
  const sent = await sendQuotation(t.handle.db, id, { version: 1, revision: 1 }, NOW);
  if (!sent.ok) throw new Error(sent.reason);
  return { id, token: sent.value.token };
}

beforeAll(async () => {
  t = await createTestDatabase();
  for (const name of ['none', 'draft', 'sent', 'viewed', 'accepted', 'expired', 'withdrawn', 'two']) {
    ids[name] = await insertTestInquiry(t.handle.db, { reference: `R-${name}` });
  }
  await quotation('draft', { currency: 'IDR' });
  await quotation('sent', { send: true });
  const viewed = await quotation('viewed', { send: true });
  const v = await loadQuotationVersion(t.handle.db, viewed.id);
  await markQuotationViewed(t.handle.db, v!.versionId, NOW);
  const accepted = await quotation('accepted', { send: true });
  await decideQuotation(t.handle.db, accepted.token!, { decision: 'accepted', buyerName: 'Li', message: '' }, NOW);
  // Sent, and its last valid day is over (office time): read as expired before any run stores it.
  await quotation('expired', { send: true, validUntil: '2026-11-20' });
  const withdrawn = await quotation('withdrawn', { send: true });
  await withdrawQuotation(t.handle.db, withdrawn.id, NOW);
  // Two quotations: the newest one (a draft) is where the deal stands.
  await quotation('two', { send: true });
  await quotation('two');
});
afterAll(async () => t?.cleanup());

describe("the inbox's quotation column", () => {
  it('shows the latest quotation of each inquiry in its buyer-visible state, with the total of its first tiers', async () => {
    const summaries = await quotationSummaries(t.handle.db, Object.values(ids), NOW);
    const state = (name: string) => summaries.get(ids[name]!)?.state ?? null;
    expect(Object.fromEntries(Object.keys(ids).map((name) => [name, state(name)]))).toEqual({
      none: null,
      draft: 'draft',
      sent: 'sent',
      viewed: 'viewed',
      accepted: 'accepted',
      expired: 'expired',
      withdrawn: 'withdrawn',
      two: 'draft',
    });
    // 1,000 × $8.80 + 500 × $1.00 = $9,300.00; in rupiah 1,000 × 12,500 + 500 × 1 = Rp 12,500,500.
    expect(summaries.get(ids.sent!)).toMatchObject({ currency: 'USD', totalMinor: 930_000, reference: expect.stringMatching(/\d{4}$/) });
    expect(summaries.get(ids.draft!)).toMatchObject({ currency: 'IDR', totalMinor: 12_500_500 });
    const two = summaries.get(ids.two!)!;
    const newest = await loadQuotationVersion(t.handle.db, two.id);
    expect(newest?.status).toBe('draft');
  });

  it('filters the list by it, "none" for inquiries without any quotation', async () => {
    const refs = async (quotation: string) => (await listInquiries(parseInquiryFilters({ quotation }))).rows.map((r) => r.reference).sort();
    expect(await refs('none')).toEqual(['R-none']);
    expect(await refs('draft')).toEqual(['R-draft', 'R-two']);
    expect(await refs('accepted')).toEqual(['R-accepted']);
    expect(await refs('expired')).toEqual(['R-expired']);
    expect(await refs('sent')).toEqual(['R-sent']);
    expect(await refs('withdrawn')).toEqual(['R-withdrawn']);
    const row = (await listInquiries(parseInquiryFilters({ quotation: 'accepted' }))).rows[0]!;
    expect(row.quotation).toMatchObject({ state: 'accepted', currency: 'USD', totalMinor: 930_000 });
    expect(row.status).toBe('won');
    // An unknown value is no filter.
    expect((await listInquiries(parseInquiryFilters({ quotation: 'bogus' }))).total).toBe(Object.keys(ids).length);
  });
});
