import { useTranslations } from 'next-intl';
import { formatPostDate } from '@/lib/blog/format';
import type { BlogPostDetail } from '@/lib/blog/read-models';
import { safeColor } from '@/lib/blog/format';
import { safeHttpUrl } from '@/lib/blog/safe-url';
import { LocalizedLink } from '@/components/site/localized-link';
import type { AppLocale } from '@/lib/i18n/routing';
import { fallbackLang } from '@/lib/blog/localise';
import { BlogImage } from './blog-image';
import { RenderBlocks } from './blocks/render-blocks';
import { CategoryBadge } from './category-badge';

/**
 * Breadcrumb, badges, title, excerpt, byline, featured image, blocks, tags and author. A
 * text shown in the default language because `locale` has none carries `lang` (the page's own
 * `<html lang>` stays the UI language).
 */
export function ArticleBody({ post, locale, siteOrigin }: { post: BlogPostDetail; locale: AppLocale; siteOrigin?: string }) {
  const t = useTranslations('blog');
  const date = formatPostDate(post.publishedAt, locale, 'long');
  const lang = (field: 'title' | 'excerpt' | 'featuredImageAlt') => fallbackLang(post.lang?.[field], locale);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-6 sm:px-6 sm:pt-10">
      <nav aria-label={t('breadcrumb')} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <li>
            <LocalizedLink locale={locale} href="/" className="hover:text-brand-700 hover:underline">
              {t('home')}
            </LocalizedLink>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <LocalizedLink locale={locale} href="/blog" className="hover:text-brand-700 hover:underline">
              {t('blog')}
            </LocalizedLink>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" lang={lang('title')} className="line-clamp-1 font-medium text-slate-900">
            {post.title}
          </li>
        </ol>
      </nav>
      {lang('title') && (
        // The post has no version in this language yet: said in the page's language, above its English text.
        <p
          role="note"
          data-testid="not-translated"
          className="mt-6 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {t('notTranslated')}
        </p>
      )}
      {post.categories.length > 0 && (
        <div className="mt-6 flex flex-wrap gap-2">
          {post.categories.map((c) => (
            <CategoryBadge key={c.id} name={c.name} color={safeColor(c.color)} lang={fallbackLang(c.lang, locale)} />
          ))}
        </div>
      )}
      <h1 lang={lang('title')} className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {post.title}
      </h1>
      {post.excerpt && (
        <p lang={lang('excerpt')} className="mt-4 text-xl leading-8 text-slate-600">
          {post.excerpt}
        </p>
      )}
      <p className="mt-5 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="font-medium text-slate-800">{post.author}</span>
        <span aria-hidden="true">·</span>
        {post.publishedAt && date ? <time dateTime={post.publishedAt}>{date}</time> : <span>{t('noDate')}</span>}
        <span aria-hidden="true">·</span>
        <span data-testid="reading-time">{t('readingTime', { minutes: Math.max(1, post.readingMinutes) })}</span>
      </p>
      {safeHttpUrl(post.featuredImageUrl) && (
        <div lang={lang('featuredImageAlt')} className="relative mt-8 aspect-[16/9] overflow-hidden rounded-2xl bg-slate-100">
          <BlogImage
            fill
            priority
            src={post.featuredImageUrl}
            alt={post.featuredImageAlt || post.title}
            sizes="(max-width: 800px) 100vw, 768px"
            className="object-cover"
          />
        </div>
      )}
      <RenderBlocks blocks={post.blocks} siteOrigin={siteOrigin} className="mt-10 space-y-6" />
      {post.tags.length > 0 && (
        <div className="mt-12 border-t border-slate-200 pt-6">
          <h2 className="text-sm font-semibold text-slate-900">{t('taggedIn')}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {/* Each tag opens its page: the tag's other articles (app/[locale]/blog/tag/[tag]). */}
            {post.tags.map((tag) => (
              <li key={tag.id} lang={fallbackLang(tag.lang, locale)}>
                <LocalizedLink
                  locale={locale}
                  href={`/blog/tag/${encodeURIComponent(tag.slug)}`}
                  className="inline-flex min-h-9 items-center rounded-full border border-slate-300 px-3 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700"
                >
                  <span aria-hidden="true">#</span>
                  {tag.name}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-8 rounded-xl bg-slate-50 p-5 text-slate-700">{t('writtenBy', { author: post.author })}</p>
    </article>
  );
}
