import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { executeRows } from '@/lib/db/rows';
import { insertTestInquiry } from '@/lib/inquiries/admin-test-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { loadRates, saveRates } from './rates';
import { loadInsights } from './report';
import { valueByMonth } from './values';

// Quoted and won value per month (both engines), by hand-computed figures: a version's value is
// Σ (first tier's quantity × unit price); a quotation counts once per month at its newest version
// sent in that month (a version replaced in a later month still counts in its own); won = accepted in
// the month; conversion at the owner's rates, and amounts without a rate reported apart.

let t: TestDatabase;
const RANGE = { from: '2026-10-01', to: '2026-11-30' };
let token = 0;

type Tier = [quantity: number, unitPriceMinor: number];
type Version = { sent: string | null; currency: 'IDR' | 'USD' | 'CNY'; accepted?: string; lines: Tier[][] };

async function quotation(reference: string, versions: Version[]) {
  const db = t.handle.db;
  const inquiryId = await insertTestInquiry(db, { reference: `I-${reference}`, createdAt: new Date('2026-09-01T00:00:00Z') });
  const [q] = await executeRows<{ id: number }>(
    db,
    sql`insert into quotations (inquiry_id, reference, status) values (${inquiryId}, ${`Q-2026-${reference}`}, 'sent') returning id`,
  );
  for (const [n, v] of versions.entries()) {
    const status = v.sent === null ? 'draft' : v.accepted ? 'accepted' : 'sent';
    const [row] = await executeRows<{ id: number }>(
      db,
      sql`insert into quotation_versions (quotation_id, version, status, currency, locale, valid_until, token, sent_at, decided_at, decision)
          values (${q!.id}, ${n + 1}, ${status}, ${v.currency}, 'en', '2099-01-01', ${v.sent ? String(++token).padStart(43, 'v') : null},
            ${v.sent}::timestamptz, ${v.accepted ?? null}::timestamptz, ${v.accepted ? 'accepted' : null}) returning id`,
    );
    for (const [i, tiers] of v.lines.entries()) {
      const [line] = await executeRows<{ id: number }>(
        db,
        sql`insert into quotation_lines (version_id, position, kind, name) values (${row!.id}, ${i + 1}, 'custom', ${`Line ${i + 1}`}) returning id`,
      );
      // Tiers inserted largest first: "first" is the smallest quantity, not the first row.
      for (const [quantity, price] of [...tiers].reverse()) {
        await db.execute(
          sql`insert into quotation_tiers (line_id, quantity, unit_price_minor) values (${line!.id}, ${quantity}, ${price})`,
        );
      }
    }
  }
}

beforeAll(async () => {
  t = await createTestDatabase();
  // A (rupiah): v1 sent 23:30 on 31 Oct Jakarta = 14,000,000 (1,000 × 12,500 + 500 × 3,000; the
  // 5,000 tier is not the first); v2 sent at Jakarta midnight opening November = 12,000,000, replaced
  // in the same month by v3 = 2,000 × 11,500 = 23,000,000, accepted on 12 Nov.
  await quotation('0001', [
    {
      sent: '2026-10-31T16:30:00Z',
      currency: 'IDR',
      lines: [
        [
          [1000, 12_500],
          [5000, 11_000],
        ],
        [[500, 3_000]],
      ],
    },
    { sent: '2026-10-31T17:00:00Z', currency: 'IDR', lines: [[[1000, 12_000]]] },
    { sent: '2026-11-10T03:00:00Z', currency: 'IDR', accepted: '2026-11-12T03:00:00Z', lines: [[[2000, 11_500]]] },
  ]);
  // B (dollars): 100 × $1.50 + 1,000 × $0.05 = $200.00, accepted in November.
  await quotation('0002', [
    {
      sent: '2026-11-05T03:00:00Z',
      currency: 'USD',
      accepted: '2026-11-20T03:00:00Z',
      lines: [
        [
          [100, 150],
          [1000, 120],
        ],
        [[1000, 5]],
      ],
    },
  ]);
  // C (yuan): 1,000 × ¥8.80 = ¥8,800.00 sent in November; its next version is an unsent draft.
  await quotation('0003', [
    { sent: '2026-11-25T03:00:00Z', currency: 'CNY', lines: [[[1000, 880]]] },
    { sent: null, currency: 'CNY', lines: [[[1000, 1]]] },
  ]);
  // D (dollars): sent before the range, accepted in October: won in October ($100.00), not quoted.
  await quotation('0004', [{ sent: '2026-09-30T03:00:00Z', currency: 'USD', accepted: '2026-10-02T03:00:00Z', lines: [[[10, 1000]]] }]);
});
afterAll(async () => t?.cleanup());

const figures = (r: Awaited<ReturnType<typeof valueByMonth>>) =>
  r.months.map((m) => ({
    month: m.month,
    quoted: [m.quoted.count, m.quoted.converted, m.quoted.unconverted.map((a) => `${a.currency} ${a.minor}`)],
    won: [m.won.count, m.won.converted, m.won.unconverted.map((a) => `${a.currency} ${a.minor}`)],
  }));

describe('valueByMonth', () => {
  it('without rates: rupiah counted, dollars and yuan reported apart, not dropped', async () => {
    const r = await valueByMonth(t.handle.db, RANGE, 'IDR', []);
    expect(figures(r)).toEqual([
      { month: '2026-10', quoted: [1, 14_000_000n, []], won: [1, 0n, ['USD 10000']] },
      { month: '2026-11', quoted: [3, 23_000_000n, ['USD 20000', 'CNY 880000']], won: [2, 23_000_000n, ['USD 20000']] },
    ]);
    expect(r.unconvertible).toEqual(['USD', 'CNY']);
  });

  it('converts into rupiah and into dollars at the owner rates, rounding once per month', async () => {
    await saveRates(t.handle.db, { USD: '16250.5', CNY: '2240' }, 'owner@example.com');
    const rates = await loadRates(t.handle.db);
    expect(rates.map((r) => [r.currency, r.idrPerUnit, r.updatedBy])).toEqual([
      ['USD', '16250.5', 'owner@example.com'],
      ['CNY', '2240', 'owner@example.com'],
    ]);
    // November quoted: 23,000,000 + $200.00 × 16,250.5 (3,250,100) + ¥8,800.00 × 2,240 (19,712,000).
    const idr = await valueByMonth(t.handle.db, RANGE, 'IDR', rates);
    expect(figures(idr)).toEqual([
      { month: '2026-10', quoted: [1, 14_000_000n, []], won: [1, 1_625_050n, []] },
      { month: '2026-11', quoted: [3, 45_962_100n, []], won: [2, 26_250_100n, []] },
    ]);
    expect(idr.unconvertible).toEqual([]);
    // In cents: dollars as they are; 14,000,000 IDR / 16,250.5 = 861.5119… → 86,151; November quoted
    // $200.00 + (23,000,000 + 19,712,000) / 16,250.5 = 2,628.3498… → 20,000 + 262,835.
    const usd = await valueByMonth(t.handle.db, RANGE, 'USD', rates);
    expect(figures(usd)).toEqual([
      { month: '2026-10', quoted: [1, 86_151n, []], won: [1, 10_000n, []] },
      { month: '2026-11', quoted: [3, 282_835n, []], won: [2, 161_534n, []] },
    ]);
  });

  it('into a currency without a rate: only amounts already in it are counted, the rest are listed', async () => {
    await saveRates(t.handle.db, { USD: '16250.5', CNY: null }, 'owner@example.com');
    const r = await valueByMonth(t.handle.db, RANGE, 'CNY', await loadRates(t.handle.db));
    expect(figures(r)).toEqual([
      { month: '2026-10', quoted: [1, 0n, ['IDR 14000000']], won: [1, 0n, ['USD 10000']] },
      { month: '2026-11', quoted: [3, 880_000n, ['IDR 23000000', 'USD 20000']], won: [2, 0n, ['IDR 23000000', 'USD 20000']] },
    ]);
    expect(r.unconvertible).toEqual(['IDR', 'USD']);
  });

  it('fills every month of the range, and loadInsights passes the chosen currency and the rates it used', async () => {
    const r = await loadInsights({ from: '2026-08-20', to: '2026-10-02' }, 25, 'USD');
    expect(r.value.months.map((m) => [m.month, m.quoted.count, m.won.count])).toEqual([
      ['2026-08', 0, 0],
      ['2026-09', 1, 0],
      ['2026-10', 0, 1],
    ]);
    expect(r.value.currency).toBe('USD');
    expect(r.value.rates.map((x) => x.currency)).toEqual(['USD']);
  });
});
