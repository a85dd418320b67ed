import net from 'node:net';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { ADMIN, EDITOR, type E2eAccount } from './accounts';
import { signInViaApi } from './auth-helpers';
import { expect, test, uniqueIp } from './fixtures';
import { base } from './hardening-helpers';
import { E2E_LOCALES, msg } from './messages';

// Every page that refuses answers with its real status, not a 200 carrying the 404/403 page: a
// table of URLs walked in each locale prefix, anonymously, as the blog administrator and as an
// administrator who is not one. Then methods no page answers: 405 with Allow, never a 500.

type Row = { path: string; status: 403 | 404; testId?: string };

const PUBLIC: Row[] = [
  { path: '/product/999999', status: 404 },
  { path: '/product/abc', status: 404 },
  { path: '/category/999999', status: 404 },
  { path: '/blog/no-such-post-here', status: 404 },
  { path: '/blog/page/999', status: 404 },
  { path: '/no/such/page', status: 404 },
];

const AS_ADMIN: Row[] = [
  { path: '/admin-panel/inquiries/999999', status: 404, testId: 'inquiry-not-found' },
  { path: '/admin-panel/inquiries/not-a-number', status: 404, testId: 'inquiry-not-found' },
  { path: '/admin-panel/itemlist/999999', status: 404, testId: 'item-not-found' },
  { path: '/admin-panel/itemlist/not-a-number', status: 404, testId: 'item-not-found' },
  { path: '/admin-panel/blog/edit/999999', status: 404, testId: 'post-not-found' },
  { path: '/admin-panel/no-such-section', status: 404 },
];

// The editor account is an administrator but not a blog administrator.
const AS_EDITOR: Row[] = [
  { path: '/admin-panel/blog', status: 403, testId: 'admin-forbidden' },
  { path: '/admin-panel/blog/create', status: 403, testId: 'admin-forbidden' },
  { path: '/admin-panel/blog/edit/1', status: 403, testId: 'admin-forbidden' },
  { path: '/admin-panel/blog/edit/999999', status: 403, testId: 'admin-forbidden' },
];

async function signedIn(account: E2eAccount | null): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: base.origin, extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp() } });
  if (account) await signInViaApi(context, account);
  return context;
}

async function walk(account: E2eAccount | null, rows: Row[]): Promise<void> {
  const context = await signedIn(account);
  const seen: string[] = [];
  for (const { prefix } of E2E_LOCALES) {
    for (const row of rows) {
      const response = await context.get(`${prefix}${row.path}`, { maxRedirects: 0 });
      const body = await response.text();
      // A page refused before its first byte is sent as Next's error shell plus the RSC payload the
      // browser renders it from: the refusal page's test id is in that payload.
      const testIdShown = !row.testId || body.includes(row.testId);
      seen.push(`${prefix}${row.path} ${response.status()}${testIdShown ? '' : ` (no ${row.testId})`}`);
    }
  }
  const wanted = E2E_LOCALES.flatMap(({ prefix }) => rows.map((row) => `${prefix}${row.path} ${row.status}`));
  expect(seen).toEqual(wanted);
  await context.dispose();
}

test('unknown public pages answer 404', async () => {
  await walk(null, PUBLIC);
});

// Browsers ask for /favicon.ico on their own (before or without reading the page's icon link): it is
// there, so no page logs a 404 for it.
test('/favicon.ico is served', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});

test('unknown admin records answer 404', async () => {
  await walk(ADMIN, AS_ADMIN);
});

test('the 404 pages of an unknown inquiry and product show in the admin shell', async ({ page }) => {
  await signInViaApi(page.request, ADMIN);
  for (const row of AS_ADMIN.filter((r) => r.testId)) {
    const response = await page.goto(row.path);
    expect(response?.status(), row.path).toBe(404);
    await expect(page.getByTestId(row.testId!)).toBeVisible();
    await expect(page.getByTestId('admin-sidebar')).toBeVisible();
  }
});

test('blog pages answer 403 to an administrator who is not a blog administrator', async () => {
  await walk(EDITOR, AS_EDITOR);
});

/** One request over a raw socket (fetch refuses TRACE and CONNECT, and may respell a target): its status line, headers and body. */
function rawExchange(method: string, target: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(base.port), base.hostname, () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${base.host}\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    const done = () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        head: text.split('\r\n\r\n')[0] ?? '',
        body: text.split('\r\n\r\n').slice(1).join('\r\n\r\n'),
      });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', done);
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

test('TRACE, CONNECT and other methods no page answers get 405 with Allow', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const asset = /\/_next\/static\/[^"']+\.(?:css|js)/.exec(home)?.[0];
  expect(asset, 'a build asset linked from the home page').toBeTruthy();
  // Public pages (middleware skipped), admin and sign-in pages, route handlers, build assets, photos.
  const paths = ['/', '/product/1', '/id/product/1', '/blog', '/login', '/admin-panel/itemlist', '/quote'];
  paths.push('/api/health', '/api/auth/login', asset!, '/robots.txt', '/sitemap.xml', '/storage/itemphotos/x.jpg', '/blog/rss.xml');
  const seen: string[] = [];
  for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
    for (const path of paths) {
      const { status, head } = await rawExchange(method, path);
      const allow = /\r\nallow: ([^\r]*)/i.exec(head)?.[1];
      seen.push(`${method} ${path} ${status} ${allow}`);
    }
  }
  expect(seen).toEqual(
    ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'].flatMap((m) => paths.map((p) => `${m} ${p} 405 GET, HEAD, POST, OPTIONS`)),
  );

  const connect = await rawExchange('CONNECT', `${base.host}`);
  expect(connect.status).toBe(405);
  expect(connect.head).toMatch(/\r\nallow: GET, HEAD, POST, OPTIONS/i);
  // TRACK is refused by Node's HTTP parser itself (400) before any application code: never a 500.
  expect((await rawExchange('TRACK', '/')).status).toBe(400);
  // The server is still fine afterwards.
  expect((await request.get('/api/health')).status()).toBe(200);
});

// A cached page's ETag is made once per cache entry (lib/cache/entry-etag.cjs), not by hashing the
// HTML on every response: revalidating still gets 304 without the body, any other tag the page.
test('a cached public page answers a conditional GET with 304 and no body', async ({ request }) => {
  for (const path of ['/', '/product/1', '/id/category/42']) {
    let etag: string | undefined;
    // The first request of a page not rendered yet renders it (no entry, no tag); the next is a hit.
    for (let i = 0; i < 3 && !etag; i++) etag = (await request.get(path)).headers()['etag'];
    expect(etag, `${path} has an ETag`).toMatch(/^"[\w-]+"$/);
    const again = await request.get(path, { headers: { 'If-None-Match': etag! } });
    expect([again.status(), (await again.body()).length], path).toEqual([304, 0]);
    expect((await request.get(path, { headers: { 'If-None-Match': '"other"' } })).status(), path).toBe(200);
  }
});

test('an address whose percent-encoding does not decode is a 400 page in its language, never a 500', async ({ request }) => {
  const targets = ['/%ff', '/blog/%ff', '/product/%ff/x', '/q/%ff', '/blog/%E0%A4%A', '/category/%ff', '/api/og/product/en/%ff'];
  for (const target of targets) {
    const { status, head, body } = await rawExchange('GET', target);
    expect(status, target).toBe(400);
    expect(head, target).toMatch(/\r\ncontent-type: text\/html; charset=utf-8/i);
    expect(body, target).toContain(msg('en', 'badRequest.title'));
  }
  const indonesian = await rawExchange('GET', '/id/blog/%ff');
  expect(indonesian.body).toContain('<html lang="id">');
  expect(indonesian.body).toContain(msg('id', 'badRequest.title'));
  expect((await rawExchange('GET', '/zh-CN/product/%E0%A4%A/x')).body).toContain(msg('zh-CN', 'badRequest.title'));
  expect((await request.get('/api/health')).status()).toBe(200);
});

test('a POST to a public page that has no Server Action is 405; searching by POST is no way round the limit', async ({ request }) => {
  const product = new URL((await request.get('/product/1')).url()).pathname;
  const pages = ['/', '/id', '/search?q=box', '/zh-CN/search?q=%E7%A4%BC%E7%9B%92', '/category/6', product, '/blog', '/blog/page/2'];
  for (const path of pages) {
    const empty = await rawExchange('POST', path);
    expect([empty.status, /\r\nallow: ([^\r]*)/i.exec(empty.head)?.[1]], path).toEqual([405, 'GET, HEAD']);
    const withBody = await request.post(path, {
      data: 'q=box',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      maxRedirects: 0,
    });
    expect(withBody.status(), path).toBe(405);
  }
  // More POST searches than the per-minute limit: each refused before any search runs, none a 200.
  const statuses = new Set<number>();
  for (let i = 0; i < 40; i++) statuses.add((await rawExchange('POST', `/search?q=box${i}`)).status);
  expect([...statuses]).toEqual([405]);
  // The pages whose forms post still take one.
  expect((await request.post('/quote', { data: '', maxRedirects: 0 })).status()).not.toBe(405);
});
