// @engine-independent: the PDF document
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '@/lib/config';
import { insertTestInquiry } from '@/lib/inquiries/admin-test-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { toDraft, type DraftInput } from './contract';
import { pdfPages } from './document/test-pdf-inspect';
import { linePhotos, quotationPdf, toQuotationDocument } from './pdf';
import { buyerPdfResponse, PDF_DOWNLOADS_PER_WINDOW } from './pdf-response';
import { loadQuotationVersion } from './reads';
import { createQuotationFromInquiry, saveQuotationDraft, sendQuotation, withdrawQuotation } from './writes';

// A version → the PDF renderer's input → the PDF, on the lane's engine with a real local photo
// storage: Chinese names from the version's frozen rows, a stored photo embedded, a product without
// one printed without; and the buyer's download with the page's 404s, its headers and its limit.

let t: TestDatabase;
let inquiryId: number;
const NOW = new Date('2026-11-26T03:00:00Z');
const run = (sqlText: string, params: unknown[] = []) => t.handle.runner.query(sqlText, params);
const imagesIn = (pdf: Uint8Array) =>
  Buffer.from(pdf)
    .toString('latin1')
    .match(/\/Subtype\s*\/Image/g)?.length ?? 0;

const line = (itemId: number, name: string, code: string, price: string): DraftInput['lines'][number] => ({
  kind: 'product',
  itemId,
  name,
  itemCode: code,
  quantityNote: '',
  leadTime: '25 天',
  note: '',
  tiers: [{ quantity: 1000, price }],
});
const draft = (lines: DraftInput['lines']): DraftInput => ({
  currency: 'CNY',
  locale: 'zh-CN',
  validUntil: '2026-12-31',
  paymentTerms: '30% 定金',
  incoterms: 'FOB Jakarta',
  note: '',
  lines,
});

async function sent(lines: DraftInput['lines']) {
  const created = await createQuotationFromInquiry(t.handle.db, inquiryId, NOW);
  if (!created.ok) throw new Error(created.reason);
  const id = created.value.id;
  expect((await saveQuotationDraft(t.handle.db, id, { version: 1, revision: 0 }, toDraft(draft(lines)))).ok).toBe(true);
  const out = await sendQuotation(t.handle.db, id, { version: 1, revision: 1 }, NOW);
  if (!out.ok) throw new Error(out.reason);
  return { id, token: out.value.token };
}

beforeAll(async () => {
  t = await createTestDatabase();
  vi.stubEnv('DATA_DIR', t.dataDir);
  resetConfigForTests();
  await t.storage.upload('main/main-20-v1.jpg', fs.readFileSync(path.resolve('tests/fixtures/uploads/photo-a.jpg')), 'image/jpeg');
  await run(`insert into categories (id, name) overriding system value values (2, 'Hardbox')`);
  await run(
    `insert into items (id, item_name, item_code, category_id, main_photo_url) overriding system value
     values (20, 'Rigid gift box', 'HB-20', 2, $1), (21, 'Kraft bag', 'KB-21', 2, null)`,
    [t.storage.publicUrl('main/main-20-v1.jpg')],
  );
  // The editor takes a product line's name from the catalogue in the buyer's language when it saves.
  await run(
    `insert into item_translations (item_id, locale, item_name) values (20, 'zh-CN', '磁吸翻盖精装礼盒'), (21, 'zh-CN', '牛皮纸手提袋')`,
  );
  inquiryId = await insertTestInquiry(t.handle.db, { reference: 'Q-2611-PDF01', locale: 'zh-CN', email: 'buyer@example.com' });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  resetConfigForTests();
  await t?.cleanup();
});

describe('the quotation PDF of a version', () => {
  it('maps names in the buyer language, minor units, the link and the stored photo (absent when the product has none)', async () => {
    const { id, token } = await sent([line(20, '磁吸翻盖精装礼盒', 'HB-20', '8.80'), line(21, '牛皮纸手提袋', 'KB-21', '1.20')]);
    const q = (await loadQuotationVersion(t.handle.db, id, 1))!;
    const photos = await linePhotos(t.handle.db, [20, 21, null, 999]);
    expect([...photos.keys()]).toEqual([20]);
    const doc = toQuotationDocument(q, photos, 'https://shop.example');
    expect(doc).toMatchObject({
      reference: q.reference,
      version: 1,
      date: '2026-11-26',
      locale: 'zh-CN',
      currency: 'CNY',
      noteToBuyer: null,
    });
    expect(doc.publicUrl).toBe(`https://shop.example/zh-CN/q/${token}`);
    expect(doc.lines.map((l) => [l.name, l.code, l.tiers, !!l.photo])).toEqual([
      ['磁吸翻盖精装礼盒', 'HB-20', [{ quantity: 1000, unitPriceMinor: 880 }], true],
      ['牛皮纸手提袋', 'KB-21', [{ quantity: 1000, unitPriceMinor: 120 }], false],
    ]);

    const pdf = (await quotationPdf(t.handle.db, id, 1))!;
    expect(pdf.fileName).toBe(`${q.reference}-v1.pdf`);
    const text = (await pdfPages(pdf.bytes)).join(' ');
    for (const s of ['磁吸翻盖精装礼盒', '牛皮纸手提袋', '¥8.80', '¥1.20', q.reference, '30% 定金']) expect(text).toContain(s);
    expect(imagesIn(pdf.bytes)).toBe(1);
  });

  it('keeps showing the sent content after the catalogue and the next draft change; a draft has no PDF', async () => {
    const { id } = await sent([line(20, '磁吸翻盖精装礼盒', 'HB-20', '8.80')]);
    await run(`update items set item_code = 'NEW-1', main_photo_url = null where id = 20`);
    await run(`update item_translations set item_name = '改名的盒子' where item_id = 20`);
    expect(
      (await saveQuotationDraft(t.handle.db, id, { version: 1, revision: 1 }, toDraft(draft([line(21, '牛皮纸手提袋', 'KB-21', '9.99')]))))
        .ok,
    ).toBe(true);
    expect(await quotationPdf(t.handle.db, id, 2)).toBeNull();
    expect(await quotationPdf(t.handle.db, id, 3)).toBeNull();
    const text = (await pdfPages((await quotationPdf(t.handle.db, id, 1))!.bytes)).join(' ');
    expect(text).toContain('磁吸翻盖精装礼盒');
    expect(text).toContain('HB-20');
    expect(text).toContain('¥8.80');
    expect(text).not.toContain('改名的盒子');
    expect(text).not.toContain('牛皮纸手提袋');
    expect(text).not.toContain('9.99');
    await run(`update items set item_code = 'HB-20', main_photo_url = $1 where id = 20`, [t.storage.publicUrl('main/main-20-v1.jpg')]);
    await run(`update item_translations set item_name = '磁吸翻盖精装礼盒' where item_id = 20`);
  });
});

describe('the buyer download', () => {
  it('answers the PDF as a private attachment, and 404 where the page does', async () => {
    const { id, token } = await sent([line(20, '磁吸翻盖精装礼盒', 'HB-20', '8.80')]);
    const ok = await buyerPdfResponse(t.handle.db, token, '203.0.113.7', NOW);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    expect(ok.headers.get('content-disposition')).toMatch(/^attachment; filename="QT-2026-\d{4}-v1\.pdf"$/);
    const bytes = new Uint8Array(await ok.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect((await pdfPages(bytes)).join(' ')).toContain('磁吸翻盖精装礼盒');

    const status = async (tok: string) => (await buyerPdfResponse(t.handle.db, tok, '203.0.113.7', NOW)).status;
    expect(await status('x'.repeat(43))).toBe(404); // unknown
    expect(await status('../etc')).toBe(404);
    await run(`update quotation_versions set token = $1 where quotation_id = $2 and version = 1`, ['d'.repeat(43), id]);
    await run(`update quotation_versions set status = 'draft' where quotation_id = $1`, [id]);
    expect(await status('d'.repeat(43))).toBe(404); // a draft
    await run(`update quotation_versions set status = 'sent' where quotation_id = $1`, [id]);
    expect(await status('d'.repeat(43))).toBe(200);
    expect((await withdrawQuotation(t.handle.db, id)).ok).toBe(true);
    expect(await status('d'.repeat(43))).toBe(404); // withdrawn
  });

  it('refuses an address past its limit with 429 and Retry-After', async () => {
    const ip = '198.51.100.9';
    const at = new Date(NOW.getTime() + 1000);
    for (let i = 0; i < PDF_DOWNLOADS_PER_WINDOW; i++)
      expect((await buyerPdfResponse(t.handle.db, 'y'.repeat(43), ip, at)).status).toBe(404);
    const refused = await buyerPdfResponse(t.handle.db, 'y'.repeat(43), ip, at);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await buyerPdfResponse(t.handle.db, 'y'.repeat(43), '198.51.100.10', at)).status).toBe(404);
  });
});
