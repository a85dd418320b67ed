import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ADMIN } from './accounts';
import { signInViaApi } from './auth-helpers';
import { expect, test } from './fixtures';
import { base, listeningPid, rawRequest, rssMb } from './hardening-helpers';
import { msg } from './messages';

// Bounded route cache, relative redirects behind proxies, body limits, CSP with nonces.

const LOCALE_PREFIXES = ['', '/id', '/zh-CN'];

test.describe('route cache', () => {
  // 450 = 30 of each of the five kinds in each locale, each asked for twice: a cache that kept a 404
  // would answer the second request from it (HIT). The store's own rule and its memory bound are
  // unit-tested (lib/cache/cache-handler.test.ts).
  const UNKNOWN_PATHS = 450;
  test(`${UNKNOWN_PATHS} unknown product/category/blog paths in three locales are never cached`, async ({ request }) => {
    test.setTimeout(300_000);
    const run = Date.now().toString(36);
    const FIRST_ID = 900_000_000;
    const paths: string[] = [];
    for (let i = 0; paths.length < UNKNOWN_PATHS; i++) {
      const prefix = LOCALE_PREFIXES[i % 3]!;
      const kind = Math.floor(i / 3) % 5;
      if (kind === 0) paths.push(`${prefix}/product/${FIRST_ID + i}`);
      else if (kind === 1) paths.push(`${prefix}/product/not-a-number-${run}-${i}`);
      else if (kind === 2) paths.push(`${prefix}/category/${FIRST_ID + i}`);
      else if (kind === 3) paths.push(`${prefix}/blog/no-such-post-${run}-${i}`);
      else paths.push(`${prefix}/blog/${'x'.repeat(300)}-${run}-${i}`);
    }
    const statuses = new Map<string, number>();
    for (let i = 0; i < paths.length; i += 8) {
      await Promise.all(
        paths.slice(i, i + 8).map(async (p) => {
          for (const round of ['first', 'again']) {
            const response = await request.get(p, { maxRedirects: 0 });
            const key = `${round} ${response.status()} ${response.headers()['x-nextjs-cache'] ?? '-'}`;
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
          }
        }),
      );
    }
    console.log(`[hardening] ${UNKNOWN_PATHS} unknown paths, twice each: ${JSON.stringify(Object.fromEntries(statuses))}`);
    const counts = [...statuses];
    expect(counts.filter(([key]) => !/^\w+ 404 /.test(key))).toEqual([]);
    expect(counts.filter(([key]) => key.endsWith(' HIT'))).toEqual([]);
  });

  test('an existing product is still served from the cache', async ({ request }) => {
    await request.get('/product/1');
    const second = await request.get('/product/1');
    expect(second.status()).toBe(200);
    expect(second.headers()['x-nextjs-cache']).toBe('HIT');
  });
});

test.describe('redirects behind a proxy', () => {
  const proxied = { host: 'shop.example.com', 'x-forwarded-host': 'www.shop.example', 'x-forwarded-proto': 'https' };

  for (const headers of [{ host: 'shop.example.com' }, proxied, { host: base.host }]) {
    test(`admin guard and ?lng= answer relative Locations (Host ${headers.host}${'x-forwarded-host' in headers ? ' + X-Forwarded-Host/Proto' : ''})`, async () => {
      const guard = await rawRequest('/id/admin-panel/blog', { headers });
      expect(guard.status).toBe(307);
      expect(guard.headers.location).toBe('/id/login?next=%2Fid%2Fadmin-panel%2Fblog'); // relative, with the return path
      const lng = await rawRequest('/blog?lng=zh&page=2', { headers });
      expect(lng.status).toBe(307);
      expect(lng.headers.location).toBe('/zh-CN/blog?page=2');
    });
  }
});

test.describe('request bodies', () => {
  test('non-upload pages refuse server-action bodies over 2 MB before reading them', async () => {
    const big = await rawRequest('/quote', {
      method: 'POST',
      headers: { 'next-action': 'x', 'content-type': 'text/plain' },
      bodyBytes: 3 * 1024 * 1024,
    });
    expect(big.status).toBe(413);
    const chunked = await rawRequest('/admin-panel/blog/create', {
      method: 'POST',
      headers: { 'next-action': 'x', 'transfer-encoding': 'chunked' },
    });
    expect(chunked.status).toBe(411);
  });

  test('no page takes a photo-sized body, even signed in: only the upload route does, one photo at a time', async ({ request }) => {
    await signInViaApi(request, ADMIN);
    const cookie = (await request.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    // An unknown action id on the product form: refused by its headers, before Next reads the body.
    const save = await rawRequest('/admin-panel/addnew', {
      method: 'POST',
      headers: { cookie, 'next-action': '0'.repeat(42), 'content-type': 'text/plain' },
      bodyBytes: 3 * 1024 * 1024,
    });
    expect(save.status).toBe(413);
    // The upload route reads 3 MB and answers for the bytes themselves (spaces are no image).
    const upload = await rawRequest('/api/admin/uploads?purpose=catalogue&locale=id', {
      method: 'POST',
      headers: { cookie, 'content-type': 'image/jpeg', 'x-file-name': 'nol.jpg' },
      bodyBytes: 3 * 1024 * 1024,
    });
    expect([upload.status, JSON.parse(upload.body)]).toEqual([
      422,
      { ok: false, message: msg('id', 'photoUpload.errors.notImage', { file: 'nol.jpg' }) },
    ]);
    const over = await rawRequest('/api/admin/uploads?purpose=catalogue', {
      method: 'POST',
      headers: { cookie, 'content-type': 'image/jpeg' },
      bodyBytes: 10 * 1024 * 1024 + 1,
    });
    expect(over.status).toBe(413);
  });

  test('a 100 MB body to /api/blog/views is refused unread (413) and memory stays flat', async () => {
    const pid = listeningPid(Number(base.port));
    test.skip(pid === null, 'server process not visible in /proc');
    const before = rssMb(pid!);
    const response = await rawRequest('/api/blog/views', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base.origin },
      bodyBytes: 100 * 1024 * 1024,
    });
    const after = rssMb(pid!);
    console.log(`[hardening] server RSS ${before} MB → ${after} MB after a 100 MB body to /api/blog/views (status ${response.status})`);
    expect(response.status).toBe(413);
    expect(after - before).toBeLessThan(50);
  });
});

test.describe('Content-Security-Policy', () => {
  test('admin pages: per-request nonce, no unsafe-inline, an injected inline script is blocked, no violations', async ({
    page,
    request,
  }) => {
    await signInViaApi(page.request, ADMIN);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|unsafe-eval|Refused to/i.test(m.text())) violations.push(m.text());
    });
    const response = await page.goto('/admin-panel/blog');
    expect(response?.status()).toBe(200);
    const csp = response!.headers()['content-security-policy']!;
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page is interactive (its nonce'd scripts ran) and a script without the nonce is not.
    expect(await page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe('object');
    expect(violations).toEqual([]);
    // An inline script injected into the HTML (as stored XSS would be) does not run; the same
    // script with this response's nonce does (the control).
    await page.route('**/admin-panel/blog', async (route) => {
      const original = await route.fetch();
      const nonce = /'nonce-([^']+)'/.exec(original.headers()['content-security-policy'] ?? '')?.[1];
      const html = (await original.text()).replace(
        '</body>',
        `<script>window.__injected = true</script><script nonce="${nonce}">window.__control = true</script></body>`,
      );
      await route.fulfill({ response: original, body: html });
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => (window as { __control?: boolean }).__control)).toBe(true);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect.poll(() => violations.length).toBe(1); // the injected one, reported
    // A new nonce per response.
    const again = await request.get('/admin-panel/blog', {
      headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(/'nonce-([^']+)'/.exec(again.headers()['content-security-policy'] ?? '')?.[1]).not.toBe(/'nonce-([^']+)'/.exec(csp)?.[1]);
  });

  test('public pages load without CSP violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    for (const url of ['/', '/id/blog', '/product/1', '/category/6', '/login']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      expect(response!.headers()['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
    expect(violations).toEqual([]);
  });
});

test.describe('SITE_URL', () => {
  test('robots.txt and canonical links use the configured SITE_URL', async ({ request }) => {
    const site = process.env.SITE_URL!;
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${site}/sitemap.xml`);
    const home = await (await request.get('/id')).text();
    expect(home).toContain(`<link rel="canonical" href="${site}/id"`);
  });
});

test.describe('SITE_URL at build and start', () => {
  const nextBin = path.resolve('node_modules/next/dist/bin/next');
  // The e2e environment minus SITE_URL, plus `extra`.
  const env = (extra: Record<string, string>): NodeJS.ProcessEnv => {
    const e: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
    delete e.SITE_URL;
    return { ...e, ...extra };
  };

  test('a production build without SITE_URL stops with a message', () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'h2-nosite-'));
    try {
      const result = spawnSync(process.execPath, [nextBin, 'build'], {
        env: env({ NEXT_DIST_DIR: path.relative(process.cwd(), distDir) }),
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(result.status).not.toBe(0);
      expect(`${result.stdout}${result.stderr}`).toContain('SITE_URL is not set');
    } finally {
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });

  test('this build started with another SITE_URL refuses to start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'h2-site-'));
    try {
      // A port the OS says is free now (the e2e server's port + 1 can be a client socket's by then).
      const port = String(await freePort());
      const result = spawnSync(process.execPath, [nextBin, 'start', '-p', port, '-H', '127.0.0.1'], {
        env: env({ SITE_URL: 'https://elsewhere.example', DATA_DIR: dataDir }),
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(`${result.stdout}${result.stderr}`).toContain(`differs from the value this build was made with (${process.env.SITE_URL})`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
