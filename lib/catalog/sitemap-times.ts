import { isTranslationLocale, type TranslationLocale } from '@/lib/i18n/content-locales';
import type { LocaleSlugs } from '@/lib/seo/catalog-paths';

// A sitemap entry's lastmod per locale: the English row's save time, or a later save of that
// locale's translation (a page in Chinese changes when only its Chinese words do), as the blog's
// entries do. Pure.

export type LocaleTimes = Partial<Record<TranslationLocale, string>>;

/** `translatedModified`: each locale's newest translation save (for a category, also its items'). */
export type SitemapCategory = {
  id: number;
  lastModified: string | null;
  translatedIn: TranslationLocale[];
  slugs: LocaleSlugs;
  translatedModified: LocaleTimes;
};
export type SitemapItem = SitemapCategory;

/** `json_object_agg(locale, updated_at)` as the drivers give it (object, JSON text or null) → ISO times. */
export function translatedTimes(raw: Record<string, string> | string | null): LocaleTimes {
  const parsed: Record<string, string> = typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {});
  const out: LocaleTimes = {};
  for (const [locale, at] of Object.entries(parsed)) {
    if (isTranslationLocale(locale) && at) out[locale] = new Date(at).toISOString();
  }
  return out;
}

/** The later of the page's own time and its translation's in `locale`. */
export function lastModifiedIn(entry: { lastModified: string | null; translatedModified: LocaleTimes }, locale: string): string | null {
  const translated = isTranslationLocale(locale) ? entry.translatedModified[locale] : undefined;
  if (!translated) return entry.lastModified;
  return entry.lastModified && entry.lastModified > translated ? entry.lastModified : translated;
}
