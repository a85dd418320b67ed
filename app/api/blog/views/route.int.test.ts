import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertTestPost } from '@/lib/blog/test-fixtures';
import { MAX_VIEWS_PER_ADDRESS_PER_DAY } from '@/lib/blog/views';
import { resetConfigForTests } from '@/lib/config';
import { blogPosts } from '@/lib/db/schema';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { POST } from './route';

let t: TestDatabase;
let publishedId: string;
let draftId: string;

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SITE = 'localhost:3000';

type BeaconOptions = { ip?: string; ua?: string; origin?: string | null; host?: string; headers?: Record<string, string>; body?: string };

// The address the server trusts comes from lib/auth/client-ip.ts (its rules have their own tests):
// without TRUST_PROXY it is the socket address, which instrumentation.ts writes into x-peer-address
// (overwriting anything the client sent). A Request built here has no socket, so the test sets it.
// What the article page's fetch sends: same-origin, from the visitor's address.
function beacon(
  postId: unknown,
  { ip = '203.0.113.1', ua = CHROME, origin = `http://${SITE}`, host = SITE, headers = {}, body }: BeaconOptions = {},
) {
  return POST(
    new Request('http://localhost/api/blog/views', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': ua,
        'x-peer-address': ip,
        host,
        ...(origin ? { origin } : {}),
        ...headers,
      },
      body: body ?? JSON.stringify({ postId }),
    }),
  );
}

async function views(id: string): Promise<number> {
  const [row] = await t.handle.db.select({ v: blogPosts.viewsCount }).from(blogPosts).where(eq(blogPosts.id, id));
  return row!.v;
}

beforeAll(async () => {
  vi.stubEnv('TRUST_PROXY', '');
  resetConfigForTests();
  t = await createTestDatabase();
  publishedId = await insertTestPost(t.handle.db, { slug: 'counted' });
  draftId = await insertTestPost(t.handle.db, { slug: 'draft', status: 'draft', publishedAt: null });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  resetConfigForTests();
  await t?.cleanup();
});

describe('POST /api/blog/views', () => {
  it('counts one view per address per post per day, whatever the User-Agent', async () => {
    expect((await beacon(publishedId)).status).toBe(204);
    expect(await views(publishedId)).toBe(1);
    await beacon(publishedId);
    await beacon(publishedId, { ua: `${CHROME} Edg/131` });
    expect(await views(publishedId)).toBe(1);
    await beacon(publishedId, { ip: '203.0.113.2' });
    expect(await views(publishedId)).toBe(2);
  });

  it('30 spoofed beacons (new User-Agent each, foreign or missing Origin) add at most one view', async () => {
    const id = await insertTestPost(t.handle.db, { slug: 'spoofed' });
    const spoofs: BeaconOptions[] = [];
    for (let i = 0; i < 10; i++) spoofs.push({ ip: '198.51.100.20', ua: `${CHROME} Spoof/${i}` });
    for (let i = 0; i < 10; i++) spoofs.push({ ip: `198.51.100.${30 + i}`, origin: `https://evil${i}.example` });
    for (let i = 0; i < 5; i++) spoofs.push({ ip: `198.51.100.${50 + i}`, origin: 'null' });
    // No Origin, no Sec-Fetch-Site (a script, not a browser); and an X-Forwarded-Host forged to
    // match a foreign Origin (trusted only with TRUST_PROXY).
    for (let i = 0; i < 3; i++) spoofs.push({ ip: `198.51.100.${60 + i}`, origin: null });
    for (let i = 0; i < 2; i++)
      spoofs.push({ ip: `198.51.100.${70 + i}`, origin: 'https://evil.example', headers: { 'x-forwarded-host': 'evil.example' } });
    await Promise.all(spoofs.map((s) => beacon(id, s)));
    expect(spoofs).toHaveLength(30);
    expect(await views(id)).toBe(1);
  });

  // With the old helper, which read X-Real-IP / X-Forwarded-For without TRUST_PROXY, these 30 beacons
  // counted 30 views.
  it('30 beacons with a new X-Forwarded-For each, without TRUST_PROXY, add at most one view', async () => {
    const id = await insertTestPost(t.handle.db, { slug: 'forwarded' });
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        beacon(id, { ua: `${CHROME} F/${i}`, headers: { 'x-forwarded-for': `10.9.${i}.1`, 'x-real-ip': `10.8.${i}.1` } }),
      ),
    );
    expect(await views(id)).toBeLessThanOrEqual(1);
  });

  it('a same-origin fetch without Origin counts (Sec-Fetch-Site)', async () => {
    const id = await insertTestPost(t.handle.db, { slug: 'sec-fetch' });
    await beacon(id, { ip: '192.0.2.5', origin: null, headers: { 'sec-fetch-site': 'same-origin' } });
    await beacon(id, { ip: '192.0.2.6', origin: null, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(await views(id)).toBe(1);
  });

  it(`caps one address at ${MAX_VIEWS_PER_ADDRESS_PER_DAY} views a day across posts, also when the beacons race`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < MAX_VIEWS_PER_ADDRESS_PER_DAY + 5; i++) ids.push(await insertTestPost(t.handle.db, { slug: `cap-${i}` }));
    await Promise.all(ids.map((id) => beacon(id, { ip: '192.0.2.200' })));
    const counts = await Promise.all(ids.map(views));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(MAX_VIEWS_PER_ADDRESS_PER_DAY);
    // Another address is not affected.
    await beacon(ids[ids.length - 1]!, { ip: '192.0.2.201' });
    expect(await views(ids[ids.length - 1]!)).toBe(counts[counts.length - 1]! + 1);
  });

  it('refuses a body over a few KB with 413, unread, and counts nothing', async () => {
    const id = await insertTestPost(t.handle.db, { slug: 'big-body' });
    const padded = JSON.stringify({ postId: id, pad: 'x'.repeat(10_000) });
    expect((await beacon(id, { ip: '192.0.2.90', body: padded })).status).toBe(413);
    // Chunked (no Content-Length): read up to the cap, then cancelled.
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
      },
    });
    const response = await POST(
      new Request('http://localhost/api/blog/views', {
        method: 'POST',
        headers: { 'user-agent': CHROME, origin: `http://${SITE}`, host: SITE, 'x-peer-address': '192.0.2.91' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(4);
    expect(await views(id)).toBe(0);
  });

  it('ignores bots, drafts, unknown ids and garbage without failing', async () => {
    const before = await views(publishedId);
    await beacon(publishedId, { ip: '198.51.100.9', ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await beacon(publishedId, { ip: '198.51.100.9', ua: '' });
    expect(await views(publishedId)).toBe(before);
    expect((await beacon(draftId)).status).toBe(204);
    expect(await views(draftId)).toBe(0);
    expect((await beacon('00000000-0000-4000-8000-000000000000')).status).toBe(204);
    expect((await beacon('not-a-uuid')).status).toBe(204);
    expect((await beacon(publishedId, { ip: '198.51.100.10', body: '{' })).status).toBe(204);
  });

  it('counts a scheduled post once its time has come, not before', async () => {
    const live = await insertTestPost(t.handle.db, { slug: 'went-live', status: 'scheduled', publishedAt: new Date(Date.now() - 60_000) });
    const waiting = await insertTestPost(t.handle.db, {
      slug: 'waiting',
      status: 'scheduled',
      publishedAt: new Date(Date.now() + 3_600_000),
    });
    expect((await beacon(live, { ip: '198.51.100.31' })).status).toBe(204);
    expect((await beacon(waiting, { ip: '198.51.100.31' })).status).toBe(204);
    expect(await views(live)).toBe(1);
    expect(await views(waiting)).toBe(0);
  });

  it('logs and still answers 204 when the database fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const spy = vi.spyOn(t.handle.db, 'transaction').mockRejectedValueOnce(new Error('db down'));
    expect((await beacon(publishedId, { ip: '192.0.2.77' })).status).toBe(204);
    expect(error).toHaveBeenCalled();
    spy.mockRestore();
    error.mockRestore();
  });
});
