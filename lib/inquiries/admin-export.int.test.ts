import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { exportInquiryRows, INQUIRY_CSV_COLUMNS } from './admin-export';
import { parseInquiryFilters } from './admin-filters';
import { insertTestInquiry } from './admin-test-fixtures';

// The inbox CSV writes a country chosen from the quote form's list (its ISO code) as the country's
// name in the admin's language, and an older inquiry's typed country as it was typed.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await insertTestInquiry(t.handle.db, { reference: 'C-1', country: 'CN', createdAt: new Date('2026-11-02T03:00:00Z') });
  await insertTestInquiry(t.handle.db, { reference: 'C-2', country: 'Jawa Barat', createdAt: new Date('2026-11-01T03:00:00Z') });
});
afterAll(async () => t?.cleanup());

describe('inbox CSV countries', () => {
  it('names a code in the export language and keeps free text', async () => {
    const col = INQUIRY_CSV_COLUMNS.indexOf('country');
    const countries = async (locale: 'en' | 'id' | 'zh-CN') =>
      (await exportInquiryRows(parseInquiryFilters({}), locale)).map((r) => r[col]);
    expect(await countries('zh-CN')).toEqual(['中国', 'Jawa Barat']);
    expect(await countries('id')).toEqual(['Tiongkok', 'Jawa Barat']);
    expect(await countries('en')).toEqual(['China', 'Jawa Barat']);
  });
});
