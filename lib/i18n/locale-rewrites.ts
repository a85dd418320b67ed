import { DEFAULT_LOCALE, LOCALES } from './routing';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Public pages skip middleware (see its matcher), so the unprefixed URLs of the default
 * locale reach `app/[locale]` through these rewrites instead of next-intl's. Not for locale-prefixed
 * paths (`/en/…` too: middleware redirects those to the unprefixed URL), build assets, the API,
 * photos, or root-level files (robots.txt, sitemap.xml, public/). beforeFiles: before `[locale]`
 * could take `/blog` as a locale. When middleware runs it rewrites to /en/… first and this no
 * longer matches. Built from LOCALES, so a new language needs no change here.
 */
export function localeRewrites() {
  const prefixes = LOCALES.map(escape).join('|');
  return {
    beforeFiles: [
      { source: '/', destination: `/${DEFAULT_LOCALE}` },
      { source: `/:path((?!(?:${prefixes})(?:/|$)|_next/|api/|storage/|[^/]+\\.[^/]+$).+)`, destination: `/${DEFAULT_LOCALE}/:path` },
    ],
    afterFiles: [],
    fallback: [],
  };
}
