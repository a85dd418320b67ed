// Stand-ins for the request a server action or route handler runs in, shared by the integration
// tests. Next gives the code under test its cookies and headers through `next/headers`, and the
// session it finds there decides what the code may do; the tests call that code directly, with no
// request around it, so they replace those modules with the factories below.
//
// A test file imports the state it steers and hands the factories to vi.mock:
//
//   import { cookieJar } from '@/tests/request-mocks';
//   vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
//   vi.mock('@/lib/auth/auth-port', async (importOriginal) =>
//     (await import('@/tests/request-mocks')).authPortModule(await importOriginal()));
//
// Why this works: Vitest hoists vi.mock above the file's imports and calls a factory the first time
// the mocked module is imported. The factory imports this module dynamically, and the file's own
// static import of it resolves to the same instance, so `cookieJar.token = …` in a test is what the
// mocked `cookies()` reads. Every integration file runs in a fresh worker (isolation), so the state
// here starts empty in each file and never leaks from one file to the next.
import type { AuthPort } from '@/lib/auth/port';

/** The name of the session cookie (lib/auth/token.ts), spelled out so this module imports no app code. */
const SESSION_COOKIE = 'admin_session';

/**
 * The "browser" of an action or route test: the session token it sends (none while undefined),
 * and whether the auth port answers as a verified user who is not an administrator instead (a
 * Supabase sign-up), which only takes effect in files that mock the auth port with
 * `authPortModule`.
 */
export const cookieJar = { token: undefined as string | undefined, nonAdmin: false };

/**
 * A whole cookie store, for the tests that sign in and out through the real route handlers: what
 * the code sets is kept, what it deletes is gone, and the test can read or plant any cookie.
 * Tests clear it between cases (`cookieStore.clear()`).
 */
export const cookieStore = new Map<string, string>();

/** The user the auth port answers with while `cookieJar.nonAdmin` is set. */
export const NON_ADMIN_USER = { userId: 'signup', email: 'signup@example.com', isAdmin: false } as const;

type HeadersOptions = {
  /** The request headers `headers()` answers with (none by default), e.g. the client address. */
  headers?: Record<string, string>;
};

const requestHeaders = (options: HeadersOptions) => async () => new Headers(options.headers);

/**
 * `next/headers` for a signed-in (or not) admin request: `cookies()` answers only the session
 * cookie, from `cookieJar.token`; the code's cookie writes are dropped.
 */
export function nextHeadersModule(options: HeadersOptions = {}) {
  return {
    cookies: async () => ({
      get: (name: string) => (name === SESSION_COOKIE && cookieJar.token ? { name, value: cookieJar.token } : undefined),
      set: () => {},
      delete: () => {},
    }),
    headers: requestHeaders(options),
  };
}

/**
 * `next/headers` backed by `cookieStore`: sign-in sets the session cookie there, sign-out deletes
 * it, and the next call reads whatever is left, as a browser would send it.
 */
export function nextHeadersCookieStoreModule(options: HeadersOptions = {}) {
  return {
    cookies: async () => ({
      get: (name: string) => (cookieStore.has(name) ? { name, value: cookieStore.get(name) } : undefined),
      set: (name: string, value: string) => void cookieStore.set(name, value),
      delete: (arg: string | { name: string }) => void cookieStore.delete(typeof arg === 'string' ? arg : arg.name),
    }),
    headers: requestHeaders(options),
  };
}

/**
 * `@/lib/auth/auth-port` as configured (`real` is the original module), except that while
 * `cookieJar.nonAdmin` is set the port's current user is NON_ADMIN_USER: a verified account that
 * must still be refused by every administrator guard.
 */
export function authPortModule(real: { getAuthPort: () => Promise<AuthPort> }) {
  return {
    getAuthPort: async (): Promise<AuthPort> => {
      const port = await real.getAuthPort();
      return cookieJar.nonAdmin ? { ...port, currentUser: async () => ({ ...NON_ADMIN_USER }) } : port;
    },
  };
}
