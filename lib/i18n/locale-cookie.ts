import { routing } from './routing';

/**
 * Stores a language choice in the browser the way next-intl's Link with `locale` did (its
 * syncLocaleCookie): same cookie name, path and attributes as `routing.localeCookie`, so middleware
 * and the server see the same choice. Public client components use plain next/link and this
 * instead of next-intl's navigation runtime.
 */
export function localeCookieString(locale: string): string {
  const cookie = routing.localeCookie;
  const name = cookie && typeof cookie === 'object' && cookie.name ? cookie.name : 'NEXT_LOCALE';
  const maxAge = cookie && typeof cookie === 'object' && cookie.maxAge ? cookie.maxAge : 60 * 60 * 24 * 365;
  const sameSite = cookie && typeof cookie === 'object' && cookie.sameSite ? String(cookie.sameSite) : 'lax';
  return `${name}=${locale};path=/;max-age=${maxAge};sameSite=${sameSite};`;
}

export function rememberLocale(locale: string): void {
  document.cookie = localeCookieString(locale);
}
