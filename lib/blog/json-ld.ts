import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from '@/lib/seo/json-ld';
import { siteConfig } from '@/lib/site-config';
import { mainTextLanguage, seoText } from './localise';
import type { BlogPostDetail } from './read-models';
import { safeHttpUrl } from './safe-url';

/** BlogPosting + BreadcrumbList (Home > Blog > title) for an article. */
export function articleJsonLd(post: BlogPostDetail, locale: AppLocale, siteUrl: string, labels: { home: string; blog: string }): JsonLd[] {
  const url = absoluteUrl(siteUrl, localizedPath(locale, `/blog/${post.slug}`));
  const image = safeHttpUrl(post.featuredImageUrl);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: seoText(post).description,
      image: image ? [absoluteUrl(siteUrl, image)] : undefined,
      author: { '@type': 'Person', name: post.author },
      publisher: {
        '@type': 'Organization',
        name: siteConfig.legalName,
        logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, siteConfig.logoPath) },
      },
      datePublished: post.publishedAt ?? undefined,
      dateModified: post.updatedAt,
      keywords: post.tags.length ? post.tags.map((t) => t.name).join(', ') : undefined,
      articleSection: post.categories.map((c) => c.name),
      wordCount: post.wordCount,
      // The language of the main text (title + body), not the UI's: a partly translated
      // post read in zh-CN is still an English article.
      inLanguage: mainTextLanguage(post.versions, locale),
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
    },
    breadcrumbJsonLd(siteUrl, [
      { name: labels.home, path: localizedPath(locale, '/') },
      { name: labels.blog, path: localizedPath(locale, '/blog') },
      { name: post.title, path: url },
    ]),
  ];
}
