// @engine-independent: the route's session and role checks and the CSV attachment
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { seedDemoContentIfEmpty } from '@/lib/start-up/seed';
import { refusedRoleSessions } from '@/tests/roles';
import { sessionTokenFor } from '@/tests/session';
import { upsertAccount } from '@/lib/auth/local-accounts';
import { parseCsv } from '@/lib/catalog/csv/format';
import { cookieJar } from '@/tests/request-mocks';

// The export route re-checks the session and the role: signed out → 401 and no data; a role
// without the catalogue → 403 and no data; signed in with it → the CSV.

vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());

const { GET } = await import('./route');
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoContentIfEmpty(t.handle, t.storage);
});
afterAll(async () => t?.cleanup());

describe('GET /api/admin/products-csv', () => {
  it('refuses a visitor without a session', async () => {
    cookieJar.token = undefined;
    const response = await GET();
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('description_html');
  });

  it('refuses (403) every role without the catalogue, with no data', async () => {
    for (const { role, token } of await refusedRoleSessions(t.handle.db, 'catalogue')) {
      cookieJar.token = token;
      const response = await GET();
      expect(response.status, role).toBe(403);
      expect(await response.text(), role).not.toContain('description_html');
    }
  });

  it('sends the whole catalogue as an attachment to an administrator', async () => {
    const { account } = await upsertAccount(t.handle.db, 'export@example.com', 'export-password-1');
    cookieJar.token = await sessionTokenFor(t.handle.db, account);
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe(
      'id,category,code,name,description_text,description_html,specs,main_photo_url,hover_photo_url,gallery_urls,moq_quantity,moq_unit,' +
        'inner_length_mm,inner_width_mm,inner_height_mm,lead_time_min_days,lead_time_max_days,certifications,' +
        'name_id,description_text_id,description_html_id,specs_id,name_zh-CN,description_text_zh-CN,description_html_zh-CN,specs_zh-CN',
    );
    const ids = await t.handle.runner.query<{ id: string | number }>('select id from items order by id');
    const parsed = parseCsv(text);
    expect(parsed.ok && parsed.records.map((r) => r.id)).toEqual(ids.map((r) => String(r.id)));
    expect(parsed.ok && parsed.records[0]!.main_photo_url).toMatch(/^https?:\/\/[^/]+\/storage\/itemphotos\//);
  });
});
