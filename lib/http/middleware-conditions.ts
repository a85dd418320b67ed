/**
 * Whether a request meets one of middleware's matchers, conditions (`has`) included.
 *
 * Next runs middleware only for requests that meet a matcher: its path pattern AND its `has`
 * conditions. OpenNext (the Cloudflare Workers host) compiles the path patterns alone and runs
 * middleware whenever one of them matches, so there the matchers that only apply to requests with a
 * body, a `?lng=` or a language preference brought middleware to every public page and root-level
 * file: robots.txt was rewritten to /en/robots.txt (a 404), and public pages paid for middleware.
 * Middleware asks this first and lets everything else through untouched, as Next would have.
 *
 * The sources in middleware.ts are written as one regular-expression group (`/((?!…).*)`), which
 * path-to-regexp turns into that same expression; lib/i18n/middleware-matcher.test.ts compiles
 * them with Next's own code and compares.
 */
export type MatcherCondition = { type: 'header' | 'cookie' | 'query'; key: string; value?: string };
export type Matcher = string | { source: string; has?: MatcherCondition[]; missing?: MatcherCondition[] };

type Incoming = {
  nextUrl: { pathname: string; searchParams: URLSearchParams };
  headers: Headers;
  cookies: { get(name: string): { value: string } | undefined };
};

const compiled = new Map<string, RegExp>();
function pattern(source: string): RegExp {
  let re = compiled.get(source);
  if (!re) compiled.set(source, (re = new RegExp(`^${source}$`)));
  return re;
}

function conditionHolds(request: Incoming, c: MatcherCondition): boolean {
  const value =
    c.type === 'header'
      ? request.headers.get(c.key)
      : c.type === 'cookie'
        ? (request.cookies.get(c.key)?.value ?? null)
        : request.nextUrl.searchParams.get(c.key);
  if (value === null) return false;
  return c.value === undefined || new RegExp(`^${c.value}$`).test(value);
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export function meetsMatcher(matchers: readonly Matcher[], request: Incoming): boolean {
  const raw = request.nextUrl.pathname;
  const paths = [raw, decoded(raw)];
  return matchers.some((entry) => {
    const m = typeof entry === 'string' ? { source: entry } : entry;
    if (!paths.some((p) => pattern(m.source).test(p))) return false;
    return (m.has ?? []).every((c) => conditionHolds(request, c)) && !(m.missing ?? []).some((c) => conditionHolds(request, c));
  });
}
