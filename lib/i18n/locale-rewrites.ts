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
      ...categoryBrowseRewrites(),
      { source: '/', destination: `/${DEFAULT_LOCALE}` },
      { source: `/:path((?!(?:${prefixes})(?:/|$)|_next/|api/|storage/|[^/]+\\.[^/]+$).+)`, destination: `/${DEFAULT_LOCALE}/:path` },
    ],
    afterFiles: [],
    fallback: [],
  };
}

/**
 * A category URL with a search, an order or a page (`?q=`, `?sort=`, `?page=`, any non-empty one)
 * goes to the category's `browse` route, which reads them and renders per request; without them
 * `/category/N/<slug>` stays the cached first page. The slug travels as `?slug=` (browse answers
 * 308 to the locale's address when it is missing or another, keeping the visitor's query), so
 * `/category/N?page=2` reaches the right page in one hop too. Not the category's fixed children
 * (`items`, `browse`). First in the list, so an unprefixed URL lands on the default locale's route
 * in one step (the next rule leaves prefixed paths alone).
 */
function categoryBrowseRewrites() {
  // Every locale, the default one too: middleware may have rewritten `/category/N` to `/en/…` first.
  const locales = LOCALES.map(escape).join('|');
  const slug = ':slug((?!(?:items|browse)$)[^/]+)';
  return ['q', 'sort', 'page'].flatMap((key) => {
    const has = [{ type: 'query' as const, key }];
    return [
      { source: '/category/:id', has, destination: `/${DEFAULT_LOCALE}/category/:id/browse` },
      { source: `/category/:id/${slug}`, has, destination: `/${DEFAULT_LOCALE}/category/:id/browse?slug=:slug` },
      { source: `/:locale(${locales})/category/:id`, has, destination: '/:locale/category/:id/browse' },
      { source: `/:locale(${locales})/category/:id/${slug}`, has, destination: '/:locale/category/:id/browse?slug=:slug' },
    ];
  });
}
