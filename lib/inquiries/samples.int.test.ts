import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { categories, items } from '@/lib/db/schema';
import { insertTestInquiry } from './admin-test-fixtures';
import { stepSample } from './admin-writes';
import { QUOTE_FORM_FIELDS as F, SAMPLE_QUANTITY } from './contract';
import { readQuoteForm } from './form';
import { submitInquiry, type SubmitContext } from './submit';

// Sample requests against a real database (PGlite and PostgreSQL lanes): the public submission
// stores each line's kind and the inquiry's sample status in one go; the inbox's step write takes
// the shipment from requested to sent to received, one step at a time, each with its audit entry.

let t: TestDatabase;
let ip = 0;
const ctx = (extra: Partial<SubmitContext> = {}): SubmitContext => ({
  db: t.handle.db,
  locale: 'en',
  ip: `203.0.113.${++ip}`,
  mailEnabled: false,
  ...extra,
});

/** Lines as [itemId, kind | undefined (a form from before samples), quantity]. */
function form(lines: [number, string | undefined, number | string][]): FormData {
  const f = new FormData();
  for (const [id, kind, qty] of lines) {
    f.append(F.itemId, String(id));
    if (kind !== undefined) f.append(F.kind, kind);
    f.append(F.quantity, String(qty));
    f.append(F.note, '');
  }
  for (const [k, v] of Object.entries({ name: 'Budi', email: `budi${ip}@example.com`, consent: 'on' })) f.set(k, v);
  return f;
}

const query = async <T>(text: string, params: unknown[] = []) => (await t.handle.runner.query(text, params)) as T[];
const stored = () => query<{ n: number | string }>('select count(*) as n from inquiries').then((r) => Number(r[0]?.n));

beforeAll(async () => {
  t = await createTestDatabase();
  await t.handle.db.insert(categories).values({ id: 1, name: 'Hardbox' });
  await t.handle.db.insert(items).values([
    { id: 20, itemName: 'Rigid gift box', itemCode: 'HB-20', categoryId: 1, moqQuantity: 500, moqUnit: 'pcs' },
    { id: 21, itemName: 'Paper bag', itemCode: 'PB-21', categoryId: 1 },
  ]);
});
afterAll(async () => t?.cleanup());
beforeEach(async () => {
  await t.handle.runner.query('delete from inquiries');
  await t.handle.runner.query('delete from auth_attempts');
});

describe('submitting sample lines', () => {
  it('stores each line with its kind, no MOQ for the sample, and the inquiry as sample requested', async () => {
    const out = await submitInquiry(
      readQuoteForm(
        form([
          [20, 'quote', 500],
          [20, 'sample', SAMPLE_QUANTITY],
          [21, undefined, 40],
        ]),
      ),
      ctx(),
    );
    expect(out.state.status).toBe('sent');
    if (out.state.status === 'sent')
      expect(out.state.lines.map((l) => [l.quantity, l.sample])).toEqual([
        [500, false],
        [3, true],
        [40, false],
      ]);
    const lines = await query<{ kind: string; quantity: number }>('select kind, quantity from inquiry_lines order by position');
    expect(lines).toEqual([
      { kind: 'quote', quantity: 500 },
      { kind: 'sample', quantity: SAMPLE_QUANTITY },
      { kind: 'quote', quantity: 40 },
    ]);
    const [row] = await query<{ sample_status: string | null }>('select sample_status from inquiries where id = $1', [out.inquiryId]);
    expect(row?.sample_status).toBe('requested');
  });

  it('leaves the sample status empty when no line asks for a sample', async () => {
    const out = await submitInquiry(readQuoteForm(form([[21, 'quote', 10]])), ctx());
    const [row] = await query<{ sample_status: string | null }>('select sample_status from inquiries where id = $1', [out.inquiryId]);
    expect(row).toEqual({ sample_status: null });
  });

  it('refuses a sample of any other quantity, or an unknown kind, with a translated message and stores nothing', async () => {
    const big = await submitInquiry(
      readQuoteForm(
        form([
          [21, 'quote', 10],
          [20, 'sample', 500],
        ]),
      ),
      ctx(),
    );
    expect(big.state).toMatchObject({ status: 'invalid', fieldErrors: { lines: 'Line 2: a sample is always 3 pieces.' } });
    const zh = await submitInquiry(readQuoteForm(form([[20, 'sample', 1]])), ctx({ locale: 'zh-CN' }));
    expect(zh.state).toMatchObject({ fieldErrors: { lines: '第 1 行：样品数量固定为 3 件。' } });
    const odd = await submitInquiry(readQuoteForm(form([[20, 'bulk', 500]])), ctx({ locale: 'id' }));
    expect(odd.state).toMatchObject({ fieldErrors: { lines: expect.stringMatching(/^Baris 1: produk ini tidak dapat dibaca/) } });
    expect(await stored()).toBe(0);
  });
});

describe('stepping a sample shipment', () => {
  const audit = (id: number) =>
    query<{ action: string; changes: unknown }>(
      `select action, changes from audit_log where target_type = 'inquiry' and target_id = $1 order by id`,
      [String(id)],
    );
  const sampleRow = (id: number) =>
    query<{ sample_status: string | null; sample_tracking: string; sent: boolean; received: boolean }>(
      `select sample_status, sample_tracking, sample_sent_at is not null as sent, sample_received_at is not null as received
         from inquiries where id = $1`,
      [id],
    ).then((r) => r[0]);

  it('goes requested → sent (tracking kept) → received, each step with one audit entry', async () => {
    const id = await insertTestInquiry(t.handle.db, { reference: 'SMP-1', sampleStatus: 'requested' });
    expect(await stepSample(id, { seen: 'requested', to: 'sent', tracking: 'JNE 0123456789' })).toBe('done');
    expect(await sampleRow(id)).toEqual({ sample_status: 'sent', sample_tracking: 'JNE 0123456789', sent: true, received: false });
    expect(await stepSample(id, { seen: 'sent', to: 'received', tracking: 'ignored' })).toBe('done');
    expect(await sampleRow(id)).toEqual({ sample_status: 'received', sample_tracking: 'JNE 0123456789', sent: true, received: true });
    expect(await audit(id)).toEqual([
      { action: 'inquiry.sample', changes: { sampleStatus: ['requested', 'sent'] } },
      { action: 'inquiry.sample', changes: { sampleStatus: ['sent', 'received'] } },
    ]);
  });

  it('refuses a stale form, a skipped or backward step, and an inquiry without a sample, changing nothing', async () => {
    const id = await insertTestInquiry(t.handle.db, { reference: 'SMP-2', sampleStatus: 'sent' });
    const none = await insertTestInquiry(t.handle.db, { reference: 'SMP-3' });
    const before = await sampleRow(id);
    // A second tab drawn while the sample was still "requested".
    expect(await stepSample(id, { seen: 'requested', to: 'sent', tracking: 'again' })).toBe('stale');
    expect(await stepSample(id, { seen: 'sent', to: 'requested', tracking: '' })).toBe('notAllowed');
    expect(await stepSample(id, { seen: 'sent', to: 'sent', tracking: '' })).toBe('notAllowed');
    expect(await stepSample(none, { seen: 'requested', to: 'sent', tracking: '' })).toBe('noSample');
    expect(await stepSample(999_999, { seen: 'requested', to: 'sent', tracking: '' })).toBe('notFound');
    const skip = await insertTestInquiry(t.handle.db, { reference: 'SMP-4', sampleStatus: 'requested' });
    expect(await stepSample(skip, { seen: 'requested', to: 'received', tracking: '' })).toBe('notAllowed');
    expect(await sampleRow(id)).toEqual(before);
    expect(await sampleRow(skip)).toMatchObject({ sample_status: 'requested', sent: false });
    expect([...(await audit(id)), ...(await audit(none)), ...(await audit(skip))]).toEqual([]);
  });
});
