import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isAdminPath } from './lib/auth/admin-path';
import { refreshSupabaseSession } from './lib/auth/supabase-middleware';
import { SESSION_COOKIE, verifySessionToken } from './lib/auth/token';
import { getConfig } from './lib/config';
import { LOCALE_COOKIE, localeFromLng, localizedPath, routing, splitLocale } from './lib/i18n/routing';

// Edge-safe on purpose (see DESIGN-NOTES.md): locale routing, session verification, redirects.
// No database, no `node:` imports. The admin layout, every admin action and route handler check
// the session again themselves: this is never the only guard.

const intl = createIntlMiddleware(routing);

export default async function middleware(request: NextRequest): Promise<NextResponse> {
  const config = getConfig();
  const { pathname, searchParams } = request.nextUrl;

  // SPEC: the language can be chosen with ?lng= (the old site's i18next query parameter).
  const lng = localeFromLng(searchParams.get('lng'));
  if (lng) {
    const url = request.nextUrl.clone();
    url.searchParams.delete('lng');
    url.pathname = localizedPath(lng, splitLocale(pathname).pathname);
    const response = NextResponse.redirect(url);
    response.cookies.set(LOCALE_COOKIE, lng, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' });
    return response;
  }

  let signedIn = false;
  let applySupabaseCookies = (r: NextResponse) => r;
  if (config.backend.kind === 'supabase') {
    const result = await refreshSupabaseSession(request, config.backend.url, config.backend.anonKey);
    signedIn = result.signedIn;
    applySupabaseCookies = result.apply;
  } else if (isAdminPath(pathname)) {
    signedIn = (await verifySessionToken(request.cookies.get(SESSION_COOKIE)?.value, config.sessionSecret)) !== null;
  }

  if (isAdminPath(pathname) && !signedIn) {
    const url = request.nextUrl.clone();
    url.pathname = localizedPath(splitLocale(pathname).locale, '/login');
    url.search = '';
    // Issue 17: back to this admin page after signing in (the login route keeps same-site admin paths only).
    if (request.method === 'GET') url.searchParams.set('next', pathname + request.nextUrl.search);
    const response = NextResponse.redirect(url);
    response.headers.set('Cache-Control', 'no-store');
    return applySupabaseCookies(response);
  }

  const response = intl(request);
  // next-intl stores the detected locale in a cookie whenever it differs from Accept-Language;
  // a Set-Cookie on a public page stops CDNs from caching it, so only an explicit choice
  // (?lng= above, or the language menu, which sets it in the browser) is remembered.
  const setCookie = response.headers.getSetCookie?.() ?? [];
  if (setCookie.some((c) => c.startsWith(`${LOCALE_COOKIE}=`))) {
    response.headers.delete('set-cookie');
    setCookie.filter((c) => !c.startsWith(`${LOCALE_COOKIE}=`)).forEach((c) => response.headers.append('set-cookie', c));
  }
  return applySupabaseCookies(response);
}

export const config = {
  // Everything but build assets, photo files, root-level files of public/, sitemap, robots and the API
  // (route handlers check sessions themselves).
  matcher: ['/((?!api/|_next/|storage/|sitemap\\.xml$|robots\\.txt$|[^/]+\\.(?:svg|png|jpe?g|ico|webp|txt|webmanifest)$).*)'],
};
