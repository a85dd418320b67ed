import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { executeRows } from '@/lib/db/rows';
import { CURRENCY_EXPONENT } from '@/lib/quotations/document/money';
import { QUOTATION_CURRENCIES, type QuotationCurrency } from '@/lib/quotations/money';
import { addDays, rangeBounds } from './range';
import type { ExchangeRate } from './rates';

// The value of quoted and won work per month (Jakarta time), converted into one currency at the
// owner's rates, all counted by PostgreSQL in exact numeric arithmetic (decision 079):
// - a version's value = Σ over its lines of (the first tier's quantity × its unit price), the first
//   tier being the smallest quantity, in minor units of the version's currency;
// - quoted = each quotation once per month, at its newest version SENT in that month (in the range);
// - won = versions ACCEPTED (decided_at) in the month (in the range);
// - converted: a sum in currency C becomes rupiah at C's rate, then the chosen currency at its rate,
//   rounded once per month to its minor unit. An amount with no rate on either side stays in its
//   own currency ("not converted") and is reported apart, never dropped or guessed.

type Db = Pick<DbOrTx, 'execute'>;
type Range = { from: string; to: string };

export type Amount = { currency: QuotationCurrency; minor: bigint };
export type ValueFigure = {
  /** Quotations (quoted) or versions (won) counted. */
  count: number;
  /** What was converted, in minor units of the chosen currency. */
  converted: bigint;
  /** What had no rate, per currency, in that currency's minor units. */
  unconverted: Amount[];
};
export type MonthValue = { month: string; quoted: ValueFigure; won: ValueFigure };
export type ValueReport = {
  currency: QuotationCurrency;
  rates: ExchangeRate[];
  months: MonthValue[];
  /** Currencies of amounts in the range that could not be converted (no rate). */
  unconvertible: QuotationCurrency[];
};

/** Every calendar month ('YYYY-MM') the range touches, in order. */
export function monthsOf(range: Range): string[] {
  const months: string[] = [];
  for (let m = range.from.slice(0, 7); m <= range.to.slice(0, 7);) {
    months.push(m);
    m = addDays(`${m}-28`, 4).slice(0, 7);
  }
  return months;
}

const bigintOf = (v: unknown): bigint => BigInt(String(v ?? '0').split('.')[0] || '0');
const empty = (): ValueFigure => ({ count: 0, converted: 0n, unconverted: [] });

/** IDR per unit and the minor-unit scale of each currency, as exact numeric SQL values (no rate: null). */
function ratesTable(rates: readonly ExchangeRate[]) {
  const rows = QUOTATION_CURRENCIES.map((c) => {
    const idr = c === 'IDR' ? '1' : (rates.find((r) => r.currency === c)?.idrPerUnit ?? null);
    return sql`(${c}::text, ${idr}::numeric, ${String(10 ** CURRENCY_EXPONENT[c])}::numeric)`;
  });
  return sql`select * from (values ${sql.join(rows, sql`, `)}) as t(currency, idr, scale)`;
}

const month = (column: 'sent_at' | 'decided_at') => sql.raw(`date_trunc('month', (v.${column} at time zone 'UTC') + interval '7 hours')`);

/** Per month of the range: quoted and won value in `currency`, and what could not be converted. */
export async function valueByMonth(
  db: Db,
  range: Range,
  currency: QuotationCurrency,
  rates: readonly ExchangeRate[],
): Promise<ValueReport> {
  const { start, end } = rangeBounds(range);
  const [s, e] = [start.toISOString(), end.toISOString()];
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`with r as (${ratesTable(rates)}),
        x as (
          select n.id, n.currency, n.month, 'quoted' as kind from (
            select distinct on (v.quotation_id, ${month('sent_at')}) v.id, v.currency, ${month('sent_at')} as month
            from quotation_versions v where v.sent_at >= ${s}::timestamptz and v.sent_at < ${e}::timestamptz
            order by v.quotation_id, ${month('sent_at')}, v.version desc
          ) n
          union all
          select v.id, v.currency, ${month('decided_at')}, 'won'
          from quotation_versions v
          where v.decision = 'accepted' and v.decided_at >= ${s}::timestamptz and v.decided_at < ${e}::timestamptz
        ),
        per as (
          select x.kind, x.month, x.currency, count(*) as versions,
            coalesce(sum((select sum(ft.quantity::numeric * ft.unit_price_minor) from quotation_lines ql
              cross join lateral (select t.quantity, t.unit_price_minor from quotation_tiers t
                where t.line_id = ql.id order by t.quantity limit 1) ft
              where ql.version_id = x.id)), 0) as minor
          from x group by 1, 2, 3
        )
        select per.kind, to_char(per.month, 'YYYY-MM') as month, per.currency, per.versions, per.minor::text as minor,
          (per.currency = ${currency} or (rc.idr is not null and rt.idr is not null)) as convertible,
          round(coalesce(sum(per.minor) filter (where per.currency = ${currency}) over w, 0)
            + coalesce(sum(per.minor * rc.idr / rc.scale) filter (where per.currency <> ${currency}) over w * rt.scale / rt.idr, 0))::text as converted
        from per join r rc on rc.currency = per.currency join r rt on rt.currency = ${currency}
        window w as (partition by per.kind, per.month)
        order by 2, 1, 3`,
  );
  const byMonth = new Map(monthsOf(range).map((m) => [m, { month: m, quoted: empty(), won: empty() } as MonthValue]));
  const unconvertible = new Set<QuotationCurrency>();
  for (const r of rows) {
    const target = byMonth.get(String(r.month));
    if (!target) continue;
    const figure = r.kind === 'won' ? target.won : target.quoted;
    const minor = bigintOf(r.minor);
    figure.count += Number(r.versions ?? 0);
    figure.converted = bigintOf(r.converted);
    const convertible = r.convertible === true || r.convertible === 't';
    if (!convertible && minor > 0n) {
      const c = String(r.currency) as QuotationCurrency;
      figure.unconverted.push({ currency: c, minor });
      unconvertible.add(c);
    }
  }
  const order = (a: Amount, b: Amount) => QUOTATION_CURRENCIES.indexOf(a.currency) - QUOTATION_CURRENCIES.indexOf(b.currency);
  for (const m of byMonth.values()) for (const f of [m.quoted, m.won]) f.unconverted.sort(order);
  return {
    currency,
    rates: [...rates],
    months: [...byMonth.values()],
    unconvertible: QUOTATION_CURRENCIES.filter((c) => unconvertible.has(c)),
  };
}
