import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { toPostCard } from '@/lib/blog/format';
import { listPublishedPosts } from '@/lib/blog/queries';
import { categoriesOf } from '@/lib/blog/search';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { BlogList } from './blog-list';
import { BlogListView } from './blog-list-view';

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
  const hero = (
    <header className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <h1 className="text-4xl font-bold tracking-tight text-brand-700 sm:text-5xl">{t('heroTitle')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{t('heroTagline')}</p>
      </div>
    </header>
  );
  const fallback = (
    <BlogListView posts={posts} categories={categories} state={{ q: '', category: '', view: 'grid', page }} hero={hero} basePath={basePath} />
  );
  return (
    <main id="main">
      <Suspense fallback={fallback}>
        <BlogList posts={posts} categories={categories} hero={hero} basePath={basePath} basePage={page} />
      </Suspense>
    </main>
  );
}
