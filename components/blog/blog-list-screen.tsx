import { getTranslations } from 'next-intl/server';
import { toPostCard } from '@/lib/blog/format';
import { listPublishedPosts } from '@/lib/blog/queries';
import { categoriesOf, filterPosts, paginatePosts } from '@/lib/blog/search';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { BlogList } from './blog-list';
import { BlogListResults, resultsFor } from './blog-list-results';
import type { BlogListLabels } from './blog-list-view';

/**
 * /blog and its no-JavaScript pages /blog/page/N. The server renders the plain state (pages 1..N,
 * no filters) once, as server components: that is what the cached HTML holds. The client list
 * only takes over for a search, a category, the list view or Load More, with the post index
 * (/blog/posts.json) it fetches then; no post data travels in the page itself.
 */
export async function BlogListScreen({ locale, page }: { locale: AppLocale; page: number }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const summaries = await listPublishedPosts(locale);
  const posts = summaries.map((p) => toPostCard(p, locale));
  const categories = categoriesOf(summaries, locale).map((c) => ({ name: c.name, slug: c.slug }));
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
    englishOnly: t('englishOnly'),
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
  const all = filterPosts(posts, { q: '', category: '' });
  const initialResults = <BlogListResults {...resultsFor(paginatePosts(all, page), all)} view="grid" basePath={basePath} labels={labels} />;
  return (
    <main id="main">
      <BlogList
        initialResults={initialResults}
        categories={categories}
        hero={hero}
        basePath={basePath}
        basePage={page}
        indexUrl={`${basePath}/posts.json`}
        postCount={posts.length}
        labels={labels}
      />
    </main>
  );
}
