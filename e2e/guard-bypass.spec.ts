import { EDITOR, SALES } from './accounts';
import { signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';

// Known ways around a middleware-only guard (CVE-2025-29927's x-middleware-subrequest, RSC and
// prefetch requests, encoded or oddly spelled paths). Without a session none may return admin
// markup: the admin layout checks the session itself.
const MARKER = 'data-admin-shell';

const SUBREQUEST_VALUES = [
  'middleware',
  'src/middleware',
  'middleware:middleware:middleware:middleware:middleware',
  'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
  'pages/_middleware',
  'proxy:proxy:proxy:proxy:proxy',
];

const PATHS = [
  '/admin-panel',
  '/admin-panel/addnew',
  '/admin-panel/itemlist',
  '/admin-panel/settings',
  '/admin-panel/blog',
  // The inbox, an inquiry and the CSV export (a route handler: it checks the session too).
  '/admin-panel/inquiries',
  '/admin-panel/inquiries/1',
  '/admin-panel/inquiries/export',
  '/id/admin-panel/inquiries/export?status=new',
  '/admin-panel/inquiries/export.rsc',
  // A sent quotation version's PDF (a route handler that checks the session and the sales role itself).
  '/admin-panel/quotations/1/pdf/1',
  '/zh-CN/admin-panel/quotations/1/pdf/1',
  '/admin-panel/quotations/1/pdf/1.rsc',
  '/admin-panel%2Fquotations/1/pdf/1',
  // Insights and its CSV route (each checks the session itself).
  '/admin-panel/insights',
  '/zh-CN/admin-panel/insights?from=2026-01-01&to=2026-01-31',
  '/admin-panel/insights/export?table=acceptance',
  // The audit log (the page checks the session itself).
  '/admin-panel/activity',
  '/zh-CN/admin-panel/activity?what=auth',
  '/admin-panel/settings/',
  '/admin-panel/settings.rsc',
  '/admin-panel%2Fsettings',
  '/admin-panel%2fsettings',
  '/%61dmin-panel/settings',
  '//admin-panel/settings',
  '/ADMIN-PANEL/settings',
  '/Admin-Panel/Settings',
  '/id/admin-panel/settings',
  '/zh-CN/admin-panel/settings',
  '/zh-cn/admin-panel/settings',
  '/id//admin-panel/addnew',
  '/admin-panel/settings?_rsc=x',
  '/en/admin-panel/settings',
];

const HEADER_SETS: Record<string, string>[] = [
  {},
  { RSC: '1' },
  { RSC: '1', 'Next-Router-Prefetch': '1' },
  { 'Next-Router-Prefetch': '1' },
  { 'Next-Router-State-Tree': '%5B%22%22%5D', RSC: '1' },
  ...SUBREQUEST_VALUES.map((v) => ({ 'x-middleware-subrequest': v })),
];

test.describe('admin guard bypass attempts without a session', () => {
  for (const path of PATHS) {
    test(`GET ${path}`, async ({ request, baseURL }) => {
      // An absolute URL: Playwright would read '//admin-panel/…' as a host name.
      const url = `${(baseURL ?? '').replace(/\/$/, '')}${path}`;
      for (const headers of HEADER_SETS) {
        for (const maxRedirects of [0, 5]) {
          const response = await request.get(url, { headers, maxRedirects, failOnStatusCode: false });
          const body = await response.text();
          const label = `${path} ${JSON.stringify(headers)} redirects=${maxRedirects} → ${response.status()}`;
          expect(body.includes(MARKER), label).toBe(false);
          expect(body.includes('admin-logout'), label).toBe(false);
          // No inquiry data either (the seeded demo references; the CSV's e-mail column).
          expect(/INQ-DEMO|kopinusantara/.test(body), label).toBe(false);
          // No quotation document.
          expect(body.startsWith('%PDF'), label).toBe(false);
          if (response.status() === 200 && maxRedirects === 0) {
            // Only a 404 page or the login page may answer 200 here, never the shell.
            expect(body, label).not.toMatch(/Logged in as|Signed in as|Blog Access Enabled/);
          }
        }
      }
    });
  }

  test('a forged or foreign session cookie does not pass', async ({ request, baseURL }) => {
    const host = new URL(baseURL ?? 'http://127.0.0.1').hostname;
    const forged = ['eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4IiwiZW1haWwiOiJhQGIuYyIsInN2IjoxfQ.', 'not-a-token'];
    for (const value of forged) {
      const response = await request.get('/admin-panel/settings', {
        headers: { Cookie: `admin_session=${value}`, 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
        failOnStatusCode: false,
      });
      expect((await response.text()).includes(MARKER), `${host} ${value}`).toBe(false);
    }
  });
});

// Signed in, but without the sales role: the quotation PDF's route handler refuses before it reads
// anything (middleware only checks that there is a session). A sales administrator gets past the
// role check to the lookup, so the same request answers 404 for a quotation that does not exist:
// the 403 is the role, not a missing row.
test.describe('the quotation PDF route with a session of another role', () => {
  const paths = ['/admin-panel/quotations/1/pdf/1', '/zh-CN/admin-panel/quotations/1/pdf/1', '/id/admin-panel/quotations/999999/pdf/1'];

  test('a catalogue administrator gets 403 and no PDF, whatever the headers', async ({ page }) => {
    await signInSaved(page, EDITOR);
    for (const path of paths) {
      for (const headers of [{}, { RSC: '1' }, { 'x-middleware-subrequest': SUBREQUEST_VALUES[2]! }] as Record<string, string>[]) {
        // Redirects followed: Next answers an RSC request without `?_rsc` with a 307 to it.
        const response = await page.request.get(path, { headers, maxRedirects: 5, failOnStatusCode: false });
        const label = `${path} ${JSON.stringify(headers)}`;
        expect(response.headers()['content-type'] ?? '', label).not.toContain('application/pdf');
        expect((await response.body()).subarray(0, 4).toString('latin1'), label).not.toBe('%PDF');
        expect(response.status(), label).toBe(403);
      }
    }
  });

  test('a sales administrator passes the role check to the lookup', async ({ page }) => {
    await signInSaved(page, SALES);
    const response = await page.request.get('/admin-panel/quotations/999999/pdf/1', { maxRedirects: 0, failOnStatusCode: false });
    expect(response.status()).toBe(404);
  });
});
