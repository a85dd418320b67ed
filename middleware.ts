import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { isAdminPath, normalizeAppPath } from './lib/auth/admin-path';
import { refreshSupabaseSession } from './lib/auth/supabase-middleware';
import { SESSION_COOKIE, verifySessionToken } from './lib/auth/token';
import { getConfig } from './lib/config';
import { LOCALE_COOKIE, localeFromLng, localizedPath, routing, splitLocale } from './lib/i18n/routing';
import { forgedForwardedHost } from './lib/http/forwarded';
import { meetsMatcher, type Matcher } from './lib/http/middleware-conditions';
import { bodyLimitStatus } from './lib/security/body-limits.mjs';
import { buildCsp, createNonce, usesNonce } from './lib/security/csp';
import { searchRateLimitResponse } from './lib/search/rate-limited-response';

// Edge-safe on purpose (docs/decisions/020-middleware-only-where-needed.md): locale routing, session verification, redirects,
// body limits and the CSP. No database, no `node:` imports. The admin layout, every admin action
// and route handler check the session again themselves: this is never the only guard.

const intl = createIntlMiddleware(routing);

/**
 * A redirect to a path of this site. Built on `request.url` (the origin the server itself was
 * reached on), never on `request.nextUrl` (Next rewrites 127.0.0.1 to localhost there and applies
 * X-Forwarded-Proto), so Next's router turns it into a relative `Location` and the browser stays
 * on whatever host it used (a proxy's, a real domain's).
 */
function redirectTo(request: NextRequest, pathAndQuery: string): NextResponse {
  const response = NextResponse.redirect(new URL(pathAndQuery, request.url));
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

export default async function middleware(request: NextRequest): Promise<NextResponse> {
  // Where Next would not have run middleware (OpenNext on Workers runs it on any path pattern,
  // ignoring `has`: lib/http/middleware-conditions.ts), the request goes on untouched.
  if (!meetsMatcher(config.matcher as Matcher[], request)) return NextResponse.next();
  const settings = getConfig();
  const { pathname, searchParams } = request.nextUrl;
  const appPath = normalizeAppPath(pathname);

  // Oversized page/server-action bodies (api/ has its own caps). By now Next has already copied the
  // body, so the real refusal is the body guard in front of Next (lib/security/body-guard.mjs); this
  // is the same rule for a server started without it.
  const tooLarge = bodyLimitStatus(request.method, request.headers);
  if (tooLarge) return new NextResponse(null, { status: tooLarge, headers: { 'Cache-Control': 'no-store', Connection: 'close' } });
  // Without a trusted proxy a client-written X-Forwarded-Host could satisfy Next's Server Action
  // origin check (Origin: evil + X-Forwarded-Host: evil): refuse any write that carries one.
  if (request.method !== 'GET' && request.method !== 'HEAD' && forgedForwardedHost(request.headers, settings.trustProxy)) {
    return new NextResponse(null, { status: 403, headers: { 'Cache-Control': 'no-store' } });
  }

  // Admin pages and sign-in render per request: their scripts carry this nonce (Next reads it from
  // the request's CSP header). Cached public pages cannot (docs/decisions/020-middleware-only-where-needed.md).
  const nonce = usesNonce(appPath) && (request.method === 'GET' || request.method === 'HEAD') ? createNonce() : undefined;
  const csp = buildCsp({
    nonce,
    dev: process.env.NODE_ENV === 'development',
    supabaseOrigin: settings.backend.kind === 'supabase' ? new URL(settings.backend.url).origin : '',
  });
  const withCsp = (response: NextResponse) => {
    response.headers.set('Content-Security-Policy', csp);
    return response;
  };

  // SPEC: the language can be chosen with ?lng= (the old site's i18next query parameter).
  const lng = localeFromLng(searchParams.get('lng'));
  if (lng) {
    const query = new URLSearchParams(searchParams);
    query.delete('lng');
    const search = query.size > 0 ? `?${query}` : '';
    const response = redirectTo(request, localizedPath(lng, splitLocale(pathname).pathname) + search);
    response.cookies.set(LOCALE_COOKIE, lng, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' });
    return withCsp(response);
  }

  // Too many searches from one address: 429 before the page runs its database statement.
  const limited = searchRateLimitResponse(
    { method: request.method, pathname, searchParams, headers: request.headers },
    settings.trustProxy,
  );
  if (limited) return withCsp(new NextResponse(limited.body, { status: limited.status, headers: limited.headers }));

  let signedIn = false;
  let applySupabaseCookies = (r: NextResponse) => r;
  if (settings.backend.kind === 'supabase') {
    const result = await refreshSupabaseSession(request, settings.backend.url, settings.backend.anonKey);
    signedIn = result.signedIn;
    applySupabaseCookies = result.apply;
  } else if (isAdminPath(pathname)) {
    signedIn = (await verifySessionToken(request.cookies.get(SESSION_COOKIE)?.value, settings.sessionSecret)) !== null;
  }

  if (isAdminPath(pathname) && !signedIn) {
    const login = localizedPath(splitLocale(pathname).locale, '/login');
    // Back to this admin page after signing in (the login route keeps same-site admin paths only).
    const next = request.method === 'GET' ? `?next=${encodeURIComponent(pathname + request.nextUrl.search)}` : '';
    const response = redirectTo(request, login + next);
    return withCsp(applySupabaseCookies(response));
  }

  let forwarded = request;
  if (nonce) {
    const headers = new Headers(request.headers);
    headers.set('Content-Security-Policy', csp);
    forwarded = new NextRequest(request.url, { method: request.method, headers });
  }
  const response = intl(forwarded);
  // next-intl stores the detected locale in a cookie whenever it differs from Accept-Language;
  // a Set-Cookie on a public page stops CDNs from caching it, so only an explicit choice
  // (?lng= above, or the language menu, which sets it in the browser) is remembered.
  const setCookie = response.headers.getSetCookie?.() ?? [];
  if (setCookie.some((c) => c.startsWith(`${LOCALE_COOKIE}=`))) {
    response.headers.delete('set-cookie');
    setCookie.filter((c) => !c.startsWith(`${LOCALE_COOKIE}=`)).forEach((c) => response.headers.append('set-cookie', c));
  }
  return withCsp(applySupabaseCookies(response));
}

// Middleware runs only where it is needed: a public page (home, category, product, blog
// list, article, RSS) in its canonical spelling skips it and gets its headers from next.config.ts
// (publicHeaders) and its unprefixed English URL mapped to /en by a rewrite (localeRewrites). Matchers
// are OR'd; each one below brings middleware back for a case that needs it. Next tests the raw and the
// decoded path, so an encoded admin path never looks public. lib/i18n/middleware-matcher.test.ts
// checks these against Next's own matcher compiler. Must stay literal (Next reads it statically).
export const config = {
  matcher: [
    // 1. Everything but build assets, photo files, root-level files, the API and the public pages.
    '/((?!api/|_next/|storage/|sitemap\\.xml$|robots\\.txt$|[^/]+\\.(?:svg|png|jpe?g|ico|webp|txt|webmanifest)$|(?:(?:id|zh-CN)(?:/|$))?(?:$|(?:category|product)/(?:[^/]+|\\d+/[a-z0-9-]+)$|blog(?:/page)?(?:/[^/]+)?$)).*)',
    // 2. ?lng= (the old site's language parameter) anywhere.
    { source: '/((?!api/|_next/|storage/|[^/]+\\.[^/]+$).*)', has: [{ type: 'query', key: 'lng' }] },
    // 3. A request with a body (page POSTs, server actions, no-JS forms): body limits first.
    { source: '/((?!api/|_next/|storage/).*)', has: [{ type: 'header', key: 'content-length' }] },
    { source: '/((?!api/|_next/|storage/).*)', has: [{ type: 'header', key: 'transfer-encoding' }] },
    // 4. Locale detection on unprefixed URLs: a remembered non-English choice, or a browser that
    //    names any language but English (next-intl then decides; it may still be English).
    {
      source: '/((?!api/|_next/|storage/|id(?:/|$)|zh-CN(?:/|$)|[^/]+\\.[^/]+$).*)',
      has: [{ type: 'cookie', key: 'NEXT_LOCALE', value: '(?!en$).*' }],
    },
    {
      source: '/((?!api/|_next/|storage/|id(?:/|$)|zh-CN(?:/|$)|[^/]+\\.[^/]+$).*)',
      has: [{ type: 'header', key: 'accept-language', value: '(?:.*,)?\\s*(?![eE][nN](?![a-zA-Z])|\\*)[a-zA-Z].*' }],
    },
  ],
};
