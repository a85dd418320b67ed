import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/blog/views/route';
import { blogPosts } from '@/lib/db/schema';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { insertTestPost } from './test-fixtures';

let t: TestDatabase;
let publishedId: string;
let draftId: string;

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function beacon(postId: unknown, { ip = '203.0.113.1', ua = CHROME } = {}) {
  return POST(
    new Request('http://localhost/api/blog/views', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': ua, 'x-peer-address': ip }, // the socket address (lib/auth/client-ip.ts)
      body: JSON.stringify({ postId }),
    }),
  );
}

async function views(id: string): Promise<number> {
  const [row] = await t.handle.db.select({ v: blogPosts.viewsCount }).from(blogPosts).where(eq(blogPosts.id, id));
  return row!.v;
}

beforeAll(async () => {
  t = await createTestDatabase();
  publishedId = await insertTestPost(t.handle.db, { slug: 'counted' });
  draftId = await insertTestPost(t.handle.db, { slug: 'draft', status: 'draft', publishedAt: null });
});
afterAll(async () => {
  await t.cleanup();
});

describe('POST /api/blog/views', () => {
  it('counts one view per visitor per post per day', async () => {
    expect((await beacon(publishedId)).status).toBe(204);
    expect(await views(publishedId)).toBe(1);
    await beacon(publishedId);
    expect(await views(publishedId)).toBe(1);
    await beacon(publishedId, { ip: '203.0.113.2' });
    expect(await views(publishedId)).toBe(2);
    await beacon(publishedId, { ua: `${CHROME} Edg/131` });
    expect(await views(publishedId)).toBe(3);
  });

  it('ignores bots, drafts, unknown ids and garbage without failing', async () => {
    await beacon(publishedId, { ip: '198.51.100.9', ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await beacon(publishedId, { ip: '198.51.100.9', ua: '' });
    expect(await views(publishedId)).toBe(3);
    expect((await beacon(draftId)).status).toBe(204);
    expect(await views(draftId)).toBe(0);
    expect((await beacon('00000000-0000-4000-8000-000000000000')).status).toBe(204);
    expect((await beacon('not-a-uuid')).status).toBe(204);
    const bad = await POST(new Request('http://localhost/api/blog/views', { method: 'POST', headers: { 'user-agent': CHROME }, body: '{' }));
    expect(bad.status).toBe(204);
  });

  it('logs and still answers 204 when the database fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const spy = vi.spyOn(t.handle.db, 'execute').mockRejectedValueOnce(new Error('db down'));
    expect((await beacon(publishedId, { ip: '192.0.2.77' })).status).toBe(204);
    expect(error).toHaveBeenCalled();
    spy.mockRestore();
    error.mockRestore();
  });
});
