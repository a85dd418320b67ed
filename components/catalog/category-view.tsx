import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { CategoryBrowser } from '@/components/catalog/category-browser';
import { pagerHrefs } from '@/components/catalog/category-fetch';
import { getBrowserLabels } from '@/components/catalog/catalog-labels';
import { CategoryRecommendations } from '@/components/catalog/category-recommendations';
import { JsonLdScript } from '@/components/site/json-ld';
import { LocalizedLink as Link } from '@/components/site/localized-link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { categoryPageJsonLd } from '@/lib/catalog/jsonld';
import { listedLocales, mainTextLocale } from '@/lib/catalog/localise';
import { getCategoryWithItems } from '@/lib/catalog/queries';
import { listOtherCategories } from '@/lib/catalog/recommendation-queries';
import {
  browsePage,
  filterAndSortItems,
  parseRouteId,
  toCardItem,
  type BrowseState,
  type CategoryWithItems,
} from '@/lib/catalog/read-models';
import { canonicalSlug } from '@/lib/catalog/slug-rules';
import { getConfig } from '@/lib/config';
import { localizedPath, routing, type AppLocale } from '@/lib/i18n/routing';
import { categoryHref, categoryHrefs } from '@/lib/seo/catalog-paths';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { shareCardPath } from '@/lib/seo/share-card-path';
import { siteConfig } from '@/lib/site-config';

type Params = Promise<{ locale: string; category: string }>;

/** The category's address in every locale, each with its own slug (canonical, hreflang, links). */
function addresses(data: CategoryWithItems, locale: AppLocale) {
  const slugs = { ...data.slugs, [locale]: canonicalSlug('category', { id: data.id, slug: data.slugs[locale], name: data.name }) };
  return categoryHrefs(data.id, slugs);
}

/** The category's metadata; every search, order and page of it has the category's canonical URL. */
export async function categoryMetadata(params: Params): Promise<Metadata> {
  const { locale, category } = await params;
  const id = parseRouteId(category);
  if (!hasLocale(routing.locales, locale) || id === null) return {};
  const [data, t, card] = await Promise.all([
    getCategoryWithItems(id, locale),
    getTranslations({ locale, namespace: 'catalog' }),
    getTranslations({ locale, namespace: 'shareCard' }),
  ]);
  if (!data) return { title: t('categoryFallback'), robots: { index: false } };
  const name = data.name || t('categoryFallback');
  return pageMetadata({
    locale,
    path: addresses(data, locale),
    title: name,
    description: t('metaDescription', { name, company: siteConfig.companyName, count: data.items.length }),
    card: shareCardPath('category', locale, data.id),
    image: data.items.find((i) => i.mainPhotoUrl)?.mainPhotoUrl, // where cards are off (SHARE_CARDS=off)
    imageAlt: card('alt', { title: name, company: siteConfig.legalName }),
    translatedLocales: listedLocales(data.translatedIn),
  });
}

/**
 * A category page for one search, order and page: the first page A–Z is the cached
 * `/category/N`; a URL with ?q=, ?sort= or ?page= is rewritten to the `browse` route, which renders
 * per request (lib/i18n/locale-rewrites.ts). Either way the page carries only its eight items.
 */
/**
 * `requested`: the slug in the URL and its query string as the visitor sent it (`?q=…`, without
 * the rewrite's own `slug`); a missing or other slug answers 308 to this locale's address with
 * the same query, in one hop.
 */
export async function CategoryView({
  params,
  state,
  requested,
}: {
  params: Params;
  state: BrowseState;
  requested: { slug: string | undefined; query: string };
}) {
  const { locale, category } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const id = parseRouteId(category);
  if (id === null) notFound();
  const [data, t, labels] = await Promise.all([
    getCategoryWithItems(id, locale),
    getTranslations({ locale, namespace: 'catalog' }),
    getBrowserLabels(locale),
  ]);
  if (!data) notFound();
  const href = addresses(data, locale)[locale];
  if (href !== categoryHref({ id, slug: requested.slug })) permanentRedirect(`${localizedPath(locale, href)}${requested.query}`);
  // Only for a category that exists: keyed by id, this cached read would otherwise store one
  // entry per made-up category URL.
  const others = await listOtherCategories(id, locale);
  const name = data.name || t('categoryFallback');
  const crumbs = [
    { label: t('home'), href: '/' },
    { label: name, lang: data.lang?.name },
  ];
  const siteUrl = getConfig().siteUrl;
  const path = localizedPath(locale, href);
  const shown = browsePage(filterAndSortItems(data.items, '', 'asc', locale), state, locale);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumb
        label={t('breadcrumb')}
        crumbs={crumbs}
        renderLink={(c, className) => (
          <Link locale={locale} href={c.href} className={className}>
            {c.label}
          </Link>
        )}
      />
      <CategoryBrowser
        // Names are the locale's (per-field fallback marked with `lang`), sorted with its collation.
        // The cards' fields only: the dialogs fetch descriptions and specifications when opened.
        initial={{ ...shown, items: shown.items.map(toCardItem) }}
        state={state}
        pager={pagerHrefs(path, state, shown.page)}
        path={path}
        locale={locale}
        labels={labels}
        searchIcon={
          <svg
            viewBox="0 0 20 20"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <circle cx="9" cy="9" r="6" />
            <path d="m13.5 13.5 3.5 3.5" strokeLinecap="round" />
          </svg>
        }
        // Without JavaScript the sort applies with this button (Enter in the search box works too).
        applyButton={
          <noscript>
            <button
              type="submit"
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-base font-medium text-slate-900"
            >
              {labels.apply}
            </button>
          </noscript>
        }
        heading={
          <h1 lang={data.lang?.name} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {name}
          </h1>
        }
      />
      <CategoryRecommendations
        locale={locale}
        title={t('recommendations')}
        emptyText={t('noRecommendations')}
        unnamed={t('unnamedCategory')}
        categories={others}
      />
      <JsonLdScript
        data={[
          categoryPageJsonLd({ siteUrl, path, name, inLanguage: mainTextLocale(locale, data.translatedIn) }),
          breadcrumbJsonLd(siteUrl, [
            { name: t('home'), path: localizedPath(locale, '/') },
            { name, path },
          ]),
        ]}
      />
    </div>
  );
}
