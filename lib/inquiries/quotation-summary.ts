import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { QuotationCurrency, QuotationStatus } from '@/lib/db/column-values';
import { executeRows } from '@/lib/db/rows';
import { officeDate } from './office-time';
import type { QuotationFilter } from './quotation-filter';

// Where each inquiry's deal stands, for the inbox: its latest quotation (the newest one made), in
// the state its buyer sees (a sent or viewed version past its last valid day, office time, reads
// "expired", as on the buyer's page), with the total of its first tiers (per line the lowest
// quantity times its unit price, in the quotation's currency) of the version the buyer has, or
// of the draft when none was sent. Counted in SQL; the list's filter uses the same expression.

export type QuotationSummary = { id: number; reference: string; state: QuotationStatus; currency: QuotationCurrency; totalMinor: number };

/** The state the buyer sees of quotation `q` (an alias in the surrounding query), on the office day `today`. */
function stateOf(q: string, today: string): SQL {
  const alias = sql.raw(q);
  return sql`case when ${alias}.status in ('sent', 'viewed') and exists (
      select 1 from quotation_versions bv
       where bv.quotation_id = ${alias}.id and bv.token is not null and bv.superseded_at is null and bv.valid_until < ${today}::date
    ) then 'expired' else ${alias}.status end`;
}

/** The latest quotation of the inquiry in the surrounding query's `inquiries` row. */
const latestOf = (q: string) =>
  sql`(select ${sql.raw(q)}.id from quotations ${sql.raw(q)} where ${sql.raw(q)}.inquiry_id = "inquiries"."id" order by ${sql.raw(q)}.created_at desc, ${sql.raw(q)}.id desc limit 1)`;

/** The list's WHERE for the quotation filter. */
export function quotationFilterWhere(filter: QuotationFilter, now = new Date()): SQL {
  if (filter === 'none') return sql`not exists (select 1 from quotations nq where nq.inquiry_id = "inquiries"."id")`;
  return sql`exists (select 1 from quotations fq where fq.id = ${latestOf('lq')} and ${stateOf('fq', officeDate(now))} = ${filter})`;
}

/** The latest quotation of each of these inquiries (an inquiry without one is not in the map). */
export async function quotationSummaries(db: DbOrTx, inquiryIds: number[], now = new Date()): Promise<Map<number, QuotationSummary>> {
  if (inquiryIds.length === 0) return new Map();
  const ids = sql.join(
    inquiryIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await executeRows<{
    inquiry_id: number | string;
    id: number | string;
    reference: string;
    state: QuotationStatus;
    currency: QuotationCurrency;
    total: string | null;
  }>(
    db,
    sql`select distinct on (q.inquiry_id) q.inquiry_id, q.id, q.reference, ${stateOf('q', officeDate(now))} as state, v.currency,
          (select sum(ft.quantity::numeric * ft.unit_price_minor)::text
             from quotation_lines l
             join lateral (select t.quantity, t.unit_price_minor from quotation_tiers t where t.line_id = l.id order by t.quantity limit 1) ft on true
            where l.version_id = v.id) as total
        from quotations q
        join lateral (
          select * from quotation_versions v where v.quotation_id = q.id
           order by (v.token is not null and v.superseded_at is null) desc, v.version desc limit 1
        ) v on true
       where q.inquiry_id in (${ids})
       order by q.inquiry_id, q.created_at desc, q.id desc`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.inquiry_id),
      { id: Number(r.id), reference: r.reference, state: r.state, currency: r.currency, totalMinor: Number(r.total ?? 0) },
    ]),
  );
}
