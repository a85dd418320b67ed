import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { startSmtpSink, type SmtpSink } from '@/tests/smtp-sink';
import type { MailConfig } from '@/lib/config-mail';
import { auditLog, categories, items, quotations, quotationVersions } from '@/lib/db/schema';
import { insertTestInquiry } from '@/lib/inquiries/admin-test-fixtures';
import { decideQuotation, loadBuyerView } from './buyer';
import { toDraft, type DraftInput } from './contract';
import { listInquiryQuotations, listQuotationVersions } from './reads';
import { remindQuotations } from './reminders';
import { createQuotationFromInquiry, saveQuotationDraft, sendQuotation, withdrawQuotation } from './writes';

// `npm run quotes:remind` on the lane's engine with a controlled clock: a reminder mailed once,
// QUOTE_REMINDER_DAYS before the last valid day, through a real SMTP conversation (tests/smtp-sink);
// versions past validity stored as expired and audited once.

let t: TestDatabase;
let sink: SmtpSink;
let inquiryId: number;
const SENT = new Date('2026-11-20T03:00:00Z');
const DAYS = 3;

const smtp = (url: string): MailConfig => ({
  kind: 'smtp',
  url,
  salesEmails: ['sales@example.com'],
  from: 'sales@example.com',
  copyToVisitor: false,
  visitorCopiesPerHour: 50,
});
const run = (now: Date, url = sink.url) =>
  remindQuotations({ db: t.handle.db, mail: smtp(url), siteUrl: 'https://pack.example', reminderDays: DAYS, now });

beforeAll(async () => {
  t = await createTestDatabase();
  sink = await startSmtpSink();
  await t.handle.db.insert(categories).values({ id: 1, name: 'Hardbox' });
  await t.handle.db.insert(items).values({ id: 10, itemName: 'Rigid gift box', itemCode: 'HB-10', categoryId: 1 });
  inquiryId = await insertTestInquiry(t.handle.db, {
    reference: 'Q-2611-REMD1',
    locale: 'id',
    name: 'Dewi',
    email: 'buyer@example.com',
    lines: [{ itemId: 10, name: 'Rigid gift box', code: 'HB-10', quantity: 5000, note: '' }],
  });
});
afterAll(async () => {
  await sink?.close();
  await t?.cleanup();
});

const draft = (validUntil: string): DraftInput => ({
  currency: 'IDR',
  locale: 'id',
  validUntil,
  paymentTerms: '',
  incoterms: '',
  note: '',
  lines: [
    {
      kind: 'custom',
      itemId: null,
      name: 'Box',
      itemCode: '',
      quantityNote: '',
      leadTime: '',
      note: '',
      tiers: [{ quantity: 500, price: '9000' }],
    },
  ],
});

/** A quotation whose version 1 was sent at SENT, valid until `validUntil`. */
async function sent(validUntil: string) {
  const created = await createQuotationFromInquiry(t.handle.db, inquiryId, SENT);
  if (!created.ok) throw new Error(created.reason);
  const id = created.value.id;
  expect((await saveQuotationDraft(t.handle.db, id, { version: 1, revision: 0 }, toDraft(draft(validUntil)))).ok).toBe(true);
  const out = await sendQuotation(t.handle.db, id, { version: 1, revision: 1 }, SENT);
  if (!out.ok) throw new Error(out.reason);
  const [q] = await t.handle.db.select().from(quotations).where(eq(quotations.id, id));
  return { id, token: out.value.token, label: `${q!.reference} v1`, reference: q!.reference };
}

const mailsOf = (reference: string) => sink.messages.filter((m) => m.subject.includes(reference));

describe('quotation reminders', () => {
  it('mails the buyer once, from the start of the day N days before the last valid day (Jakarta)', async () => {
    const q = await sent('2026-12-10');
    // 23:59 in Jakarta on 6 December: four days left, not yet.
    expect((await run(new Date('2026-12-06T16:59:00Z'))).sent).not.toContain(q.label);
    const first = await run(new Date('2026-12-06T17:00:00Z'));
    expect(first.sent).toContain(q.label);
    await sink.waitFor(1);
    const [mail] = mailsOf(q.reference);
    expect(mail?.to).toEqual(['buyer@example.com']);
    expect(mail?.subject).toContain('Pengingat');
    expect(mail?.text).toContain(`https://pack.example/id/q/${q.token}`);
    expect(mail?.text).toContain('10 Desember 2026');
    // The second run, and one the next day, send nothing more.
    expect((await run(new Date('2026-12-06T17:05:00Z'))).sent).not.toContain(q.label);
    expect((await run(new Date('2026-12-08T03:00:00Z'))).sent).not.toContain(q.label);
    expect(mailsOf(q.reference)).toHaveLength(1);
  });

  it('does not remind accepted, declined, withdrawn or superseded versions', async () => {
    const accepted = await sent('2026-12-20');
    await decideQuotation(t.handle.db, accepted.token, { decision: 'accepted', buyerName: 'Dewi', message: '' }, SENT);
    const declined = await sent('2026-12-20');
    await decideQuotation(t.handle.db, declined.token, { decision: 'declined', buyerName: '', message: '' }, SENT);
    const withdrawn = await sent('2026-12-20');
    expect((await withdrawQuotation(t.handle.db, withdrawn.id)).ok).toBe(true);
    const replaced = await sent('2026-12-20');
    expect((await saveQuotationDraft(t.handle.db, replaced.id, { version: 1, revision: 1 }, toDraft(draft('2027-03-31')))).ok).toBe(true);
    expect((await sendQuotation(t.handle.db, replaced.id, { version: 2, revision: 0 }, SENT)).ok).toBe(true);
    const control = await sent('2026-12-20');

    const report = await run(new Date('2026-12-18T03:00:00Z'));
    expect(report.sent).toEqual([control.label]);
    await sink.waitFor(2);
    for (const q of [accepted, declined, withdrawn, replaced]) expect(mailsOf(q.reference), q.label).toEqual([]);
  });

  it('sends one mail when two runs overlap', async () => {
    const q = await sent('2027-01-05');
    const now = new Date('2027-01-03T01:00:00Z');
    const before = sink.messages.length;
    const [a, b] = await Promise.all([run(now), run(now)]);
    expect([...a.sent, ...b.sent].filter((l) => l === q.label)).toEqual([q.label]);
    await sink.waitFor(before + 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsOf(q.reference)).toHaveLength(1);
  });

  it('leaves a version whose mail failed for the next run', async () => {
    const q = await sent('2027-01-15');
    const now = new Date('2027-01-13T01:00:00Z');
    const dead = await startSmtpSink();
    await dead.close();
    const failed = await run(now, dead.url);
    expect(failed.failed).toEqual([q.label]);
    const [row] = await t.handle.db.select().from(quotationVersions).where(eq(quotationVersions.quotationId, q.id));
    expect(row?.remindedAt).toBeNull();
    expect((await run(now)).sent).toEqual([q.label]);
    expect((await run(now)).sent).toEqual([]);
  });

  it('stores expired past the last valid day (Jakarta), audits it once, and every view agrees', async () => {
    const q = await sent('2027-02-01');
    const lastMoment = new Date('2027-02-01T16:59:59.999Z');
    const after = new Date('2027-02-01T17:00:00.000Z');
    expect((await run(lastMoment)).expired).not.toContain(q.label);
    const view = await loadBuyerView(t.handle.db, q.token, lastMoment);
    expect(view.kind === 'open' && view.status).toBe('sent');

    // Before the run, the pages already compute expired; after it, the stored status says the same.
    const computed = await loadBuyerView(t.handle.db, q.token, after);
    expect(computed.kind === 'open' && computed.status).toBe('expired');
    expect((await listQuotationVersions(t.handle.db, q.id, after))[0]?.status).toBe('expired');
    expect((await listInquiryQuotations(t.handle.db, inquiryId, after)).find((s) => s.id === q.id)?.status).toBe('expired');

    // Two runs at once, then a third: expired and audited once.
    const [a, b] = await Promise.all([run(after), run(after)]);
    expect([...a.expired, ...b.expired].filter((l) => l === q.label)).toEqual([q.label]);
    expect((await run(after)).expired).not.toContain(q.label);
    const [v] = await t.handle.db.select().from(quotationVersions).where(eq(quotationVersions.quotationId, q.id));
    const [row] = await t.handle.db.select().from(quotations).where(eq(quotations.id, q.id));
    expect([v?.status, row?.status]).toEqual(['expired', 'expired']);
    const audit = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quotation.expire'), eq(auditLog.targetLabel, q.reference)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: null, actorEmail: 'system', targetType: 'inquiry', targetId: String(inquiryId) });
    const stored = await loadBuyerView(t.handle.db, q.token, after);
    expect(stored.kind === 'open' && stored.status).toBe('expired');
    expect(await decideQuotation(t.handle.db, q.token, { decision: 'accepted', buyerName: 'Dewi', message: '' }, after)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});
