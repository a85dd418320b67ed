import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { executeRows } from '@/lib/db/rows';
import { rangeBounds } from './range';
import { PAGE_ROWS } from './queries';

// What became of the inquiries and quotations: the funnel, the reply times and the acceptance per
// product, counted by PostgreSQL. Definitions in decision 070.

type Db = Pick<DbOrTx, 'execute'>;
type Range = { from: string; to: string };
const num = (v: unknown): number => Number(v ?? 0);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function bounds(range: Range) {
  const { start, end } = rangeBounds(range);
  return { start: start.toISOString(), end: end.toISOString() };
}

export type Funnel = { received: number; quoted: number; accepted: number };
/**
 * The range's inquiries; of them, those with at least one SENT quotation version (quoted), and
 * those with a version the buyer accepted (accepted), whenever that happened.
 */
export async function funnel(db: Db, range: Range): Promise<Funnel> {
  const b = bounds(range);
  const [row] = await executeRows<Record<string, unknown>>(
    db,
    sql`select count(*) as received,
          count(*) filter (where exists (select 1 from quotations q join quotation_versions v on v.quotation_id = q.id
            where q.inquiry_id = i.id and v.sent_at is not null)) as quoted,
          count(*) filter (where exists (select 1 from quotations q join quotation_versions v on v.quotation_id = q.id
            where q.inquiry_id = i.id and v.decision = 'accepted')) as accepted
        from inquiries i where i.created_at >= ${b.start}::timestamptz and i.created_at < ${b.end}::timestamptz`,
  );
  return { received: num(row?.received), quoted: num(row?.quoted), accepted: num(row?.accepted) };
}

export type ReplyTimes = {
  received: number;
  /** Inquiries answered at all, and the median seconds to the first answer (null: none answered). */
  replied: number;
  replyMedianSeconds: number | null;
  /** Inquiries with a sent quotation, and the median seconds to the first one sent. */
  quoted: number;
  quoteMedianSeconds: number | null;
};
/**
 * First reply = the earliest of: a status change in the audit log, a note, a quotation created.
 * Medians are PostgreSQL's percentile_cont(0.5): the middle value, or the mean of the two middle
 * ones for an even count. Inquiries not answered yet are left out (and counted apart).
 */
export async function replyTimes(db: Db, range: Range): Promise<ReplyTimes> {
  const b = bounds(range);
  const [row] = await executeRows<Record<string, unknown>>(
    db,
    sql`with r as (
          select i.created_at,
            least(
              (select min(a.at) from audit_log a
                where a.target_type = 'inquiry' and a.target_id = i.id::text and a.action = 'inquiry.status'),
              (select min(n.created_at) from inquiry_notes n where n.inquiry_id = i.id),
              (select min(q.created_at) from quotations q where q.inquiry_id = i.id)
            ) as first_reply,
            (select min(v.sent_at) from quotations q join quotation_versions v on v.quotation_id = q.id
              where q.inquiry_id = i.id) as first_sent
          from inquiries i where i.created_at >= ${b.start}::timestamptz and i.created_at < ${b.end}::timestamptz
        )
        select count(*) as received,
          count(first_reply) as replied,
          percentile_cont(0.5) within group (order by extract(epoch from first_reply - created_at)) as reply_median,
          count(first_sent) as quoted,
          percentile_cont(0.5) within group (order by extract(epoch from first_sent - created_at)) as quote_median
        from r`,
  );
  return {
    received: num(row?.received),
    replied: num(row?.replied),
    replyMedianSeconds: numOrNull(row?.reply_median),
    quoted: num(row?.quoted),
    quoteMedianSeconds: numOrNull(row?.quote_median),
  };
}

export type AcceptanceRow = {
  key: string;
  label: string;
  code: string;
  deleted: boolean;
  /** Versions offered: sent in the range, and not replaced by a later version before an answer. */
  offered: number;
  accepted: number;
  declined: number;
  /** accepted / offered, null when nothing was offered (never a division by zero). */
  rate: number | null;
};
/**
 * Per product (catalogue lines only; custom lines have no product): the quotation versions sent in
 * the range that contain it. A version superseded by a newer one without an answer is left out (the
 * newer version is the offer that counts); open, declined, expired and withdrawn versions count as
 * offered and not accepted.
 */
export async function acceptanceByProduct(db: Db, range: Range, limit = PAGE_ROWS): Promise<{ rows: AcceptanceRow[]; groups: number }> {
  const b = bounds(range);
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select coalesce('item:' || it.id::text, 'name:' || ql.name) as key,
          coalesce(min(it.item_name), min(ql.name)) as label,
          coalesce(min(it.item_code), min(ql.item_code), '') as code,
          bool_and(it.id is null) as deleted,
          count(distinct v.id) as offered,
          count(distinct v.id) filter (where v.decision = 'accepted') as accepted,
          count(distinct v.id) filter (where v.decision = 'declined') as declined,
          count(*) over () as groups
        from quotation_lines ql
          join quotation_versions v on v.id = ql.version_id
          left join items it on it.id = ql.item_id
        where ql.kind = 'product' and v.sent_at >= ${b.start}::timestamptz and v.sent_at < ${b.end}::timestamptz
          and (v.superseded_at is null or v.decision is not null)
        group by 1 order by accepted desc, offered desc, label asc limit ${limit}`,
  );
  return {
    groups: rows.length ? num(rows[0]!.groups) : 0,
    rows: rows.map((r) => {
      const offered = num(r.offered);
      const accepted = num(r.accepted);
      return {
        key: String(r.key),
        label: String(r.label),
        code: String(r.code ?? ''),
        deleted: r.deleted === true || r.deleted === 't',
        offered,
        accepted,
        declined: num(r.declined),
        rate: offered > 0 ? accepted / offered : null,
      };
    }),
  };
}
