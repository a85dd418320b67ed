import { expect, test } from '@playwright/test';
import { NEVER_SHARED_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from '../lib/http/cache-policy';
import { canonical, get, headOnly, SITE_URL, sql, viewBeacon, wrongSignIn } from './helpers';

// What the Node server does per request (preloaded hooks, the socket), done on workerd: headers,
// the admin guard, SITE_URL, body limits before the body is read, the visitor's address for the
// sign-in throttle and the view counter (CF-Connecting-IP, as Cloudflare's edge sets it).

test('security headers on pages, sign-in and the API', async () => {
  for (const url of ['/', '/id', await canonical('/product/1'), '/api/health', '/login']) {
    const { status, headers } = await get(url);
    expect(status, url).toBe(200);
    expect(headers.get('content-security-policy'), url).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options'), url).toBe('nosniff');
    expect(headers.get('x-frame-options'), url).toBe('DENY');
    expect(headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy'), url).toContain('camera=()');
    expect(headers.get('strict-transport-security'), url).toMatch(/max-age=\d+/);
    expect(headers.get('x-powered-by'), url).toBeNull();
  }
  // Sign-in renders per request with a fresh nonce (middleware), no 'unsafe-inline' for scripts.
  const nonces = [];
  for (let i = 0; i < 2; i++) {
    const csp = (await get('/login')).headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    nonces.push(/'nonce-([^']+)'/.exec(csp)?.[1]);
  }
  expect(nonces[0]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);
});

test('the admin guard in middleware sends a visitor to sign-in (relative Location, return path)', async () => {
  const guard = await get('/id/admin-panel/blog');
  expect(guard.status).toBe(307);
  expect(guard.headers.get('location')).toBe('/id/login?next=%2Fid%2Fadmin-panel%2Fblog');
});

test("robots.txt and canonical links name the build's SITE_URL", async () => {
  expect(SITE_URL).not.toBe('');
  expect((await get('/robots.txt')).text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  expect((await get('/id')).text).toContain(`<link rel="canonical" href="${SITE_URL}/id"`);
});

test('body limits are applied from the headers, before a body byte is read', async () => {
  // Over a page's 2 MB: refused at once (the Worker never waits for the body).
  const big = await headOnly('/blog', { 'next-action': 'x', 'content-type': 'text/plain', 'content-length': String(3 * 1024 * 1024) });
  expect(big).toBe(413);
  const hundred = await headOnly('/api/blog/views', { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) });
  expect(hundred).toBe(413);
  // A page POST without a length (its size unknown until read): 411.
  const chunked = await headOnly('/admin-panel/blog/create', { 'next-action': 'x', 'transfer-encoding': 'chunked' });
  expect(chunked).toBe(411);
  // Under the limit the request goes on to the app.
  const small = await get('/blog', { method: 'POST', headers: { 'next-action': 'x', 'content-type': 'text/plain' }, body: 'x' });
  expect([411, 413]).not.toContain(small.status);
});

test('the sign-in throttle counts per visitor address from CF-Connecting-IP, which a client header cannot change', async () => {
  test.setTimeout(120_000);
  const email = `nobody-${Date.now().toString(36)}@example.com`;
  // Five wrong passwords for one account from one address, then that pair is blocked (429)...
  for (let i = 0; i < 5; i++) expect(await wrongSignIn(email, '203.0.113.10')).toBe(401);
  expect(await wrongSignIn(email, '203.0.113.10')).toBe(429);
  // ...even when the client writes the header the Node server takes the socket's address from.
  expect(await wrongSignIn(email, '203.0.113.10', { 'x-peer-address': '198.51.100.99' })).toBe(429);
  // Another visitor is not blocked by it.
  expect(await wrongSignIn(email, '203.0.113.11')).toBe(401);
  // The attempts were recorded under the visitor's address (PostgreSQL, shared by every isolate).
  const db = sql();
  try {
    const rows = await db`select count(*)::int as n from auth_attempts where key like ${'%203.0.113.10%'}`;
    expect(rows[0]!.n).toBeGreaterThan(0);
  } finally {
    await db.end();
  }
});

test('the view counter counts one view per visitor address and post', async () => {
  const db = sql();
  try {
    const slug = `edge-views-${Date.now().toString(36)}`;
    const [post] = await db`insert into blog_posts (title, slug, author, status, published_at)
      values ('Edge views', ${slug}, 'Edge', 'published', now() - interval '1 minute') returning id`;
    const views = async () => (await db`select views_count from blog_posts where id = ${post!.id}`)[0]!.views_count as number;
    for (const ip of ['203.0.113.20', '203.0.113.20', '203.0.113.21']) expect(await viewBeacon(post!.id, ip)).toBe(204);
    // A client-written peer header is no new visitor.
    expect(await viewBeacon(post!.id, '203.0.113.21', { 'x-peer-address': '198.51.100.7' })).toBe(204);
    expect(await views()).toBe(2);
  } finally {
    await db.end();
  }
});

test('methods and Cache-Control as the Node server sends them', async () => {
  const put = await get('/', { method: 'PUT', body: 'x' });
  expect(put.status).toBe(405);
  expect(put.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
  const category = await canonical('/category/6');
  await get(category);
  const page = await get(category);
  expect(page.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  const missing = await get('/category/987654');
  expect(missing.status).toBe(404);
  expect(missing.headers.get('cache-control')).toBe(NEVER_SHARED_CACHE_CONTROL);
  expect((await get('/login')).headers.get('cache-control')).toContain('no-store');
});
