import { parse } from 'csv-parse/sync';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { ADMIN } from '../e2e/accounts';
import { msg } from '../e2e/messages';
import { fillContact } from '../e2e/quote-helpers';
import { sleep } from '../scripts/lib/stack.mjs';

// What visitors and admins write while the durability journeys kill the server, and what the
// server acknowledged: a write counts once its answer said it was done (the quote form's reference,
// the admin's "updated" toast). Writes in flight at a kill are not acknowledged: they may be there
// afterwards or not, never half.

export const m = (key: string, values?: Record<string, string | number>) => msg('en', key, values);

/** The inbox's count line (AdminInquiries.count, whose `=0` branch e2e/messages' msg() does not read). */
export const inquiryCount = (n: number) => (n === 1 ? '1 inquiry' : `${n} inquiries`);

let counter = 0;
const runTag = Date.now().toString(36);
/** A distinct client address (the server trusts one X-Forwarded-For hop) and e-mail per request: no throttle. */
const nextVisitor = () => {
  const n = ++counter;
  return { ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, email: `durability-${runTag}-${n}@example.com` };
};

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The /quote form's fields as the server renders them for `?add=ID&qty=N` (its action's hidden fields included). */
async function quoteFormFields(url: string, itemId: number): Promise<[string, string][]> {
  const html = await (await fetch(`${url}/quote?add=${itemId}&qty=500`, { signal: AbortSignal.timeout(30_000) })).text();
  const start = html.indexOf('data-testid="quote-form"');
  if (start < 0) throw new Error('the /quote page has no quote form');
  const form = html.slice(start, html.indexOf('</form>', start));
  return [...form.matchAll(/<input([^>]*)>/g)].flatMap(([, attrs]) => {
    const name = /name="([^"]*)"/.exec(attrs!)?.[1];
    return name ? [[decode(name), decode(/value="([^"]*)"/.exec(attrs!)?.[1] ?? '')] as [string, string]] : [];
  });
}

/**
 * One quote request the way a browser without JavaScript sends it: the form's multipart POST to
 * /quote (its Server Action), answered with the page showing the reference. Null: not acknowledged.
 */
export async function postQuote(url: string, fields: [string, string][]): Promise<string | null> {
  const { ip, email } = nextVisitor();
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  const contact = { name: 'Durability Tester', company: 'Toko Tahan Lama', email, city: 'Bandung', country: 'ID', consent: 'on' };
  for (const [name, value] of Object.entries({ ...contact, message: `crash test ${email}` })) body.set(name, value);
  try {
    const response = await fetch(`${url}/quote`, {
      method: 'POST',
      body,
      headers: { Origin: url, 'X-Forwarded-For': ip },
      signal: AbortSignal.timeout(30_000),
    });
    const html = await response.text();
    return response.status === 200 ? (/data-testid="quote-reference"[^>]*>(Q-[^<]+)</.exec(html)?.[1] ?? null) : null;
  } catch {
    return null; // the server went away mid-request
  }
}

/** One no-JavaScript quote request on `url` (reading its form first): the reference, or null. */
export async function sendQuote(url: string): Promise<string | null> {
  return postQuote(url, await quoteFormFields(url, 1));
}

/** `n` no-JavaScript quote posters on `url` until `stop()`, which returns the references in the order acknowledged. */
export async function quotePosters(url: string, n = 3) {
  const fields = await quoteFormFields(url, 1);
  const references: string[] = [];
  let stopped = false;
  const running = Array.from({ length: n }, async () => {
    while (!stopped) {
      const reference = await postQuote(url, fields);
      if (reference) references.push(reference);
    }
  });
  return {
    references,
    async stop() {
      stopped = true;
      await Promise.all(running);
      return references;
    },
  };
}

export type Writers = { stop(): Promise<{ references: string[]; names: string[]; attemptedNames: string[]; failed: number }> };

/**
 * Starts the writers on `url`: `http` no-JavaScript quote posters, one visitor sending the form with
 * JavaScript in Chromium, and one admin renaming item `itemId` in the product editor. `stop()` starts
 * no new write and resolves once what is in flight settles (kill the server right after calling it:
 * its requests then fail at once, and the browser writers stop waiting for an answer on the page),
 * then closes the browsers' contexts, and returns what was acknowledged. (Closing a context while a
 * navigation is in flight can fail the test inside Playwright, so nothing is in flight by then.)
 */
export async function startWriters(
  browser: Browser,
  url: string,
  { http = 3, itemId, label }: { http?: number; itemId: number; label: string },
) {
  let stopped = false;
  const isStopped = () => stopped;
  const references: string[] = [];
  const names: string[] = [];
  const attemptedNames: string[] = [];
  let failed = 0;
  const fields = await quoteFormFields(url, 1);
  const loop = async (once: () => Promise<boolean>) => {
    while (!stopped) if (!(await once().catch(() => false))) failed++;
  };
  const poster = () =>
    loop(async () => {
      const reference = await postQuote(url, fields);
      if (reference) references.push(reference);
      return reference !== null;
    });
  const contexts: BrowserContext[] = [];
  const newPage = async () => {
    const context = await browser.newContext({ baseURL: url, extraHTTPHeaders: { 'X-Forwarded-For': nextVisitor().ip } });
    contexts.push(context);
    return context.newPage();
  };
  const visitor = await newPage();
  const admin = await newPage();
  const signIn = await admin.request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  let renames = 0;
  const running = [
    ...Array.from({ length: http }, poster),
    loop(async () => {
      const reference = await sendWithJavaScript(visitor, isStopped);
      if (reference) references.push(reference);
      return reference !== null;
    }),
    loop(async () => {
      const name = `Durability Box ${label}-${++renames}`;
      attemptedNames.push(name);
      const saved = await rename(admin, itemId, name, isStopped);
      if (saved) names.push(name);
      return saved;
    }),
  ];
  return {
    async stop() {
      stopped = true;
      await Promise.all(running);
      await Promise.all(contexts.map((c) => c.close().catch(() => {})));
      return { references, names, attemptedNames, failed };
    },
  } satisfies Writers;
}

/**
 * Whether `locator` shows up within 30 s, looking every 200 ms without a waiting Playwright call, so
 * nothing is left in flight once the writers stop (false then).
 */
async function shows(locator: Locator, isStopped: () => boolean): Promise<boolean> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline && !isStopped(); await sleep(200)) {
    if (await locator.first().isVisible()) return true;
  }
  return false;
}

/** A visitor with JavaScript: the list from ?add=, the contact fields, the Server Action's answer on the page. */
async function sendWithJavaScript(page: Page, isStopped: () => boolean): Promise<string | null> {
  const { ip, email } = nextVisitor();
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  await page.goto('/quote');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/quote?add=2&qty=500');
  if (!(await shows(page.getByTestId('quote-line'), isStopped))) return null;
  await fillContact(page, email);
  await page.getByRole('button', { name: m('Quote.form.submit') }).click();
  if (!(await shows(page.getByTestId('quote-sent'), isStopped))) return null;
  return (await page.getByTestId('quote-reference').textContent())!.trim();
}

/** The admin renames a product in its editor: true once the editor says it was saved. */
async function rename(page: Page, itemId: number, name: string, isStopped: () => boolean): Promise<boolean> {
  await page.goto(`/admin-panel/itemlist/${itemId}`);
  const field = page.getByLabel(m('adminCatalog.form.name'));
  await expect(field).not.toHaveValue('');
  await field.fill(name);
  await page.getByRole('button', { name: m('adminCatalog.edit.update') }).click();
  return shows(page.getByTestId('toast').filter({ hasText: m('adminCatalog.updated') }), isStopped);
}

/** A session cookie of the admin on `url` (the sign-in API, as the login form uses it). */
export async function adminCookie(url: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, 'X-Forwarded-For': nextVisitor().ip },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  expect(login.status).toBe(200);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** What the running server holds, read as the admin: every inquiry reference (the inbox's CSV export) and an item's name (the product CSV export). */
export async function serverHolds(url: string, itemId: number): Promise<{ references: Set<string>; itemName: string | null }> {
  const cookie = await adminCookie(url);
  const read = async (path: string) => {
    const response = await fetch(`${url}${path}`, { headers: { cookie }, signal: AbortSignal.timeout(30_000) });
    expect(response.status, path).toBe(200);
    return (await response.text()).replace(/^\uFEFF/, '');
  };
  const inquiries = parse(await read('/admin-panel/inquiries/export'), { columns: true }) as Record<string, string>[];
  const products = parse(await read('/api/admin/products-csv'), { columns: true }) as Record<string, string>[];
  return {
    references: new Set(inquiries.map((row) => row.Reference!)),
    itemName: products.find((row) => row.id === String(itemId))?.name ?? null,
  };
}
