import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import type { BlogPostDetail } from './read-models';
import { safeHttpUrl } from './safe-url';

type JsonLd = Record<string, unknown>;

const absolute = (siteUrl: string, pathOrUrl: string) => (pathOrUrl.startsWith('/') ? `${siteUrl}${pathOrUrl}` : pathOrUrl);

/** BlogPosting + BreadcrumbList (Home > Blog > title) for an article. */
export function articleJsonLd(
  post: BlogPostDetail,
  locale: AppLocale,
  siteUrl: string,
  labels: { home: string; blog: string },
): JsonLd[] {
  const url = absolute(siteUrl, localizedPath(locale, `/blog/${post.slug}`));
  const image = safeHttpUrl(post.featuredImageUrl);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.metaDescription?.trim() || post.excerpt || undefined,
      image: image ? [absolute(siteUrl, image)] : undefined,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@type': 'Organization', name: siteConfig.legalName, logo: { '@type': 'ImageObject', url: absolute(siteUrl, siteConfig.logoPath) } },
      datePublished: post.publishedAt ?? undefined,
      dateModified: post.updatedAt,
      keywords: post.tags.length ? post.tags.map((t) => t.name).join(', ') : undefined,
      articleSection: post.categories.map((c) => c.name),
      wordCount: post.wordCount,
      inLanguage: locale,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: labels.home, item: absolute(siteUrl, localizedPath(locale, '/')) },
        { '@type': 'ListItem', position: 2, name: labels.blog, item: absolute(siteUrl, localizedPath(locale, '/blog')) },
        { '@type': 'ListItem', position: 3, name: post.title, item: url },
      ],
    },
  ];
}

/** JSON for a <script type="application/ld+json">: `<` escaped so content cannot close the tag. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
