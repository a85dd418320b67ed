// @engine-independent: the route's session and role checks and the CSV; the filtered query is proven in lib/inquiries on both engines
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import { upsertAccount } from '@/lib/auth/local-accounts';
import { insertTestInquiry } from '@/lib/inquiries/admin-test-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { sessionTokenFor } from '@/tests/session';
import { cookieJar } from '@/tests/request-mocks';

// The CSV export route checks the session itself (middleware is never the only guard), honours
// the list's filters and answers a UTF-8 CSV with BOM as an attachment.

vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) =>
    createTranslator({ locale: locale as 'en', messages: locale === 'id' ? id : en, namespace: namespace as 'AdminInquiries.csv' }),
}));

const { GET } = await import('./route');

let t: TestDatabase;
const call = (locale: string, query = '') =>
  GET(new Request(`http://localhost/${locale}/admin-panel/inquiries/export${query}`), {
    params: Promise.resolve({ locale }),
  } as Parameters<typeof GET>[1]);

beforeAll(async () => {
  t = await createTestDatabase();
  await insertTestInquiry(t.handle.db, {
    reference: 'EXP-1',
    name: 'Budi, "Pak"',
    status: 'won',
    lines: [
      { name: 'Box A', quantity: 5 },
      { name: 'Box B', quantity: 7, note: 'line 1\nline 2' },
    ],
  });
  await insertTestInquiry(t.handle.db, { reference: 'EXP-2', status: 'new', message: '+cmd' });
});
afterAll(async () => t?.cleanup());

describe('GET /admin-panel/inquiries/export', () => {
  it('redirects a signed-out request to the sign-in page without reading anything', async () => {
    cookieJar.token = undefined;
    const error = await call('id').then(
      () => null,
      (e: unknown) => e,
    );
    expect(String((error as { digest?: string } | null)?.digest)).toMatch(/^NEXT_REDIRECT;.*\/id\/login/);
  });

  it('answers the filtered inquiries as a CSV attachment', async () => {
    const { account } = await upsertAccount(t.handle.db, 'export@example.com', 'export-password-1');
    cookieJar.token = await sessionTokenFor(t.handle.db, account);
    const response = await call('en', '?status=won&page=3');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.subarray(3)).split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Created (UTC+07:00),Status,Sample status,Name,Company,E-mail,WhatsApp,City,Country,Language,Message,Product,Line type,Code,Quantity,Note',
    );
    // Times in the zone the inbox shows them in, the offset written out.
    expect(lines[1]).toMatch(
      /^EXP-1,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00,won,,"Budi, ""Pak""",,person@example.com,,,,en,,Box A,quote,,5,$/,
    );
    // The note's own line break stays inside its quoted cell; records end with CRLF.
    expect(lines[2]).toMatch(/^EXP-1,.*,Box B,quote,,7,"line 1\nline 2"$/);
    expect(lines).toHaveLength(4); // header, two rows, and the empty string after the final CRLF
    // Another locale: translated header; the page parameter is ignored (every page is exported).
    const all = await (await call('id', '?page=2')).text();
    expect(all.split('\r\n')[0]).toContain('Referensi,Dibuat (UTC+07:00),Status,Status sampel,Nama');
    expect(all).toContain(",'+cmd,");
  });
});
