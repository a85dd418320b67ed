import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { ArticleHeader } from '@/components/blog/article-header';
import { ArticleBody } from '@/components/blog/article-body';
import { PostCard } from '@/components/blog/post-card';
import { ViewBeacon } from '@/components/blog/view-beacon';
import { getConfig } from '@/lib/config';
import { toPostCard } from '@/lib/blog/format';
import { articleJsonLd } from '@/lib/blog/json-ld';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { articleMetadata } from '@/lib/blog/metadata';
import { getPublishedPost, listRelatedPosts, resolvePostSlug } from '@/lib/blog/queries';
import { parseRouteSlug } from '@/lib/blog/route-slug';
import { localizedPath, routing, type AppLocale } from '@/lib/i18n/routing';

// Cached after the first request per slug and locale (tags `post:{slug}` and `posts`); the view
// count is a client beacon, so nothing here depends on the request. 404s are not cached.

/**
 * The post a URL slug names, in `locale`. Any slug of the post (English, this locale's,
 * another locale's) finds it; unless it is the slug `locale` shows it under, the request is
 * redirected there for good (308), so each language version has exactly one URL.
 */
async function loadArticle(locale: AppLocale, rawSlug: string) {
  // A slug no post can have: 404 without a database read. Nothing 404 is kept in the page cache
  // (lib/cache/page-cache-handler.cjs), so made-up URLs cannot fill it.
  const slug = parseRouteSlug(rawSlug);
  if (slug === null) return null;
  const target = await resolvePostSlug(slug, locale);
  if (!target) return null;
  if (target.slug !== slug) permanentRedirect(localizedPath(locale, `/blog/${encodeURIComponent(target.slug)}`));
  return getPublishedPost(target.defaultSlug, locale);
}

// IMPORTANT: without this (empty) list the dynamic segment renders on every request; with it,
// each slug renders on its first request and is then served from the full-route cache.
export function generateStaticParams(): { [key: string]: string }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/[slug]'>): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const post = await loadArticle(locale, slug);
  return post ? articleMetadata(locale, post) : {};
}

export default async function ArticlePage({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const post = await loadArticle(locale, slug);
  if (!post) notFound(); // missing, draft or archived: 'Article Not Found', HTTP 404
  const [related, t] = await Promise.all([listRelatedPosts(post.id, locale), getTranslations({ locale, namespace: 'blog' })]);
  const jsonLd = articleJsonLd(post, locale, getConfig().siteUrl, { home: t('home'), blog: t('blog') });
  return (
    <>
      <ArticleHeader locale={locale} slug={post.defaultSlug ?? post.slug} title={post.title} excerpt={post.excerpt} />
      <main id="main" className="pb-20">
        <ArticleBody post={post} locale={locale} siteOrigin={getConfig().siteUrl} />
        {related.length > 0 && (
          <section aria-labelledby="more-articles" className="mx-auto mt-16 max-w-6xl border-t border-slate-200 px-4 pt-12 sm:px-6">
            <h2 id="more-articles" className="text-2xl font-bold text-slate-900">
              {t('moreArticles')}
            </h2>
            <div data-testid="related-posts" className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((p) => (
                <PostCard
                  key={p.id}
                  post={toPostCard(p, locale)}
                  basePath={localizedPath(locale, '/blog')}
                  layout="grid"
                  noDate={t('noDate')}
                  englishOnly={t('englishOnly')}
                />
              ))}
            </div>
          </section>
        )}
      </main>
      <ViewBeacon postId={post.id} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
    </>
  );
}
