import { getTranslations } from 'next-intl/server';
import { toPostCard } from '@/lib/blog/format';
import { fallbackLang } from '@/lib/blog/localise';
import { paginatePosts } from '@/lib/blog/search';
import type { BlogTagPage } from '@/lib/blog/tag-reads';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { BlogListResults, resultsFor } from './blog-list-results';

/** The localised address of a tag's page (`/id/blog/tag/eco-friendly`). */
export function tagPagePath(locale: AppLocale, slug: string): string {
  return localizedPath(locale, `/blog/tag/${encodeURIComponent(slug)}`);
}

/**
 * /blog/tag/{slug} and its pages /blog/tag/{slug}/page/N: the tag's published posts, paged like the
 * blog list without JavaScript (page N shows pages 1..N, 'Load More' links the next one), all
 * server-rendered. The heading names the tag in the page's language (`lang` where it falls back).
 */
export async function TagPageScreen({ locale, data, page }: { locale: AppLocale; data: BlogTagPage; page: number }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const posts = data.posts.map((p) => toPostCard(p, locale));
  const labels = {
    emptyTitle: t('emptyTitle'),
    emptyBody: t('emptyBody'),
    clearFilters: t('clearFilters'),
    featured: t('featured'),
    readArticle: t('readArticle'),
    noDate: t('noDate'),
    loadMore: t('loadMore'),
    englishOnly: t('englishOnly'),
  };
  const tagLang = fallbackLang(data.tag.lang, locale);
  return (
    <main id="main">
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{t('tagKicker')}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            <span aria-hidden="true">#</span>
            <span lang={tagLang}>{data.tag.name}</span>
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700" data-testid="tag-count">
            {t('results', { count: posts.length })}
          </p>
          <a href={localizedPath(locale, '/blog')} className="status-back mt-6">
            {t('allArticles')}
          </a>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <BlogListResults
          {...resultsFor(paginatePosts(posts, page), posts)}
          view="grid"
          basePath={localizedPath(locale, '/blog')}
          pagePath={tagPagePath(locale, data.tag.slug)}
          labels={labels}
        />
      </div>
    </main>
  );
}
