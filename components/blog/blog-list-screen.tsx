import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { toPostCard } from '@/lib/blog/format';
import { listPublishedPosts } from '@/lib/blog/queries';
import { categoriesOf } from '@/lib/blog/search';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { BlogList } from './blog-list';
import { BlogListView, type BlogListLabels } from './blog-list-view';

/**
 * /blog and its no-JavaScript pages /blog/page/N. The server renders the plain state (page N, no
 * filters) as the Suspense fallback, which is what the cached HTML holds; the client list then
 * takes over with the state from the URL.
 */
export async function BlogListScreen({ locale, page }: { locale: AppLocale; page: number }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const summaries = await listPublishedPosts();
  const posts = summaries.map((p) => toPostCard(p, locale));
  const categories = categoriesOf(summaries).map((c) => ({ name: c.name, slug: c.slug }));
  const basePath = localizedPath(locale, '/blog');
  const labels: BlogListLabels = {
    searchLabel: t('searchLabel'),
    searchPlaceholder: t('searchPlaceholder'),
    viewToggle: t('viewToggle'),
    viewGrid: t('viewGrid'),
    viewList: t('viewList'),
    categoriesLabel: t('categoriesLabel'),
    allCategories: t('allCategories'),
    emptyTitle: t('emptyTitle'),
    emptyBody: t('emptyBody'),
    clearFilters: t('clearFilters'),
    featured: t('featured'),
    readArticle: t('readArticle'),
    noDate: t('noDate'),
    loadMore: t('loadMore'),
    rssLink: t('rssLink'),
    // Every possible match count, formatted here with the ICU plural (the browser has no formatter).
    results: Array.from({ length: posts.length + 1 }, (_, count) => t('results', { count })),
  };
  const hero = (
    <header className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <h1 className="text-4xl font-bold tracking-tight text-brand-700 sm:text-5xl">{t('heroTitle')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{t('heroTagline')}</p>
      </div>
    </header>
  );
  const fallback = (
    <BlogListView
      posts={posts}
      categories={categories}
      state={{ q: '', category: '', view: 'grid', page }}
      hero={hero}
      basePath={basePath}
      labels={labels}
    />
  );
  return (
    <main id="main">
      <Suspense fallback={fallback}>
        <BlogList posts={posts} categories={categories} hero={hero} basePath={basePath} basePage={page} labels={labels} />
      </Suspense>
    </main>
  );
}
