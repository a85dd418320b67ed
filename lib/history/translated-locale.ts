import { isTranslationLocale, type TranslationLocale } from '@/lib/i18n/content-locales';

// A translation save records which language it wrote in the entry's detail ({ locale }). The
// activity log names that language ("translated a product into Indonesian"): "translated" alone
// does not say which of the two translations changed.

/** The language a translate entry wrote, or null for any other entry (or an old one without it). */
export function translatedLocale(action: string, detail: unknown): TranslationLocale | null {
  if (action !== 'item.translate' && action !== 'post.translate') return null;
  if (!detail || typeof detail !== 'object') return null;
  const locale = (detail as { locale?: unknown }).locale;
  return isTranslationLocale(locale) ? locale : null;
}
