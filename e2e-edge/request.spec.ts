import { expect, test } from '@playwright/test';
import { msg } from '../e2e/messages';
import { SALES, signIn } from '../e2e-rehearsal/helpers';
import { NEVER_SHARED_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from '../lib/http/cache-policy';
import { pdfPages } from '../lib/quotations/document/test-pdf-inspect';
import { BASE, canonical, get, headOnly, SITE_URL, sql, viewBeacon, wrongSignIn } from './helpers';

// What the Node server does per request (preloaded hooks, the socket), done on workerd: headers,
// the admin guard, SITE_URL, body limits before the body is read, the visitor's address for the
// sign-in throttle and the view counter (CF-Connecting-IP, as Cloudflare's edge sets it); the
// quotation PDF, drawn with the font the Worker reads from its static assets (the share card, with the
// same font, is checked by e2e-rehearsal/admin.spec.ts on both hosts).

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
  const big = await headOnly('/quote', { 'next-action': 'x', 'content-type': 'text/plain', 'content-length': String(3 * 1024 * 1024) });
  expect(big).toBe(413);
  const hundred = await headOnly('/api/blog/views', { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) });
  expect(hundred).toBe(413);
  // A page POST without a length (its size unknown until read): 411.
  const chunked = await headOnly('/admin-panel/blog/create', { 'next-action': 'x', 'transfer-encoding': 'chunked' });
  expect(chunked).toBe(411);
  // Under the limit the request goes on to the app.
  const small = await get('/quote', { method: 'POST', headers: { 'next-action': 'x', 'content-type': 'text/plain' }, body: 'x' });
  expect([405, 411, 413]).not.toContain(small.status);
});

test('the request rules of the Node server: a malformed address is a 400 page, a POST to a page without an action 405', async () => {
  for (const target of ['/%ff', '/blog/%ff', '/product/%ff/x', '/q/%ff', '/blog/%E0%A4%A']) {
    const answer = await get(target);
    expect(answer.status, target).toBe(400);
    expect(answer.text, target).toContain(msg('en', 'badRequest.title'));
  }
  expect((await get('/id/blog/%ff')).text).toContain(msg('id', 'badRequest.title'));
  for (const path of ['/', '/search?q=box', '/blog', await canonical('/product/1')]) {
    const answer = await get(path, { method: 'POST' });
    expect([answer.status, answer.headers.get('allow')], path).toEqual([405, 'GET, HEAD']);
  }
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

/** A PDF download's bytes and how long it took (the first one in the isolate parses the fonts). */
async function pdfDownload(pathname: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(`${BASE}${pathname}`, { headers, signal: AbortSignal.timeout(60_000) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), bytes, ms: Math.round(performance.now() - started) };
}

test('a quotation in Chinese is sent on the Worker; its PDF downloads carry the Chinese product name and the price', async ({ page }) => {
  test.setTimeout(120_000);
  const name = '边缘磁吸翻盖礼盒';
  const db = sql();
  let inquiryId: number;
  try {
    // A product of its own with a Chinese name (the quotation names it in the buyer's language), and
    // the inquiry a visitor in /zh-CN would have sent for it (the quote form is the e2e lane's journey).
    const stamp = Date.now().toString(36).toUpperCase();
    const [item] =
      await db`insert into items (item_name, item_code, category_id) values ('Edge Flip Box', ${`EB-${stamp}`}, 6) returning id`;
    await db`insert into item_translations (item_id, locale, item_name) values (${item!.id}, 'zh-CN', ${name})`;
    const [inquiry] = await db`insert into inquiries (reference, locale, name, company, email, country, consent_at)
      values (${`INQ-EDGE-${stamp}`}, 'zh-CN', '王丽', '上海礼品', 'wang.edge@example.com', 'CN', now()) returning id`;
    inquiryId = Number(inquiry!.id);
    await db`insert into inquiry_lines (inquiry_id, position, item_id, item_name, item_code, item_path, quantity)
      values (${inquiryId}, 0, ${item!.id}, ${name}, ${`EB-${stamp}`}, ${`/zh-CN/product/${item!.id}`}, 1000)`;
  } finally {
    await db.end();
  }
  const en = (key: string, values: Record<string, string | number> = {}) => msg('en', key, values);
  await signIn(page, SALES);
  await page.goto(`/admin-panel/inquiries/${inquiryId}`);
  await page.getByTestId('quotation-create').click();
  await expect(page.getByTestId('quotation-editor')).toBeVisible();
  await page
    .getByLabel(en('AdminQuotations.editor.unitPrice', { currency: 'CNY' }))
    .first()
    .fill('8.80');
  await page.getByTestId('quotation-save').click();
  await expect(page.getByTestId('quotation-ok')).toHaveText(en('AdminQuotations.editor.saved', { n: 1 }));
  await page.getByTestId('quotation-send').click();
  await expect(page.getByTestId('quotation-ok')).toContainText(en('AdminQuotations.editor.sent', { n: 1 }));
  const whatsapp = decodeURIComponent((await page.getByTestId('quotation-whatsapp').getAttribute('href'))!);
  const buyerPath = /\/zh-CN\/q\/[A-Za-z0-9_-]{43}/.exec(whatsapp)![0];

  // The buyer's download (no session), then the admin's from the history (the session's cookies).
  const buyer = await pdfDownload(`${buyerPath}/pdf`, { 'cf-connecting-ip': '203.0.113.40' });
  const adminHref = (await page.getByTestId('quotation-pdf').first().getAttribute('href'))!;
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const admin = await pdfDownload(adminHref, { cookie, 'cf-connecting-ip': '203.0.113.41' });
  for (const [who, pdf] of Object.entries({ buyer, admin })) {
    expect([pdf.status, pdf.type], who).toEqual([200, 'application/pdf']);
    const text = (await pdfPages(pdf.bytes)).join(' ');
    expect(text, who).toContain(name);
    expect(text, who).toContain('¥8.80');
  }
  console.info(
    `[edge] quotation PDF on the Worker: buyer ${buyer.bytes.length} bytes in ${buyer.ms} ms, admin ${admin.bytes.length} bytes in ${admin.ms} ms`,
  );
  // The font files the Worker read are not served to visitors.
  expect((await get('/_app-fonts/NotoSansSC_400Regular.ttf')).status).toBe(404);
});
