import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { executeRows } from '@/lib/db/rows';
import { countryLookup } from '@/lib/i18n/countries';
import { rangeBounds } from './range';

// Every figure of the Insights screen, counted by PostgreSQL (the same SQL on PGlite and on a
// server). The cohort is the range's inquiries (created in it) for the weekly series, the
// breakdowns, the funnel and the reply times; the acceptance table counts quotation versions SENT
// in the range, so a quotation sent today for an older inquiry counts today. Decision 070.

/** Rows a breakdown shows on the page (the biggest first); the CSV gets up to CSV_ROWS. */
export const PAGE_ROWS = 25;
export const CSV_ROWS = 1000;

type Bounds = { start: string; end: string };
type Db = Pick<DbOrTx, 'execute'>;

function bounds(range: { from: string; to: string }): Bounds {
  const { start, end } = rangeBounds(range);
  return { start: start.toISOString(), end: end.toISOString() };
}
const inRange = (column: SQL, b: Bounds) => sql`${column} >= ${b.start}::timestamptz and ${column} < ${b.end}::timestamptz`;
const num = (v: unknown): number => Number(v ?? 0);

export type WeekRow = { week: string; inquiries: number; samples: number };
/** Inquiries and sample requests per week: weeks are office-time (UTC+7) and start on Monday. */
export async function weeklyCounts(db: Db, range: { from: string; to: string }): Promise<WeekRow[]> {
  const b = bounds(range);
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select to_char(date_trunc('week', (i.created_at at time zone 'UTC') + interval '7 hours'), 'YYYY-MM-DD') as week,
          count(*) as inquiries, count(*) filter (where i.sample_status is not null) as samples
        from inquiries i where ${inRange(sql`i.created_at`, b)} group by 1 order by 1`,
  );
  return rows.map((r) => ({ week: String(r.week), inquiries: num(r.inquiries), samples: num(r.samples) }));
}

/** One row of a breakdown; `label` null means "none" (no category, no country given). */
export type BreakdownRow = { key: string; label: string | null; code: string; deleted: boolean; inquiries: number; samples: number };
export type Breakdown = { rows: BreakdownRow[]; groups: number };
export type BreakdownBy = 'product' | 'category' | 'language' | 'country';

// A typed country compared as lib/i18n/countries.ts `countryKey` does, and that module's table of
// codes and names (about 900 keys) as one JSON parameter, so the grouping stays one SQL statement.
const COUNTRY_TEXT_KEY = sql`lower(regexp_replace(btrim(i.country), '\\s+', ' ', 'g'))`;
const COUNTRY_LOOKUP_JSON = JSON.stringify(Object.fromEntries(countryLookup()));

// The product is the live item when it still exists (its current name and code), else the name
// the inquiry line kept; the category likewise is the item's current one, else the line's snapshot.
const BREAKDOWN: Record<BreakdownBy, { from: SQL; key: SQL; label: SQL; code: SQL; deleted: SQL; samples: SQL; count: SQL }> = {
  product: {
    from: sql`inquiry_lines l join inquiries i on i.id = l.inquiry_id left join items it on it.id = l.item_id`,
    key: sql`coalesce('item:' || it.id::text, 'name:' || l.item_name)`,
    label: sql`coalesce(min(it.item_name), min(l.item_name))`,
    code: sql`coalesce(min(it.item_code), min(l.item_code), '')`,
    deleted: sql`bool_and(it.id is null)`,
    count: sql`count(distinct l.inquiry_id)`,
    samples: sql`count(distinct l.inquiry_id) filter (where l.kind = 'sample')`,
  },
  category: {
    from: sql`inquiry_lines l join inquiries i on i.id = l.inquiry_id left join items it on it.id = l.item_id left join categories c on c.id = it.category_id`,
    key: sql`coalesce(case when it.id is not null then c.name else nullif(l.category_name, '') end, '')`,
    label: sql`nullif(min(coalesce(case when it.id is not null then c.name else nullif(l.category_name, '') end, '')), '')`,
    code: sql`''`,
    deleted: sql`false`,
    count: sql`count(distinct l.inquiry_id)`,
    samples: sql`count(distinct l.inquiry_id) filter (where l.kind = 'sample')`,
  },
  language: {
    from: sql`inquiries i`,
    key: sql`i.locale`,
    label: sql`min(i.locale)`,
    code: sql`''`,
    deleted: sql`false`,
    count: sql`count(*)`,
    samples: sql`count(*) filter (where i.sample_status is not null)`,
  },
  // The form stores an ISO code; older inquiries hold free text. A code, or a country's name in any
  // of the site's languages (capitals and spaces ignored), is that country's code ('CN', ' china ',
  // '中国' are one row, `code` set, named by the page); other text is grouped as typed, capitals and
  // spaces ignored, shown in the spelling most inquiries used.
  country: {
    from: sql`inquiries i left join jsonb_each_text(${COUNTRY_LOOKUP_JSON}::jsonb) as cc on cc.key = ${COUNTRY_TEXT_KEY}`,
    key: sql`coalesce(cc.value, ${COUNTRY_TEXT_KEY})`,
    label: sql`coalesce(min(cc.value), nullif(mode() within group (order by regexp_replace(btrim(i.country), '\\s+', ' ', 'g')), ''))`,
    code: sql`coalesce(min(cc.value), '')`,
    deleted: sql`false`,
    count: sql`count(*)`,
    samples: sql`count(*) filter (where i.sample_status is not null)`,
  },
};

/** The biggest `limit` groups by inquiries (then samples, then name), and how many groups there are in all. */
export async function breakdown(db: Db, by: BreakdownBy, range: { from: string; to: string }, limit = PAGE_ROWS): Promise<Breakdown> {
  const q = BREAKDOWN[by];
  const b = bounds(range);
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select ${q.key} as key, ${q.label} as label, ${q.code} as code, ${q.deleted} as deleted,
          ${q.count} as inquiries, ${q.samples} as samples, count(*) over () as groups
        from ${q.from} where ${inRange(sql`i.created_at`, b)}
        group by 1 order by inquiries desc, samples desc, label asc nulls last limit ${limit}`,
  );
  return {
    groups: rows.length ? num(rows[0]!.groups) : 0,
    rows: rows.map((r) => ({
      key: String(r.key),
      label: r.label === null || r.label === undefined ? null : String(r.label),
      code: String(r.code ?? ''),
      deleted: r.deleted === true || r.deleted === 't',
      inquiries: num(r.inquiries),
      samples: num(r.samples),
    })),
  };
}
