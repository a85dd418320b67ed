import 'server-only';
import { and, asc, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { inquiries, inquiryLines, inquiryNotes, items } from '@/lib/db/schema';
import { containsPattern, dayRangeBounds } from '@/lib/filters/query';
import { INQUIRY_PAGE_SIZE, type InquiryFilters } from './admin-filters';
import { localeSlugs, type LocaleSlugs, type RawSlugs } from '@/lib/seo/catalog-paths';
import type { InquiryLineKind, InquiryMailStatus, InquiryStatus, SampleStatus } from './contract';
import { quotationFilterWhere, quotationSummaries, type QuotationSummary } from './quotation-summary';

// Reads of the admin inbox (list, unread count, detail, export) and the one write a read implies:
// opening an inquiry marks it read. Every caller has checked the admin session already.

export type InquiryListRow = {
  id: number;
  reference: string;
  createdAt: string;
  name: string;
  company: string;
  email: string;
  whatsapp: string;
  status: InquiryStatus;
  /** null: no sample asked for. */
  sampleStatus: SampleStatus | null;
  unread: boolean;
  lineCount: number;
  /** Its latest quotation (./quotation-summary.ts), or null when none was made. */
  quotation: QuotationSummary | null;
};
export type InquiryPage = { rows: InquiryListRow[]; total: number; page: number; totalPages: number };

const inquiryIdRef = sql.raw('"inquiries"."id"');

/** The WHERE of the list and of the export (the same filters, so the export is what the list shows). */
export function inquiryWhere(filters: Omit<InquiryFilters, 'page'>): SQL | undefined {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(inquiries.status, filters.status));
  if (filters.sample === 'any') where.push(isNotNull(inquiries.sampleStatus));
  else if (filters.sample) where.push(eq(inquiries.sampleStatus, filters.sample));
  if (filters.quotation) where.push(quotationFilterWhere(filters.quotation));
  if (filters.unread) where.push(isNull(inquiries.readAt));
  const { start, end } = dayRangeBounds(filters);
  if (start) where.push(gte(inquiries.createdAt, start));
  if (end) where.push(lt(inquiries.createdAt, end));
  if (filters.q) {
    const p = containsPattern(filters.q);
    const columns = [
      inquiries.reference,
      inquiries.name,
      inquiries.company,
      inquiries.email,
      inquiries.whatsapp,
      inquiries.city,
      inquiries.country,
      inquiries.message,
    ];
    where.push(
      or(
        ...columns.map((column) => ilike(column, p)),
        sql`exists (select 1 from inquiry_lines l where l.inquiry_id = ${inquiryIdRef} and (l.item_name ilike ${p} or l.item_code ilike ${p}))`,
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

const iso = (d: Date | string): string => new Date(d).toISOString();

/** One page of the inbox, newest first. */
export async function listInquiries(filters: InquiryFilters): Promise<InquiryPage> {
  const db = await getDb();
  const condition = inquiryWhere(filters);
  const rows = await db
    .select({
      id: inquiries.id,
      reference: inquiries.reference,
      createdAt: inquiries.createdAt,
      name: inquiries.name,
      company: inquiries.company,
      email: inquiries.email,
      whatsapp: inquiries.whatsapp,
      status: inquiries.status,
      sampleStatus: inquiries.sampleStatus,
      readAt: inquiries.readAt,
      lineCount: sql<number | string>`(select count(*) from inquiry_lines l where l.inquiry_id = ${inquiryIdRef})`,
      total: sql<number | string>`count(*) over ()`,
    })
    .from(inquiries)
    .where(condition)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(INQUIRY_PAGE_SIZE)
    .offset((filters.page - 1) * INQUIRY_PAGE_SIZE);
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows[0] && filters.page > 1) {
    // Past the last page: the count still tells the pagination where the list ends.
    const [counted] = await db
      .select({ n: sql<number | string>`count(*)` })
      .from(inquiries)
      .where(condition);
    total = Number(counted?.n ?? 0);
  }
  const quotations = await quotationSummaries(
    db,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map(({ readAt, total: _total, lineCount, createdAt, ...r }) => ({
      ...r,
      createdAt: iso(createdAt),
      unread: readAt === null,
      lineCount: Number(lineCount),
      quotation: quotations.get(r.id) ?? null,
    })),
    total,
    page: filters.page,
    totalPages: Math.max(1, Math.ceil(total / INQUIRY_PAGE_SIZE)),
  };
}

/** The sidebar badge: inquiries nobody has opened yet. */
export async function countUnreadInquiries(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number | string>`count(*)` })
    .from(inquiries)
    .where(isNull(inquiries.readAt));
  return Number(row?.n ?? 0);
}

export type InquiryDetail = {
  id: number;
  reference: string;
  status: InquiryStatus;
  locale: string;
  name: string;
  company: string;
  email: string;
  whatsapp: string;
  city: string;
  country: string;
  message: string;
  consentAt: string;
  readAt: string | null;
  mailStatus: InquiryMailStatus;
  mailAttempts: number;
  mailError: string | null;
  createdAt: string;
  sample: { status: SampleStatus; tracking: string; sentAt: string | null; receivedAt: string | null } | null;
  lines: {
    position: number;
    itemId: number | null;
    /** The product's current slug per locale: its link is the canonical address, not the bare id's 308. */
    slugs: LocaleSlugs;
    name: string;
    code: string;
    category: string;
    quantity: number;
    note: string;
    kind: InquiryLineKind;
  }[];
  notes: { id: number; author: string; body: string; createdAt: string }[];
};

/** One inquiry with its lines (item_id only while the product still exists) and notes, or null. */
export async function getInquiryDetail(id: number): Promise<InquiryDetail | null> {
  const db = await getDb();
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  if (!row) return null;
  const [lines, notes] = await Promise.all([
    db
      .select({
        position: inquiryLines.position,
        // on delete set null already clears it; the join also covers a row written before that.
        itemId: items.id,
        slugs: sql<RawSlugs>`(select json_object_agg(s.locale, s.slug) from item_slugs s where s.item_id = ${items.id} and s.is_current)`,
        name: inquiryLines.itemName,
        code: inquiryLines.itemCode,
        category: inquiryLines.categoryName,
        quantity: inquiryLines.quantity,
        note: inquiryLines.note,
        kind: inquiryLines.kind,
      })
      .from(inquiryLines)
      .leftJoin(items, eq(items.id, inquiryLines.itemId))
      .where(eq(inquiryLines.inquiryId, id))
      .orderBy(asc(inquiryLines.position)),
    db
      .select({ id: inquiryNotes.id, author: inquiryNotes.author, body: inquiryNotes.body, createdAt: inquiryNotes.createdAt })
      .from(inquiryNotes)
      .where(eq(inquiryNotes.inquiryId, id))
      .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id)),
  ]);
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    locale: row.locale,
    name: row.name,
    company: row.company,
    email: row.email,
    whatsapp: row.whatsapp,
    city: row.city,
    country: row.country,
    message: row.message,
    consentAt: iso(row.consentAt),
    readAt: row.readAt ? iso(row.readAt) : null,
    mailStatus: row.mailStatus,
    mailAttempts: row.mailAttempts,
    mailError: row.mailError,
    createdAt: iso(row.createdAt),
    sample: row.sampleStatus
      ? {
          status: row.sampleStatus,
          tracking: row.sampleTracking,
          sentAt: row.sampleSentAt ? iso(row.sampleSentAt) : null,
          receivedAt: row.sampleReceivedAt ? iso(row.sampleReceivedAt) : null,
        }
      : null,
    lines: lines.map((l) => ({ ...l, slugs: localeSlugs(l.slugs) })),
    notes: notes.map((n) => ({ ...n, createdAt: iso(n.createdAt) })),
  };
}

/** Opening an inquiry marks it read, once: true when this call was the one that did it. */
export async function markInquiryRead(id: number): Promise<boolean> {
  const db = await getDb();
  const marked = await db
    .update(inquiries)
    .set({ readAt: new Date() })
    .where(and(eq(inquiries.id, id), isNull(inquiries.readAt)))
    .returning({ id: inquiries.id });
  return marked.length > 0;
}
