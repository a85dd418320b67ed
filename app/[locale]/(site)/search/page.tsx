import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SearchBox } from '@/components/site/search-box';
import { SearchResultList } from '@/components/site/search-results';
import { Pagination } from '@/components/ui/pagination';
import { getConfig } from '@/lib/config';
import { localizedPath, routing, type AppLocale } from '@/lib/i18n/routing';
import { parseSearchRequest, searchPageCount, SEARCH_PAGE_SIZE, MAX_SEARCH_PAGE } from '@/lib/search/query';
import { searchSite } from '@/lib/search/search';
import { siteConfig } from '@/lib/site-config';

// `/search?q=…&page=…`: rendered per request (it reads the query), so Next marks it
// `private, no-store` and no shared cache keeps a result page (lib/http/cache-policy.ts).
// Result pages are never indexed: `noindex` on every one of them.

// Rendered for every request: the [locale] layout's static params would otherwise make Next treat
// it as a static page and refuse its search parameters at run time.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/search'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const [t, request] = await Promise.all([getTranslations({ locale, namespace: 'search' }), searchParams.then(parseSearchRequest)]);
  return {
    title: request.kind === 'empty' ? t('title') : t('titleFor', { query: request.q }),
    description: t('metaDescription', { company: siteConfig.companyName }),
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, request] = await Promise.all([getTranslations({ locale, namespace: 'search' }), searchParams.then(parseSearchRequest)]);
  const action = localizedPath(locale, '/search');
  const results = request.kind === 'search' ? await searchSite(request.q, locale, request.page) : null;
  const q = request.kind === 'empty' ? '' : request.q;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('heading')}</h1>
      <SearchBox
        action={action}
        id="search-page-q"
        defaultValue={q}
        labels={{ label: t('inputLabel'), placeholder: t('placeholder'), submit: t('submit') }}
        className="mt-6"
      />
      <div
        className="mt-6"
        data-testid="search-state"
        data-state={request.kind === 'search' ? (results?.total ? 'results' : 'none') : request.kind}
      >
        {request.kind === 'empty' && <p className="text-slate-700">{t('empty')}</p>}
        {request.kind === 'too-short' && <p className="text-slate-700">{t('tooShort', { query: request.q })}</p>}
        {request.kind === 'search' && results && results.total === 0 && <NoResults locale={locale} query={request.q} />}
        {request.kind === 'search' && results && results.total > 0 && (
          <Results locale={locale} query={request.q} page={request.page} results={results} action={action} />
        )}
      </div>
    </div>
  );
}

async function Results({
  locale,
  query,
  page,
  results,
  action,
}: {
  locale: AppLocale;
  query: string;
  page: number;
  results: Awaited<ReturnType<typeof searchSite>>;
  action: string;
}) {
  const t = await getTranslations({ locale, namespace: 'search' });
  const totalPages = searchPageCount(results.total);
  // The search counts at most a bounded number of hits (lib/search/search.ts): past what the pages
  // show, the exact total is unknown and the page says "more than".
  const capped = results.total > MAX_SEARCH_PAGE * SEARCH_PAGE_SIZE;
  const hrefFor = (n: number) => `${action}?${new URLSearchParams({ q: query, ...(n > 1 ? { page: String(n) } : {}) }).toString()}`;
  return (
    <>
      <p role="status" className="mb-4 text-sm text-slate-700" data-testid="search-count">
        {capped
          ? t('resultCountMore', { count: MAX_SEARCH_PAGE * SEARCH_PAGE_SIZE, query })
          : t('resultCount', { count: results.total, query })}
      </p>
      {results.hits.length > 0 ? (
        <SearchResultList
          hits={results.hits}
          locale={locale}
          labels={{
            list: t('resultsLabel'),
            product: t('kindProduct'),
            article: t('kindArticle'),
            code: (code) => t('code', { code }),
            englishOnly: t('englishOnly'),
          }}
        />
      ) : (
        <p className="text-slate-700">{t('noResultsHelp')}</p>
      )}
      {capped && <p className="mt-4 text-sm text-slate-600">{t('moreResults', { shown: MAX_SEARCH_PAGE * SEARCH_PAGE_SIZE })}</p>}
      {totalPages > 1 && (
        <div className="mt-6">
          <Pagination
            page={Math.min(page, totalPages)}
            totalPages={totalPages}
            label={t('pagination.label')}
            previousLabel={t('pagination.previous')}
            nextLabel={t('pagination.next')}
            statusText={t('pagination.status', { page: Math.min(page, totalPages), total: totalPages })}
            hrefFor={hrefFor}
          />
        </div>
      )}
    </>
  );
}

async function NoResults({ locale, query }: { locale: AppLocale; query: string }) {
  const t = await getTranslations({ locale, namespace: 'search' });
  const hasSections = getConfig().homePage === 'landing';
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-slate-700">
      <p className="font-semibold text-slate-900">{t('noResults', { query })}</p>
      <p className="mt-2">{t('noResultsHelp')}</p>
      <p className="mt-4">{t('browseHint')}</p>
      <ul className="mt-2 flex flex-wrap gap-4">
        {hasSections && (
          <li>
            <a className="font-medium text-brand-700 underline" href={`${localizedPath(locale, '/')}#product`}>
              {t('browseProducts')}
            </a>
          </li>
        )}
        <li>
          <a className="font-medium text-brand-700 underline" href={localizedPath(locale, '/blog')}>
            {t('browseBlog')}
          </a>
        </li>
      </ul>
    </div>
  );
}
