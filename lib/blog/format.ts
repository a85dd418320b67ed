import type { AppLocale } from '@/lib/i18n/routing';
import type { BlogPostSummary } from './read-models';

const INTL_LOCALE: Record<AppLocale, string> = { en: 'en-US', id: 'id-ID', 'zh-CN': 'zh-CN' };

/** SPEC: en-US long on the article, short on lists; localised for id and zh-CN. Null when unset. */
export function formatPostDate(iso: string | null, locale: AppLocale, style: 'long' | 'short'): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    year: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    day: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(date);
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const safeColor = (color: string): string => (HEX.test(color) ? color : '#3B82F6');

/** What a card needs, with the date already formatted on the server (no hydration drift). */
export type PostCardData = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  featuredImageUrl: string | null;
  featuredImageAlt: string | null;
  isFeatured: boolean;
  dateLabel: string | null;
  categories: { name: string; slug: string; color: string }[];
};

export function toPostCard(post: BlogPostSummary, locale: AppLocale): PostCardData {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    featuredImageUrl: post.featuredImageUrl,
    featuredImageAlt: post.featuredImageAlt,
    isFeatured: post.isFeatured,
    dateLabel: formatPostDate(post.publishedAt, locale, 'short'),
    categories: post.categories.map((c) => ({ name: c.name, slug: c.slug, color: safeColor(c.color) })),
  };
}
