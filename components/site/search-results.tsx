import { photoAttrs, PLACEHOLDER_IMAGE } from '@/components/catalog/photo-src';
import { langFor } from '@/lib/i18n/content-fallback';
import type { AppLocale } from '@/lib/i18n/routing';
import { searchResultHref } from '@/lib/search/links';
import type { SearchHit } from '@/lib/search/search';

export type SearchResultLabels = {
  list: string;
  product: string;
  article: string;
  code: (code: string) => string;
  /** Beside a result with no translation in the page's language (never in English, where nothing falls back). */
  englishOnly: string;
};

/** One page of results: products and articles in one ranked list, each a plain link. */
export function SearchResultList({ hits, locale, labels }: { hits: SearchHit[]; locale: AppLocale; labels: SearchResultLabels }) {
  return (
    <ol
      aria-label={labels.list}
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      data-testid="search-results"
    >
      {hits.map((hit) => (
        <li key={`${hit.kind}:${hit.id}`} className="flex gap-4 p-4" data-kind={hit.kind}>
          {hit.kind === 'product' ? (
            <ProductHit hit={hit} locale={locale} labels={labels} />
          ) : (
            <PostHit hit={hit} locale={locale} labels={labels} />
          )}
        </li>
      ))}
    </ol>
  );
}

type Props<K extends SearchHit['kind']> = { hit: Extract<SearchHit, { kind: K }>; locale: AppLocale; labels: SearchResultLabels };

function Kind({ text, englishOnly }: { text: string; englishOnly: string | null }) {
  return (
    <p className="flex items-center gap-2 text-xs">
      <span className="font-semibold tracking-wide text-brand-700 uppercase">{text}</span>
      {englishOnly && (
        <span className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700" data-testid="search-english-only">
          {englishOnly}
        </span>
      )}
    </p>
  );
}

function ProductHit({ hit, locale, labels }: Props<'product'>) {
  const photo = photoAttrs(hit.photoUrl || PLACEHOLDER_IMAGE, 'thumb');
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- a plain <img> with a server-computed srcset, as on every public page */}
      <img {...photo} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover" />
      <div className="min-w-0">
        <Kind text={labels.product} englishOnly={hit.name.fallback ? labels.englishOnly : null} />
        <h2 className="text-base font-semibold text-slate-900">
          <a
            href={searchResultHref(locale, { kind: 'product', id: hit.id, slug: hit.productSlug })}
            lang={langFor(hit.name, locale)}
            className="hover:text-brand-700 hover:underline"
          >
            {hit.name.value}
          </a>
        </h2>
        <p className="text-sm text-slate-600">
          {hit.code && <span>{labels.code(hit.code)}</span>}
          {hit.code && hit.category && <span aria-hidden="true"> · </span>}
          {hit.category && <span lang={langFor(hit.category, locale)}>{hit.category.value}</span>}
        </p>
      </div>
    </>
  );
}

function PostHit({ hit, locale, labels }: Props<'post'>) {
  return (
    <div className="min-w-0">
      <Kind text={labels.article} englishOnly={hit.title.fallback ? labels.englishOnly : null} />
      <h2 className="text-base font-semibold text-slate-900">
        <a
          href={searchResultHref(locale, { kind: 'post', slug: hit.slug })}
          lang={langFor(hit.title, locale)}
          className="hover:text-brand-700 hover:underline"
        >
          {hit.title.value}
        </a>
      </h2>
      {hit.excerpt && hit.excerpt.value.trim() !== '' && (
        <p className="line-clamp-2 text-sm text-slate-600" lang={langFor(hit.excerpt, locale)}>
          {hit.excerpt.value}
        </p>
      )}
    </div>
  );
}
