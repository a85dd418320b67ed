import type { AppLocale } from '@/lib/i18n/routing';
import { fallbackLang } from './localise';
import type { BlogPostSummary, PostCardData } from './read-models';

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

/** The summary as a card shows it: date formatted on the server, colours made safe for `style`. */
export function toPostCard(post: BlogPostSummary, locale: AppLocale): PostCardData {
  // A card shows the publication date only, formatted; neither raw timestamp reaches the client.
  const { publishedAt, updatedAt: _updatedAt, lang, defaultSlug: _defaultSlug, categories, ...card } = post;
  const titleLang = fallbackLang(lang?.title, locale);
  const excerptLang = fallbackLang(lang?.excerpt, locale);
  return {
    ...card,
    ...(titleLang ? { titleLang } : {}),
    ...(excerptLang ? { excerptLang } : {}),
    dateLabel: formatPostDate(publishedAt, locale, 'short'),
    categories: categories.map((c) => ({ ...c, color: safeColor(c.color) })),
  };
}
