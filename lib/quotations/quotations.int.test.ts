import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { eq } from 'drizzle-orm';
import {
  auditLog,
  categories,
  inquiries,
  itemSpecifications,
  itemSpecificationTranslations,
  items,
  itemTranslations,
} from '@/lib/db/schema';
import { insertTestInquiry } from '@/lib/inquiries/admin-test-fixtures';
import { decideQuotation, loadBuyerView, markQuotationViewed } from './buyer';
import { toDraft, type DraftInput } from './contract';
import { listInquiryQuotations, listQuotationVersions, loadQuotationVersion } from './reads';
import { expireQuotations } from './reminders';
import { createQuotationFromInquiry, saveQuotationDraft, sendQuotation, withdrawQuotation } from './writes';

// Quotations on the lane's engine (PGlite, or PostgreSQL with TEST_DATABASE=postgres): the
// prefill from an inquiry, versions frozen once sent, the buyer's token, accept/decline once.

let t: TestDatabase;
let inquiryId: number;
const NOW = new Date('2026-11-26T03:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.handle.db;
  await db.insert(categories).values({ id: 1, name: 'Hardbox' });
  await db.insert(items).values({ id: 10, itemName: 'Rigid gift box', itemCode: 'HB-10', categoryId: 1 });
  await db.insert(itemTranslations).values({ itemId: 10, locale: 'zh-CN', itemName: '硬质礼盒' });
  await db.insert(itemSpecifications).values([
    { itemId: 10, specName: 'Material', specValue: 'Greyboard 2 mm' },
    { itemId: 10, specName: 'Finish', specValue: 'Gold foil' },
  ]);
  await db
    .insert(itemSpecificationTranslations)
    .values({ itemId: 10, locale: 'zh-CN', position: 0, specName: '材料', specValue: '2 毫米灰板' });
  inquiryId = await insertTestInquiry(db, {
    reference: 'Q-2611-QUOT1',
    locale: 'zh-CN',
    email: 'buyer@example.com',
    lines: [{ itemId: 10, name: 'Rigid gift box', code: 'HB-10', quantity: 5000, note: 'gold logo' }],
  });
});
afterAll(async () => t?.cleanup());

const draft = (over: Partial<DraftInput> = {}): DraftInput => ({
  currency: 'CNY',
  locale: 'zh-CN',
  validUntil: '2026-12-31',
  paymentTerms: '30% deposit',
  incoterms: 'FOB Jakarta',
  note: '',
  lines: [
    {
      kind: 'product',
      itemId: 10,
      name: 'Rigid gift box',
      itemCode: 'HB-10',
      quantityNote: '',
      leadTime: '25 days',
      note: '',
      tiers: [
        { quantity: 1000, price: '8.80' },
        { quantity: 5000, price: '7.5' },
      ],
    },
    {
      kind: 'custom',
      itemId: null,
      name: 'Bespoke insert',
      itemCode: '',
      quantityNote: '',
      leadTime: '',
      note: '',
      tiers: [{ quantity: 500, price: '1' }],
    },
  ],
  ...over,
});

async function newQuotation() {
  const created = await createQuotationFromInquiry(t.handle.db, inquiryId, NOW);
  if (!created.ok) throw new Error(created.reason);
  return created.value.id;
}

async function sentQuotation() {
  const id = await newQuotation();
  expect((await saveQuotationDraft(t.handle.db, id, { version: 1, revision: 0 }, toDraft(draft()))).ok).toBe(true);
  const sent = await sendQuotation(t.handle.db, id, { version: 1, revision: 1 }, NOW);
  if (!sent.ok) throw new Error(sent.reason);
  return { id, token: sent.value.token };
}

describe('quotations', () => {
  it('prefills version 1 from the inquiry in the buyer language, with a yearly reference', async () => {
    const id = await newQuotation();
    const q = await loadQuotationVersion(t.handle.db, id);
    expect(q).toMatchObject({ version: 1, status: 'draft', currency: 'CNY', locale: 'zh-CN', token: null });
    expect(q?.reference).toMatch(/^QT-2026-\d{4}$/);
    expect(q?.lines).toEqual([
      expect.objectContaining({
        kind: 'product',
        itemId: 10,
        name: '硬质礼盒',
        itemCode: 'HB-10',
        note: 'gold logo',
        specs: [
          { label: '材料', value: '2 毫米灰板' },
          { label: 'Finish', value: 'Gold foil' },
        ],
        tiers: [{ quantity: 5000, unitPriceMinor: 0 }],
      }),
    ]);
    const again = await newQuotation();
    const second = await loadQuotationVersion(t.handle.db, again);
    expect(Number(second!.reference.slice(8))).toBe(Number(q!.reference.slice(8)) + 1);
  });

  it('refuses a stale form and sending with a price of 0, and keeps amounts exact', async () => {
    const id = await newQuotation();
    expect(await sendQuotation(t.handle.db, id, { version: 1, revision: 0 })).toEqual({ ok: false, reason: 'priceMissing', line: 1 });
    expect((await saveQuotationDraft(t.handle.db, id, { version: 1, revision: 0 }, toDraft(draft()))).ok).toBe(true);
    expect(await saveQuotationDraft(t.handle.db, id, { version: 1, revision: 0 }, toDraft(draft()))).toEqual({
      ok: false,
      reason: 'stale',
    });
    const q = await loadQuotationVersion(t.handle.db, id);
    expect(q?.lines.map((l) => l.tiers)).toEqual([
      [
        { quantity: 1000, unitPriceMinor: 880 },
        { quantity: 5000, unitPriceMinor: 750 },
      ],
      [{ quantity: 500, unitPriceMinor: 100 }],
    ]);
  });

  it('freezes a sent version: the next save starts version 2, and its sending supersedes version 1', async () => {
    const { id, token } = await sentQuotation();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const changed = toDraft(draft({ note: 'Second offer' }));
    expect(await saveQuotationDraft(t.handle.db, id, { version: 1, revision: 1 }, changed)).toEqual({ ok: true, value: { version: 2 } });
    expect((await loadQuotationVersion(t.handle.db, id, 1))?.note).toBe('');
    expect(await loadBuyerView(t.handle.db, token, NOW)).toMatchObject({ kind: 'open' });
    const second = await sendQuotation(t.handle.db, id, { version: 2, revision: 0 }, NOW);
    if (!second.ok) throw new Error(second.reason);
    expect(await loadBuyerView(t.handle.db, token, NOW)).toEqual({
      kind: 'superseded',
      currentToken: second.value.token,
      reference: expect.any(String),
    });
    expect(await decideQuotation(t.handle.db, token, { decision: 'accepted', buyerName: 'Li', message: '' }, NOW)).toEqual({
      ok: false,
      reason: 'superseded',
    });
    expect((await listQuotationVersions(t.handle.db, id)).map((v) => [v.version, v.status, v.supersededAt !== null])).toEqual([
      [2, 'sent', false],
      [1, 'sent', true],
    ]);
  });

  it('marks viewed once, and accepts once under two concurrent answers', async () => {
    const { id, token } = await sentQuotation();
    const view = await loadBuyerView(t.handle.db, token, NOW);
    if (view.kind !== 'open') throw new Error(view.kind);
    expect(await markQuotationViewed(t.handle.db, view.quotation.versionId, NOW)).toBe(true);
    expect(await markQuotationViewed(t.handle.db, view.quotation.versionId, new Date())).toBe(false);
    const answers = await Promise.all([
      decideQuotation(t.handle.db, token, { decision: 'accepted', buyerName: 'Li Wei', message: 'OK' }, NOW),
      decideQuotation(t.handle.db, token, { decision: 'declined', buyerName: '', message: 'No' }, NOW),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toEqual([{ ok: false, reason: 'decided' }]);
    const q = await loadQuotationVersion(t.handle.db, id);
    expect(q?.viewedAt).toBe(NOW.toISOString());
    expect(q?.status).toBe(q?.decision);
    expect(q?.quotationStatus).toBe(q?.decision);
    const inquiryList = await listInquiryQuotations(t.handle.db, inquiryId);
    expect(inquiryList.find((s) => s.id === id)?.status).toBe(q?.decision);
    const audit = await t.handle.db.select().from(auditLog);
    const answered = audit.filter((a) => a.action === 'quotation.accept' || a.action === 'quotation.decline');
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ targetType: 'inquiry', targetId: String(inquiryId), actorId: null });
  });

  it('refuses an answer past the validity date (expired) and answers missing once withdrawn', async () => {
    const { id, token } = await sentQuotation();
    const late = new Date('2027-01-01T00:00:00Z');
    expect(await loadBuyerView(t.handle.db, token, late)).toMatchObject({ kind: 'open', status: 'expired' });
    expect(await decideQuotation(t.handle.db, token, { decision: 'accepted', buyerName: 'Li', message: '' }, late)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await withdrawQuotation(t.handle.db, id)).toEqual({ ok: true, value: null });
    expect(await loadBuyerView(t.handle.db, token, NOW)).toEqual({ kind: 'missing' });
    expect(await withdrawQuotation(t.handle.db, id)).toEqual({ ok: false, reason: 'withdrawn' });
    expect(await loadBuyerView(t.handle.db, 'x'.repeat(43), NOW)).toEqual({ kind: 'missing' });
    expect(await loadBuyerView(t.handle.db, 'not a token', NOW)).toEqual({ kind: 'missing' });
  });

  it('writes one audit entry per admin write, in its transaction', async () => {
    const before = (await t.handle.db.select().from(auditLog)).length;
    await sentQuotation();
    const rows = (await t.handle.db.select().from(auditLog)).slice(before);
    expect(rows.map((r) => r.action)).toEqual(['quotation.create', 'quotation.save', 'quotation.send']);
  });
});

describe('withdrawing in every state', () => {
  const answer = { decision: 'accepted' as const, buyerName: 'Li', message: '' };

  async function withDraftAfter(sent: { id: number }) {
    const saved = await saveQuotationDraft(t.handle.db, sent.id, { version: 1, revision: 1 }, toDraft(draft({ note: 'v2' })));
    expect(saved).toEqual({ ok: true, value: { version: 2 } });
  }

  async function viewed(token: string) {
    const view = await loadBuyerView(t.handle.db, token, NOW);
    if (view.kind !== 'open') throw new Error(view.kind);
    expect(await markQuotationViewed(t.handle.db, view.quotation.versionId, NOW)).toBe(true);
  }

  const states: Record<string, () => Promise<{ id: number; token: string | null }>> = {
    'never sent': async () => ({ id: await newQuotation(), token: null }),
    'never sent, saved': async () => {
      const id = await newQuotation();
      expect((await saveQuotationDraft(t.handle.db, id, { version: 1, revision: 0 }, toDraft(draft()))).ok).toBe(true);
      return { id, token: null };
    },
    sent: sentQuotation,
    viewed: async () => {
      const sent = await sentQuotation();
      await viewed(sent.token);
      return sent;
    },
    'sent, with an unsent draft': async () => {
      const sent = await sentQuotation();
      await withDraftAfter(sent);
      return sent;
    },
    'viewed, with an unsent draft': async () => {
      const sent = await sentQuotation();
      await viewed(sent.token);
      await withDraftAfter(sent);
      return sent;
    },
  };

  for (const [state, make] of Object.entries(states)) {
    it(`works when ${state}, and the buyer's link is gone at once`, async () => {
      const { id, token } = await make();
      expect(await withdrawQuotation(t.handle.db, id, NOW)).toEqual({ ok: true, value: null });
      const versions = await listQuotationVersions(t.handle.db, id);
      // Sent versions are withdrawn; a draft was never seen by the buyer and stays a draft (no token).
      for (const v of versions) expect(v.status, `version ${v.version}`).toBe(v.sentAt ? 'withdrawn' : 'draft');
      expect((await loadQuotationVersion(t.handle.db, id))?.quotationStatus).toBe('withdrawn');
      if (token) {
        expect(await loadBuyerView(t.handle.db, token, NOW)).toEqual({ kind: 'missing' });
        expect(await decideQuotation(t.handle.db, token, answer, NOW)).toEqual({ ok: false, reason: 'missing' });
      }
      const audit = await t.handle.db.select().from(auditLog);
      expect(audit.filter((a) => a.action === 'quotation.withdraw').at(-1)).toMatchObject({
        targetType: 'inquiry',
        targetId: String(inquiryId),
      });
      // Nothing more can happen to it: no save, no send, no second withdrawal.
      expect(await withdrawQuotation(t.handle.db, id, NOW)).toEqual({ ok: false, reason: 'withdrawn' });
      const newest = await loadQuotationVersion(t.handle.db, id);
      expect(await saveQuotationDraft(t.handle.db, id, { version: newest!.version, revision: newest!.revision }, toDraft(draft()))).toEqual(
        {
          ok: false,
          reason: 'withdrawn',
        },
      );
    });
  }
});

describe("the inquiry's status follows its quotations", () => {
  const statusOf = async (id: number) => (await t.handle.db.select().from(inquiries).where(eq(inquiries.id, id)))[0]!.status;
  let n = 0;
  async function quoted(status: 'new' | 'contacted' | 'won' = 'new') {
    const inquiry = await insertTestInquiry(t.handle.db, {
      reference: `Q-2611-FLOW${++n}`,
      status,
      lines: [{ itemId: 10, name: 'Rigid gift box' }],
    });
    const created = await createQuotationFromInquiry(t.handle.db, inquiry, NOW);
    if (!created.ok) throw new Error(created.reason);
    const id = created.value.id;
    expect((await saveQuotationDraft(t.handle.db, id, { version: 1, revision: 0 }, toDraft(draft()))).ok).toBe(true);
    const sent = await sendQuotation(t.handle.db, id, { version: 1, revision: 1 }, NOW);
    if (!sent.ok) throw new Error(sent.reason);
    return { inquiry, id, token: sent.value.token };
  }

  it('sending makes it quoted, an accept won, a decline lost, each audited as a status change', async () => {
    const accepted = await quoted('contacted');
    expect(await statusOf(accepted.inquiry)).toBe('quoted');
    await decideQuotation(t.handle.db, accepted.token, { decision: 'accepted', buyerName: 'Li', message: '' }, NOW);
    expect(await statusOf(accepted.inquiry)).toBe('won');
    const declined = await quoted();
    await decideQuotation(t.handle.db, declined.token, { decision: 'declined', buyerName: '', message: '' }, NOW);
    expect(await statusOf(declined.inquiry)).toBe('lost');
    const entries = (await t.handle.db.select().from(auditLog)).filter(
      (a) => a.action === 'inquiry.status' && a.targetId === String(accepted.inquiry),
    );
    expect(entries.map((e) => [e.changes, (e.detail as { event: string }).event, e.actorEmail])).toEqual([
      [{ status: ['contacted', 'quoted'] }, 'send', 'system'],
      [{ status: ['quoted', 'won'] }, 'accept', 'buyer (quotation link)'],
    ]);
  });

  it('an expiry makes it lost; a won inquiry stays won when another of its quotations is declined', async () => {
    const lapsed = await quoted();
    expect(await expireQuotations(t.handle.db, new Date('2027-01-02T00:00:00Z'))).toContain(
      `${(await loadQuotationVersion(t.handle.db, lapsed.id))!.reference} v1`,
    );
    expect(await statusOf(lapsed.inquiry)).toBe('lost');

    const won = await quoted();
    await decideQuotation(t.handle.db, won.token, { decision: 'accepted', buyerName: 'Li', message: '' }, NOW);
    const second = await createQuotationFromInquiry(t.handle.db, won.inquiry, NOW);
    if (!second.ok) throw new Error(second.reason);
    expect((await saveQuotationDraft(t.handle.db, second.value.id, { version: 1, revision: 0 }, toDraft(draft()))).ok).toBe(true);
    const sent = await sendQuotation(t.handle.db, second.value.id, { version: 1, revision: 1 }, NOW);
    if (!sent.ok) throw new Error(sent.reason);
    expect(await statusOf(won.inquiry)).toBe('won');
    await decideQuotation(t.handle.db, sent.value.token, { decision: 'declined', buyerName: '', message: '' }, NOW);
    expect(await statusOf(won.inquiry)).toBe('won');
  });
});

describe('a sample line', () => {
  it('comes from the inquiry as a sample of its pieces, may be sent free, and reads as a sample to the buyer', async () => {
    const inquiry = await insertTestInquiry(t.handle.db, {
      reference: 'Q-2611-SMPL1',
      locale: 'zh-CN',
      lines: [
        { itemId: 10, name: 'Rigid gift box', code: 'HB-10', quantity: 5000 },
        { itemId: 10, name: 'Rigid gift box', code: 'HB-10', quantity: 3, kind: 'sample' },
      ],
    });
    const created = await createQuotationFromInquiry(t.handle.db, inquiry, NOW);
    if (!created.ok) throw new Error(created.reason);
    const q = await loadQuotationVersion(t.handle.db, created.value.id);
    expect(q?.lines.map((l) => [l.kind, l.name, l.tiers])).toEqual([
      ['product', '硬质礼盒', [{ quantity: 5000, unitPriceMinor: 0 }]],
      ['sample', '硬质礼盒', [{ quantity: 3, unitPriceMinor: 0 }]],
    ]);
    const input = draft({
      lines: [
        { ...draft().lines[0]!, tiers: [{ quantity: 5000, price: '7,50' }] },
        {
          kind: 'sample',
          itemId: 10,
          name: 'Rigid gift box',
          itemCode: 'HB-10',
          quantityNote: '',
          leadTime: '',
          note: '',
          tiers: [{ quantity: 3, price: '0' }],
        },
      ],
    });
    expect((await saveQuotationDraft(t.handle.db, created.value.id, { version: 1, revision: 0 }, toDraft(input))).ok).toBe(true);
    const sent = await sendQuotation(t.handle.db, created.value.id, { version: 1, revision: 1 }, NOW);
    expect(sent.ok).toBe(true);
    const view = await loadBuyerView(t.handle.db, sent.ok ? sent.value.token : '', NOW);
    if (view.kind !== 'open') throw new Error(view.kind);
    expect(view.quotation.lines.map((l) => [l.kind, l.tiers])).toEqual([
      ['product', [{ quantity: 5000, unitPriceMinor: 750 }]],
      ['sample', [{ quantity: 3, unitPriceMinor: 0 }]],
    ]);
    // A product line at 0 is still refused, naming its line.
    const other = await createQuotationFromInquiry(t.handle.db, inquiry, NOW);
    if (!other.ok) throw new Error(other.reason);
    expect(await sendQuotation(t.handle.db, other.value.id, { version: 1, revision: 0 }, NOW)).toEqual({
      ok: false,
      reason: 'priceMissing',
      line: 1,
    });
  });
});
