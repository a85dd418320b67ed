import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, items } from '@/lib/db/schema';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { CSV_BOM } from './csv';
import { parseInquiryFilters, type InquiryFilters } from './admin-filters';
import { exportInquiriesCsv, exportInquiryRows, INQUIRY_CSV_COLUMNS } from './admin-export';
import { countUnreadInquiries, getInquiryDetail, listInquiries, markInquiryRead } from './admin-queries';
import { insertTestInquiry } from './admin-test-fixtures';

// The inbox's reads on a real database: order, pagination, every filter, the search (fields, lines,
// LIKE wildcards taken literally), the unread count, mark-read-once and the export's rows.

let t: TestDatabase;
const ids: Record<string, number> = {};
const base = new Date('2026-11-01T05:00:00Z'); // 12:00 in Jakarta
const hours = (n: number) => new Date(base.getTime() + n * 3_600_000);
const filters = (query: Record<string, string> = {}): InquiryFilters => parseInquiryFilters(query);
const refs = async (query: Record<string, string> = {}) => (await listInquiries(filters(query))).rows.map((r) => r.reference);

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.handle.db;
  await db.insert(categories).values({ id: 6, name: 'Hardbox' });
  await db.insert(items).values({ id: 1, itemName: 'Magnetic Box', itemCode: 'HB-001', categoryId: 6, itemDescription: '' });
  // 22 filler inquiries, one an hour, oldest first (so the newest is F-22).
  for (let i = 1; i <= 22; i++) {
    await insertTestInquiry(db, { reference: `F-${String(i).padStart(2, '0')}`, createdAt: hours(-100 + i), read: true, status: 'lost' });
  }
  ids.a = await insertTestInquiry(db, {
    reference: 'A-1',
    name: 'Budi Santoso',
    company: 'CV Kopi Nusantara',
    email: 'budi@kopi.example',
    whatsapp: '+62 812 555',
    city: 'Bandung',
    country: 'Indonesia',
    message: 'Harga untuk 50% diskon?',
    locale: 'id',
    createdAt: hours(0),
    lines: [
      { itemId: 1, name: 'Magnetic Box', code: 'HB-001', category: 'Hardbox', quantity: 500, note: 'gold, "foil"' },
      { name: 'Old Tray', code: 'XX_9', quantity: 20 },
    ],
  });
  ids.b = await insertTestInquiry(db, {
    reference: 'B-2',
    name: '王丽',
    company: '上海礼品',
    email: 'wang@gift.example',
    city: '上海',
    country: '中国',
    message: '=SUM(A1)',
    locale: 'zh-CN',
    status: 'contacted',
    createdAt: hours(24),
    read: true,
    lines: [{ name: '月饼礼盒', code: 'ZH-1', quantity: 1000 }],
  });
  ids.c = await insertTestInquiry(db, {
    reference: 'C-3',
    name: 'Sarah Lim',
    whatsapp: '+65 9123',
    status: 'quoted',
    createdAt: hours(48),
    lines: [{ name: 'Kraft Bag', code: 'PB-1' }],
  });
});
afterAll(async () => t?.cleanup());

describe('listInquiries', () => {
  it('is newest first, 20 a page, with the line count and unread flag', async () => {
    const page1 = await listInquiries(filters());
    expect(page1.total).toBe(25);
    expect(page1.totalPages).toBe(2);
    expect(page1.rows).toHaveLength(20);
    expect(page1.rows.slice(0, 4).map((r) => r.reference)).toEqual(['C-3', 'B-2', 'A-1', 'F-22']);
    expect(page1.rows[2]).toMatchObject({ name: 'Budi Santoso', company: 'CV Kopi Nusantara', lineCount: 2, unread: true, status: 'new' });
    expect(page1.rows[1]).toMatchObject({ unread: false, lineCount: 1 });
    const page2 = await listInquiries(filters({ page: '2' }));
    expect(page2.rows.map((r) => r.reference)).toEqual(['F-05', 'F-04', 'F-03', 'F-02', 'F-01']);
    // Past the end: no rows, but the total still tells where the list ends.
    expect(await listInquiries(filters({ page: '9' }))).toMatchObject({ rows: [], total: 25, totalPages: 2 });
  });

  it('filters by status, unread and date range (Jakarta days, both ends included)', async () => {
    expect(await refs({ status: 'contacted' })).toEqual(['B-2']);
    expect(await refs({ status: 'quoted', unread: '1' })).toEqual(['C-3']);
    expect(await refs({ unread: '1' })).toEqual(['C-3', 'A-1']);
    expect(await refs({ from: '2026-11-02', to: '2026-11-02' })).toEqual(['B-2']);
    expect(await refs({ from: '2026-11-02' })).toEqual(['C-3', 'B-2']);
    expect((await refs({ to: '2026-10-31' })).every((r) => r.startsWith('F-'))).toBe(true);
  });

  it('searches every contact field, the message and the line products, case-insensitively', async () => {
    expect(await refs({ q: 'a-1' })).toEqual(['A-1']);
    expect(await refs({ q: 'SANTOSO' })).toEqual(['A-1']);
    expect(await refs({ q: 'kopi nus' })).toEqual(['A-1']);
    expect(await refs({ q: 'gift.example' })).toEqual(['B-2']);
    expect(await refs({ q: '9123' })).toEqual(['C-3']);
    expect(await refs({ q: 'bandung' })).toEqual(['A-1']);
    expect(await refs({ q: '中国' })).toEqual(['B-2']);
    expect(await refs({ q: 'diskon' })).toEqual(['A-1']);
    expect(await refs({ q: 'magnetic' })).toEqual(['A-1']);
    expect(await refs({ q: 'zh-1' })).toEqual(['B-2']);
    expect(await refs({ q: '月饼' })).toEqual(['B-2']);
    expect(await refs({ q: 'kraft', status: 'new' })).toEqual([]);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await refs({ q: '50%' })).toEqual(['A-1']);
    expect(await refs({ q: '%' })).toEqual(['A-1']);
    expect(await refs({ q: 'XX_9' })).toEqual(['A-1']);
    expect(await refs({ q: 'X_X' })).toEqual([]);
    expect(await refs({ q: '_' })).toEqual(['A-1']);
    expect(await refs({ q: '\\' })).toEqual([]);
  });
});

describe('unread, detail and mark read', () => {
  it('counts unread inquiries and marks one read only once', async () => {
    expect(await countUnreadInquiries()).toBe(2);
    expect(await markInquiryRead(ids.c!)).toBe(true);
    const first = (await getInquiryDetail(ids.c!))!.readAt;
    expect(first).not.toBeNull();
    expect(await markInquiryRead(ids.c!)).toBe(false);
    expect((await getInquiryDetail(ids.c!))!.readAt).toBe(first);
    expect(await countUnreadInquiries()).toBe(1);
    await t.handle.db.execute(sql`update inquiries set read_at = null where id = ${ids.c!}`);
    expect(await countUnreadInquiries()).toBe(2);
  });

  it('returns the lines with item_id (and its current slugs, for the link) only while the product exists', async () => {
    await t.handle.db.execute(
      sql`insert into item_slugs (item_id, locale, slug, is_current) values (1, 'en', 'magnetic-box', true), (1, 'id', 'kotak-lama', false)`,
    );
    const detail = (await getInquiryDetail(ids.a!))!;
    expect(detail).toMatchObject({ reference: 'A-1', locale: 'id', mailStatus: 'none', notes: [] });
    const none = { en: '', id: '', 'zh-CN': '' };
    expect(detail.lines).toEqual([
      {
        position: 1,
        itemId: 1,
        slugs: { ...none, en: 'magnetic-box' },
        name: 'Magnetic Box',
        code: 'HB-001',
        category: 'Hardbox',
        quantity: 500,
        note: 'gold, "foil"',
        kind: 'quote',
      },
      { position: 2, itemId: null, slugs: none, name: 'Old Tray', code: 'XX_9', category: '', quantity: 20, note: '', kind: 'quote' },
    ]);
    expect(await getInquiryDetail(987654)).toBeNull();
  });
});

describe('export', () => {
  it('writes one row per line for the filtered inquiries only, over all pages', async () => {
    const rows = await exportInquiryRows(filters({ q: 'budi' }));
    expect(rows).toHaveLength(2);
    const col = (name: (typeof INQUIRY_CSV_COLUMNS)[number]) => INQUIRY_CSV_COLUMNS.indexOf(name);
    expect(rows.map((r) => [r[col('reference')], r[col('product')], r[col('quantity')]])).toEqual([
      ['A-1', 'Magnetic Box', 500],
      ['A-1', 'Old Tray', 20],
    ]);
    expect(rows[0]![col('created')]).toBe('2026-11-01T12:00:00+07:00');
    expect(await exportInquiryRows(filters({ status: 'lost' }))).toHaveLength(22);
    expect(await exportInquiryRows(filters())).toHaveLength(26);
    expect(await exportInquiryRows(filters({ status: 'won' }))).toEqual([]);
  });

  it('produces the file: BOM, header, quoted and guarded cells, Chinese text', async () => {
    const csv = await exportInquiriesCsv(filters({ status: 'contacted' }), (c) => c.toUpperCase());
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const [header, row, end] = csv.slice(1).split('\r\n');
    expect(header).toBe(INQUIRY_CSV_COLUMNS.map((c) => c.toUpperCase()).join(','));
    expect(row).toBe(
      `B-2,2026-11-02T12:00:00+07:00,contacted,,王丽,上海礼品,wang@gift.example,,上海,中国,zh-CN,'=SUM(A1),月饼礼盒,quote,ZH-1,1000,`,
    );
    expect(end).toBe('');
  });
});
