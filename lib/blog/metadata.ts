import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { alternatesFor } from '@/lib/seo/alternates';
import { alternatesForVersions } from '@/lib/seo/version-alternates';
import { OG_LOCALES, shareImages, siteShareImage } from '@/lib/seo/metadata';
import { SHARE_CARD_SIZE, SHARE_CARD_TYPE, shareCardPath, shareCardsOn } from '@/lib/seo/share-card-path';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import { seoText } from './localise';
import type { BlogPostDetail, BlogTagRef } from './read-models';
import { safeHttpUrl } from './safe-url';

async function feedAlternate(locale: AppLocale) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return {
    'application/rss+xml': [{ url: localizedPath(locale, '/blog/rss.xml'), title: t('rssTitle', { company: siteConfig.legalName }) }],
  };
}

/** /blog (page 1) and the no-JavaScript pages /blog/page/N (not indexed: same posts as /blog). */
export async function blogListMetadata(locale: AppLocale, page: number): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const path = page > 1 ? `/blog/page/${page}` : '/blog';
  const title = page > 1 ? t('pageMetaTitle', { page }) : t('metaTitle');
  const description = t('metaDescription', { company: siteConfig.legalName });
  const images = shareImages([siteShareImage(locale, t('metaTitle'), 'blog')]);
  return {
    title,
    description,
    alternates: { ...alternatesFor(locale, path), types: await feedAlternate(locale) },
    robots: page > 1 ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'website',
      title,
      description,
      url: localizedPath(locale, path),
      siteName: siteConfig.legalName,
      locale: OG_LOCALES[locale],
      ...images.openGraph,
    },
    twitter: { ...images.twitter, title, description },
  };
}

/**
 * A tag's page (/blog/tag/{slug}) and its no-JavaScript pages /blog/tag/{slug}/page/N (not indexed:
 * page 1's posts and more): canonical and hreflang (a tag's address is the same in every language),
 * the tag's share card.
 */
export async function tagPageMetadata(locale: AppLocale, tag: BlogTagRef, page: number): Promise<Metadata> {
  const [t, card] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'shareCard' }),
  ]);
  const base = `/blog/tag/${encodeURIComponent(tag.slug)}`;
  const path = page > 1 ? `${base}/page/${page}` : base;
  const title = page > 1 ? t('tagPageMetaTitle', { tag: tag.name, page }) : t('tagMetaTitle', { tag: tag.name });
  const description = t('tagMetaDescription', { tag: tag.name, company: siteConfig.legalName });
  const alt = card('alt', { title: t('tagMetaTitle', { tag: tag.name }), company: siteConfig.legalName });
  const images = shareImages([
    shareCardsOn()
      ? { url: shareCardPath('tag', locale, tag.slug), alt, ...SHARE_CARD_SIZE, type: SHARE_CARD_TYPE }
      : siteShareImage(locale, alt, 'blog'),
  ]);
  return {
    title,
    description,
    alternates: { ...alternatesFor(locale, path), types: await feedAlternate(locale) },
    robots: page > 1 ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'website',
      title,
      description,
      url: localizedPath(locale, path),
      siteName: siteConfig.legalName,
      locale: OG_LOCALES[locale],
      ...images.openGraph,
    },
    twitter: { ...images.twitter, title, description },
  };
}

/**
 * SPEC: meta_title / meta_description with title / excerpt fallbacks (in the locale: `seoText`);
 * canonical, hreflang (only the post's language versions, each with its slug), OG article, Twitter.
 */
export async function articleMetadata(locale: AppLocale, post: BlogPostDetail): Promise<Metadata> {
  const { title, description } = seoText(post);
  const path = `/blog/${post.slug}`;
  const alternates = post.versions
    ? alternatesForVersions(
        locale,
        path,
        post.versions.map((v) => ({ locale: v.locale, path: `/blog/${v.slug}` })),
      )
    : alternatesFor(locale, path);
  const card = await getTranslations({ locale, namespace: 'shareCard' });
  // The share card (title in this language, the featured image when it is one of ours) by the
  // post's default-language slug, which does not change with the reader's language. Where cards are
  // off (SHARE_CARDS=off) the featured image is the share image, as before cards.
  const featured = safeHttpUrl(post.featuredImageUrl);
  const images = shareCardsOn()
    ? [
        {
          url: shareCardPath('article', locale, post.defaultSlug ?? post.slug, post.updatedAt),
          alt: card('alt', { title: post.title, company: siteConfig.legalName }),
          ...SHARE_CARD_SIZE,
          type: SHARE_CARD_TYPE,
        },
      ]
    : featured
      ? [{ url: featured, alt: post.featuredImageAlt || post.title }]
      : [siteShareImage(locale, post.title, 'blog')];
  return {
    title,
    description,
    authors: [{ name: post.author }],
    keywords: post.tags.map((t) => t.name),
    alternates: { ...alternates, types: await feedAlternate(locale) },
    openGraph: {
      type: 'article',
      title,
      description,
      url: localizedPath(locale, path),
      siteName: siteConfig.legalName,
      locale: OG_LOCALES[locale],
      publishedTime: post.publishedAt ?? undefined,
      modifiedTime: post.updatedAt,
      authors: [post.author],
      tags: post.tags.map((t) => t.name),
      section: post.categories[0]?.name,
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: images.map(({ url, alt }) => ({ url, alt })),
    },
  };
}
