import path from 'node:path';
import { createServerClient } from '@supabase/ssr';
import { createClient } from '@supabase/supabase-js';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { supabaseClientOptions } from '../lib/auth/supabase-transport';

export const SUPABASE_URL = process.env.REHEARSAL_SUPABASE_URL!;
export const ANON_KEY = process.env.REHEARSAL_SUPABASE_ANON_KEY!;
/** The service-role key: lists the bucket through the Storage API, on the stand-in and a real project alike. */
export const SERVICE_KEY = process.env.REHEARSAL_SUPABASE_SERVICE_KEY!;

export const OWNER = { email: 'owner@example.com', password: 'owner-pass-1' }; // role admin (= owner) + BLOG_ADMIN_EMAILS
export const STAFF = { email: 'staff@example.com', password: 'staff-pass-1' }; // app_metadata.role catalogue
export const SALES = { email: 'sales@example.com', password: 'sales-pass-1' }; // app_metadata.role sales
export const ROTATE = { email: 'rotate@example.com', password: 'rotate-pass-1' }; // expiry + password journeys

export const fixture = (name: string) => path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'uploads', name);

export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(account.email);
  await page.locator('#login-password').fill(account.password);
  await page.locator('form button[type=submit]').click();
  // A sign-in lands in the admin, on its overview.
  await page.waitForURL((url) => url.pathname === '/admin-panel', { timeout: 30_000 });
}

/** The Supabase session cookie(s) @supabase/ssr set (`sb-<ref>-auth-token`, maybe chunked). */
export async function authCookies(context: BrowserContext) {
  return (await context.cookies()).filter((c) => c.name.startsWith('sb-') && c.name.includes('-auth-token'));
}

/** The session stored in the cookies, decoded the way @supabase/ssr encodes it (`base64-` + JSON). */
export async function cookieSession(
  context: BrowserContext,
): Promise<{ access_token: string; refresh_token: string; expires_at: number } | null> {
  const cookies = (await authCookies(context))
    .filter((c) => !c.name.includes('code-verifier'))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (!cookies.length) return null;
  const raw = cookies.map((c) => decodeURIComponent(c.value)).join('');
  return JSON.parse(raw.startsWith('base64-') ? Buffer.from(raw.slice(7), 'base64url').toString('utf8') : raw);
}

/** A fresh, self-service sign-up (anyone holding the public anon key can do this). */
export async function signUpNonAdmin(email: string, password: string) {
  const client = createClient(SUPABASE_URL, ANON_KEY, { ...supabaseClientOptions, auth: { persistSession: false } });
  const { data, error } = await client.auth.signUp({ email, password });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session (e-mail confirmation on?)'}`);
  return data.session;
}

/** Puts a session into the browser exactly as @supabase/ssr would have stored it. */
export async function installSession(context: BrowserContext, baseURL: string, session: { access_token: string; refresh_token: string }) {
  const jar = new Map<string, string>();
  const ssr = createServerClient(SUPABASE_URL, ANON_KEY, {
    ...supabaseClientOptions,
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (list) => list.forEach((c) => jar.set(c.name, c.value)),
    },
  });
  const { error } = await ssr.auth.setSession(session);
  if (error) throw error;
  await context.addCookies([...jar].filter(([, v]) => v).map(([name, value]) => ({ name, value, url: baseURL })));
}

/**
 * Every object in the photo bucket (full paths, sorted), listed the way any Storage client does:
 * `POST /storage/v1/object/list/itemphotos` with the service-role key, one folder level per call
 * (folders come back without an id). Never a local folder, so a real project answers the same.
 */
export async function storedFiles(): Promise<string[]> {
  const bucket = createClient(SUPABASE_URL, SERVICE_KEY, { ...supabaseClientOptions, auth: { persistSession: false } }).storage.from(
    'itemphotos',
  );
  const found: string[] = [];
  const walk = async (prefix: string): Promise<void> => {
    const limit = 1000;
    for (let offset = 0; ; offset += limit) {
      const { data, error } = await bucket.list(prefix, { limit, offset, sortBy: { column: 'name', order: 'asc' } });
      if (error) throw new Error(`listing itemphotos/${prefix} failed: ${error.message}`);
      for (const entry of data) {
        const full = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.id === null) await walk(full);
        else found.push(full);
      }
      if (data.length < limit) return;
    }
  };
  await walk('');
  return found.sort();
}

export async function expectPublicObject(objectPath: string, present: boolean) {
  const res = await fetch(`${SUPABASE_URL}/storage/v1/object/public/itemphotos/${objectPath}`);
  expect(res.ok, `${objectPath} should ${present ? '' : 'not '}be in Storage`).toBe(present);
}
