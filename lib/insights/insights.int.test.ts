import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { categories, items } from '@/lib/db/schema';
import { executeRows } from '@/lib/db/rows';
import { insertTestInquiry } from '@/lib/inquiries/admin-test-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { loadInsights } from './report';

// The Insights figures on a controlled set (both engines): range edges at Jakarta midnight, weeks
// starting on Monday, a product deleted after it was asked for, reply times from a status change,
// a note or a quotation, the acceptance of quotation versions sent in the range, and countries
// counted by code however they were typed.

let t: TestDatabase;
const RANGE = { from: '2026-11-02', to: '2026-11-15' }; // Monday to Sunday, two weeks
const at = (iso: string, hours = 0) => new Date(Date.parse(iso) + hours * 3_600_000);
let token = 0;

async function quotation(
  inquiryId: number,
  createdAt: Date,
  versions: Array<{
    sent: Date;
    superseded?: Date;
    decision?: 'accepted' | 'declined';
    lines: Array<{ itemId: number | null; name: string }>;
  }>,
) {
  const db = t.handle.db;
  const [q] = await executeRows<{ id: number }>(
    db,
    sql`insert into quotations (inquiry_id, reference, status, created_at) values (${inquiryId}, ${`Q-2611-${String(inquiryId).padStart(4, '0')}`}, 'sent', ${createdAt.toISOString()}::timestamptz) returning id`,
  );
  for (const [n, v] of versions.entries()) {
    const status = v.decision ?? 'sent';
    const decided = v.decision ? v.sent.toISOString() : null;
    const [row] = await executeRows<{ id: number }>(
      db,
      sql`insert into quotation_versions (quotation_id, version, status, currency, locale, valid_until, token, sent_at, superseded_at, decided_at, decision)
          values (${q!.id}, ${n + 1}, ${status}, 'USD', 'en', '2099-01-01', ${String(++token).padStart(43, 'a')}, ${v.sent.toISOString()}::timestamptz,
            ${v.superseded?.toISOString() ?? null}::timestamptz, ${decided}::timestamptz, ${v.decision ?? null}) returning id`,
    );
    for (const [i, line] of v.lines.entries()) {
      await db.execute(
        sql`insert into quotation_lines (version_id, position, kind, item_id, name) values (${row!.id}, ${i + 1}, 'product', ${line.itemId}, ${line.name})`,
      );
    }
  }
}

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.handle.db;
  const [cat] = await db.insert(categories).values({ name: 'Gift boxes' }).returning({ id: categories.id });
  const [x] = await db.insert(items).values({ itemName: 'Magnet Box', itemCode: 'MB-1', categoryId: cat!.id }).returning({ id: items.id });
  const [y] = await db.insert(items).values({ itemName: 'Old Box', itemCode: 'OB-9', categoryId: cat!.id }).returning({ id: items.id });
  const X = { itemId: x!.id, name: 'Magnet Box (as asked)', category: 'Old snapshot category' };
  // A: Jakarta midnight opening the range; B: one second before it; D: midnight after the range's last day.
  const a = await insertTestInquiry(db, {
    reference: 'A',
    createdAt: at('2026-11-01T17:00:00Z'),
    country: ' indonesia ',
    locale: 'id',
    lines: [X],
  });
  await insertTestInquiry(db, { reference: 'B', createdAt: at('2026-11-01T16:59:59Z'), country: 'Indonesia', lines: [X] });
  const c = await insertTestInquiry(db, {
    reference: 'C',
    createdAt: at('2026-11-15T16:59:59Z'),
    country: 'Indonesia',
    locale: 'zh-CN',
    lines: [X, { itemId: y!.id, name: 'Old Box', category: 'Boxes then' }],
  });
  await insertTestInquiry(db, { reference: 'D', createdAt: at('2026-11-15T17:00:00Z'), country: 'Indonesia', lines: [X] });
  const e = await insertTestInquiry(db, { reference: 'E', createdAt: at('2026-11-03T03:00:00Z'), country: 'INDONESIA', lines: [X] });
  const f = await insertTestInquiry(db, {
    reference: 'F',
    createdAt: at('2026-11-10T05:00:00Z'),
    country: 'Indonesia ',
    lines: [{ name: 'Z custom' }],
  });
  // C asked for a sample of the magnet box; its other product is deleted afterwards (the line keeps its snapshot).
  await db.execute(sql`update inquiries set sample_status = 'requested' where id = ${c}`);
  await db.execute(sql`update inquiry_lines set kind = 'sample' where inquiry_id = ${c} and position = 1`);
  await db.delete(items).where(sql`id = ${y!.id}`);

  // Replies: A status +1h (note +2h, quotation +3h); C note +2h; E quotation created +4h; F status +6h.
  const audit = (id: number, when: Date) =>
    db.execute(
      sql`insert into audit_log (at, actor_email, action, target_type, target_id) values (${when.toISOString()}::timestamptz, 'sales@example.com', 'inquiry.status', 'inquiry', ${String(id)})`,
    );
  await audit(a, at('2026-11-01T17:00:00Z', 1));
  await db.execute(
    sql`insert into inquiry_notes (inquiry_id, author, body, created_at) values (${a}, 'x', 'called', ${at('2026-11-01T17:00:00Z', 2).toISOString()}::timestamptz)`,
  );
  await audit(f, at('2026-11-10T05:00:00Z', 6));
  await db.execute(
    sql`insert into inquiry_notes (inquiry_id, author, body, created_at) values (${c}, 'x', 'mailed', ${at('2026-11-15T16:59:59Z', 2).toISOString()}::timestamptz)`,
  );
  // Quotations: A v1 (+5h) replaced by v2 which also offers the deleted product, accepted; E v1 (+10h) declined;
  // F's quotation is sent and accepted after the range: it counts for F (an inquiry of the range) in
  // the funnel and the reply times, but not in the acceptance of versions sent in the range.
  await quotation(a, at('2026-11-01T17:00:00Z', 3), [
    { sent: at('2026-11-01T17:00:00Z', 5), superseded: at('2026-11-05T00:00:00Z'), lines: [{ itemId: x!.id, name: 'Magnet Box' }] },
    {
      sent: at('2026-11-05T00:00:00Z'),
      decision: 'accepted',
      lines: [
        { itemId: x!.id, name: 'Magnet Box' },
        { itemId: null, name: 'Old Box' },
      ],
    },
  ]);
  await quotation(e, at('2026-11-03T03:00:00Z', 4), [
    { sent: at('2026-11-03T03:00:00Z', 10), decision: 'declined', lines: [{ itemId: x!.id, name: 'Magnet Box' }] },
  ]);
  await quotation(f, at('2026-11-20T00:00:00Z'), [
    { sent: at('2026-11-20T00:00:00Z'), decision: 'accepted', lines: [{ itemId: x!.id, name: 'Magnet Box' }] },
  ]);
});
afterAll(async () => t?.cleanup());

describe('loadInsights', () => {
  it('counts the range by Jakarta days and Monday weeks, with samples apart', async () => {
    const r = await loadInsights(RANGE);
    expect(r.weeks).toEqual([
      { week: '2026-11-02', inquiries: 2, samples: 0 },
      { week: '2026-11-09', inquiries: 2, samples: 1 },
    ]);
    expect(r.breakdowns.language.rows.map((l) => [l.key, l.inquiries, l.samples])).toEqual([
      ['en', 2, 0],
      ['zh-CN', 1, 1],
      ['id', 1, 0],
    ]);
    // One country however it was typed: the name is recognised as the code ID.
    expect(r.breakdowns.country).toEqual({
      groups: 1,
      rows: [expect.objectContaining({ key: 'ID', label: 'ID', code: 'ID', inquiries: 4, samples: 1 })],
    });
  });

  it('names a product and category by the live item, and a deleted one by its snapshot', async () => {
    const r = await loadInsights(RANGE);
    expect(r.breakdowns.product.rows.map((p) => [p.label, p.code, p.deleted, p.inquiries, p.samples])).toEqual([
      ['Magnet Box', 'MB-1', false, 3, 1],
      ['Old Box', '', true, 1, 0],
      ['Z custom', '', true, 1, 0],
    ]);
    expect(r.breakdowns.category.rows.map((c) => [c.label, c.inquiries])).toEqual([
      ['Gift boxes', 3],
      ['Boxes then', 1],
      [null, 1],
    ]);
  });

  it('follows inquiries to quotations and acceptance, with median reply times', async () => {
    const r = await loadInsights(RANGE);
    expect(r.funnel).toEqual({ received: 4, quoted: 3, accepted: 2 });
    // Replies after 1 h (A's status change), 2 h (C's note), 4 h (E's quotation), 6 h (F's status
    // change): the median of an even count is the mean of the middle two, 3 h. Quotations sent
    // after 5 h, 10 h and about ten days: 10 h.
    expect(r.replyTimes).toEqual({ received: 4, replied: 4, replyMedianSeconds: 3 * 3600, quoted: 3, quoteMedianSeconds: 10 * 3600 });
    // The replaced version of A is not an offer of its own; the acceptance sent after the range is outside it.
    expect(r.acceptance.rows.map((p) => [p.label, p.deleted, p.offered, p.accepted, p.declined, p.rate])).toEqual([
      ['Magnet Box', false, 2, 1, 1, 0.5],
      ['Old Box', true, 1, 1, 0, 1],
    ]);
  });

  it('counts a country once whether it was chosen as a code or typed in any language; other text as typed', async () => {
    const db = t.handle.db;
    const week = { from: '2026-12-07', to: '2026-12-13' };
    const typed = ['中国', 'China', ' china ', 'CN', 'Tiongkok', 'ID', '  Atlantis', 'atlantis ', 'ATLANTIS', 'Atlantis', ''];
    for (const [n, country] of typed.entries()) {
      await insertTestInquiry(db, { reference: `CC-${n}`, createdAt: at('2026-12-08T03:00:00Z'), country });
    }
    const rows = (await loadInsights(week)).breakdowns.country.rows;
    expect(rows.map((c) => [c.key, c.label, c.code, c.inquiries])).toEqual([
      ['CN', 'CN', 'CN', 5],
      ['atlantis', 'Atlantis', '', 4],
      ['ID', 'ID', 'ID', 1],
      ['', null, '', 1],
    ]);
  });

  it('gives zeros and no rates for a range without inquiries, and limits the rows', async () => {
    const r = await loadInsights({ from: '2025-01-06', to: '2025-01-12' });
    expect(r.weeks).toEqual([{ week: '2025-01-06', inquiries: 0, samples: 0 }]);
    expect(r.funnel).toEqual({ received: 0, quoted: 0, accepted: 0 });
    expect(r.replyTimes).toEqual({ received: 0, replied: 0, replyMedianSeconds: null, quoted: 0, quoteMedianSeconds: null });
    expect(r.breakdowns.product).toEqual({ rows: [], groups: 0 });
    expect(r.acceptance).toEqual({ rows: [], groups: 0 });
    const one = await loadInsights(RANGE, 1);
    expect(one.breakdowns.product.rows).toHaveLength(1);
    expect(one.breakdowns.product.groups).toBe(3);
  });
});
