import { localizedPath, splitLocale, type AppLocale } from '../i18n/routing';

// Where a successful sign-in goes: the admin page that sent the visitor to /login
// (`/login?next=/id/admin-panel/blog`), else /admin-panel; always in the sign-in's language.
// Same-site only: `next` must be a plain admin path. Anything else (absolute URLs, `//host`,
// backslashes, encoded slashes, dot segments, control characters, other pages) is ignored.

const ADMIN_PATH = /^\/admin-panel(?:\/[A-Za-z0-9_-]+)*$/;
const SAFE_QUERY = /^\?[A-Za-z0-9_.~=&%+-]{0,200}$/;
export const RETURN_PARAM = 'next';

/** The path + query to return to, when `next` is a same-site admin path; null otherwise. */
export function safeReturnPath(next: unknown, locale: AppLocale): string | null {
  if (typeof next !== 'string' || next.length > 300) return null;
  // Only one leading slash, then a path segment: never `//host`, `/\host`, `http:` …
  if (!/^\/[A-Za-z0-9]/.test(next) || /[\\\s\u0000-\u001f\u007f]/.test(next)) return null;
  const queryAt = next.indexOf('?');
  const path = queryAt === -1 ? next : next.slice(0, queryAt);
  const query = queryAt === -1 ? '' : next.slice(queryAt);
  const appPath = splitLocale(path).pathname;
  if (!ADMIN_PATH.test(appPath)) return null;
  if (query && !SAFE_QUERY.test(query)) return null;
  // Next's RSC cache-busting parameter belongs to the request that was redirected, not to the page.
  const params = new URLSearchParams(query);
  params.delete('_rsc');
  const kept = params.toString();
  return localizedPath(locale, appPath) + (kept ? `?${kept}` : '');
}

/** After sign-in: the safe return path, else the admin home in the sign-in's language. */
export function afterSignInPath(next: unknown, locale: AppLocale): string {
  return safeReturnPath(next, locale) ?? localizedPath(locale, '/admin-panel');
}
